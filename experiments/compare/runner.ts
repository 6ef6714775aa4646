// The round robin runner: every job of the spec (./jobs.ts) played in the shared worker
// pool (../run/job-pool.ts), each finished pair appended to the results file as its batch
// comes back, resumable and splittable into shards like the tournaments. The summary is
// built from the pairs by job key, so it is the same for any number of workers.

import { performance } from "node:perf_hooks";
import { shardOf } from "../tournament/jobs.js";
import type { JobRunOptions } from "../run/run-options.js";
import type { Progress } from "../tournament/runner.js";
import { Pool } from "../run/job-pool.js";
import { jobKey, roundRobinJobs } from "./jobs.js";
import { roundRobinTasks, type RoundRobinTask } from "./play.js";
import { checkRoundRobinSpec, openRoundRobinStore } from "./store.js";
import { summarize, type RoundRobinSummary } from "./summary.js";
import type { PairPlayed, RoundRobinSpec } from "./types.js";

export type RoundRobinOptions = JobRunOptions;

export interface RoundRobinOutcome {
  /** This shard's pairs, in job order. */
  pairs: PairPlayed[];
  summary: RoundRobinSummary;
  complete: boolean;
  wallMs: number;
}

export async function runRoundRobin(spec: RoundRobinSpec, options: RoundRobinOptions = {}): Promise<RoundRobinOutcome> {
  const start = performance.now();
  checkRoundRobinSpec(spec);
  const store = openRoundRobinStore(options.out, options.resume ?? false, spec, options.shard);
  if (store.cut) options.onCut?.(options.out!);
  const jobs = shardOf(roundRobinJobs(spec), options.shard);
  const todo = jobs.filter((job) => !store.pairs.has(jobKey(job)));
  const progress: Progress = { phase: `${spec.game} round robin`, gamesDone: 2 * (jobs.length - todo.length), gamesPlanned: 2 * jobs.length };
  options.onProgress?.({ ...progress });
  let complete = true;
  let pool: Pool<RoundRobinTask, PairPlayed> | undefined;
  try {
    pool = new Pool<RoundRobinTask, PairPlayed>(options.workers ?? 1, roundRobinTasks);
    const outcome = await pool.run(todo.map((job) => ({ ...job, spec })), (pairs) => {
      store.addAll(pairs);
      progress.gamesDone += 2 * pairs.length;
      options.onProgress?.({ ...progress });
    }, options.signal);
    complete = outcome.complete;
  } finally {
    store.close();
    await pool?.terminate();
  }
  const pairs = jobs.flatMap((job) => store.pairs.get(jobKey(job)) ?? []);
  return { pairs, summary: summarize(spec, store.pairs), complete, wallMs: performance.now() - start };
}
