// Connect-Four for the reference's searches (the Game protocol) on the bitboards of
// ./connect-four-bits.ts (where the rules and the evaluation are defined). Per ply the
// stones of the side to move and of both sides sit in preallocated typed arrays, so
// play/undo never allocate. Move i is the i-th column that is not full, left to right;
// its name is the column number "1".."7". The same class as
// assembly/games/connect-four.ts, on 32-bit halves.

import type { Game } from "../../contract/index.js";
import { connectFourMoveName } from "../../contract/notation/connect-four.js";
import {
  CELLS,
  COLUMN_HI,
  COLUMN_LO,
  WIDTH,
  WIN_BASE,
  aligned,
  bits,
  popcount,
  possible,
  staticValue,
  winningCells,
} from "./connect-four-bits.js";
import { solveBoards, type ConnectFourSolution } from "./connect-four-solve.js";

/** Connect-Four (7 columns, 6 rows) as a `Game`: bitboards, a move per column, an exact solver. */
export class ConnectFour implements Game {
  /** Wins, draws and losses: best-first searches on past a lost or drawn terminal leaf. */
  readonly decisive = true;
  /** Stones on the board (the board always starts empty: see reset). */
  ply = 0;
  /** Per ply: the stones of the side to move, of both sides, and whether the last move made four. */
  private readonly curHi = new Int32Array(CELLS + 1);
  private readonly curLo = new Int32Array(CELLS + 1);
  private readonly mskHi = new Int32Array(CELLS + 1);
  private readonly mskLo = new Int32Array(CELLS + 1);
  private readonly won = new Uint8Array(CELLS + 1);

  /** Back to the empty board (a new game starts there too). */
  reset(): void {
    this.ply = 0;
    this.curHi[0] = 0;
    this.curLo[0] = 0;
    this.mskHi[0] = 0;
    this.mskLo[0] = 0;
    this.won[0] = 0;
  }

  /** The current position's halves: the side to move's stones, all stones. @internal */
  currentHi(): number {
    return this.curHi[this.ply];
  }
  /** @internal */
  currentLo(): number {
    return this.curLo[this.ply];
  }
  /** @internal */
  maskHi(): number {
    return this.mskHi[this.ply];
  }
  /** @internal */
  maskLo(): number {
    return this.mskLo[this.ply];
  }
  /** Whether the last move made four in a row. */
  lastMoveWon(): boolean {
    return this.won[this.ply] !== 0;
  }

  /** The bit index (col*7 + row) of the cell move `move` puts a stone on. */
  moveCell(move: number): number {
    possible(this.mskHi[this.ply], this.mskLo[this.ply]);
    let lo = bits.lo,
      hi = bits.hi;
    const inLo = popcount(lo);
    if (move >= inLo) {
      for (let k = move - inLo; k > 0; k--) hi &= hi - 1;
      return 32 + 31 - Math.clz32(hi & -hi);
    }
    for (let k = move; k > 0; k--) lo &= lo - 1;
    return 31 - Math.clz32(lo & -lo);
  }

  /** The column (0..6) of move `move`. */
  moveCode(move: number): number {
    return Math.floor(this.moveCell(move) / 7);
  }

  moveName(move: number): string {
    return connectFourMoveName(this.moveCode(move));
  }

  /**
   * Whether move `move` is noisy (alphabeta-tt's quiescence, docs/connect-four.md): it makes
   * four, takes a cell where the opponent would make four (a block), or makes a new
   * four-threat (an empty cell that would then complete four for the mover).
   */
  isNoisy(move: number): boolean {
    const cell = this.moveCell(move);
    const bHi = cell >= 32 ? 1 << (cell - 32) : 0,
      bLo = cell < 32 ? 1 << cell : 0;
    const d = this.ply;
    const cHi = this.curHi[d],
      cLo = this.curLo[d],
      mHi = this.mskHi[d],
      mLo = this.mskLo[d];
    winningCells(cHi, cLo, mHi, mLo);
    const wHi = bits.hi,
      wLo = bits.lo;
    if (((wHi & bHi) | (wLo & bLo)) !== 0) return true;
    winningCells(cHi ^ mHi, cLo ^ mLo, mHi, mLo);
    if (((bits.hi & bHi) | (bits.lo & bLo)) !== 0) return true;
    winningCells(cHi | bHi, cLo | bLo, mHi | bHi, mLo | bLo);
    return ((bits.hi & ~wHi) | (bits.lo & ~wLo)) !== 0;
  }

