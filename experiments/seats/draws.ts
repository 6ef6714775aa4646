// The seeded draws of a seated round robin: SplitMix64 as a counter stream
// (reference/rng.ts), r = streamAt(seed, opening; purpose, k), so that every draw is named
// by the opening it belongs to, what it is for and its place, never by the order games
// run in. The dice of a game are the k-th chance outcomes of its opening, whatever the
// seating: both seatings of a pair (every seating of an opening) roll the same dice.

import { streamAt } from "../../reference/rng.js";
import { out } from "../../reference/u64.js";

/** What a draw is for: an opening's plies or layout, or a game's dice. */
export const OPENING_DRAWS = 1,
  DICE_DRAWS = 2;

/** The k-th draw of `purpose` for `opening`, an integer from 0 to n - 1. */
export function drawBelow(n: number, seed: number, opening: number, purpose: number, k: number): number {
  streamAt(seed >>> 0, opening >>> 0, purpose, k >>> 0);
  return Math.floor((out.hi / 0x100000000) * n);
}

/** A move drawn by weight (a chance node's outcome) from the k-th draw: the outcome where weight / sum falls. */
export function drawByWeight(weights: readonly number[], seed: number, opening: number, k: number): number {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = drawBelow(total, seed, opening, DICE_DRAWS, k);
  for (let move = 0; move < weights.length; move++) {
    r -= weights[move];
    if (r < 0) return move;
  }
  return weights.length - 1;
}
