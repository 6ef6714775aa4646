// A training run (`bestfirst train --game othello`, docs/train.md): the self-play games
// of ./selfplay.ts played in the shared worker pool (../run/keyed-store.ts), each finished
// game appended to the resumable, shardable results file (./store.ts); then, for a whole
// run, the fit (./fit.ts) on the training split, the weights file (16 bits a weight) and
// the report (./report.ts) on the held-out games, read from the file's bytes. The games
// are taken in game order, so the weights are the same bit for bit for any number of
// workers, any completion order, and a run killed and resumed.

import { performance } from "node:perf_hooks";
import { layout, PHASES } from "../../reference/games/othello-patterns.js";
import { decodeWeights, encodeWeights, type OthelloWeights } from "../../reference/games/othello-weights.js";
import { runKeyed, type KeyedRunOptions } from "../run/keyed-store.js";
import { datasetOf } from "./dataset.js";
import { fitWeights, type FitOptions } from "./fit.js";
import { checkTrainParams, type TrainParams } from "./params.js";
import { trainReport, type TrainReport } from "./report.js";
import type { TrainGame } from "./selfplay.js";
import { gameKey, openTrainStore, trainJobs } from "./store.js";
import { trainTasks } from "./task.js";

export interface TrainRunOptions extends KeyedRunOptions {
  /** Hears the fit's iterations. */
  onFit?: (iteration: number, of: number) => void;
}

export interface TrainOutcome {
  /** This shard's games, in game order. */
  games: TrainGame[];
  complete: boolean;
  /** For a whole, complete run: the weights file's bytes, and the report. */
  weights?: Uint8Array;
  report?: TrainReport;
  wallMs: number;
}

export async function runTrain(
  params: TrainParams,
  fit: FitOptions,
  options: TrainRunOptions = {},
): Promise<TrainOutcome> {
  const start = performance.now();
  checkTrainParams(params);
  const store = openTrainStore(options.out, options.resume ?? false, params, options.shard);
  if (store.cut) options.onCut?.(options.out!);
  const { records: games, complete } = await runKeyed(trainJobs(params), gameKey, store, trainTasks, "games", options);
  if (!complete || options.shard) return { games, complete, wallMs: performance.now() - start };
  const { weights, report } = fitAndReport(games, fit, options.onFit);
  return { games, complete, weights, report, wallMs: performance.now() - start };
}

/** Fits the weights on `games`' training split and reports on their held-out games. */
export function fitAndReport(
  games: readonly TrainGame[],
  fit: FitOptions,
  onFit?: (iteration: number, of: number) => void,
): { weights: Uint8Array; report: TrainReport; learned: OthelloWeights } {
  const { training, heldOut } = datasetOf(games);
  const { perPhase } = layout();
  const w = fitWeights(training, PHASES * perPhase, fit, (i) => onFit?.(i, fit.iterations), perPhase);
  const weights = encodeWeights(w);
  const learned = decodeWeights(weights); // the report reads what the file holds
  return { weights, report: trainReport(games, training, heldOut, learned), learned };
}