  /** The index of the move that puts a stone on cell `cell`: the open columns left of it. */
  moveIndex(cell: number): number {
    possible(this.mskHi[this.ply], this.mskLo[this.ply]);
    if (cell < 32) return popcount(bits.lo & ((1 << cell) - 1));
    return popcount(bits.lo) + popcount(bits.hi & ((1 << (cell - 32)) - 1));
  }

  /** Drops a stone in column `col` (0..6); false, and nothing played, if it is full or the game is over. */
  playCode(col: number): boolean {
    if (!Number.isInteger(col) || col < 0 || col >= WIDTH || this.isTerminal()) return false;
    possible(this.mskHi[this.ply], this.mskLo[this.ply]);
    const hi = bits.hi & COLUMN_HI[col],
      lo = bits.lo & COLUMN_LO[col];
    if ((hi | lo) === 0) return false;
    this.playCell(lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(hi));
    return true;
  }

  private playCell(cell: number): void {
    const d = this.ply;
    const cHi = this.curHi[d],
      cLo = this.curLo[d],
      mHi = this.mskHi[d],
      mLo = this.mskLo[d];
    const bHi = cell >= 32 ? 1 << (cell - 32) : 0,
      bLo = cell < 32 ? 1 << cell : 0;
    this.curHi[d + 1] = cHi ^ mHi;
    this.curLo[d + 1] = cLo ^ mLo;
    this.mskHi[d + 1] = mHi | bHi;
    this.mskLo[d + 1] = mLo | bLo;
    this.won[d + 1] = aligned(cHi | bHi, cLo | bLo) ? 1 : 0;
    this.ply = d + 1;
  }

  // ---- game protocol ----

  isTerminal(): boolean {
    return this.won[this.ply] !== 0 || this.ply === CELLS;
  }

  moveCount(): number {
    if (this.isTerminal()) return 0;
    possible(this.mskHi[this.ply], this.mskLo[this.ply]);
    return popcount(bits.hi) + popcount(bits.lo);
  }

  /** MAX moved first: it is to move when the number of stones is even. */
  maxToMove(): boolean {
    return (this.ply & 1) === 0;
  }

  /**
   * The position's key for alphabeta-tt's table: Pons' key, the side to move's stones
   * plus all stones (exact, below 2^49), as one 64-bit sum of the halves.
   */
  hash(): number {
    const d = this.ply;
    return (this.curHi[d] + this.mskHi[d]) * 4294967296 + (this.curLo[d] >>> 0) + (this.mskLo[d] >>> 0);
  }

  /** MAX's point of view: the exact result of a finished game, else the segment score. */
  evaluate(): number {
    const d = this.ply;
    if (this.won[d] !== 0) {
      const v = WIN_BASE + (CELLS - d);
      return d & 1 ? v : -v; // an odd number of stones: MAX made the last one
    }
    if (d === CELLS) return 0;
    const cHi = this.curHi[d],
      cLo = this.curLo[d],
      oHi = cHi ^ this.mskHi[d],
      oLo = cLo ^ this.mskLo[d];
    return d & 1 ? staticValue(oHi, oLo, cHi, cLo) : staticValue(cHi, cLo, oHi, oLo);
  }

  /** Plays move `move` (0 <= move < moveCount()); the caller guarantees it is legal. */
  play(move: number): void {
    this.playCell(this.moveCell(move));
  }

  undo(): void {
    this.ply--;
  }

  /**
   * Solves the position exactly (./connect-four-solve.ts): Pons' score for the side to
   * move (weak: only its sign), a best move as an index (-1: the game is over), the nodes.
   */
  solve(weak = false): {
    /** Pons' score for the side to move. */
    value: number;
    /** A best move's index; -1 when the game is over. */
    best: number;
    /** Nodes searched. */
    nodes: number;
  } {
    const r: ConnectFourSolution = solveBoards(
      this.curHi[this.ply],
      this.curLo[this.ply],
      this.mskHi[this.ply],
      this.mskLo[this.ply],
      this.ply,
      weak,
    );
    return { value: r.score, best: r.bestCell < 0 ? -1 : this.moveIndex(r.bestCell), nodes: r.nodes };
  }
}
