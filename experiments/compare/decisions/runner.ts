// The decision-quality run on game positions: every position of the set labelled and
// decided by ./job.ts in the shared worker pool (../../run/keyed-store.ts), each finished
// position appended to the results file as its batch comes back (./store.ts),
// resumable and splittable into shards like the tournaments and figure 4's run. Records
// come back in job order, so with node budgets the records and the summary are the same
// for any number of workers and any completion order.

import { performance } from "node:perf_hooks";
import { runKeyed, type KeyedRunOptions } from "../../run/keyed-store.js";
import { checkDecisionParams } from "./params.js";
import { jobsFor, openDecisionStore, recordKey } from "./store.js";
import { summarise } from "./summary.js";
import { decisionTasks } from "./task.js";
import type { DecisionParams, DecisionRecord, DecisionSummary } from "./types.js";

/** The options of a run (../../run/keyed-store.ts): its jobs are the positions. */
export type DecisionRunOptions = KeyedRunOptions;

export interface DecisionOutcome {
  params: DecisionParams;
  /** This shard's records, in job order. */
  records: DecisionRecord[];
  summary: DecisionSummary;
  /** False when `signal` stopped the run. */
  complete: boolean;
  wallMs: number;
}

export async function runDecisions(params: DecisionParams, options: DecisionRunOptions = {}): Promise<DecisionOutcome> {
  const start = performance.now();
  const checked = checkDecisionParams(params);
  const store = openDecisionStore(options.out, options.resume ?? false, checked, options.shard);
  if (store.cut) options.onCut?.(options.out!);
  const { records, complete } = await runKeyed(jobsFor(checked), recordKey, store, decisionTasks, "positions", options);
  return { params: checked, records, summary: summarise(records), complete, wallMs: performance.now() - start };
}
