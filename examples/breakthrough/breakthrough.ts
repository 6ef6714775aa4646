// Breakthrough as a TypeScript `Game`, written only against the package's public entry,
// so that every search of the library plays it (searchGame, createGamePlayer, playMatch).
// The rules, the move order and the evaluation are those of ./README.md; the
// AssemblyScript class beside it (./breakthrough.as.ts) is the same game move for move
// and value for value, so both search it node for node alike.
//
// The board is W x H (W * H <= 64) with square s = row * W + file, row 0 White's home
// row. Each side's pawns are a bitboard held as two 32-bit halves (squares 0..31, 32..63),
// and everything a ply changes lives in preallocated typed arrays indexed by the ply:
// play copies a few words up one level and undo only steps back, so neither allocates.

import { BestfirstError, type Game } from "bestfirst";

/** A won game is worth more than any static value; WIN_BASE - plies, so a quicker win is worth more. */
export const WIN_BASE = 1 << 30;
/** A pawn's material value. */
export const PAWN = 100;
/** Per row a pawn has advanced from its home row, squared, times this. */
export const ADVANCE = 4;
/** The side to move has a pawn one row from the goal: it wins next move whatever the other side does. */
export const THREAT = 10000;

/** The biggest boards the two 32-bit halves hold. */
const MOST_SQUARES = 64;

/** Move codes: from square | to square << 6 | CAPTURE. */
const CAPTURE = 1 << 12;

export class Breakthrough implements Game {
  /** Terminal positions are wins and losses: best-first searches on past a lost terminal leaf. */
  readonly decisive = true;
  readonly width: number;
  readonly height: number;
  /** Moves made from the start position; White (MAX) moves at the even plies. */
  ply = 0;
  /** The features of ./README.md ("Features"): a pawn on a square, by side and side to move; two threats. */
  readonly featureCount: number;

  /** The most moves a position has (three a pawn) and the longest game (every pawn walks until one arrives). */
  private readonly mostMoves: number;
  private readonly mostPlies: number;
  /** The squares off the first and off the last file (lo, hi halves): a pawn there has a diagonal move to that side. */
  private readonly notFirstFileLo: number = 0;
  private readonly notFirstFileHi: number = 0;
  private readonly notLastFileLo: number = 0;
  private readonly notLastFileHi: number = 0;
  /** Per square: a pawn's value there for White and for Black. */
  private readonly whiteValue: Int32Array;
  private readonly blackValue: Int32Array;
  /** Row masks (lo, hi halves): the row before each side's goal row. */
  private readonly whiteThreatLo: number;
  private readonly whiteThreatHi: number;
  private readonly blackThreatLo: number;
  private readonly blackThreatHi: number;

  /** Per ply: the pawns of each side (halves), the static score, whether the last move won. */
  private readonly whiteLo: Int32Array;
  private readonly whiteHi: Int32Array;
  private readonly blackLo: Int32Array;
  private readonly blackHi: Int32Array;
  private readonly score: Int32Array;
  private readonly won: Uint8Array;
  /** Per ply: the moves (codes, in move order) once generated, and their number (-1: not yet). */
  private readonly moves: Int32Array;
  private readonly counts: Int32Array;

  constructor(width = 8, height = 8) {
    if (
      !Number.isInteger(width) ||
      !Number.isInteger(height) ||
      width < 2 ||
      height < 4 ||
      width * height > MOST_SQUARES
    )
      throw new BestfirstError(
        `a Breakthrough board is W x H with W >= 2, H >= 4 and W * H <= ${MOST_SQUARES}; got ${width} x ${height}`,
      );
    this.width = width;
    this.height = height;
    const squares = width * height;
    this.mostMoves = 3 * 2 * width;
    this.mostPlies = 2 * width * (2 * height - 3);
    this.whiteValue = new Int32Array(squares);
    this.blackValue = new Int32Array(squares);
    for (let s = 0; s < squares; s++) {
      const row = Math.floor(s / width);
      const lo = s < 32 ? 1 << s : 0,
        hi = s < 32 ? 0 : 1 << (s - 32);
      if (s % width !== 0) {
        this.notFirstFileLo |= lo;
        this.notFirstFileHi |= hi;
      }
      if (s % width !== width - 1) {
        this.notLastFileLo |= lo;
        this.notLastFileHi |= hi;
      }
      this.whiteValue[s] = PAWN + ADVANCE * row * row;
      this.blackValue[s] = PAWN + ADVANCE * (height - 1 - row) * (height - 1 - row);
    }
    [this.whiteThreatLo, this.whiteThreatHi] = rowMask(width, height - 2);
    [this.blackThreatLo, this.blackThreatHi] = rowMask(width, 1);
    const levels = this.mostPlies + 1;
    this.whiteLo = new Int32Array(levels);
    this.whiteHi = new Int32Array(levels);
    this.blackLo = new Int32Array(levels);
    this.blackHi = new Int32Array(levels);
    this.score = new Int32Array(levels);
    this.won = new Uint8Array(levels);
    this.moves = new Int32Array(levels * this.mostMoves);
    this.counts = new Int32Array(levels);
    this.featureCount = 4 * squares + 2;
    this.reset();
  }

