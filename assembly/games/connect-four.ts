// Connect-Four (7 columns x 6 rows, the first player is MAX) for the core's generic
// searches: the game protocol duck-typed like Othello and TicTacToe, on the bitboards of
// ./connect-four-bits.ts. Per ply a fixed stack holds the stones of the side to move and
// of both sides (the mask), so play/undo never allocate. Move i is the i-th column that
// is not full, left to right; its code is the column 0..6. reference/games/connect-four.ts
// is the same class on 32-bit halves.

import {
  CELLS, WIN_BASE, aligned, childGain, columnMask, possible, sortGains, staticValue, winningCells,
} from "./connect-four-bits";
import { solve, solveBest, solveNodes } from "./connect-four-solve";
import { setSolution, weakSolve } from "./solution";

@final export class ConnectFour {
  /** Wins, draws and losses: best-first searches on past a lost or drawn terminal leaf. */
  readonly decisive: bool = true;
  /** Stones on the board (the board always starts empty: see load). */
  ply: i32 = 0;
  /** Per ply: the stones of the side to move, of both sides, and whether the last move made four. */
  private cur: StaticArray<u64> = new StaticArray<u64>(CELLS + 1);
  private msk: StaticArray<u64> = new StaticArray<u64>(CELLS + 1);
  private won: StaticArray<bool> = new StaticArray<bool>(CELLS + 1);

  /** The start of every Connect-Four position: the empty board (no header words). */
  load(): void {
    this.ply = 0;
    unchecked(this.cur[0] = 0);
    unchecked(this.msk[0] = 0);
    unchecked(this.won[0] = false);
  }

  // @ts-ignore: decorator
  @inline current(): u64 { return unchecked(this.cur[this.ply]); }
  // @ts-ignore: decorator
  @inline mask(): u64 { return unchecked(this.msk[this.ply]); }
  /** Whether the last move made four in a row. */
  // @ts-ignore: decorator
  @inline lastMoveWon(): bool { return unchecked(this.won[this.ply]); }

  /** The cell move `move` puts a stone on (a single bit). */
  moveBit(move: i32): u64 {
    let m = possible(this.mask());
    for (let k = 0; k < move; k++) m &= m - 1;
    return m & (0 - m);
  }

  /** The column (0..6) of move `move`. */
  moveCode(move: i32): i32 { return <i32>ctz(this.moveBit(move)) / 7; }

  /**
   * Whether move `move` is noisy (alphabeta-tt's quiescence, docs/connect-four.md): it makes
   * four, takes a cell where the opponent would make four (a block), or makes a new
   * four-threat (an empty cell that would then complete four for the mover).
   */
  isNoisy(move: i32): bool {
    const bit = this.moveBit(move);
    const c = this.current(), m = this.mask();
    const mine = winningCells(c, m);
    if (((mine | winningCells(c ^ m, m)) & bit) != 0) return true;
    return (winningCells(c | bit, m | bit) & ~mine) != 0;
  }

  /** The index of the move that puts a stone on cell `bit`: the open columns left of it. */
  moveIndex(bit: u64): i32 { return <i32>popcnt(possible(this.mask()) & (bit - 1)); }

  // @ts-ignore: decorator
  @inline private playBit(bit: u64): void { this.place(bit, aligned(this.current() | bit)); }

  /** Puts the side to move's stone on cell `bit`; `won`: whether it made four. */
  // @ts-ignore: decorator
  @inline private place(bit: u64, won: bool): void {
    const d = this.ply;
    const c = unchecked(this.cur[d]), m = unchecked(this.msk[d]);
    unchecked(this.cur[d + 1] = c ^ m);
    unchecked(this.msk[d + 1] = m | bit);
    unchecked(this.won[d + 1] = won);
    this.ply = d + 1;
  }

  // ---- game protocol ----

  // @ts-ignore: decorator
  @inline isTerminal(): bool { return this.lastMoveWon() || this.ply == CELLS; }

  moveCount(): i32 { return this.isTerminal() ? 0 : <i32>popcnt(possible(this.mask())); }

