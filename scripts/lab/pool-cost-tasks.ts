// The task module of scripts/lab/pool-cost.ts: a decision-quality tree or a tournament pair,
// as the pool's workers run them, with the job's time in the worker (its thread's CPU
// time, which a loaded machine does not inflate) and the worker's id beside the result
// (the job granularity and the tail, measured without touching the pool).

import { readFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
import type { Engine } from "../../contract/index.js";
import { runQualityTree } from "../../experiments/quality/tree.js";
import { playerFor, players } from "../../experiments/tournament/players.js";
import type { QualityJob } from "../../experiments/quality/types.js";
import type { PairJob } from "../../experiments/tournament/types.js";

export type TimedJob = { quality: QualityJob } | { pair: PairJob };

/** The calling thread's time on a CPU so far, in ms (Linux: the scheduler's own count, in ns). */
export function threadCpuMs(): number {
  return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
}

export function runJob(job: TimedJob, engine: Engine) {
  const start = threadCpuMs();
  const result =
    "quality" in job ? runQualityTree(job.quality, engine) : playerFor(players, job.pair)(job.pair, engine);
  return { result, ms: threadCpuMs() - start, thread: threadId };
}
