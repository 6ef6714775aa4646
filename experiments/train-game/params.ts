// What decides a training run of a user's game (`bestfirst train --core` or
// `--game-module`, docs/train.md, "Your own game"): the seed, the games, the random plies
// opening each, the self-play's alpha-beta depth; and the fit's penalty and the scale of
// its integer weights. The same parameters give the same weights bit for bit.

import { BestfirstError, seedHalves } from "../../contract/index.js";

export interface GameTrainParams {
  /** The run's seed: an unsigned 64-bit integer in decimal or 0x hex. */
  seed: string;
  games: number;
  /** Random plies from the start before alpha-beta plays. */
  randomPlies: number;
  /** The self-play's alpha-beta depth (the game's own evaluation). */
  horizon: number;
  /** The fit's L2 penalty per weight. */
  lambda: number;
  /** The conjugate-gradient iterations. */
  iterations: number;
  /** A won game's label in the weights' units: a weight is the fitted one times this, rounded. */
  scale: number;
}

/** The most games a run plays, and the deepest self-play. */
export const MOST_GAMES = 1_000_000;
export const MOST_GAME_HORIZON = 8;

/** A small run: seconds on Breakthrough 8 x 8 per hundred games (docs/train.md, "Your own game"). */
export const GAME_TRAIN_DEFAULTS: Omit<GameTrainParams, "seed"> = {
  games: 200,
  randomPlies: 6,
  horizon: 2,
  lambda: 5,
  iterations: 200,
  scale: 1000,
};

/** Checks parameters given in code: a BestfirstError naming the first bad one. */
export function checkGameTrainParams(p: GameTrainParams): void {
  const int = (v: unknown, min: number, max: number) =>
    typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
  const bad = (field: string, wanted: string) => {
    throw new BestfirstError(`${field} must be ${wanted}`);
  };
  try {
    seedHalves(p.seed);
  } catch {
    bad("seed", "an unsigned 64-bit integer");
  }
  if (!int(p.games, 1, MOST_GAMES)) bad("games", `an integer from 1 to ${MOST_GAMES}`);
  if (!int(p.randomPlies, 0, 1000)) bad("randomPlies", "an integer from 0 to 1000");
  if (!int(p.horizon, 1, MOST_GAME_HORIZON)) bad("horizon", `an integer from 1 to ${MOST_GAME_HORIZON}`);
  if (!(typeof p.lambda === "number" && p.lambda >= 0 && p.lambda <= 1e6)) bad("lambda", "a number from 0 to 1e6");
  if (!int(p.iterations, 1, 10_000)) bad("iterations", "an integer from 1 to 10000");
  if (!int(p.scale, 1, 100_000)) bad("scale", "an integer from 1 to 100000");
}
