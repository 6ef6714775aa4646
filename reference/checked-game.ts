// A user's game as the searches see it: every value it returns is checked where it is
// returned (a bad one is a BestfirstError naming the method, the value and what is
// accepted), and every move played through it is recorded, so that whatever goes wrong
// (a bad value, or the game's own exception) the game can be put back as it was found,
// and a watched search's line can be named from its root while the search is elsewhere.
// Only the own-game entry points (own-game.ts) use it: the reference's games never pass here.

import {
  CHANCE_WEIGHT_RULE,
  EVALUATE_FOR_RULE,
  EVALUATE_RULE,
  gameShape,
  inRangeRule,
  INF,
  IS_CHANCE_RULE,
  IS_NOISY_RULE,
  NULL_MOVE_ALLOWED_RULE,
  nullMoveMessage,
  playNullSideMessage,
  IS_TERMINAL_RULE,
  MOST_MOVES,
  MOVE_COUNT_RULE,
  fail,
  noMovesNotOverMessage,
  overWithMovesMessage,
  returnedMessage,
  setToMoveMessage,
  setToMoveMissedMessage,
  toMoveRule,
  toMoveSideMessage,
  valueRange,
  type Game,
  type GameShape,
  type ValueRange,
} from "../contract/index.js";

function returned(method: string, value: unknown, rule: string): never {
  fail(returnedMessage(method, value, rule));
}

export class CheckedGame implements Game {
  readonly decisive: boolean;
  /**
   * Moves played through this adapter (-1 a null move): the first `plies` are the ones not yet taken back,
   * in order (a stack by index, not push and pop: perft through the adapter is some 20%
   * slower with those).
   */
  private readonly played: number[] = [];
  private plies = 0;

  /** The game's position key, where it offers one (alphabeta-tt's table). */
  readonly hash?: () => number;
  /** Whether a move is noisy, where the game says (alphabeta-tt's quiescence), checked to be a boolean. */
  readonly isNoisy?: (move: number) => boolean;
  /** Whether passing is allowed here, where the game says (null-move pruning), checked. */
  readonly nullMoveAllowed?: () => boolean;
  /** The null move, where the game has one, checked to hand the move to the other side. */
  readonly playNull?: () => void;
  /** Hands the move to a player, where the game can (brs), checked to have done so. */
  readonly setToMove?: (player: number) => void;

  /** The game's shape (players, chance), read once as the adapter is made: a search's start. */
  readonly shape: GameShape;
  /** Whether the game has any of the shape's optional members (else their defaults are never asked). */
  private readonly shaped: boolean;
  /** The values the game declares it stays within (minValue, maxValue; else all of them): star2's bounds. */
  readonly range: ValueRange;
  /** Whether the game declares a range, so that each value is held to it. */
  private readonly ranged: boolean;

  constructor(private readonly game: Game) {
    this.decisive = game.decisive;
    this.shape = gameShape(game);
    this.range = valueRange(game);
    this.ranged = game.minValue !== undefined || game.maxValue !== undefined;
    this.shaped = (["players", "toMove", "evaluateFor", "isChance"] as const).some((m) => game[m] !== undefined);
    const setToMove: unknown = game.setToMove;
    if (setToMove !== undefined && typeof setToMove !== "function") fail(setToMoveMessage(setToMove));
    if (setToMove !== undefined)
      this.setToMove = (player: number) => {
        game.setToMove!(player);
        const p = this.toMove();
        if (p !== player) fail(setToMoveMissedMessage(player, p));
      };
    if (typeof game.isNoisy === "function") {
      this.isNoisy = (move: number) => {
        const noisy = game.isNoisy!(move);
        if (typeof noisy !== "boolean") returned(`isNoisy(${move})`, noisy, IS_NOISY_RULE);
        return noisy;
      };
    }
    if (typeof game.nullMoveAllowed === "function") {
      const passes = typeof game.playNull === "function";
      this.nullMoveAllowed = () => {
        const allowed = game.nullMoveAllowed!();
        if (typeof allowed !== "boolean") returned("nullMoveAllowed()", allowed, NULL_MOVE_ALLOWED_RULE);
        if (allowed && !passes) fail(nullMoveMessage("lacks"));
        if (allowed && this.terminal()) fail(nullMoveMessage("terminal"));
        return allowed;
      };
      if (passes)
        this.playNull = () => {
          const max = this.maxToMove();
          game.playNull!();
          this.played[this.plies++] = -1;
          if (this.maxToMove() === max) fail(playNullSideMessage(max));
        };
    }
    if (typeof game.hash === "function") {
      this.hash = () => {
        const h = game.hash!();
        if (!Number.isSafeInteger(h)) returned("hash()", h, "it must return a safe integer, the position's key");
        return h;
      };
    }
  }

  moveCount(): number {
    const n = this.game.moveCount();
    if (!Number.isInteger(n) || n < 0 || n > MOST_MOVES) returned("moveCount()", n, MOVE_COUNT_RULE);
    if (n === 0 && this.terminal() === false) fail(noMovesNotOverMessage());
    return n;
  }

  play(move: number): void {
    this.game.play(move);
    this.played[this.plies++] = move;
  }

  undo(): void {
    this.game.undo();
    this.plies--;
  }

