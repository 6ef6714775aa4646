// The weights file of a user's game (docs/train.md, "The weights file"): JSON,
// {"format":"bestfirst-weights","version":1,"game":TITLE,"featureCount":N,"scale":S,
// "weights":[N integers]}. A position's learned value is the sum of the weights of its
// active features, from MAX's side, in units where a won game is S. Read back, every field
// is checked, and the weights must be as many as the game's features.

import { readFileSync } from "node:fs";
import { checkWeights, fail, shown } from "../../contract/index.js";

export const WEIGHTS_FORMAT = "bestfirst-weights";
export const WEIGHTS_VERSION = 1;

export interface GameWeights {
  game: string;
  featureCount: number;
  scale: number;
  weights: Int32Array;
}

/** The file's text. */
export function weightsText(w: GameWeights): string {
  return `${JSON.stringify({
    format: WEIGHTS_FORMAT,
    version: WEIGHTS_VERSION,
    game: w.game,
    featureCount: w.featureCount,
    scale: w.scale,
    weights: Array.from(w.weights),
  })}\n`;
}

/** The weights file at `path`, checked; `featureCount`: the game's, which the file must match. */
export function readGameWeights(path: string, featureCount?: number): GameWeights {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    fail(`cannot read the weights file ${path}: ${(error as Error).message}`);
  }
  const where = `the weights file ${path}`;
  if (o === null || typeof o !== "object" || o.format !== WEIGHTS_FORMAT || o.version !== WEIGHTS_VERSION)
    fail(`${where} is not a bestfirst weights file (format "${WEIGHTS_FORMAT}", version ${WEIGHTS_VERSION})`);
  const count = o.featureCount;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1)
    fail(`${where}: featureCount must be a whole number, got ${shown(count)}`);
  if (featureCount !== undefined && count !== featureCount)
    fail(`${where} has ${count} weights; this game has ${featureCount} features (was it trained for another game?)`);
  if (typeof o.game !== "string") fail(`${where}: game must be a string, got ${shown(o.game)}`);
  if (typeof o.scale !== "number" || !Number.isInteger(o.scale) || o.scale < 1)
    fail(`${where}: scale must be a whole number, got ${shown(o.scale)}`);
  return { game: o.game, featureCount: count, scale: o.scale, weights: checkWeights(o.weights, count, where) };
}
