// The exact solver's ordering evaluation, for the reference: an estimate of the final
// disc margin for the side to move, in 1/SCALE discs, fitted by least squares to the exact
// margins of positions of 11-17 empties from lightly guided games (scripts/solve-eval-data.ts
// makes them, scripts/solve-eval-fit.ts fits and prints the weights; the same numbers go
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
// Among siblings, the fitted sum puts a best child first in 57 % of held-out parents, the
// fewest replies in 47 %, othello-eval.ts (with 2 discs a reply) in 47 %.

import { bits, has, legalMoves, neighbours, stableDiscs, popcount as pc } from "./othello-bits.js";

/** The evaluation's unit: 1/SCALE of a disc of margin. */
export const SCALE = 16;
export const FEATURES = 11;
/**
 * The weights of the features, in the order of solveFeatures, by least squares against
 * the exact margin in 1/SCALE discs (scripts/solve-eval-fit.ts).
 */
export const WEIGHTS = [13, 37, -31, -9, 88, -54, -61, 27, -30, -5, 35];

const CORNERS_LO = 0x81, CORNERS_HI = 0x81000000 | 0;

/** The features of the position (P to move) into `f` (FEATURES integers). */
export function solveFeatures(pHi: number, pLo: number, oHi: number, oLo: number, f: Int32Array): void {
  legalMoves(pHi, pLo, oHi, oLo);
  const mpHi = bits.hi, mpLo = bits.lo;
  legalMoves(oHi, oLo, pHi, pLo);
  const moHi = bits.hi, moLo = bits.lo;
  const eHi = ~(pHi | oHi), eLo = ~(pLo | oLo);
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
  const ea1 = eLo & 1, eh1 = eLo & 0x80, ea8 = eHi & 0x01000000, eh8 = eHi & (0x80000000 | 0);
  const xLo = (ea1 << 9) | (eh1 << 7), xHi = (ea8 >>> 7) | (eh8 >>> 9);
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
  [0, 1, 2, 3, 9], [0, 8, 16, 24, 9], [7, 6, 5, 4, 14], [7, 15, 23, 31, 14],
  [56, 57, 58, 59, 49], [56, 48, 40, 32, 49], [63, 62, 61, 60, 54], [63, 55, 47, 39, 54],
];
export const PATTERN_SIZE = 243;
/** A half-edge configuration's value, fitted with the weights. */
export const HALF_EDGE = new Int32Array([-15, -54, 10, -25, 7, 10, -1, 19, -24, -37, -58, -36, -101, -63, 0, 6, -18, 54, 11, 10, 9, 26, 37, 0, 39, 4, 46, -30, -55, -30, -65, 16, -88, 17, -7, -64, -15, -49, -10, 17, -1, -11, 36, -5, 8, 30, -38, 15, -37, 0, 0, 41, -1, -8, 4, -15, 19, 10, 37, 6, 70, 45, 7, -31, -30, 27, -44, -18, 0, 54, 0, -25, 7, -5, 32, 15, 45, 52, -18, 70, 35, 12, -39, -49, 7, -46, -35, -46, 56, -1, -39, -113, -74, 38, -41, -67, 25, -3, -25, 15, 65, -11, -10, 12, 78, 18, 42, 12, -17, -34, -48, -26, -79, -65, -33, 87, -56, -14, -91, -146, 13, -68, 21, 47, -7, 28, 22, 81, -33, 3, -53, 0, 34, -42, 19, 0, -18, -37, 15, 11, -48, 11, 89, -58, -20, -87, -63, -106, -7, 77, 0, 0, 61, 17, 24, -25, 33, -14, 65, -34, 22, 59, -28, 31, 11, 34, -1, -53, -25, 27, 26, -53, 38, -35, 16, -1, -26, -11, -58, -46, -3, 61, 76, 66, 27, 27, 13, 44, 44, -19, -4, -8, 25, 103, -14, -25, 96, -14, -50, 30, -6, 39, -67, -21, 3, -77, 7, 2, 92, 43, 6, -26, 0, -28, -72, 14, -8, 8, 14, 90, 106, -43, 0, 65, 105, -51, 45, -8, 36, -42, 12, 6, 0, 14, 8, 95, 87, 47, -40, 27, -17, -9, 66]);

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