  /** Moves played through the adapter and not yet taken back. */
  get depth(): number {
    return this.plies;
  }

  isTerminal(): boolean {
    const terminal = this.terminal();
    if (terminal) {
      const n = this.game.moveCount();
      if (n !== 0) fail(overWithMovesMessage(n));
    }
    return terminal;
  }

  maxToMove(): boolean {
    const max = this.game.maxToMove();
    if (typeof max !== "boolean")
      returned("maxToMove()", max, "it must return true or false (true when MAX is to move)");
    return max;
  }

  evaluate(): number {
    const v = this.game.evaluate();
    if (!Number.isInteger(v) || v <= -INF || v >= INF) returned("evaluate()", v, EVALUATE_RULE);
    if (this.ranged) this.inRange("evaluate()", v);
    return v;
  }

  /** The number of players (2 where the game does not say). */
  get players(): number {
    return this.shape.players;
  }

  /** At a decision node, the player to move: the game's toMove() checked, else maxToMove() ? 0 : 1. */
  toMove(): number {
    if (this.game.toMove === undefined) return this.maxToMove() ? 0 : 1;
    const p = this.game.toMove();
    const players = this.shape.players;
    if (!Number.isInteger(p) || p < 0 || p >= players) returned("toMove()", p, toMoveRule(players));
    if (players === 2) {
      const max = this.maxToMove();
      if (p !== (max ? 0 : 1)) fail(toMoveSideMessage(p, max));
    }
    return p;
  }

  /** The static value for `player`: the game's evaluateFor checked, else (two players) evaluate() or its negation. */
  evaluateFor(player: number): number {
    if (this.game.evaluateFor === undefined) return player === 0 ? this.evaluate() : -this.evaluate();
    const v = this.game.evaluateFor(player);
    if (!Number.isInteger(v) || v <= -INF || v >= INF) returned(`evaluateFor(${player})`, v, EVALUATE_FOR_RULE);
    if (this.ranged) this.inRange(`evaluateFor(${player})`, v);
    return v;
  }

  /** The least value the game declares, checked (else -INF + 1). */
  get minValue(): number {
    return this.range.min;
  }

  /** The greatest value the game declares, checked (else INF - 1). */
  get maxValue(): number {
    return this.range.max;
  }

  /** A value held to the game's declared range. */
  private inRange(method: string, v: number): void {
    if (v < this.range.min || v > this.range.max) returned(method, v, inRangeRule(this.range));
  }

  /** Whether the position is a chance node (false for a game without isChance). */
  isChance(): boolean {
    if (this.game.isChance === undefined) return false;
    const chance = this.game.isChance();
    if (typeof chance !== "boolean") returned("isChance()", chance, IS_CHANCE_RULE);
    return chance;
  }

  /** At a chance node, outcome `move`'s weight, checked (gameShape made sure the game has chanceWeight). */
  chanceWeight(move: number): number {
    const w = this.game.chanceWeight!(move);
    if (!Number.isInteger(w) || w < 1 || w > INF) returned(`chanceWeight(${move})`, w, CHANCE_WEIGHT_RULE);
    return w;
  }

  /**
   * The shape's members checked at the current position (a search's root), before a search
   * is refused or run: whether it is a chance node, and there every outcome's weight, else
   * the player to move; each player's value. Nothing is asked of a game without them.
   */
  probeShape(): void {
    if (!this.shaped) return;
    if (this.isChance()) {
      const n = this.moveCount();
      for (let move = 0; move < n; move++) this.chanceWeight(move);
    } else if (!this.isTerminal()) this.toMove();
    if (this.game.evaluateFor !== undefined) for (let p = 0; p < this.shape.players; p++) this.evaluateFor(p);
  }

  moveName(move: number): string {
    const name = this.game.moveName(move);
    if (typeof name !== "string")
      returned(`moveName(${move})`, name, "it must return a string, how the move is written");
    return name;
  }

  /**
   * Takes back the moves played through the adapter past the first `depth` (default: all of them,
   * the game as it was found).
   */
  restore(depth = 0): void {
    while (this.plies > depth) this.undo();
  }

  /**
   * The names of `line` (move indices) from the position `depth` plies in, wherever the
   * game is now deeper on: the moves past `depth` are taken back, the line named, and
   * those moves played again (a watched search's progress names its line from its root
   * this way, at most every few milliseconds, with no second game).
   */
  nameLine(depth: number, line: readonly number[]): string[] {
    const above = this.played.slice(depth, this.plies);
    for (; this.plies > depth; this.plies--) this.game.undo();
    const names: string[] = [];
    let played = 0;
    try {
      for (const move of line) {
        names.push(this.moveName(move));
        this.play(move);
        played++;
      }
      return names;
    } finally {
      for (; played > 0; played--) this.undo();
      // A null move (-1, playNull) is played again as one.
      for (const move of above) {
        if (move < 0) {
          this.game.playNull!();
          this.played[this.plies++] = move;
        } else this.play(move);
      }
    }
  }

  private terminal(): boolean {
    const terminal = this.game.isTerminal();
    if (typeof terminal !== "boolean") returned("isTerminal()", terminal, IS_TERMINAL_RULE);
    return terminal;
  }
}
