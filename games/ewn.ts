// EinStein würfelt nicht! (docs/ewn.md), Althöfer's dice game on a 5 x 5 board, as a user's
// game of two players with chance: written against the package's public entry only. Plies
// alternate as the rules do: a chance node (the die, six faces of weight 1) and then the
// roller's decision node (which of the cubes the face names to move, and where). A 25-cell
// board of cube codes and each cube's square, moves made and unmade in place, a Zobrist key.

import { fail, shown, type Game } from "../library.js";
import { KeyTable, keyOf } from "./keys.js";
import { checkMove } from "./move-check.js";

/** The start squares of each side's triangle, in the order a layout lists its cubes (docs/ewn.md). */
export const EWN_START_SQUARES: readonly (readonly string[])[] = [
  ["a1", "b1", "c1", "a2", "b2", "a3"],
  ["e5", "d5", "c5", "e4", "d4", "e3"],
];

/** Which cube stands on each start square: red's and blue's numbers 1 .. 6, each once. */
export interface EwnLayout {
  red: readonly number[];
  blue: readonly number[];
}

/** The default layout: cubes 1 .. 6 on the start squares in order, the same for both sides. */
export const EWN_LAYOUT: EwnLayout = { red: [1, 2, 3, 4, 5, 6], blue: [1, 2, 3, 4, 5, 6] };

/** A won game's value, more than any static value (which stays within +-35). */
export const EWN_WIN = 100;

/** The longest game: every move brings a cube one step nearer its target, at most 8 a cube, 96 moves. */
const PLIES = 2 * 96 + 2;
/** Each side's steps (file, rank): red right, up and diagonally up-right; blue the opposite. */
const STEPS = [
  [1, 0, 0, 1, 1, 1],
  [-1, 0, 0, -1, -1, -1],
];
/** Each side's target corner: e5 for red, a1 for blue. */
const TARGET = [24, 0];
const FILES = "abcde";

/** Keys per (cube code 1 .. 12, square), then side to move, then the die at a decision node. */
const KEYS = new KeyTable(13 * 25 + 2 + 7, 0xe1257);

const square = (name: string): number => name.charCodeAt(0) - 97 + 5 * (name.charCodeAt(1) - 49);
const squareName = (sq: number): string => FILES[sq % 5] + String(Math.floor(sq / 5) + 1);

function checkedLayout(layout: EwnLayout): EwnLayout {
  for (const side of ["red", "blue"] as const) {
    const cubes: unknown = layout?.[side];
    const ok =
      Array.isArray(cubes) &&
      cubes.length === 6 &&
      [1, 2, 3, 4, 5, 6].every((n) => cubes.filter((c) => c === n).length === 1);
    if (!ok) fail(`EWN's layout.${side} is ${shown(cubes)}; it must list the cubes 1 to 6, each once`);
  }
  return layout;
}

/**
 * EinStein würfelt nicht! from the start, red (player 0) to roll: cube codes 1 .. 6 are red's
 * cubes 1 .. 6, codes 7 .. 12 blue's.
 */
export class Ewn implements Game {
  /** Terminal values are wins and losses. */
  readonly decisive = true;
  readonly players = 2;
  /** Every value is within a loss and a win (star2 prunes by the range). */
  readonly minValue = -EWN_WIN;
  readonly maxValue = EWN_WIN;
  /** Each square's cube code, 0 where empty. */
  private readonly board = new Int8Array(25);
  /** Each cube's square (by code), -1 once removed. */
  private readonly at = new Int8Array(13).fill(-1);
  /** Each side's cubes on the board. */
  private readonly left = new Int32Array(2);
  private ply = 0;
  /** The side who won, or -1. */
  private winner = -1;
  /** At each ply: the face rolled (a chance ply), or the move made: from, to, the code removed (a decision ply). */
  private readonly face = new Int8Array(PLIES);
  private readonly from = new Int8Array(PLIES);
  private readonly to = new Int8Array(PLIES);
  private readonly removed = new Int8Array(PLIES);
  /** A decision ply's moves (6 a ply, as from * 25 + to) and their number, once generated. */
  private readonly moves = new Int16Array(PLIES * 6);
  private readonly moveTotal = new Int32Array(PLIES);
  private readonly known = new Uint8Array(PLIES);
  private keyHigh = 0;
  private keyLow = 0;

  constructor(layout: EwnLayout = EWN_LAYOUT) {
    checkedLayout(layout);
    [layout.red, layout.blue].forEach((cubes, side) =>
      cubes.forEach((n, i) => this.put(side * 6 + n, square(EWN_START_SQUARES[side][i]))),
    );
  }

  moveCount(): number {
    if (this.winner >= 0) return 0;
    if (this.isChance()) return 6;
    if (this.known[this.ply] === 0) this.generate();
    return this.moveTotal[this.ply];
  }

