// The exact solver's ordering evaluation, for the reference: an estimate of the final
// disc margin for the side to move, in 1/SCALE discs, fitted by least squares to the exact
// margins of positions of 11-17 empties from lightly guided games (scripts/generators/solve-eval-data.ts
// makes them, scripts/generators/solve-eval-fit.ts fits and prints the weights; the same numbers go
// into both engines, which test/othello-solve-eval.test.ts checks). Only the solver's sort
// key uses it, from 12 to 17 empties (othello-solve.ts); othello-eval.ts, the papers'
// evaluation, is another. assembly/games/othello-solve-eval.ts computes the same numbers.
// The features, each the mover's (P) against the opponent's (O):
//   mobility           legal moves of P, of O (corner moves counted again)
//   potential mobility empty squares next to O, less those next to P
//   corners, X, C      discs on corners; on X- and C-squares next to an empty corner
//   stable discs       stableDiscs of P, of O
//   discs              P's discs less O's
//   parity             1 when the number of empties is odd (P plays the last one)
//   half-edges         per corner and edge, a value for the 3^5 configurations of the
//                      corner, the next three edge squares and the X-square
// It orders siblings better than the count of replies or othello-eval.ts on held-out games
// (docs/design/othello-solver.md#the-ordering-evaluation-on-held-out-games).

import { bits, has, legalMoves, neighbours, stableDiscs, popcount as pc } from "./othello-bits.js";

/** The evaluation's unit: 1/SCALE of a disc of margin. */
export const SCALE = 16;
export const FEATURES = 11;
/**
 * The weights of the features, in the order of solveFeatures, by least squares against
 * the exact margin in 1/SCALE discs (scripts/generators/solve-eval-fit.ts).
 */
export const WEIGHTS = [22, 36, -32, -9, 89, -55, -57, 28, -30, -5, 39];

const CORNERS_LO = 0x81,
  CORNERS_HI = 0x81000000 | 0;

/** The features of the position (P to move) into `f` (FEATURES integers). */
export function solveFeatures(pHi: number, pLo: number, oHi: number, oLo: number, f: Int32Array): void {
  legalMoves(pHi, pLo, oHi, oLo);
  const mpHi = bits.hi,
    mpLo = bits.lo;
  legalMoves(oHi, oLo, pHi, pLo);
  const moHi = bits.hi,
    moLo = bits.lo;
  const eHi = ~(pHi | oHi),
    eLo = ~(pLo | oLo);
  f[0] = 1;
  f[1] = pc(mpHi) + pc(mpLo) + pc(mpHi & CORNERS_HI) + pc(mpLo & CORNERS_LO);
  f[2] = pc(moHi) + pc(moLo) + pc(moHi & CORNERS_HI) + pc(moLo & CORNERS_LO);
  neighbours(oHi, oLo);
  let pot = pc(eHi & bits.hi) + pc(eLo & bits.lo);
  neighbours(pHi, pLo);
  pot -= pc(eHi & bits.hi) + pc(eLo & bits.lo);
  f[3] = pot;
  f[4] = pc(pHi & CORNERS_HI) + pc(pLo & CORNERS_LO) - pc(oHi & CORNERS_HI) - pc(oLo & CORNERS_LO);
  // X- and C-squares of the empty corners: a1 and h1 live in the low half, a8 and h8 high.
  const ea1 = eLo & 1,
    eh1 = eLo & 0x80,
    ea8 = eHi & 0x01000000,
    eh8 = eHi & (0x80000000 | 0);
  const xLo = (ea1 << 9) | (eh1 << 7),
    xHi = (ea8 >>> 7) | (eh8 >>> 9);
  const cLo = (ea1 << 1) | (ea1 << 8) | (eh1 >>> 1) | (eh1 << 8);
  const cHi = (ea8 << 1) | (ea8 >>> 8) | (eh8 >>> 1) | (eh8 >>> 8);
  f[5] = pc(pHi & xHi) + pc(pLo & xLo) - pc(oHi & xHi) - pc(oLo & xLo);
  f[6] = pc(pHi & cHi) + pc(pLo & cLo) - pc(oHi & cHi) - pc(oLo & cLo);
  stableDiscs(oHi, oLo, pHi, pLo);
  f[7] = pc(bits.hi) + pc(bits.lo);
  stableDiscs(pHi, pLo, oHi, oLo);
  f[8] = pc(bits.hi) + pc(bits.lo);
  f[9] = pc(pHi) + pc(pLo) - pc(oHi) - pc(oLo);
  f[10] = (pc(eHi) + pc(eLo)) & 1;
}

