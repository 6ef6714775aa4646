// The learned Othello evaluation as a plain function: the sum of the weights of a
// position's features (./othello-patterns.ts) read from a weights file
// (./othello-weights.ts), in discs for the side to move. The weights are multiples of one
// power of two, so the float64 sum is exact in any order: the engines (later node for
// node) give the same number. Used by `bestfirst train`'s report; not yet by the searches.

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