  /** Back to the start: each side's pawns fill its two home rows. */
  reset(): void {
    const [w0lo, w0hi] = rowMask(this.width, 0),
      [w1lo, w1hi] = rowMask(this.width, 1);
    const [b0lo, b0hi] = rowMask(this.width, this.height - 1),
      [b1lo, b1hi] = rowMask(this.width, this.height - 2);
    this.ply = 0;
    this.whiteLo[0] = w0lo | w1lo;
    this.whiteHi[0] = w0hi | w1hi;
    this.blackLo[0] = b0lo | b1lo;
    this.blackHi[0] = b0hi | b1hi;
    this.score[0] = 0; // the sides are mirror images
    this.won[0] = 0;
    this.counts[0] = -1;
  }

  // ---- the Game protocol ----

  isTerminal(): boolean {
    return this.won[this.ply] !== 0;
  }

  moveCount(): number {
    if (this.won[this.ply] !== 0) return 0;
    const n = this.counts[this.ply];
    return n >= 0 ? n : this.generate();
  }

  maxToMove(): boolean {
    return (this.ply & 1) === 0;
  }

  /**
   * From White's (MAX's) point of view. A finished game: the side that made the last move
   * won, worth WIN_BASE - plies. Otherwise material and advancement (kept up to date by
   * play), and THREAT for the side to move when it has a pawn one row from its goal (no
   * such pawn can be stopped: a forward diagonal is always on the board, and holds no
   * pawn of its own side, which would have arrived already).
   */
  evaluate(): number {
    const d = this.ply;
    if (this.won[d] !== 0) return d & 1 ? WIN_BASE - d : d - WIN_BASE;
    if ((d & 1) === 0) {
      if ((this.whiteLo[d] & this.whiteThreatLo) !== 0 || (this.whiteHi[d] & this.whiteThreatHi) !== 0)
        return this.score[d] + THREAT;
    } else if ((this.blackLo[d] & this.blackThreatLo) !== 0 || (this.blackHi[d] & this.blackThreatHi) !== 0)
      return this.score[d] - THREAT;
    return this.score[d];
  }

  play(move: number): void {
    const d = this.ply;
    if (this.counts[d] < 0) this.generate();
    const code = this.moves[d * this.mostMoves + move];
    const from = code & 63,
      to = (code >> 6) & 63,
      capture = (code & CAPTURE) !== 0;
    const fromLo = from < 32 ? 1 << from : 0,
      fromHi = from < 32 ? 0 : 1 << (from - 32);
    const toLo = to < 32 ? 1 << to : 0,
      toHi = to < 32 ? 0 : 1 << (to - 32);
    let wLo = this.whiteLo[d],
      wHi = this.whiteHi[d],
      bLo = this.blackLo[d],
      bHi = this.blackHi[d];
    let score = this.score[d];
    let won: boolean;
    if ((d & 1) === 0) {
      wLo ^= fromLo | toLo;
      wHi ^= fromHi | toHi;
      score += this.whiteValue[to] - this.whiteValue[from];
      if (capture) {
        bLo &= ~toLo;
        bHi &= ~toHi;
        score += this.blackValue[to];
      }
      won = to >= this.width * (this.height - 1) || (bLo | bHi) === 0;
    } else {
      bLo ^= fromLo | toLo;
      bHi ^= fromHi | toHi;
      score -= this.blackValue[to] - this.blackValue[from];
      if (capture) {
        wLo &= ~toLo;
        wHi &= ~toHi;
        score -= this.whiteValue[to];
      }
      won = to < this.width || (wLo | wHi) === 0;
    }
    const e = d + 1;
    this.whiteLo[e] = wLo;
    this.whiteHi[e] = wHi;
    this.blackLo[e] = bLo;
    this.blackHi[e] = bHi;
    this.score[e] = score;
    this.won[e] = won ? 1 : 0;
    this.counts[e] = -1;
    this.ply = e;
  }

  undo(): void {
    this.ply--;
  }

  /** "a2-a3" for a step, "a2xb3" for a capture. */
  moveName(move: number): string {
    const code = this.moveCode(move);
    return this.squareName(code & 63) + (code & CAPTURE ? "x" : "-") + this.squareName((code >> 6) & 63);
  }

