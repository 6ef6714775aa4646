// The static evaluation of an Othello position for the core, from black's (MAX's) point
// of view, in integers. The papers used BILL's evaluation, which is not public; this one
// is built from public knowledge, and the definition (features, weights) lives with the
// reference's copy in reference/games/othello-eval.ts, which must compute the same
// numbers (the tests hold the two engines to each other).

import { legalMoves, neighbours, count, CORNERS } from "./othello-bits";

/** Terminal values: WIN_BASE + margin for a black win, -(WIN_BASE + margin) for a white win. */
export const WIN_BASE: i32 = 1 << 30;

const MOBILITY: i32 = 70;
const POTENTIAL_MOBILITY: i32 = 30;
const CORNER: i32 = 800;
const X_SQUARE: i32 = 250;
const C_SQUARE: i32 = 100;
const STABLE_EDGE: i32 = 60;
const DISC: i32 = 100;
const LATE_EMPTIES: i32 = 14;

const A1: u64 = 1;
const H1: u64 = <u64>1 << 7;
const A8: u64 = <u64>1 << 56;
const H8: u64 = <u64>1 << 63;

/** Corner square and step along an edge, for the eight runs that start at a corner. */
const RUN_START: StaticArray<i32> = [0, 0, 7, 7, 56, 56, 63, 63];
const RUN_STEP: StaticArray<i32> = [1, 8, -1, 8, 1, -8, -1, -8];

/** The discs of `x` on an edge, in an unbroken line of `x` discs from a corner `x` owns. */
function stableEdge(x: u64): u64 {
  let s: u64 = 0;
  for (let r = 0; r < 8; r++) {
    let sq = unchecked(RUN_START[r]);
    const step = unchecked(RUN_STEP[r]);
    for (let k = 0; k < 8; k++, sq += step) {
      const bit = <u64>1 << <u64>sq;
      if (!(x & bit)) break;
      s |= bit;
    }
  }
  return s;
}

/** The X-squares (diagonally next to a corner) whose corner is empty among E. */
// @ts-ignore: decorator
@inline export function xSquaresOpen(E: u64): u64 {
  return ((E & A1) << 9) | ((E & H1) << 7) | ((E & A8) >> 7) | ((E & H8) >> 9);
}

/** The C-squares (next to a corner along an edge) whose corner is empty among E. */
// @ts-ignore: decorator
@inline export function cSquaresOpen(E: u64): u64 {
  const ea1 = E & A1, eh1 = E & H1, ea8 = E & A8, eh8 = E & H8;
  return (ea1 << 1) | (ea1 << 8) | (eh1 >> 1) | (eh1 << 8) | (ea8 << 1) | (ea8 >> 8) | (eh8 >> 1) | (eh8 >> 8);
}

/** The exact value of a finished game: the disc margin, empty squares to the winner. */
export function finalValue(B: u64, W: u64): i32 {
  const b = count(B), w = count(W);
  if (b > w) return WIN_BASE + (64 - w) - w;
  if (w > b) return -(WIN_BASE + (64 - b) - b);
  return 0;
}

/** The evaluation of the position with black discs B and white discs W. */
export function evaluate(B: u64, W: u64): i32 {
  const mB = legalMoves(B, W), mW = legalMoves(W, B);
  if ((mB | mW) == 0) return finalValue(B, W);
  const E = ~(B | W);
  let v = MOBILITY * (count(mB) - count(mW));
  v += POTENTIAL_MOBILITY * (count(E & neighbours(W)) - count(E & neighbours(B)));
  v += CORNER * (count(B & CORNERS) - count(W & CORNERS));
  const xRisk = xSquaresOpen(E), cRisk = cSquaresOpen(E);
  v -= X_SQUARE * (count(B & xRisk) - count(W & xRisk));
  v -= C_SQUARE * (count(B & cRisk) - count(W & cRisk));
  v += STABLE_EDGE * (count(stableEdge(B)) - count(stableEdge(W)));
  if (count(E) <= LATE_EMPTIES) v += DISC * (count(B) - count(W));
  return v;
}
