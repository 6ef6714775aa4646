// The feature set of the learned Othello evaluation (docs/train.md): Logistello's and
// Edax's patterns with their 8 symmetries, per game phase. A pattern is an ordered list of
// squares drawn at the a1 corner; its images under the board's 8 symmetries give its
// occurrences (46 in all: edge + 2X 4, 2x5 corner 8, 3x3 corner 4, the diagonals of 8 to
// 4 squares 2+4+4+4+4, rows 2-4 4 each). A configuration of an occurrence (each square
// empty 0, the side to move's 1, the other side's 2, read as a base-3 number) is folded
// to its pattern's canonical id: the least of the numbers the symmetries that map the
// occurrence onto itself give it (an edge read from either end is one configuration), so
// a position and its 8 transforms have the same features and the same evaluation.
// Beside the patterns, as Egaroucid adds to its own, the mobility of each side: its number of
// legal moves (capped at MOBILITY - 1), a weight per number, which no pattern sees whole.
// Weights: per phase (empties bucket), every pattern's canonical ids, the side to move's
// mobility's MOBILITY weights, the other side's MOBILITY, then one bias.

import { bits, legalMoves, popcount } from "./othello-bits.js";

/** Names the feature set in a weights file: a file of another set is refused. */
export const FEATURE_SET_ID = "othello-patterns-v2";

/** Mobility counts 0 .. MOBILITY - 1 (more moves count as the last; no position seen has 40). */
export const MOBILITY = 40;

/** The patterns, squares as [file, rank] from a1 = [0, 0], in the order their digits are read. */
export const PATTERNS: readonly { name: string; squares: readonly (readonly [number, number])[] }[] = [
  { name: "edge+2X", squares: [...row(0), [1, 1], [6, 1]] },
  {
    name: "corner 2x5",
    squares: [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ],
  },
  {
    name: "corner 3x3",
    squares: [0, 1, 2].flatMap((r) => [0, 1, 2].map((f) => [f, r] as const)),
  },
  { name: "diagonal 8", squares: diagonal(0) },
  { name: "diagonal 7", squares: diagonal(1) },
  { name: "diagonal 6", squares: diagonal(2) },
  { name: "diagonal 5", squares: diagonal(3) },
  { name: "diagonal 4", squares: diagonal(4) },
  { name: "row 2", squares: row(1) },
  { name: "row 3", squares: row(2) },
  { name: "row 4", squares: row(3) },
];

function row(rank: number): [number, number][] {
  return Array.from({ length: 8 }, (_, f) => [f, rank] as [number, number]);
}

/** The diagonal a(1+k)..: squares [i, i + k]. */
function diagonal(k: number): [number, number][] {
  return Array.from({ length: 8 - k }, (_, i) => [i, i + k] as [number, number]);
}

/** The board's 8 symmetries, as maps of [file, rank]. */
export const SYMMETRIES: readonly ((f: number, r: number) => [number, number])[] = [
  (f, r) => [f, r],
  (f, r) => [7 - f, r],
  (f, r) => [f, 7 - r],
  (f, r) => [7 - f, 7 - r],
  (f, r) => [r, f],
  (f, r) => [7 - r, f],
  (f, r) => [r, 7 - f],
  (f, r) => [7 - r, 7 - f],
];

/** The square index (a1 = 0, h1 = 7, a8 = 56) of [file, rank]. */
const square = (f: number, r: number) => r * 8 + f;

/** The phases: empties 0-3, 4-8, 9-13, 14-18, ... 59-63 (13 buckets of 5, the first of 4). */
export const PHASES = 13;

/** The phase of a position with `empties` empty squares. */
export function phaseOf(empties: number): number {
  return Math.floor((empties + 1) / 5);
}

/** The empties a phase covers, in words ("14-18"). */
export function phaseName(phase: number): string {
  return `${Math.max(0, phase * 5 - 1)}-${Math.min(63, phase * 5 + 3)}`;
}

/** One pattern, built: its occurrences' squares and the canonical id of every configuration. */
export interface BuiltPattern {
  name: string;
  /** Squares of each occurrence, in reading order. */
  occurrences: Int8Array[];
  /** Configuration (base-3 number) -> canonical id (0 .. ids - 1). */
  canonical: Int32Array;
  ids: number;
}

