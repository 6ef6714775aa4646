// The exact solver's ordering evaluation, for the reference: an estimate of the final
// disc margin for the side to move, in 1/SCALE discs, fitted by least squares to exact
// solves of positions of 11-19 empties (scripts/solve-eval-data.ts, scripts/solve-eval-fit.ts).
// Only the solver's move ordering uses it (othello-solve-order.ts); othello-eval.ts,
// the papers' evaluation, is another. assembly/games/othello-solve-eval.ts computes the
// same numbers. The features, each the mover's (P) against the opponent's (O):
//   mobility           legal moves of P, of O (corner moves counted again)
//   potential mobility empty squares next to O, less those next to P
//   corners, X, C      discs on corners; on X- and C-squares next to an empty corner
//   stable discs       stableDiscs of P, of O
//   discs              P's discs less O's
//   parity             1 when the number of empties is odd (P plays the last one)

import { bits, has, legalMoves, neighbours, stableDiscs, popcount as pc } from "./othello-bits.js";

/** The evaluation's unit: 1/SCALE of a disc of margin. */
export const SCALE = 16;
export const FEATURES = 11;
/**
 * The weights of the features, in the order of solveFeatures, by least squares against
 * the exact margin in 1/SCALE discs (scripts/solve-eval-fit.ts).
 */
export const WEIGHTS = [65, 36, -32, -9, 70, -42, -58, 24, -31, -5, 13];

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
export const HALF_EDGE = new Int32Array([-20, -38, 10, -34, 45, -2, -5, 7, -19, -36, -23, -23, -72, -8, 0, 11, -3, 0, 16, 18, -19, 22, 33, 0, 15, 0, 31, -30, -32, -12, -78, 0, 0, 22, -1, -4, -22, -34, 0, 18, -4, 5, 30, 26, 22, 30, -43, 75, -26, 0, 0, 27, -8, 4, 0, -18, 12, -21, 23, -7, 35, 0, 10, -23, -33, 0, -53, -18, 0, 58, 0, 0, 13, -2, 2, 22, -12, -44, -21, 68, 12, -13, -35, -55, 15, -12, -34, -5, 37, -21, -12, -81, -31, 0, -25, -82, 9, 63, -38, 7, 34, -15, 9, 18, -41, 0, 46, 10, -8, 17, -20, 12, -46, -66, -12, 13, 0, -15, -91, -116, 12, -46, 23, 36, -31, -19, -26, 83, 29, 13, -82, 0, 0, -36, 12, 12, -26, -52, 4, 29, -54, 1, 109, 3, -23, -83, 7, -61, -12, 40, 0, 0, 49, 4, 21, 21, 92, 10, 43, -3, 35, 51, -26, 22, 12, 16, 1, -28, -9, 30, 4, -18, 34, 37, 11, -2, -24, 4, -46, -61, 11, -5, 40, 19, -19, 11, -8, 2, 12, -15, -9, -37, 29, 53, -3, -4, 42, -55, -49, -39, -15, 36, -46, -8, 14, -63, 21, 17, 85, 73, 15, 0, 0, 9, -88, 21, -5, -8, 13, 43, 104, -24, -12, 78, 49, -20, 14, -13, 25, 8, -8, 12, 0, 53, -8, 50, 67, 62, 8, 12, -18, -20, 57]);

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
