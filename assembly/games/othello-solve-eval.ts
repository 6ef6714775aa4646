// The exact solver's ordering evaluation for the core: an estimate of the final disc
// margin for the side to move, in 1/SCALE discs, fitted to exact solves. The definition
// (features, weights, how they were fitted) lives with the reference's copy in
// reference/games/othello-solve-eval.ts, which computes the same numbers.

import { legalMoves, neighbours, stableDiscs, count, CORNERS } from "./othello-bits";
import { xSquaresOpen, cSquaresOpen } from "./othello-eval";

/** The evaluation's unit: 1/SCALE of a disc of margin. */
export const SCALE: i32 = 16;

const BIAS: i32 = 22;
const MOBILITY_P: i32 = 36;
const MOBILITY_O: i32 = -32;
const POTENTIAL: i32 = -9;
const CORNER: i32 = 89;
const X_SQUARE: i32 = -55;
const C_SQUARE: i32 = -57;
const STABLE_P: i32 = 28;
const STABLE_O: i32 = -30;
const DISC: i32 = -5;
const PARITY: i32 = 39;

/** A half-edge configuration's value (3^5 entries: empty 0, P 1, O 2 per square). */
const HALF_EDGE: StaticArray<i32> = [
  -14, -50, 5, -31, 22, 10, 5, 19, -24, -40, -16, -32, -80, -58, 0, 6, 4, 31, 14, 2, 6, 26, 45, 0, 34, 5, 41, -29, -67,
  -30, -64, 19, -85, 12, -8, -46, -15, -69, -6, 10, -9, -11, 42, -9, 12, 31, -31, 16, -41, 0, 0, 44, -8, -16, 6, -16,
  20, 8, 53, -5, 67, 38, -32, -32, -12, 29, -33, -16, 21, 26, 0, -24, 7, -11, 36, 14, 48, 41, -13, 39, 36, 16, -37, -36,
  -4, -53, -41, -29, 40, -1, -9, -107, -71, 38, -40, -37, 33, -41, -22, 11, 47, -20, -16, 16, 55, 23, 59, 11, -21, -36,
  -43, -67, -73, -79, -86, 93, -61, -15, -97, -125, 6, -71, 17, 50, -3, 9, 34, 78, -12, 23, -54, 0, 60, -36, 3, -1, -12,
  -36, 2, 28, -45, -25, 80, -78, -16, -66, -43, -109, -8, 98, 0, 0, 61, 24, 24, -29, 30, -17, 71, -24, 27, 58, -28, 26,
  11, 37, -3, -51, -25, 20, 25, -57, 51, -22, 19, 2, -39, -15, -55, -30, -7, 65, 84, 54, 25, 31, 18, 24, 44, -17, 14,
  -6, 27, 82, -13, -27, 101, -12, -50, 27, -8, 36, -68, -19, -6, -80, 13, -6, 89, 51, 17, -25, 0, -21, -75, 12, -5, 16,
  12, 84, 93, -14, -6, 74, 79, -49, 52, 8, 28, -44, 15, -6, 0, 5, 4, 99, 90, 54, -26, 17, -12, -11, 65
];
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
  return unchecked(HALF_EDGE[x0 + unchecked(TERNARY[<i32>(P & 15)])
        + 2 * unchecked(TERNARY[<i32>(O & 15)])])
    + unchecked(HALF_EDGE[x0 + unchecked(TERNARY[fileRun(P, 0, false)])
        + 2 * unchecked(TERNARY[fileRun(O, 0, false)])])
    + unchecked(HALF_EDGE[x1 + unchecked(TERNARY_REVERSED[<i32>((P >> 4) & 15)])
        + 2 * unchecked(TERNARY_REVERSED[<i32>((O >> 4) & 15)])])
    + unchecked(HALF_EDGE[x1 + unchecked(TERNARY[fileRun(P, 7, false)])
        + 2 * unchecked(TERNARY[fileRun(O, 7, false)])])
    + unchecked(HALF_EDGE[x2 + unchecked(TERNARY[<i32>((P >> 56) & 15)])
        + 2 * unchecked(TERNARY[<i32>((O >> 56) & 15)])])
    + unchecked(HALF_EDGE[x2 + unchecked(TERNARY[fileRun(P, 56, true)])
        + 2 * unchecked(TERNARY[fileRun(O, 56, true)])])
    + unchecked(HALF_EDGE[x3 + unchecked(TERNARY_REVERSED[<i32>(P >> 60)])
        + 2 * unchecked(TERNARY_REVERSED[<i32>(O >> 60)])])
    + unchecked(HALF_EDGE[x3 + unchecked(TERNARY[fileRun(P, 63, true)])
        + 2 * unchecked(TERNARY[fileRun(O, 63, true)])]);
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
  const xRisk = xSquaresOpen(E), cRisk = cSquaresOpen(E);
  v += X_SQUARE * (count(P & xRisk) - count(O & xRisk));
  v += C_SQUARE * (count(P & cRisk) - count(O & cRisk));
  v += STABLE_P * count(stableDiscs(O, P)) + STABLE_O * count(stableDiscs(P, O));
  v += DISC * (count(P) - count(O));
  v += PARITY * (count(E) & 1);
  v += halfEdges(P, O);
  return v;
}
