// A user's TypeScript game with its learned evaluation (docs/your-game.md, "Features"):
// the game as it is, but `evaluate()` away from the end is the sum of the weights of the
// features its `features(out)` hook names, so that every search and player of the
// reference reads the weights `bestfirst train` fitted. The sum is of integers, exact in
// any order: the game kit's core sums the same weights to the same value
// (assembly/kit/learned.ts), and both engines search the learned game node for node.

import {
  badFeatureIndex,
  checkFeaturesCount,
  checkWeights,
  fail,
  featureCountOf,
  MOST_ACTIVE_FEATURES,
  type Game,
} from "../contract/index.js";

/** The shape's members (contract/game.ts): a learned evaluation is one value, MAX's, so a game with them is refused. */
const SHAPE_MEMBERS = ["players", "toMove", "evaluateFor", "isChance", "chanceWeight", "setToMove"] as const;

/**
 * The features active at `game`'s position, checked (count and indices): a view of `out`.
 * `out` is MOST_ACTIVE_FEATURES long.
 */
export function readFeatures(game: Game, featureCount: number, out: Int32Array): Int32Array {
  const n = checkFeaturesCount(game.features!(out));
  for (let k = 0; k < n; k++) {
    const index = out[k];
    if (index < 0 || index >= featureCount) badFeatureIndex(index, k, featureCount);
  }
  return out.subarray(0, n);
}

/** The learned value at a position that is not over: the sum of the active features' weights. */
export function learnedValue(game: Game, weights: Int32Array, out: Int32Array): number {
  const active = readFeatures(game, weights.length, out);
  let v = 0;
  for (let k = 0; k < active.length; k++) v += weights[active[k]];
  return v;
}

/**
 * `game` with its learned evaluation: `weights` (one integer a feature, from a weights file:
 * experiments/train-game/weights-file.ts) summed over the features active at a position that
 * is not over; a finished game keeps its own exact value. Moves, names and `hash` are the
 * game's; its declared value range is dropped (the learned values have their own).
 */
export function learnedGame(game: Game, weights: ArrayLike<number>): Game {
  const featureCount = featureCountOf(game, "this game");
  const w = checkWeights(Array.isArray(weights) ? weights : Array.from(weights), featureCount, "the weights");
  const shaped = SHAPE_MEMBERS.filter((m) => game[m] !== undefined);
  if (shaped.length)
    fail(`the learned evaluation is for two-player games without chance; this game has ${shaped.join(", ")}`);
  const out = new Int32Array(MOST_ACTIVE_FEATURES);
  const learned: Game = {
    decisive: game.decisive,
    featureCount,
    moveCount: () => game.moveCount(),
    play: (move) => game.play(move),
    undo: () => game.undo(),
    isTerminal: () => game.isTerminal(),
    maxToMove: () => game.maxToMove(),
    evaluate: () => (game.isTerminal() ? game.evaluate() : learnedValue(game, w, out)),
    moveName: (move) => game.moveName(move),
    features: (into) => game.features!(into),
  };
  if (typeof game.hash === "function") learned.hash = () => game.hash!();
  return learned;
}