  /**
   * The feature hook (docs/your-game.md, "Features"; ./README.md): writes the active
   * features' indices into `out` and returns how many. With S squares and t the side to
   * move (0 White, 1 Black), s' a pawn's square folded onto the left half (row * W + the
   * nearer of file and W - 1 - file): a White pawn is t * 2S + s', a Black one t * 2S + S +
   * s', each side's pawns by square (two pawns of a row mirrored give one index twice); then
   * 4S when White is to move with a pawn a row before its goal, 4S + 1 when Black is.
   */
  features(out: Int32Array): number {
    const d = this.ply,
      squares = this.width * this.height,
      t = d & 1;
    let n = writeSquares(this.whiteLo[d], this.whiteHi[d], t * 2 * squares, this.width, out, 0);
    n = writeSquares(this.blackLo[d], this.blackHi[d], t * 2 * squares + squares, this.width, out, n);
    if (t === 0 && ((this.whiteLo[d] & this.whiteThreatLo) !== 0 || (this.whiteHi[d] & this.whiteThreatHi) !== 0))
      out[n++] = 4 * squares;
    if (t === 1 && ((this.blackLo[d] & this.blackThreatLo) !== 0 || (this.blackHi[d] & this.blackThreatHi) !== 0))
      out[n++] = 4 * squares + 1;
    return n;
  }

  // ---- beyond the protocol ----

  /** Whether move `move` is noisy (alphabeta-tt's quiescence): a capture. */
  isNoisy(move: number): boolean {
    return (this.moveCode(move) & CAPTURE) !== 0;
  }

  /** Move `move`'s code: from | to << 6, plus 4096 for a capture (the AssemblyScript class's codes). */
  moveCode(move: number): number {
    if (this.counts[this.ply] < 0) this.generate();
    return this.moves[this.ply * this.mostMoves + move];
  }

  /** The index of the move named `name` here, or -1 when no legal move has that name. */
  moveIndex(name: string): number {
    const n = this.moveCount();
    for (let i = 0; i < n; i++) if (this.moveName(i) === name) return i;
    return -1;
  }

  /** Plays the moves named, in order; a BestfirstError at the first one that is not legal. */
  playNames(names: readonly string[]): void {
    for (const name of names) {
      const i = this.moveIndex(name);
      if (i < 0)
        throw new BestfirstError(
          `move ${name} is not legal here; the legal moves are ` +
            `${this.legalNames().join(", ") || "none (the game is over)"}`,
        );
      this.play(i);
    }
  }

  /** The names of the legal moves, in move order. */
  legalNames(): string[] {
    const names: string[] = [];
    for (let i = 0, n = this.moveCount(); i < n; i++) names.push(this.moveName(i));
    return names;
  }

  /** "a1", "b3", ...: the file's letter and the row's number from White's side. */
  squareName(square: number): string {
    return String.fromCharCode(97 + (square % this.width)) + String(Math.floor(square / this.width) + 1);
  }

  /** The pawn on `square`: "W", "B" or "" (empty). */
  pawnAt(square: number): "W" | "B" | "" {
    const d = this.ply;
    const lo = square < 32,
      bit = lo ? 1 << square : 1 << (square - 32);
    if (((lo ? this.whiteLo[d] : this.whiteHi[d]) & bit) !== 0) return "W";
    if (((lo ? this.blackLo[d] : this.blackHi[d]) & bit) !== 0) return "B";
    return "";
  }

  /** The board as text, the top row (Black's home) first: W, B and "." for empty. */
  toString(): string {
    const rows: string[] = [];
    for (let row = this.height - 1; row >= 0; row--) {
      let line = "";
      for (let f = 0; f < this.width; f++) line += this.pawnAt(row * this.width + f) || ".";
      rows.push(line);
    }
    return rows.join("\n");
  }

