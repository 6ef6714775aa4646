// A user's game class as a kit's core runs it: every value it returns checked where it
// is returned, as the reference checks a TypeScript game (reference/checked-game.ts; the
// errors' one text: contract/game-rules.ts),
// and each member call recorded (./fault.ts), so a bad value, memory allocated where
// none may be, or a trap ends the operation with the member named. The view costs no
// object: it is the game itself seen through another class (changetype), whose methods
// call the class's own directly and are inlined into the searches compiled for it.
//
// The searches ask `isDefined` of a game's optional members; the view has the ones whose
// absence the searches replace by the same calls (solve, childValue, playOn) and passes
// the others (childValues, hash) on only where the class has them: one view class each
// (./operate.ts picks it at compile time).

import {
  enter, leave, left, fault, M_LOAD, M_MOVE_COUNT, M_PLAY, M_UNDO, M_IS_TERMINAL, M_MAX_TO_MOVE, M_EVALUATE,
  M_MOVE_NAME, M_SOLVE, M_CHILD_VALUE, M_PLAY_ON, M_CHILD_VALUES, M_HASH,
  M_PLAYERS, M_TO_MOVE, M_EVALUATE_FOR, M_IS_CHANCE, M_CHANCE_WEIGHT, M_IS_NOISY, M_NULL_MOVE_ALLOWED, M_PLAY_NULL,
  M_SET_TO_MOVE, M_MIN_VALUE, M_MAX_VALUE, F_NULL_MOVE, F_NULL_SIDE, F_MOVE_COUNT, F_ZERO_MOVES_NOT_OVER,
  F_OVER_WITH_MOVES, F_VALUE, F_PLAYERS,
  F_TO_MOVE, F_TO_MOVE_SIDE, F_WEIGHT, F_SET_TO_MOVE, F_OUT_OF_RANGE, F_RANGE_BOUND, F_RANGE_ORDER,
} from "./fault";
import { learnedOn, learnedSum } from "./learned";

/** The most moves a position may have (contract/game-rules.ts's MOST_MOVES). */
const MOST_MOVES: i32 = 65536;
/** The value no evaluation may reach (contract/game.ts's INF). */
const INF: i32 = 0x7fffffff;
/** The most players a game may have (contract/game-shape.ts's MOST_PLAYERS). */
const MOST_PLAYERS: i32 = 8;

// @ts-ignore: decorator
@inline function checkValue(v: i32, member: i32, move: i32): i32 {
  if (v <= -INF || v >= INF) fault(F_VALUE, member, v, move);
  return v;
}

export class CheckedBase<G> {
  // @ts-ignore: decorator
  @inline get game(): G { return changetype<G>(this); }

  // @ts-ignore: decorator
  @inline get decisive(): bool { return this.game.decisive; }

  // @ts-ignore: decorator
  @inline load(): void {
    const before = enter(M_LOAD);
    this.game.load();
    leave(M_LOAD, before);
  }

  // @ts-ignore: decorator
  @inline moveCount(): i32 {
    const before = enter(M_MOVE_COUNT);
    const n = this.game.moveCount();
    leave(M_MOVE_COUNT, before);
    if (<u32>n > <u32>MOST_MOVES) fault(F_MOVE_COUNT, M_MOVE_COUNT, n);
    // Both ways here: some searches (MCTS's playouts) count moves without asking
    // isTerminal, and would play on past a won position.
    const terminal = this.terminal();
    if (n == 0 && !terminal) fault(F_ZERO_MOVES_NOT_OVER, M_MOVE_COUNT, 0);
    if (n != 0 && terminal) fault(F_OVER_WITH_MOVES, M_IS_TERMINAL, n);
    return n;
  }

  // @ts-ignore: decorator
  @inline play(move: i32): void {
    const before = enter(M_PLAY);
    this.game.play(move);
    leave(M_PLAY, before);
  }

  // @ts-ignore: decorator
  @inline undo(): void {
    const before = enter(M_UNDO);
    this.game.undo();
    leave(M_UNDO, before);
  }