  /** MAX moved first: it is to move when the number of stones is even. */
  // @ts-ignore: decorator
  @inline maxToMove(): bool { return (this.ply & 1) == 0; }

  /**
   * The position's key for alphabeta-tt's table: Pons' key, the side to move's stones plus all
   * stones (as the reference's).
   */
  hash(): u64 { return this.current() + this.mask(); }

  /** MAX's point of view: the exact result of a finished game, else the segment score. */
  evaluate(): i32 {
    const d = this.ply;
    if (this.lastMoveWon()) {
      const v = WIN_BASE + (CELLS - d);
      return d & 1 ? v : -v; // an odd number of stones: MAX made the last one
    }
    if (d == CELLS) return 0;
    const c = unchecked(this.cur[d]), m = unchecked(this.msk[d]);
    return d & 1 ? staticValue(c ^ m, c) : staticValue(c, c ^ m);
  }

  /**
   * Plays a stone in column `code` (0..6), the move whose code that is, if it is legal;
   * false if not (no such column, the column full, the game over). Setting a position
   * plays its moves by code this way, without a scan of the moves.
   */
  playCode(code: i32): bool {
    if (<u32>code >= 7 || this.isTerminal()) return false;
    const bit = possible(this.mask()) & columnMask(code);
    if (bit == 0) return false;
    this.playBit(bit);
    return true;
  }

  /** Plays move `move` (0 <= move < moveCount()); the caller guarantees it is legal. */
  // @ts-ignore: decorator
  @inline play(move: i32): void { this.playBit(this.moveBit(move)); }

  // @ts-ignore: decorator
  @inline undo(): void { this.ply--; }

  // ---- the core's shortcuts for min/max approximation (../search/mma.ts) ----

  /**
   * Plays move `move` of a position whose child is known not to end the game (a node
   * already expanded, on the walk to a tip): no four-in-a-row test.
   */
  // @ts-ignore: decorator
  @inline playOn(move: i32): void { this.place(this.moveBit(move), false); }

  /**
   * Writes every child's evaluate() (move order) as i32s from `values`, without playing
   * them, and returns the terminal children as bits (bit i: move i ends the game). The
   * position is not over.
   */
  // @ts-ignore: decorator
  @inline childValues(values: usize): u32 {
    const d = this.ply;
    return childValuesOf(unchecked(this.cur[d]), unchecked(this.msk[d]), d, values);
  }

  /**
   * Solves the position exactly (./connect-four-solve.ts): Pons' score for the side to
   * move, or only its sign when the ABI asked for a weak solve; a best move as an index.
   */
  solve(): i32 {
    const value = solve(this.current(), this.mask(), this.ply, weakSolve);
    setSolution(solveBest == 0 ? -1 : this.moveIndex(solveBest), solveNodes);
    return value;
  }
}

/**
 * ConnectFour.childValues of the position of `ply` stones where the side to move holds
 * `c` of the stones `m`. A child wins when its stone lands on one of the mover's winning
 * cells; the board's last cell draws; any other child's value is its parent's segment
 * score from the mover's side plus what its stone gains (./connect-four-bits.ts).
 */
export function childValuesOf(c: u64, m: u64, ply: i32, values: usize): u32 {
  const other = c ^ m, maxMoves = (ply & 1) == 0;
  const win = WIN_BASE + (CELLS - (ply + 1));
  let moves = possible(m);
  const wins = winningCells(c, m) & moves;
  const full = ply + 1 == CELLS;
  const here = full ? 0 : sortGains(c, other);
  let terminal: u32 = 0;
  for (let i: u32 = 0; moves != 0; i++, moves &= moves - 1) {
    const bit = moves & (0 - moves), at = values + (<usize>i << 2);
    if (bit & wins) {
      store<i32>(at, maxMoves ? win : -win);
      terminal |= 1 << i;
    } else if (full) {
      store<i32>(at, 0);
      terminal |= 1 << i;
    } else {
      const gained = here + childGain(bit);
      store<i32>(at, maxMoves ? gained : -gained);
    }
  }
  return terminal;
}