  /**
   * The moves of the side to move, in move order: its pawns by square, lowest first, and
   * each pawn's moves by the file they go to, lowest first (diagonal, straight, diagonal).
   * A straight step needs an empty square; a diagonal one, a square without a pawn of the
   * mover's own. The pawn is never on its goal row (the game would be over), so the row
   * ahead is on the board.
   *
   * Which pawns can make each kind of move is found for all pawns at once, by shifting the
   * bitboards a row (and a file) back onto the squares the moves start from. The loop then
   * writes each pawn's three candidate moves unconditionally and advances the count by the
   * pawn's bit in each set: no branch depends on the position, so none is mispredicted. A
   * candidate that is not a move is overwritten by the next one; the last pawn's writes
   * stay within the ply's 3-a-pawn slots.
   */
  private generate(): number {
    const d = this.ply,
      width = this.width,
      white = (d & 1) === 0;
    const ownLo = white ? this.whiteLo[d] : this.blackLo[d],
      ownHi = white ? this.whiteHi[d] : this.blackHi[d];
    const foeLo = white ? this.blackLo[d] : this.whiteLo[d],
      foeHi = white ? this.blackHi[d] : this.whiteHi[d];
    const freeLo = ~(ownLo | foeLo),
      freeHi = ~(ownHi | foeHi);
    // Per kind of move, the pawns that have it (halves): the square it goes to (a row
    // ahead, and a file to the left or right) shifted back onto the pawn's own square.
    let leftLo: number, leftHi: number, straightLo: number, straightHi: number, rightLo: number, rightHi: number;
    let leftTakesLo: number, leftTakesHi: number, rightTakesLo: number, rightTakesHi: number;
    if (white) {
      const l = width - 1,
        r = width + 1;
      leftLo = ~((ownLo >>> l) | (ownHi << (32 - l)));
      leftHi = ~(ownHi >>> l);
      straightLo = (freeLo >>> width) | (freeHi << (32 - width));
      straightHi = freeHi >>> width;
      rightLo = ~((ownLo >>> r) | (ownHi << (32 - r)));
      rightHi = ~(ownHi >>> r);
      leftTakesLo = (foeLo >>> l) | (foeHi << (32 - l));
      leftTakesHi = foeHi >>> l;
      rightTakesLo = (foeLo >>> r) | (foeHi << (32 - r));
      rightTakesHi = foeHi >>> r;
    } else {
      const l = width + 1,
        r = width - 1;
      leftLo = ~(ownLo << l);
      leftHi = ~((ownHi << l) | (ownLo >>> (32 - l)));
      straightLo = freeLo << width;
      straightHi = (freeHi << width) | (freeLo >>> (32 - width));
      rightLo = ~(ownLo << r);
      rightHi = ~((ownHi << r) | (ownLo >>> (32 - r)));
      leftTakesLo = foeLo << l;
      leftTakesHi = (foeHi << l) | (foeLo >>> (32 - l));
      rightTakesLo = foeLo << r;
      rightTakesHi = (foeHi << r) | (foeLo >>> (32 - r));
    }
    leftLo &= ownLo & this.notFirstFileLo;
    leftHi &= ownHi & this.notFirstFileHi;
    rightLo &= ownLo & this.notLastFileLo;
    rightHi &= ownHi & this.notLastFileHi;
    straightLo &= ownLo;
    straightHi &= ownHi;
    const step = white ? width : -width;
    const moves = this.moves,
      base = d * this.mostMoves;
    let n = 0;
    for (let half = 0; half < 2; half++) {
      const left = half === 0 ? leftLo : leftHi,
        straight = half === 0 ? straightLo : straightHi,
        right = half === 0 ? rightLo : rightHi;
      const leftTakes = half === 0 ? leftTakesLo : leftTakesHi,
        rightTakes = half === 0 ? rightTakesLo : rightTakesHi;
      let pawns = left | straight | right;
      while (pawns !== 0) {
        const low = pawns & -pawns;
        pawns ^= low;
        const bit = 31 - Math.clz32(low),
          from = bit + 32 * half,
          ahead = from + step;
        moves[base + n] = from | ((ahead - 1) << 6) | (((leftTakes >>> bit) & 1) * CAPTURE);
        n += (left >>> bit) & 1;
        moves[base + n] = from | (ahead << 6);
        n += (straight >>> bit) & 1;
        moves[base + n] = from | ((ahead + 1) << 6) | (((rightTakes >>> bit) & 1) * CAPTURE);
        n += (right >>> bit) & 1;
      }
    }
    this.counts[d] = n;
    return n;
  }
}

/**
 * Writes `base` + each square of the pawns (lo, hi halves; lowest first) folded onto the
 * board's left half (file f and W - 1 - f are one feature: the game is the same mirrored)
 * into `out` from `n`; the count after.
 */
function writeSquares(lo: number, hi: number, base: number, width: number, out: Int32Array, n: number): number {
  const folded = (s: number) => {
    const file = s % width;
    return base + s - file + Math.min(file, width - 1 - file);
  };
  for (let s = 0; s < 32; s++) if ((lo >>> s) & 1) out[n++] = folded(s);
  for (let s = 0; s < 32; s++) if ((hi >>> s) & 1) out[n++] = folded(32 + s);
  return n;
}

/** Row `row`'s squares as (lo, hi) halves. */
function rowMask(width: number, row: number): [number, number] {
  let lo = 0,
    hi = 0;
  for (let s = row * width; s < (row + 1) * width; s++) {
    if (s < 32) lo |= 1 << s;
    else hi |= 1 << (s - 32);
  }
  return [lo, hi];
}