  // @ts-ignore: decorator
  @inline isTerminal(): bool {
    const terminal = this.terminal();
    if (terminal) {
      const before = enter(M_MOVE_COUNT);
      const n = this.game.moveCount();
      leave(M_MOVE_COUNT, before);
      if (n != 0) fault(F_OVER_WITH_MOVES, M_IS_TERMINAL, n);
    }
    return terminal;
  }

  // @ts-ignore: decorator
  @inline maxToMove(): bool {
    const before = enter(M_MAX_TO_MOVE);
    const max = this.game.maxToMove();
    leave(M_MAX_TO_MOVE, before);
    return max;
  }

  // @ts-ignore: decorator
  @inline evaluate(): i32 {
    // The learned evaluation (./learned.ts), where the class has the hook and weights were given.
    if (isDefined(this.game.features)) {
      if (learnedOn && !this.terminal()) return learnedSum<G>(this.game);
    }
    const before = enter(M_EVALUATE);
    const v = this.game.evaluate();
    leave(M_EVALUATE, before);
    checkValue(v, M_EVALUATE, -1);
    return this.inRange(v, M_EVALUATE, -1);
  }

  /** The move's name (it may allocate: the kit collects after naming). */
  moveName(move: i32): string {
    enter(M_MOVE_NAME);
    const name = this.game.moveName(move);
    left();
    return name;
  }

  /** The class's solve (asked only of a class that has one: ./operate.ts's OP_SOLVABLE). */
  solve(): i32 {
    if (!isDefined(this.game.solve)) return 0;
    enter(M_SOLVE);
    const v = this.game.solve();
    left();
    return v;
  }

  /** The class's childValue, else what ../search/child-value.ts does without one. */
  // @ts-ignore: decorator
  @inline childValue(move: i32): i32 {
    // With the learned evaluation on, the class's own childValue (its own evaluation) is passed by.
    if (isDefined(this.game.childValue)) {
      if (!isDefined(this.game.features) || !learnedOn) {
        const before = enter(M_CHILD_VALUE);
        const v = this.game.childValue(move);
        leave(M_CHILD_VALUE, before);
        return checkValue(v, M_CHILD_VALUE, move);
      }
    }
    this.play(move);
    const v = this.evaluate();
    this.undo();
    return v;
  }

  /** The class's playOn, else play (as ../search/mma.ts does without one). */
  // @ts-ignore: decorator
  @inline playOn(move: i32): void {
    if (isDefined(this.game.playOn)) {
      const before = enter(M_PLAY_ON);
      this.game.playOn(move);
      leave(M_PLAY_ON, before);
    } else this.play(move);
  }

  // The shape's members (contract/game.ts): the class's checked where it has them, else their defaults.

  /** The number of players: the class's `players` (a field or a getter) checked, else 2. */
  // @ts-ignore: decorator
  @inline get players(): i32 {
    if (!isDefined(this.game.players)) return 2;
    const before = enter(M_PLAYERS);
    const n = <i32>this.game.players;
    leave(M_PLAYERS, before);
    if (n < 2 || n > MOST_PLAYERS) fault(F_PLAYERS, M_PLAYERS, n);
    return n;
  }

  /** Whether the game has chance nodes (a class with isChance): known when the core is compiled. */
  // @ts-ignore: decorator
  @inline get chance(): bool { return isDefined(this.game.isChance); }

  /** At a decision node, the player to move: the class's toMove checked, else maxToMove() ? 0 : 1. */
  // @ts-ignore: decorator
  @inline toMove(): i32 {
    if (!isDefined(this.game.toMove)) return this.maxToMove() ? 0 : 1;
    const before = enter(M_TO_MOVE);
    const p = <i32>this.game.toMove();
    leave(M_TO_MOVE, before);
    const players = this.players;
    if (<u32>p >= <u32>players) fault(F_TO_MOVE, M_TO_MOVE, p, players);
    if (players == 2) {
      const max = this.maxToMove();
      if (p != (max ? 0 : 1)) fault(F_TO_MOVE_SIDE, M_TO_MOVE, p, max ? 1 : 0);
    }
    return p;
  }

