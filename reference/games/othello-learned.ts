// The learned Othello evaluation as a plain function: the sum of the weights of a
// position's features (./othello-patterns.ts) read from a weights file
// (./othello-weights.ts), in discs for the side to move. The weights are multiples of one
// power of two, so the float64 sum is exact in any order: the engines give the same
// number (the core's twin: assembly/games/othello-learned.ts). Read by `bestfirst train`'s
// report, and by the searches as their static value with evaluation "learned".

import { canMove, popcount } from "./othello-bits.js";
import { finalValue } from "./othello-eval.js";
import { FEATURES, featureIndices } from "./othello-patterns.js";
import type { OthelloWeights } from "./othello-weights.js";

const indices = new Int32Array(FEATURES);

/** The learned value, in discs, for the side to move owning (ownHi, ownLo) against (oppHi, oppLo). */
export function evaluateLearned(
  weights: OthelloWeights,
  ownHi: number,
  ownLo: number,
  oppHi: number,
  oppLo: number,
): number {
  featureIndices(ownHi, ownLo, oppHi, oppLo, indices);
  let v = 0;
  for (let i = 0; i < indices.length; i++) v += weights.weights[indices[i]];
  return v;
}

/**
 * The value the searches see with evaluation "learned", from black's point of view like the
 * hand evaluation's: a finished game's exact value, else the learned value in hundredths of a
 * disc for the side to move, rounded half up (exact: the value is a multiple of 2^-shift),
 * negated when white is to move.
 */
export function learnedSearchValue(
  weights: OthelloWeights,
  ownHi: number,
  ownLo: number,
  oppHi: number,
  oppLo: number,
  blackToMove: boolean,
): number {
  if (!canMove(ownHi, ownLo, oppHi, oppLo) && !canMove(oppHi, oppLo, ownHi, ownLo)) {
    const own = popcount(ownHi) + popcount(ownLo),
      opp = popcount(oppHi) + popcount(oppLo);
    return blackToMove ? finalValue(own, opp) : finalValue(opp, own);
  }
  const v = Math.floor(evaluateLearned(weights, ownHi, ownLo, oppHi, oppLo) * 100 + 0.5);
  // 0 - v, not -v: a value of 0 stays 0, never -0 (the core's integers have no -0).
  return blackToMove ? v : 0 - v;
}