  play(move: number): void {
    const n = this.moveCount();
    checkMove("EWN", move, n);
    const ply = this.ply;
    if (this.isChance()) this.face[ply] = move + 1;
    else {
      const code = this.moves[ply * 6 + move];
      const from = Math.floor(code / 25),
        to = code % 25;
      const cube = this.board[from];
      const removed = this.board[to];
      if (removed !== 0) this.take(to);
      this.take(from);
      this.put(cube, to);
      this.from[ply] = from;
      this.to[ply] = to;
      this.removed[ply] = removed;
      const side = this.side();
      if (to === TARGET[side] || this.left[1 - side] === 0) this.winner = side;
    }
    this.ply = ply + 1;
    this.known[ply + 1] = 0;
  }

  undo(): void {
    if (this.ply === 0) fail("EWN's undo at the start: no move to take back");
    const ply = --this.ply;
    this.winner = -1;
    if (this.isChance()) return;
    const to = this.to[ply];
    const cube = this.board[to];
    this.take(to);
    this.put(cube, this.from[ply]);
    if (this.removed[ply] !== 0) this.put(this.removed[ply], to);
  }

  isTerminal(): boolean {
    return this.winner >= 0;
  }

  /** A roll of the die comes before every move. */
  isChance(): boolean {
    return this.winner < 0 && (this.ply & 1) === 0;
  }

  /** Each face of the die has weight 1. */
  chanceWeight(_move: number): number {
    return 1;
  }

  toMove(): number {
    return this.side();
  }

  maxToMove(): boolean {
    return this.side() === 0;
  }

  /**
   * From red's side: +-EWN_WIN for a won or lost game, else 10 times blue's least distance to
   * its target minus red's (king steps), plus red's cubes minus blue's.
   */
  evaluate(): number {
    if (this.winner >= 0) return this.winner === 0 ? EWN_WIN : -EWN_WIN;
    let red = 4,
      blue = 4;
    for (let n = 1; n <= 6; n++) {
      const r = this.at[n],
        b = this.at[6 + n];
      if (r >= 0) red = Math.min(red, Math.max(4 - (r % 5), 4 - Math.floor(r / 5)));
      if (b >= 0) blue = Math.min(blue, Math.max(b % 5, Math.floor(b / 5)));
    }
    return 10 * (blue - red) + this.left[0] - this.left[1];
  }

  /** A face is named by its number ("1" .. "6"), a move by its squares ("b2-c3"). */
  moveName(move: number): string {
    const n = this.moveCount();
    checkMove("EWN", move, n);
    if (this.isChance()) return String(move + 1);
    const code = this.moves[this.ply * 6 + move];
    return `${squareName(Math.floor(code / 25))}-${squareName(code % 25)}`;
  }

  /** The position's Zobrist key: the cubes, the side to move, and at a decision node the face rolled. */
  hash(): number {
    const side = 13 * 25 + this.side();
    const die = this.isChance() || this.winner >= 0 ? 0 : 13 * 25 + 2 + this.face[this.ply - 1];
    const high = this.keyHigh ^ KEYS.high[side] ^ (die ? KEYS.high[die] : 0);
    const low = this.keyLow ^ KEYS.low[side] ^ (die ? KEYS.low[die] : 0);
    return keyOf(high, low);
  }

  /** The side of this turn: a turn is two plies, the roll and the move. */
  private side(): number {
    return (this.ply >> 1) & 1;
  }

  /** The moves of the cubes the face names, lowest number first, each cube's steps in STEPS order. */
  private generate(): void {
    const side = this.side(),
      face = this.face[this.ply - 1];
    const base = this.ply * 6;
    let total = 0;
    const add = (n: number): void => {
      const sq = this.at[side * 6 + n];
      const file = sq % 5,
        rank = Math.floor(sq / 5);
      for (let s = 0; s < 6; s += 2) {
        const f = file + STEPS[side][s],
          r = rank + STEPS[side][s + 1];
        if (f >= 0 && f < 5 && r >= 0 && r < 5) this.moves[base + total++] = sq * 25 + r * 5 + f;
      }
    };
    if (this.at[side * 6 + face] >= 0) add(face);
    else {
      let lower = face - 1,
        higher = face + 1;
      while (lower >= 1 && this.at[side * 6 + lower] < 0) lower--;
      while (higher <= 6 && this.at[side * 6 + higher] < 0) higher++;
      if (lower >= 1) add(lower);
      if (higher <= 6) add(higher);
    }
    this.moveTotal[this.ply] = total;
    this.known[this.ply] = 1;
  }

  private put(code: number, sq: number): void {
    this.board[sq] = code;
    this.at[code] = sq;
    this.left[code > 6 ? 1 : 0]++;
    this.keyHigh ^= KEYS.high[code * 25 + sq];
    this.keyLow ^= KEYS.low[code * 25 + sq];
  }

  private take(sq: number): void {
    const code = this.board[sq];
    this.board[sq] = 0;
    this.at[code] = -1;
    this.left[code > 6 ? 1 : 0]--;
    this.keyHigh ^= KEYS.high[code * 25 + sq];
    this.keyLow ^= KEYS.low[code * 25 + sq];
  }
}
