// The worker's task module for training runs (../run/job-pool.ts loads it by URL in each
// worker thread): one job is one self-play game, played and labelled by ./selfplay.ts.

import type { Engine } from "../../contract/index.js";
import type { TrainParams } from "./params.js";
import { playTrainingGame, type TrainGame } from "./selfplay.js";

export function runJob(job: { params: TrainParams; index: number }, engine: Engine): TrainGame {
  return playTrainingGame(job.params, job.index, engine);
}

/** This module, as the URL a pool is given. */
export const trainTasks = import.meta.url;
