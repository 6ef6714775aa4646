// Tic-tac-toe for the core's generic searches (docs/tic-tac-toe.md): cells 0..8 row by
// row, X first and MAX, each side a 9-bit mask. Move i is the i-th empty cell. The same
// class as reference/games/tic-tac-toe.ts, move for move and value for value.

import { setSolution } from "./solution";
import { countExhausted, cutShort, noteCutShort } from "../search/limits";

/** The eight lines, as cell masks, in memory.data. */
const LINES = memory.data<u16>([0o7, 0o70, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124]);
const LINE_COUNT: i32 = 8;
const FULL: i32 = 0o777;
/** A won game is worth more than any static value: WIN_VALUE plus the cells left empty. */
export const WIN_VALUE: i32 = 100;
/** Static weights of a line held by one side only, by its number of marks (0, 1, 2). */
const LINE_WEIGHT = memory.data<i32>([0, 1, 4]);

// @ts-ignore: decorator
@inline function line(k: i32): i32 { return <i32>load<u16>(LINES + (<usize>k << 1)); }

function hasLine(marks: i32): bool {
  for (let k = 0; k < LINE_COUNT; k++) {
    const l = line(k);
    if ((marks & l) == l) return true;
  }
  return false;
}

@final export class TicTacToe {
  readonly decisive: bool = true;
  x: i32 = 0;
  o: i32 = 0;
  ply: i32 = 0;
  private played: StaticArray<i32> = new StaticArray<i32>(9);

  /** The start of every tic-tac-toe position: the empty board (no header words). */
  load(): void {
    this.x = 0;
    this.o = 0;
    this.ply = 0;
  }

  // @ts-ignore: decorator
  @inline xToMove(): bool { return (this.ply & 1) == 0; }

  /** The cell of move `move`: the move-th empty cell. */
  cell(move: i32): i32 {
    let empty = ~(this.x | this.o) & FULL;
    for (let k = 0; k < move; k++) empty &= empty - 1;
    return ctz(empty);
  }

  moveCode(move: i32): i32 { return this.cell(move); }

  /**
   * Whether move `move` is noisy (alphabeta-tt's quiescence, docs/tic-tac-toe.md): it
   * completes a line of the mover's (a win) or takes the empty cell of the opponent's two
   * in a line (a block).
   */
  isNoisy(move: i32): bool {
    const c = 1 << this.cell(move);
    const own = this.xToMove() ? this.x : this.o, other = this.xToMove() ? this.o : this.x;
    for (let k = 0; k < LINE_COUNT; k++) {
      const l = line(k);
      if ((l & c) == 0) continue;
      if ((popcnt(own & l) == 2 && (other & l) == 0) || (popcnt(other & l) == 2 && (own & l) == 0)) return true;
    }
    return false;
  }

  // ---- game protocol ----

  /** The position's key for alphabeta-tt's table: the two masks, exact (as the reference's). */
  hash(): u64 { return <u64>(this.x | (this.o << 9)); }

  isTerminal(): bool {
    return (this.x | this.o) == FULL || hasLine(this.x) || hasLine(this.o);
  }

  moveCount(): i32 { return this.isTerminal() ? 0 : 9 - this.ply; }

  // @ts-ignore: decorator
  @inline maxToMove(): bool { return this.xToMove(); }

  evaluate(): i32 {
    const empty = 9 - this.ply;
    if (hasLine(this.x)) return WIN_VALUE + empty;
    if (hasLine(this.o)) return -(WIN_VALUE + empty);
    let v = 0;
    for (let k = 0; k < LINE_COUNT; k++) {
      const l = line(k);
      const xs = this.x & l, os = this.o & l;
      if (os == 0) v += load<i32>(LINE_WEIGHT + (<usize>popcnt(xs) << 2));
      else if (xs == 0) v -= load<i32>(LINE_WEIGHT + (<usize>popcnt(os) << 2));
    }
    return v;
  }

  play(move: i32): void {
    const c = this.cell(move);
    if (this.xToMove()) this.x |= 1 << c; else this.o |= 1 << c;
    unchecked(this.played[this.ply++] = c);
  }

  undo(): void {
    const c = unchecked(this.played[--this.ply]);
    this.x &= ~(1 << c);
    this.o &= ~(1 << c);
  }

  /**
   * Solves the position: negamax with alpha-beta on the window (-1, 1), moves in their
   * order, the first best move kept (reference/games/tic-tac-toe.ts, node for node).
   * Returns 1 win, 0 draw, -1 loss for the side to move.
   */
  solve(): i32 {
    solveNodes = 0;
    solveBest = -1;
    const value = this.negamax(-1, 1, true);
    setSolution(solveBest, solveNodes);
    return value;
  }

  private negamax(alpha: i32, beta: i32, root: bool): i32 {
    // The budgets, before the node counts (../search/limits.ts): a stopped solve unwinds at once.
    if (countExhausted(<i64>solveNodes)) {
      noteCutShort();
      return 0;
    }
    solveNodes++;
    if (hasLine(this.x) || hasLine(this.o)) return -1;
    const n = this.moveCount();
    if (n == 0) return 0;
    let value = -2;
    for (let i = 0; i < n; i++) {
      this.play(i);
      const v = -this.negamax(-beta, -alpha, false);
      this.undo();
      if (cutShort) return 0;
      if (v > value) {
        value = v;
        if (root) solveBest = i;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return value;
  }
}

let solveNodes: u64 = 0;
let solveBest: i32 = -1;
