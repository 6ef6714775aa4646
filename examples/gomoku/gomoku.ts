// Gomoku on 9 x 9 as a TypeScript `Game`, written the plain way a new user writes a game:
// a board array, the legal moves found by scanning it, the evaluation a loop over every
// line of five. The AssemblyScript class beside it (./assembly/gomoku.ts) is its plain
// port, statement for statement, with the same move order and values, so both are
// searched node for node alike (test/gomoku-kit.test.ts). The rules, the values and what
// the port gains in speed: ./README.md.

import { BestfirstError, type Game } from "bestfirst";

/** The board's side and its number of points. */
export const SIZE = 9;
export const CELLS = SIZE * SIZE;
/** A won game is worth more than any static value; WIN_BASE - plies, so a quicker win is worth more. */
export const WIN_BASE = 1 << 30;
/** A line of five holding k stones of one side and none of the other is worth WEIGHT[k] to that side. */
export const WEIGHT = [0, 1, 4, 32, 512];

/** Every line of five points on the board (rows, columns, both diagonals), five cells each. */
const WINDOWS: number[] = [];
for (let row = 0; row < SIZE; row++)
  for (let col = 0; col < SIZE; col++)
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ]) {
      const endRow = row + 4 * dr,
        endCol = col + 4 * dc;
      if (endRow >= SIZE || endCol < 0 || endCol >= SIZE) continue;
      for (let k = 0; k < 5; k++) WINDOWS.push((row + k * dr) * SIZE + col + k * dc);
    }

/** A 32-bit mix (murmur3's finaliser): the Zobrist keys, the same in both versions. */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Per point and side (index 2 * point + side, side 0 MAX): a key's high 21 and low 32 bits. */
const KEY_HI = new Int32Array(2 * CELLS);
const KEY_LO = new Int32Array(2 * CELLS);
for (let k = 0; k < 2 * CELLS; k++) {
  KEY_LO[k] = mix(2 * k + 1);
  KEY_HI[k] = mix(2 * k + 2) & 0x1fffff;
}

/** Gomoku without `hash()`: alphabeta-tt searches it without a table. */
export class GomokuBoard implements Game {
  /** Terminal positions are wins, draws and losses. */
  readonly decisive = true;
  /** Per point: 1 a stone of MAX (who moves first), -1 of MIN, 0 empty; point = row * SIZE + column. */
  private readonly board = new Int8Array(CELLS);
  /** Per ply: the point played. */
  private readonly played = new Int32Array(CELLS);
  /** Per ply (after that many moves): 1 when the last move made five in a row. */
  private readonly won = new Uint8Array(CELLS + 1);
  /** Moves made from the empty board; MAX moves at the even plies. */
  ply = 0;
  /** The position's Zobrist key, high 21 and low 32 bits (kept by play and undo). */
  protected keyHi = 0;
  protected keyLo = 0;

  isTerminal(): boolean {
    return this.won[this.ply] !== 0 || this.ply === CELLS;
  }

  moveCount(): number {
    return this.isTerminal() ? 0 : CELLS - this.ply;
  }

  maxToMove(): boolean {
    return (this.ply & 1) === 0;
  }

  /** Move `move` is the move-th empty point, counted row by row from a1. */
  private point(move: number): number {
    let p = -1;
    do {
      p++;
      if (this.board[p] === 0) move--;
    } while (move >= 0);
    return p;
  }

  play(move: number): void {
    const p = this.point(move);
    const side = this.ply & 1;
    this.board[p] = side === 0 ? 1 : -1;
    this.played[this.ply] = p;
    this.keyHi ^= KEY_HI[2 * p + side];
    this.keyLo ^= KEY_LO[2 * p + side];
    this.ply++;
    this.won[this.ply] = this.fiveThrough(p) ? 1 : 0;
  }

  undo(): void {
    this.ply--;
    const p = this.played[this.ply];
    const side = this.ply & 1;
    this.board[p] = 0;
    this.keyHi ^= KEY_HI[2 * p + side];
    this.keyLo ^= KEY_LO[2 * p + side];
  }

  /** True when the stone on point `p` is in a row of five or more of its side. */
  private fiveThrough(p: number): boolean {
    const stone = this.board[p];
    const row = Math.floor(p / SIZE),
      col = p % SIZE;
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ]) {
      let run = 1;
      for (let r = row + dr, c = col + dc; r >= 0 && r < SIZE && c >= 0 && c < SIZE; r += dr, c += dc) {
        if (this.board[r * SIZE + c] !== stone) break;
        run++;
      }
      for (let r = row - dr, c = col - dc; r >= 0 && r < SIZE && c >= 0 && c < SIZE; r -= dr, c -= dc) {
        if (this.board[r * SIZE + c] !== stone) break;
        run++;
      }
      if (run >= 5) return true;
    }
    return false;
  }

  /**
   * From MAX's point of view. A won game: WIN_BASE - plies for the side that made the last
   * move; a full board without five: a draw, 0. Otherwise every line of five that only
   * one side has stones on counts WEIGHT[its stones] for that side.
   */
  evaluate(): number {
    if (this.won[this.ply] !== 0) return this.ply & 1 ? WIN_BASE - this.ply : this.ply - WIN_BASE;
    if (this.ply === CELLS) return 0;
    let score = 0;
    for (let w = 0; w < WINDOWS.length; w += 5) {
      let mine = 0,
        theirs = 0;
      for (let k = 0; k < 5; k++) {
        const s = this.board[WINDOWS[w + k]];
        if (s > 0) mine++;
        else if (s < 0) theirs++;
      }
      if (theirs === 0) score += WEIGHT[mine];
      else if (mine === 0) score -= WEIGHT[theirs];
    }
    return score;
  }

  /** Points are named by column a..i and row 1..9: "e5" is the centre. */
  moveName(move: number): string {
    const p = this.point(move);
    return String.fromCharCode(97 + (p % SIZE)) + String(Math.floor(p / SIZE) + 1);
  }

  // ---- beyond the protocol: positions by name ----

  /** The names of the legal moves, in move order. */
  legalNames(): string[] {
    return Array.from({ length: this.moveCount() }, (_, m) => this.moveName(m));
  }

  /** Plays the moves named, in order (a BestfirstError names an illegal one). */
  playNames(names: readonly string[]): void {
    for (const name of names) {
      const move = this.legalNames().indexOf(name);
      if (move < 0) throw new BestfirstError(`"${name}" is not a legal move here`);
      this.play(move);
    }
  }
}

/** Gomoku with `hash()`: alphabeta-tt keeps a transposition table. */
export class Gomoku extends GomokuBoard {
  /** The Zobrist key, 53 bits: the high 21 and the low 32. */
  hash(): number {
    return this.keyHi * 2 ** 32 + (this.keyLo >>> 0);
  }
}
