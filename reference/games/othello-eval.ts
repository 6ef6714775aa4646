// The static evaluation of an Othello position, from black's (MAX's) point of view, in
// integers; assembly/games/othello-eval.ts computes the same numbers in the core.
//
// BILL's evaluation, which the papers used, is not public. This one is a weighted sum of
// the classic features from public Othello knowledge (Rosenbloom's IAGO, Lee & Mahajan's
// BILL papers, Buro's work), all as black's count minus white's:
//   mobility            legal moves now                                     x MOBILITY
//   potential mobility  empty squares next to the opponent's discs          x POTENTIAL_MOBILITY
//   corners             discs on a1, h1, a8, h8                             x CORNER
//   X-squares           b2 g2 b7 g7 held while their corner is empty        x -X_SQUARE
//   C-squares           the edge squares next to an empty corner            x -C_SQUARE
//   stable edges        discs in an unbroken line along an edge from an own corner x STABLE_EDGE
//   discs               only with LATE_EMPTIES or fewer empty squares       x DISC
// |value| stays below 2^16, far inside +-2^29. A finished game is worth the exact margin
// (empties to the winner) pushed beyond every evaluation: WIN_BASE + margin for a black
// win, -(WIN_BASE + margin) for a white win, 0 for a draw.

import { bits, legalMoves, neighbours, popcount as pc, has } from "./othello-bits.js";

/** 2^30: every black win is worth more, every white win less, than any evaluation. */
export const WIN_BASE = 1 << 30;

export const MOBILITY = 70;
export const POTENTIAL_MOBILITY = 30;
export const CORNER = 800;
export const X_SQUARE = 250;
export const C_SQUARE = 100;
export const STABLE_EDGE = 60;
export const DISC = 100;
export const LATE_EMPTIES = 14;

const CORNERS_LO = 0x81,
  CORNERS_HI = 0x81000000 | 0;
/** Corner square and step along an edge, for the eight runs that start at a corner. */
const RUN_START = [0, 0, 7, 7, 56, 56, 63, 63];
const RUN_STEP = [1, 8, -1, 8, 1, -8, -1, -8];

/** The number of discs of x on an edge in an unbroken line from a corner x owns. */
function stableEdgeCount(hi: number, lo: number): number {
  let sHi = 0,
    sLo = 0;
  for (let r = 0; r < 8; r++) {
    const step = RUN_STEP[r];
    for (let k = 0, sq = RUN_START[r]; k < 8 && has(hi, lo, sq); k++, sq += step) {
      if (sq < 32) sLo |= 1 << sq;
      else sHi |= 1 << (sq - 32);
    }
  }
  return pc(sHi) + pc(sLo);
}

/** The exact value of a finished game with b black and w white discs. */
export function finalValue(b: number, w: number): number {
  if (b > w) return WIN_BASE + (64 - w) - w;
  if (w > b) return -(WIN_BASE + (64 - b) - b);
  return 0;
}

/** The evaluation of the position with black discs (bHi, bLo) and white discs (wHi, wLo). */
export function evaluate(bHi: number, bLo: number, wHi: number, wLo: number): number {
  legalMoves(bHi, bLo, wHi, wLo);
  const mB = pc(bits.hi) + pc(bits.lo);
  legalMoves(wHi, wLo, bHi, bLo);
  const mW = pc(bits.hi) + pc(bits.lo);
  const nB = pc(bHi) + pc(bLo),
    nW = pc(wHi) + pc(wLo);
  if (mB + mW === 0) return finalValue(nB, nW);
  const eHi = ~(bHi | wHi),
    eLo = ~(bLo | wLo);
  let v = MOBILITY * (mB - mW);
  neighbours(wHi, wLo);
  const potB = pc(eHi & bits.hi) + pc(eLo & bits.lo);
  neighbours(bHi, bLo);
  const potW = pc(eHi & bits.hi) + pc(eLo & bits.lo);
  v += POTENTIAL_MOBILITY * (potB - potW);
  v += CORNER * (pc(bHi & CORNERS_HI) + pc(bLo & CORNERS_LO) - pc(wHi & CORNERS_HI) - pc(wLo & CORNERS_LO));
  // X- and C-squares of the empty corners: a1 and h1 live in the low half, a8 and h8 high.
  const ea1 = eLo & 1,
    eh1 = eLo & 0x80,
    ea8 = eHi & 0x01000000,
    eh8 = eHi & (0x80000000 | 0);
  const xLo = (ea1 << 9) | (eh1 << 7),
    xHi = (ea8 >>> 7) | (eh8 >>> 9);
  const cLo = (ea1 << 1) | (ea1 << 8) | (eh1 >>> 1) | (eh1 << 8);
  const cHi = (ea8 << 1) | (ea8 >>> 8) | (eh8 >>> 1) | (eh8 >>> 8);
  v -= X_SQUARE * (pc(bHi & xHi) + pc(bLo & xLo) - pc(wHi & xHi) - pc(wLo & xLo));
  v -= C_SQUARE * (pc(bHi & cHi) + pc(bLo & cLo) - pc(wHi & cHi) - pc(wLo & cLo));
  v += STABLE_EDGE * (stableEdgeCount(bHi, bLo) - stableEdgeCount(wHi, wLo));
  if (64 - nB - nW <= LATE_EMPTIES) v += DISC * (nB - nW);
  return v;
}
