// The decision-quality run (1992 report, section 4, figure 4): every tree of
// every branching factor searched by ./tree.ts in the shared worker pool
// (../run/job-pool.ts, run by ../run/keyed-store.ts), each finished tree appended to the
// results file as its batch comes back (about 200 ms of a worker's time: ./store.ts),
// resumable and splittable into shards (../tournament/jobs.ts) like the tournaments. The summary is built from the
// trees in job order, so it is the same for
// any number of workers and any completion order.

import { performance } from "node:perf_hooks";
import { runKeyed, type KeyedRunOptions } from "../run/keyed-store.js";
import { checkQualityParams, openQualityStore, qualityJobs, treeKey, type QualityParams } from "./store.js";
import { summarize } from "./summary.js";
import { qualityTasks } from "./task.js";
import type { QualitySummary, QualityTree } from "./types.js";

/** The options of a run (../run/keyed-store.ts): its jobs are the trees. */
export type QualityRunOptions = KeyedRunOptions;

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
  const { records: trees, complete } = await runKeyed(
    qualityJobs(params),
    treeKey,
    store,
    qualityTasks,
    "trees",
    options,
  );
  return { trees, summary: summarize(trees), complete, wallMs: performance.now() - start };
}
