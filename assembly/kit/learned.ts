// A kit's game's feature hook and learned evaluation (contract/features.ts,
// docs/your-game.md, "Features"): the class's featureCount and features(out) read and
// checked for the bindings (`bestfirst train` asks a position's features), and the weights
// the bindings pass in, with which the checked view's evaluate (./checked.ts) is the sum
// of the active features' weights away from the end of the game. The sum is of integers,
// exact in any order: the reference sums the same weights to the same value
// (reference/learned-game.ts), so both engines search the learned game node for node.

import { IO, ioGet } from "../io";
import {
  enter, leave, fault, M_FEATURES, M_FEATURE_COUNT, F_FEATURE_COUNT, F_FEATURES_COUNT, F_FEATURE_INDEX,
} from "./fault";

/** contract/features.ts's bounds. */
const MOST_FEATURES: i32 = 65536;
const MOST_ACTIVE: i32 = 1024;

/** kitFeatures' questions: the feature count (0: no hook), the position's features, weights in, weights out. */
export const FEATURES_COUNT: i32 = 0;
export const FEATURES_HERE: i32 = 1;
export const FEATURES_LEARN: i32 = 2;
export const FEATURES_FORGET: i32 = 3;
/** FEATURES_LEARN's refusals: the class has childValues, whose values would bypass the weights; or a shape. */
export const LEARN_CHILD_VALUES: i32 = -1;
export const LEARN_SHAPED: i32 = -2;

/** Where the searches' features are written (static memory: no allocation inside a search). */
const ACTIVE: usize = memory.data(MOST_ACTIVE << 2, 16);

/** The weights, while the learned evaluation is on (the array kept alive; its data's address read). */
let weightArray: StaticArray<i32> | null = null;
let weightsAt: usize = 0;
let learnedCount: i32 = 0;
/** Whether the checked view's evaluate is the learned sum. */
export let learnedOn: bool = false;

/** The class's featureCount, checked (0 for a class without the hook). */
export function featureCountOf<G>(game: G): i32 {
  if (!isDefined(game.features)) return 0;
  if (!isDefined(game.featureCount)) return 0;
  const before = enter(M_FEATURE_COUNT);
  const n = <i32>game.featureCount;
  leave(M_FEATURE_COUNT, before);
  if (n < 1 || n > MOST_FEATURES) fault(F_FEATURE_COUNT, M_FEATURE_COUNT, n);
  return n;
}

/** The class's features written at `out`, checked against `count` features; their number. */
// @ts-ignore: decorator
@inline function featuresAt<G>(game: G, out: usize, count: i32): i32 {
  const before = enter(M_FEATURES);
  const n = <i32>game.features(out);
  leave(M_FEATURES, before);
  if (<u32>n > <u32>MOST_ACTIVE) fault(F_FEATURES_COUNT, M_FEATURES, n);
  for (let k = 0; k < n; k++) {
    const index = load<i32>(out + (<usize>k << 2));
    if (<u32>index >= <u32>count) fault(F_FEATURE_INDEX, M_FEATURES, index, <i64>k | (<i64>count << 11));
  }
  return n;
}

/** The learned value at a position that is not over: the active features' weights summed. */
export function learnedSum<G>(game: G): i32 {
  const n = featuresAt<G>(game, ACTIVE, learnedCount);
  let v: i32 = 0;
  for (let k = 0; k < n; k++) v += load<i32>(weightsAt + (<usize>load<i32>(ACTIVE + (<usize>k << 2)) << 2));
  return v;
}

/** kitFeatures' answer to `what` (args[0]) for the class, at the position gameSet reached. */
export function featuresOp<G>(game: G, what: i32, shaped: bool): i32 {
  if (!isDefined(game.features)) return 0;
  if (!isDefined(game.featureCount)) return 0;
  const count = featureCountOf<G>(game);
  if (what == FEATURES_HERE) return featuresAt<G>(game, IO, count);
  if (what == FEATURES_LEARN) {
    if (isDefined(game.childValues)) return LEARN_CHILD_VALUES;
    if (shaped) return LEARN_SHAPED;
    const weights = new StaticArray<i32>(count);
    for (let k = 0; k < count; k++) unchecked(weights[k] = ioGet(k));
    weightArray = weights;
    weightsAt = changetype<usize>(weights);
    learnedCount = count;
    learnedOn = true;
    return count;
  }
  if (what == FEATURES_FORGET) {
    learnedOn = false;
    weightArray = null;
    weightsAt = 0;
    return 0;
  }
  return count;
}