  /** The static value for `player`: the class's evaluateFor checked, else (two players) evaluate() or its negation. */
  // @ts-ignore: decorator
  @inline evaluateFor(player: i32): i32 {
    if (!isDefined(this.game.evaluateFor)) return player == 0 ? this.evaluate() : -this.evaluate();
    const before = enter(M_EVALUATE_FOR);
    const v = <i32>this.game.evaluateFor(player);
    leave(M_EVALUATE_FOR, before);
    checkValue(v, M_EVALUATE_FOR, player);
    return this.inRange(v, M_EVALUATE_FOR, player);
  }

  // The declared range (contract/game.ts): star2's bounds, and every value held to it where the class declares one.

  /** The least value the class declares: its minValue (a field or a getter), else -INF + 1. */
  // @ts-ignore: decorator
  @inline get minValue(): i32 {
    if (!isDefined(this.game.minValue)) return -(INF - 1);
    const before = enter(M_MIN_VALUE);
    const v = <i32>this.game.minValue;
    leave(M_MIN_VALUE, before);
    return v;
  }

  /** The greatest value the class declares: its maxValue, else INF - 1. */
  // @ts-ignore: decorator
  @inline get maxValue(): i32 {
    if (!isDefined(this.game.maxValue)) return INF - 1;
    const before = enter(M_MAX_VALUE);
    const v = <i32>this.game.maxValue;
    leave(M_MAX_VALUE, before);
    return v;
  }

  /**
   * The declared range checked, as the reference checks it when a search starts (contract/game-shape.ts,
   * valueRange): each bound strictly inside (-INF, INF), then minValue at most maxValue.
   */
  checkRange(): void {
    const min = this.minValue, max = this.maxValue;
    if (min <= -INF || min >= INF) fault(F_RANGE_BOUND, M_MIN_VALUE, min);
    if (max <= -INF || max >= INF) fault(F_RANGE_BOUND, M_MAX_VALUE, max);
    if (min > max) fault(F_RANGE_ORDER, M_MIN_VALUE, min, max);
  }

  /** A value (of evaluate, `player` -1, or evaluateFor(player)) held to the declared range, where there is one. */
  // @ts-ignore: decorator
  @inline private inRange(v: i32, member: i32, player: i32): i32 {
    if (isDefined(this.game.minValue) || isDefined(this.game.maxValue)) {
      const min = this.minValue, max = this.maxValue;
      if (v < min || v > max)
        fault(F_OUT_OF_RANGE, member, <i64>(<u32>v) | (<i64>player << 32), <i64>(<u32>min) | (<i64>max << 32));
    }
    return v;
  }

  /** Whether the position is a chance node (false for a class without isChance). */
  // @ts-ignore: decorator
  @inline isChance(): bool {
    if (!isDefined(this.game.isChance)) return false;
    const before = enter(M_IS_CHANCE);
    const chance = <bool>this.game.isChance();
    leave(M_IS_CHANCE, before);
    return chance;
  }

  /** At a chance node, outcome `move`'s weight, checked (./shape.ts made sure the class has chanceWeight). */
  // @ts-ignore: decorator
  @inline chanceWeight(move: i32): i32 {
    if (!isDefined(this.game.chanceWeight)) return 1;
    const before = enter(M_CHANCE_WEIGHT);
    const w = <i32>this.game.chanceWeight(move);
    leave(M_CHANCE_WEIGHT, before);
    if (w < 1) fault(F_WEIGHT, M_CHANCE_WEIGHT, w, move);
    return w;
  }

  // alphabeta-tt's hooks (contract/game.ts): the class's where it has them, else no noisy
  // moves and no null move, which leave quiescence and null-move pruning without effect.

