// What decides a training run's positions (`bestfirst train --game othello`): the seed,
// how many positions, which empties are sampled, where labels turn exact, the self-play's
// openings and search. The fit's own settings (./fit.ts) are not here: they do not change
// the positions, so one results file can be fitted again with others.

import { BestfirstError, seedHalves } from "../../contract/index.js";

export interface TrainParams {
  game: "othello";
  /** The run's seed: an unsigned 64-bit integer in decimal or 0x hex. */
  seed: string;
  /** Positions wanted: the games are enough of them at one position per sampled empties count. */
  positions: number;
  /** Positions with this many empties or fewer are labelled by the exact solver. */
  exactEmpties: number;
  /** The empties sampled: fewest to most. */
  fewestEmpties: number;
  mostEmpties: number;
  /** Random plies from the initial position before the search plays. */
  randomPlies: number;
  /** The self-play's alpha-beta depth. */
  horizon: number;
}

export const TRAIN_DEFAULTS: Omit<TrainParams, "seed" | "positions"> = {
  game: "othello",
  exactEmpties: 16,
  fewestEmpties: 6,
  mostEmpties: 28,
  randomPlies: 8,
  horizon: 4,
};

/** The most positions a run takes (a results file stays far below its bound). */
export const MOST_POSITIONS = 10_000_000;
/** Above this, an exact label takes seconds (the solver doubles or so per empty square). */
export const MOST_EXACT_EMPTIES = 20;
export const MOST_HORIZON = 8;

/** The games a run plays: one position each per sampled empties count, rounded up. */
export function gamesOf(params: TrainParams): number {
  return Math.ceil(params.positions / (params.mostEmpties - params.fewestEmpties + 1));
}

export const TRAIN_FLAGS: Record<keyof TrainParams, string> = {
  game: "--game",
  seed: "--seed",
  positions: "--positions",
  exactEmpties: "--exact-empties",
  fewestEmpties: "--empties",
  mostEmpties: "--empties",
  randomPlies: "--random-plies",
  horizon: "--horizon",
};

/** What is wrong with `params`, in words (its field), or undefined: the CLI's and the results file's check. */
export function paramsProblem(p: TrainParams): { field: keyof TrainParams; wanted: string } | undefined {
  const int = (v: unknown, min: number, max: number) =>
    typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
  if (p.game !== "othello") return { field: "game", wanted: '"othello"' };
  try {
    seedHalves(p.seed);
    if (typeof p.seed !== "string") throw new Error();
  } catch {
    return { field: "seed", wanted: "an unsigned 64-bit integer as a string" };
  }
  if (!int(p.positions, 1, MOST_POSITIONS))
    return { field: "positions", wanted: `an integer from 1 to ${MOST_POSITIONS}` };
  if (!int(p.exactEmpties, 0, MOST_EXACT_EMPTIES))
    return { field: "exactEmpties", wanted: `an integer from 0 to ${MOST_EXACT_EMPTIES}` };
  if (!int(p.fewestEmpties, 1, 59)) return { field: "fewestEmpties", wanted: "an integer from 1 to 59" };
  if (!int(p.mostEmpties, p.fewestEmpties, 59))
    return { field: "mostEmpties", wanted: `an integer from ${p.fewestEmpties} (the fewest empties) to 59` };
  if (!int(p.randomPlies, 0, 59)) return { field: "randomPlies", wanted: "an integer from 0 to 59" };
  if (!int(p.horizon, 1, MOST_HORIZON)) return { field: "horizon", wanted: `an integer from 1 to ${MOST_HORIZON}` };
  return undefined;
}

/** Checks parameters given in code: a BestfirstError naming the first bad one. */
export function checkTrainParams(p: TrainParams): void {
  const wrong = paramsProblem(p);
  if (wrong) throw new BestfirstError(`${wrong.field} (${TRAIN_FLAGS[wrong.field]}) must be ${wrong.wanted}`);
}
