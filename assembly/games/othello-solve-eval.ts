// The exact solver's ordering evaluation for the core: an estimate of the final disc
// margin for the side to move, in 1/SCALE discs, fitted to exact solves. The definition
// (features, weights, how they were fitted) lives with the reference's copy in
// reference/games/othello-solve-eval.ts, which computes the same numbers.

import { legalMoves, neighbours, stableDiscs, count, CORNERS } from "./othello-bits";

/** The evaluation's unit: 1/SCALE of a disc of margin. */
export const SCALE: i32 = 16;

const BIAS: i32 = 65;
const MOBILITY_P: i32 = 36;
const MOBILITY_O: i32 = -32;
const POTENTIAL: i32 = -9;
const CORNER: i32 = 70;
const X_SQUARE: i32 = -42;
const C_SQUARE: i32 = -58;
const STABLE_P: i32 = 24;
const STABLE_O: i32 = -31;
const DISC: i32 = -5;
const PARITY: i32 = 13;

const A1: u64 = 1;
const H1: u64 = <u64>1 << 7;
const A8: u64 = <u64>1 << 56;
const H8: u64 = <u64>1 << 63;

/** A half-edge configuration's value (3^5 entries: empty 0, P 1, O 2 per square). */
const HALF_EDGE: StaticArray<i32> = [-20, -38, 10, -34, 45, -2, -5, 7, -19, -36, -23, -23, -72, -8, 0, 11, -3, 0, 16, 18, -19, 22, 33, 0, 15, 0, 31, -30, -32, -12, -78, 0, 0, 22, -1, -4, -22, -34, 0, 18, -4, 5, 30, 26, 22, 30, -43, 75, -26, 0, 0, 27, -8, 4, 0, -18, 12, -21, 23, -7, 35, 0, 10, -23, -33, 0, -53, -18, 0, 58, 0, 0, 13, -2, 2, 22, -12, -44, -21, 68, 12, -13, -35, -55, 15, -12, -34, -5, 37, -21, -12, -81, -31, 0, -25, -82, 9, 63, -38, 7, 34, -15, 9, 18, -41, 0, 46, 10, -8, 17, -20, 12, -46, -66, -12, 13, 0, -15, -91, -116, 12, -46, 23, 36, -31, -19, -26, 83, 29, 13, -82, 0, 0, -36, 12, 12, -26, -52, 4, 29, -54, 1, 109, 3, -23, -83, 7, -61, -12, 40, 0, 0, 49, 4, 21, 21, 92, 10, 43, -3, 35, 51, -26, 22, 12, 16, 1, -28, -9, 30, 4, -18, 34, 37, 11, -2, -24, 4, -46, -61, 11, -5, 40, 19, -19, 11, -8, 2, 12, -15, -9, -37, 29, 53, -3, -4, 42, -55, -49, -39, -15, 36, -46, -8, 14, -63, 21, 17, 85, 73, 15, 0, 0, 9, -88, 21, -5, -8, 13, 43, 104, -24, -12, 78, 49, -20, 14, -13, 25, 8, -8, 12, 0, 53, -8, 50, 67, 62, 8, 12, -18, -20, 57];
/** Per 4-bit run of an edge (bit i = the i-th square from the corner), its base-3 digits as 1s: sum of 3^i. */
const TERNARY: StaticArray<i32> = [0, 1, 3, 4, 9, 10, 12, 13, 27, 28, 30, 31, 36, 37, 39, 40];
/** The same, the bits in reverse order (bit 3 = the square next to the corner): sum of 3^(3-i). */
const TERNARY_REVERSED: StaticArray<i32> = [0, 27, 9, 36, 3, 30, 12, 39, 1, 28, 10, 37, 4, 31, 13, 40];

/**
 * The eight half-edges of x as 4-bit runs from their corner (see reference HALF_EDGES):
 * along ranks 1 and 8 the bits lie in order (or reversed from h1 and h8), along files a
 * and h they are gathered by shifts.
 */
// @ts-ignore: decorator
@inline function fileRun(x: u64, sq: u64, down: bool): i32 {
  // The squares sq, sq -+ 8, sq -+ 16, sq -+ 24, as bits 0-3.
  if (down) return <i32>(((x >> sq) & 1) | ((x >> (sq - 9)) & 2) | ((x >> (sq - 18)) & 4) | ((x >> (sq - 27)) & 8));
  return <i32>(((x >> sq) & 1) | ((x >> (sq + 7)) & 2) | ((x >> (sq + 14)) & 4) | ((x >> (sq + 21)) & 8));
}

