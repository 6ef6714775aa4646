// The games of several results files of one training run (its shards, or a run and its
// resumptions), united by game number and checked to be one run split one way
// (../run/keyed-store.ts's merge), for one fit.

import { mergeKeyed, type KeyedMerge } from "../run/keyed-store.js";
import type { TrainParams } from "./params.js";
import type { TrainGame } from "./selfplay.js";
import { gameKey, trainJobs, trainSchema, TrainStore } from "./store.js";

export function mergeTrain(paths: readonly string[]): KeyedMerge<TrainParams, TrainGame> {
  return mergeKeyed(paths, trainSchema, () => new TrainStore(), trainJobs, gameKey);
}