/**
 * The half-edges: from each corner along each of its two edges, the corner and the next
 * three edge squares, then the corner's X-square; 8 patterns of 5 squares, 3^5 = 243
 * configurations each (empty 0, P 1, O 2; the first square the lowest digit).
 */
export const HALF_EDGES = [
  [0, 1, 2, 3, 9],
  [0, 8, 16, 24, 9],
  [7, 6, 5, 4, 14],
  [7, 15, 23, 31, 14],
  [56, 57, 58, 59, 49],
  [56, 48, 40, 32, 49],
  [63, 62, 61, 60, 54],
  [63, 55, 47, 39, 54],
];
export const PATTERN_SIZE = 243;
/** A half-edge configuration's value, fitted with the weights. */
export const HALF_EDGE = new Int32Array([
  -14, -50, 5, -31, 22, 10, 5, 19, -24, -40, -16, -32, -80, -58, 0, 6, 4, 31, 14, 2, 6, 26, 45, 0, 34, 5, 41, -29, -67,
  -30, -64, 19, -85, 12, -8, -46, -15, -69, -6, 10, -9, -11, 42, -9, 12, 31, -31, 16, -41, 0, 0, 44, -8, -16, 6, -16,
  20, 8, 53, -5, 67, 38, -32, -32, -12, 29, -33, -16, 21, 26, 0, -24, 7, -11, 36, 14, 48, 41, -13, 39, 36, 16, -37, -36,
  -4, -53, -41, -29, 40, -1, -9, -107, -71, 38, -40, -37, 33, -41, -22, 11, 47, -20, -16, 16, 55, 23, 59, 11, -21, -36,
  -43, -67, -73, -79, -86, 93, -61, -15, -97, -125, 6, -71, 17, 50, -3, 9, 34, 78, -12, 23, -54, 0, 60, -36, 3, -1, -12,
  -36, 2, 28, -45, -25, 80, -78, -16, -66, -43, -109, -8, 98, 0, 0, 61, 24, 24, -29, 30, -17, 71, -24, 27, 58, -28, 26,
  11, 37, -3, -51, -25, 20, 25, -57, 51, -22, 19, 2, -39, -15, -55, -30, -7, 65, 84, 54, 25, 31, 18, 24, 44, -17, 14,
  -6, 27, 82, -13, -27, 101, -12, -50, 27, -8, 36, -68, -19, -6, -80, 13, -6, 89, 51, 17, -25, 0, -21, -75, 12, -5, 16,
  12, 84, 93, -14, -6, 74, 79, -49, 52, 8, 28, -44, 15, -6, 0, 5, 4, 99, 90, 54, -26, 17, -12, -11, 65,
]);

/** The configuration index of each half-edge into `f` from `at` (8 integers). */
export function halfEdges(pHi: number, pLo: number, oHi: number, oLo: number, f: Int32Array, at: number): void {
  for (let k = 0; k < 8; k++) {
    let index = 0;
    for (let i = 4; i >= 0; i--) {
      const sq = HALF_EDGES[k][i];
      index = index * 3 + (has(pHi, pLo, sq) ? 1 : has(oHi, oLo, sq) ? 2 : 0);
    }
    f[at + k] = index;
  }
}

const features = new Int32Array(FEATURES);
const edges = new Int32Array(8);

/** The evaluation of the position for P (to move), in 1/SCALE discs. */
export function solveEvaluate(pHi: number, pLo: number, oHi: number, oLo: number): number {
  solveFeatures(pHi, pLo, oHi, oLo, features);
  let v = 0;
  for (let i = 0; i < FEATURES; i++) v += WEIGHTS[i] * features[i];
  halfEdges(pHi, pLo, oHi, oLo, edges, 0);
  for (let k = 0; k < 8; k++) v += HALF_EDGE[edges[k]];
  return v;
}