/** The sum of the half-edges' values of the position (P to move). */
// @ts-ignore: decorator
@inline function halfEdges(P: u64, O: u64): i32 {
  const xP = <i32>(((P >> 9) & 1) | ((P >> 13) & 2) | ((P >> 47) & 4) | ((P >> 51) & 8));
  const xO = <i32>(((O >> 9) & 1) | ((O >> 13) & 2) | ((O >> 47) & 4) | ((O >> 51) & 8));
  // 81 * the X-square's digit, for the corners a1, h1, a8, h8.
  const x0 = 81 * ((xP & 1) + 2 * (xO & 1)), x1 = 81 * (((xP >> 1) & 1) + 2 * ((xO >> 1) & 1));
  const x2 = 81 * (((xP >> 2) & 1) + 2 * ((xO >> 2) & 1)), x3 = 81 * ((xP >> 3) + 2 * (xO >> 3));
  return unchecked(HALF_EDGE[x0 + unchecked(TERNARY[<i32>(P & 15)]) + 2 * unchecked(TERNARY[<i32>(O & 15)])])
    + unchecked(HALF_EDGE[x0 + unchecked(TERNARY[fileRun(P, 0, false)]) + 2 * unchecked(TERNARY[fileRun(O, 0, false)])])
    + unchecked(HALF_EDGE[x1 + unchecked(TERNARY_REVERSED[<i32>((P >> 4) & 15)]) + 2 * unchecked(TERNARY_REVERSED[<i32>((O >> 4) & 15)])])
    + unchecked(HALF_EDGE[x1 + unchecked(TERNARY[fileRun(P, 7, false)]) + 2 * unchecked(TERNARY[fileRun(O, 7, false)])])
    + unchecked(HALF_EDGE[x2 + unchecked(TERNARY[<i32>((P >> 56) & 15)]) + 2 * unchecked(TERNARY[<i32>((O >> 56) & 15)])])
    + unchecked(HALF_EDGE[x2 + unchecked(TERNARY[fileRun(P, 56, true)]) + 2 * unchecked(TERNARY[fileRun(O, 56, true)])])
    + unchecked(HALF_EDGE[x3 + unchecked(TERNARY_REVERSED[<i32>(P >> 60)]) + 2 * unchecked(TERNARY_REVERSED[<i32>(O >> 60)])])
    + unchecked(HALF_EDGE[x3 + unchecked(TERNARY[fileRun(P, 63, true)]) + 2 * unchecked(TERNARY[fileRun(O, 63, true)])]);
}

/** The evaluation of the position for P (to move), in 1/SCALE discs. */
export function solveEvaluate(P: u64, O: u64): i32 {
  return solveEvaluateWith(P, O, legalMoves(P, O));
}

/** solveEvaluate, P's legal moves `mP` known. */
export function solveEvaluateWith(P: u64, O: u64, mP: u64): i32 {
  const mO = legalMoves(O, P);
  const E = ~(P | O);
  let v = BIAS + MOBILITY_P * (count(mP) + count(mP & CORNERS)) + MOBILITY_O * (count(mO) + count(mO & CORNERS));
  v += POTENTIAL * (count(E & neighbours(O)) - count(E & neighbours(P)));
  v += CORNER * (count(P & CORNERS) - count(O & CORNERS));
  const ea1 = E & A1, eh1 = E & H1, ea8 = E & A8, eh8 = E & H8;
  const xRisk = (ea1 << 9) | (eh1 << 7) | (ea8 >> 7) | (eh8 >> 9);
  const cRisk = (ea1 << 1) | (ea1 << 8) | (eh1 >> 1) | (eh1 << 8)
    | (ea8 << 1) | (ea8 >> 8) | (eh8 >> 1) | (eh8 >> 8);
  v += X_SQUARE * (count(P & xRisk) - count(O & xRisk));
  v += C_SQUARE * (count(P & cRisk) - count(O & cRisk));
  v += STABLE_P * count(stableDiscs(O, P)) + STABLE_O * count(stableDiscs(P, O));
  v += DISC * (count(P) - count(O));
  v += PARITY * (count(E) & 1);
  v += halfEdges(P, O);
  return v;
}