  /** Whether move `move` is noisy (a capture or a threat): the class's isNoisy, else false. */
  // @ts-ignore: decorator
  @inline isNoisy(move: i32): bool {
    if (!isDefined(this.game.isNoisy)) return false;
    const before = enter(M_IS_NOISY);
    const noisy = <bool>this.game.isNoisy(move);
    leave(M_IS_NOISY, before);
    return noisy;
  }

  /**
   * Whether passing is allowed here: the class's nullMoveAllowed, checked (never where the class has no playNull,
   * never at a terminal position), else false.
   */
  // @ts-ignore: decorator
  @inline nullMoveAllowed(): bool {
    if (!isDefined(this.game.nullMoveAllowed)) return false;
    const before = enter(M_NULL_MOVE_ALLOWED);
    const allowed = <bool>this.game.nullMoveAllowed();
    leave(M_NULL_MOVE_ALLOWED, before);
    if (allowed && !isDefined(this.game.playNull)) fault(F_NULL_MOVE, M_NULL_MOVE_ALLOWED, 0);
    if (allowed && this.terminal()) fault(F_NULL_MOVE, M_NULL_MOVE_ALLOWED, 1);
    return allowed;
  }

  /** The class's playNull (asked only where nullMoveAllowed said true), checked to hand the move over. */
  // @ts-ignore: decorator
  @inline playNull(): void {
    if (!isDefined(this.game.playNull)) return;
    const max = this.maxToMove();
    const before = enter(M_PLAY_NULL);
    this.game.playNull();
    leave(M_PLAY_NULL, before);
    if (this.maxToMove() == max) fault(F_NULL_SIDE, M_PLAY_NULL, max ? 1 : 0);
  }

  /**
   * Hands the move to `player` (best-reply search; ./shape.ts made sure a game of more than two players has
   * setToMove): the class's setToMove, then its toMove() checked to be that player, as the reference checks it.
   */
  // @ts-ignore: decorator
  @inline setToMove(player: i32): void {
    if (!isDefined(this.game.setToMove)) return;
    const before = enter(M_SET_TO_MOVE);
    this.game.setToMove(player);
    leave(M_SET_TO_MOVE, before);
    const p = this.toMove();
    if (p != player) fault(F_SET_TO_MOVE, M_SET_TO_MOVE, p, player);
  }

  // @ts-ignore: decorator
  @inline private terminal(): bool {
    const before = enter(M_IS_TERMINAL);
    const terminal = this.game.isTerminal();
    leave(M_IS_TERMINAL, before);
    return terminal;
  }
}

/** The class's childValues, each value written checked. */
// @ts-ignore: decorator
@inline function childValuesOf<G>(game: G, values: usize): u32 {
  const before = enter(M_CHILD_VALUES);
  const ends = game.childValues(values);
  leave(M_CHILD_VALUES, before);
  const n = min(game.moveCount(), 32);
  for (let k = 0; k < n; k++) checkValue(load<i32>(values + (<usize>k << 2)), M_CHILD_VALUES, k);
  return ends;
}

// @ts-ignore: decorator
@inline function hashOf<G>(game: G): u64 {
  const before = enter(M_HASH);
  const h: u64 = game.hash();
  leave(M_HASH, before);
  return h;
}

/** A class without childValues and hash. */
@final export class Checked<G> extends CheckedBase<G> {}

/** A class with childValues. */
@final export class CheckedValues<G> extends CheckedBase<G> {
  // @ts-ignore: decorator
  @inline childValues(values: usize): u32 { return childValuesOf<G>(this.game, values); }
}

/** A class with hash. */
@final export class CheckedHash<G> extends CheckedBase<G> {
  // @ts-ignore: decorator
  @inline hash(): u64 { return hashOf<G>(this.game); }
}

/** A class with both. */
@final export class CheckedValuesHash<G> extends CheckedBase<G> {
  // @ts-ignore: decorator
  @inline childValues(values: usize): u32 { return childValuesOf<G>(this.game, values); }
  // @ts-ignore: decorator
  @inline hash(): u64 { return hashOf<G>(this.game); }
}
