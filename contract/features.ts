// The feature hook of a user's game (docs/your-game.md, "Features"): the optional members
// `featureCount` and `features(out)` a game offers for `bestfirst train` to fit a linear
// evaluation on, and the learned evaluation's weights. The rules and their one-line
// errors live here, so that a TypeScript game (reference/learned-game.ts) and a kit's core
// (bindings/kit-features.ts) are held to the same ones in the same words.

import { fail, shown } from "./errors.js";

/** The most features a game may have (`featureCount`): the weights fit the core's exchange buffer. */
export const MOST_FEATURES = 65536;
/** The most features active at one position (`features(out)`'s count): `out` holds this many. */
export const MOST_ACTIVE_FEATURES = 1024;
/** The largest weight (in absolute value): MOST_ACTIVE_FEATURES of them sum inside a signed 32-bit value. */
export const MOST_WEIGHT = 1 << 20;

export const FEATURE_COUNT_RULE = `it must be an integer from 1 to ${MOST_FEATURES}, the number of features`;
export const FEATURES_RULE =
  `it must return the number of active features, an integer from 0 to ${MOST_ACTIVE_FEATURES}, ` +
  "after writing their indices";

export const featureCountMessage = (value: unknown) =>
  `your game's featureCount is ${shown(value)}; ${FEATURE_COUNT_RULE}`;
export const featuresCountMessage = (count: unknown) =>
  `your game's features(out) returned ${shown(count)}; ${FEATURES_RULE}`;
export const featureIndexMessage = (index: unknown, k: number, featureCount: number) =>
  `your game's features(out) wrote ${shown(index)} at out[${k}]; a feature's index must be an integer ` +
  `from 0 to ${featureCount - 1} (featureCount - 1)`;

/** The game's featureCount checked: a BestfirstError naming the member otherwise. */
export function checkFeatureCount(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MOST_FEATURES)
    fail(featureCountMessage(value));
  return value;
}

/** features(out)'s count checked. */
export function checkFeaturesCount(count: unknown): number {
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count > MOST_ACTIVE_FEATURES)
    fail(featuresCountMessage(count));
  return count;
}

/** features(out)'s index at `k` is not a feature (0 .. featureCount - 1). */
export function badFeatureIndex(index: number, k: number, featureCount: number): never {
  fail(featureIndexMessage(index, k, featureCount));
}

/** The game's featureCount, or a BestfirstError saying the game has no feature hook. */
export function featureCountOf(game: { featureCount?: unknown; features?: unknown }, what: string): number {
  if (game.featureCount === undefined || typeof game.features !== "function")
    fail(`${what} has no features: give it featureCount and features(out) to train it (docs/your-game.md)`);
  return checkFeatureCount(game.featureCount);
}

/** A learned evaluation's weights: one integer a feature, the value the sum of the active ones' (MAX's side). */
export function checkWeights(weights: unknown, featureCount: number, where: string): Int32Array {
  const array = weights instanceof Int32Array || Array.isArray(weights) ? (weights as ArrayLike<unknown>) : undefined;
  if (array === undefined || array.length !== featureCount)
    fail(`${where} must be ${featureCount} weights (the game's featureCount), got ${shown(weights)}`);
  const out = new Int32Array(featureCount);
  for (let i = 0; i < featureCount; i++) {
    const w = array[i];
    if (typeof w !== "number" || !Number.isInteger(w) || Math.abs(w) > MOST_WEIGHT)
      fail(`${where}: weight ${i} is ${shown(w)}; a weight is an integer from ${-MOST_WEIGHT} to ${MOST_WEIGHT}`);
    out[i] = w;
  }
  return out;
}
