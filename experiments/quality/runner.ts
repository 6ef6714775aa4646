// The decision-quality run (1992 report, section 4, figure 4): every tree of
// every branching factor searched by ./tree.ts in the shared worker pool
// (../run/job-pool.ts), each finished tree appended to the results file as its batch
// comes back (about 200 ms of a worker's time: ./store.ts), resumable and splittable into
// shards (../tournament/jobs.ts) like the
// tournaments. The summary is built from the trees in job order, so it is the same for
// any number of workers and any completion order.

import { performance } from "node:perf_hooks";
import { shardOf, type Shard } from "../tournament/jobs.js";
import { Pool } from "../run/job-pool.js";
import { checkQualityParams, openQualityStore, qualityJobs, treeKey, type QualityParams } from "./store.js";
import { summarize } from "./summary.js";
import { qualityTasks } from "./task.js";
import type { QualityJob, QualitySummary, QualityTree } from "./types.js";
import type { Progress } from "../tournament/runner.js";
import type { JobRunOptions } from "../run/run-options.js";

export type QualityRunOptions = JobRunOptions;

export interface QualityOutcome {
  /** This shard's trees, in job order. */
  trees: QualityTree[];
  summary: QualitySummary;
  complete: boolean;
  wallMs: number;
}

export async function runQuality(params: QualityParams, options: QualityRunOptions = {}): Promise<QualityOutcome> {
  const start = performance.now();
  checkQualityParams(params);
  const store = openQualityStore(options.out, options.resume ?? false, params, options.shard);
  if (store.cut) options.onCut?.(options.out!);
  const jobs = shardOf(qualityJobs(params), options.shard);
  const todo = jobs.filter((job) => !store.trees.has(treeKey(job)));
  const progress: Progress = { phase: "trees", gamesDone: jobs.length - todo.length, gamesPlanned: jobs.length };
  options.onProgress?.({ ...progress });
  let complete = true;
  let pool: Pool<QualityJob, QualityTree> | undefined;
  try {
    pool = new Pool<QualityJob, QualityTree>(options.workers ?? 1, qualityTasks);
    const outcome = await pool.run(todo, (trees) => {
      store.addAll(trees);
      progress.gamesDone += trees.length;
      options.onProgress?.({ ...progress });
    }, options.signal);
    complete = outcome.complete;
  } finally {
    store.close();
    await pool?.terminate();
  }
  const trees = jobs.flatMap((job) => store.trees.get(treeKey(job)) ?? []);
  return { trees, summary: summarize(trees), complete, wallMs: performance.now() - start };
}
