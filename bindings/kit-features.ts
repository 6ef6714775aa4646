// A kit engine's feature hook and learned evaluation (assembly/kit/learned.ts,
// docs/your-game.md, "Features"): the class's featureCount, a position's features read
// from the exchange buffer, and the weights passed into the core, after which every
// search, player and evaluate of the engine reads their sum. A trap replaces the core's
// instance; the weights are passed into the new one as well.

import { checkWeights, fail, type KitPosition } from "../contract/index.js";
import type { Core } from "./core.js";
import type { CoreExports } from "./load.js";

/** kitFeatures' questions (assembly/kit/learned.ts). */
const FEATURES_COUNT = 0,
  FEATURES_HERE = 1,
  FEATURES_LEARN = 2,
  FEATURES_FORGET = 3;
const LEARN_CHILD_VALUES = -1;

export interface KitFeatureMethods {
  featureCount(): number;
  features(position: KitPosition | undefined): Int32Array;
  useWeights(weights: ArrayLike<number> | undefined): void;
}

/**
 * The feature methods of the kit engine on `core` (game `title`), whose positions `set`
 * reaches (returning 0 at a finished game).
 */
export function kitFeatureMethods(
  core: Core,
  kitFeatures: (exports: CoreExports, what: number) => number,
  title: string,
  set: (position: KitPosition | undefined) => number,
): KitFeatureMethods {
  let count: number | undefined;
  let weights: Int32Array | undefined;
  const featureCount = () => (count ??= core.run("featureCount", (c) => kitFeatures(c, FEATURES_COUNT)));
  const hook = (what: string) => {
    const n = featureCount();
    if (n === 0)
      fail(`${title} has no features: give its class featureCount and features(out) ${what} (docs/your-game.md)`);
    return n;
  };
  /** Passes the weights into the core's current instance. */
  const learn = (c: CoreExports) => {
    if (weights === undefined) return;
    core.io().set(weights, 0);
    const answer = kitFeatures(c, FEATURES_LEARN);
    if (answer < 0)
      fail(
        answer === LEARN_CHILD_VALUES
          ? `the learned evaluation is not for ${title}: its childValues would pass the weights by`
          : `the learned evaluation is for two-player games without chance; ${title} has a shape of its own`,
      );
  };
  core.onRestart = () => learn(core.exports);
  return {
    featureCount,
    features(position) {
      hook("to train it");
      return core.run("features", (c) => {
        if (set(position) === 0) fail("a finished game has no features (its value is the game's own)");
        return core.io().slice(0, kitFeatures(c, FEATURES_HERE));
      });
    },
    useWeights(given) {
      if (given === undefined) {
        weights = undefined;
        core.run("useWeights", (c) => kitFeatures(c, FEATURES_FORGET));
        return;
      }
      const checked = checkWeights(Array.from(given), hook("to read weights"), "the weights");
      const before = weights;
      weights = checked;
      try {
        core.run("useWeights", learn);
      } catch (error) {
        weights = before;
        throw error;
      }
    },
  };
}