function build(pattern: (typeof PATTERNS)[number]): BuiltPattern {
  const n = pattern.squares.length;
  const images = SYMMETRIES.map((g) => pattern.squares.map(([f, r]) => square(...g(f, r))));
  const setOf = (squares: number[]) => [...squares].sort((a, b) => a - b).join(",");
  const occurrences: Int8Array[] = [];
  const seen = new Set<string>();
  for (const image of images) {
    const key = setOf(image);
    if (!seen.has(key)) occurrences.push(Int8Array.from(image));
    seen.add(key);
  }
  // The readings of the first occurrence's squares that other symmetries give: digit i of
  // a reading is the digit at place perm[i] of the first reading.
  const base = images[0];
  const perms = images
    .filter((image) => setOf(image) === setOf(base))
    .map((image) => image.map((s) => base.indexOf(s)));
  const size = 3 ** n;
  const least = new Int32Array(size);
  const digits = new Int8Array(n);
  for (let c = 0; c < size; c++) {
    for (let i = 0, x = c; i < n; i++, x = Math.floor(x / 3)) digits[i] = x % 3;
    let best = c;
    for (const perm of perms) {
      let v = 0;
      for (let i = n - 1; i >= 0; i--) v = v * 3 + digits[perm[i]];
      if (v < best) best = v;
    }
    least[c] = best;
  }
  const canonical = new Int32Array(size);
  const idOf = new Map<number, number>();
  for (let c = 0; c < size; c++) {
    let id = idOf.get(least[c]);
    if (id === undefined) idOf.set(least[c], (id = idOf.size));
    canonical[c] = id;
  }
  return { name: pattern.name, occurrences, canonical, ids: idOf.size };
}

let built: BuiltPattern[] | undefined;

/** The patterns, built once (a few tens of milliseconds). */
export function builtPatterns(): BuiltPattern[] {
  built ??= PATTERNS.map(build);
  return built;
}

/**
 * Where each pattern's ids start within a phase's weights, where the mobility weights
 * start (the side to move's, then the other side's), and the weights of one phase (the bias last).
 */
export function layout(): { offsets: readonly number[]; mobility: number; perPhase: number } {
  laidOut ??= layOut();
  return laidOut;
}

let laidOut: ReturnType<typeof layout> | undefined;

function layOut(): ReturnType<typeof layout> {
  const offsets: number[] = [];
  let at = 0;
  for (const p of builtPatterns()) {
    offsets.push(at);
    at += p.ids;
  }
  return { offsets, mobility: at, perPhase: at + 2 * MOBILITY + 1 };
}

/** The occurrences of every pattern: 46. */
export const OCCURRENCES = PATTERNS.reduce((n, p) => n + new Set(occurrenceKeys(p)).size, 0);

function occurrenceKeys(pattern: (typeof PATTERNS)[number]): string[] {
  return SYMMETRIES.map((g) =>
    pattern.squares
      .map(([f, r]) => square(...g(f, r)))
      .sort((a, b) => a - b)
      .join(","),
  );
}

/** The features of a position: one per occurrence, the two mobilities, the phase's bias. */
export const FEATURES = OCCURRENCES + 3;

/**
 * Writes the weight indices of a position's features into `out` (FEATURES entries: one
 * per occurrence, the side to move's mobility, the other side's, then the phase's bias),
 * for the side to move owning (ownHi, ownLo) and the other side (oppHi, oppLo). Returns the phase.
 */
export function featureIndices(ownHi: number, ownLo: number, oppHi: number, oppLo: number, out: Int32Array): number {
  const patterns = builtPatterns();
  const { offsets, mobility, perPhase } = layout();
  const empties = 64 - popcount(ownHi | oppHi) - popcount(ownLo | oppLo);
  const phase = phaseOf(empties);
  const base = phase * perPhase;
  let k = 0;
  for (let p = 0; p < patterns.length; p++) {
    const pattern = patterns[p];
    for (const squares of pattern.occurrences) {
      let c = 0;
      for (let i = squares.length - 1; i >= 0; i--) c = c * 3 + cell(ownHi, ownLo, oppHi, oppLo, squares[i]);
      out[k++] = base + offsets[p] + pattern.canonical[c];
    }
  }
  legalMoves(ownHi, ownLo, oppHi, oppLo);
  out[k++] = base + mobility + Math.min(popcount(bits.hi) + popcount(bits.lo), MOBILITY - 1);
  legalMoves(oppHi, oppLo, ownHi, ownLo);
  out[k++] = base + mobility + MOBILITY + Math.min(popcount(bits.hi) + popcount(bits.lo), MOBILITY - 1);
  out[k] = base + perPhase - 1;
  return phase;
}

/** 0 empty, 1 the side to move's, 2 the other side's. */
function cell(ownHi: number, ownLo: number, oppHi: number, oppLo: number, sq: number): number {
  const shift = sq & 31;
  const own = sq < 32 ? ownLo : ownHi,
    opp = sq < 32 ? oppLo : oppHi;
  return ((own >>> shift) & 1) | (((opp >>> shift) & 1) << 1);
}
