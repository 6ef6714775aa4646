// The round robin runner: every job of the spec (./jobs.ts) played in the shared worker
// pool (../run/keyed-store.ts runs ../run/job-pool.ts), each finished pair appended to the
// results file as its batch comes back, resumable and splittable into shards like the
// tournaments; a game core's pairs (./core-game.ts) run the same way. The summary is
// built from the pairs by job key, so it is the same for any number of workers.

import { performance } from "node:perf_hooks";
import { runKeyed, type KeyedRunOptions } from "../run/keyed-store.js";
import { coreModule, hasCore } from "../run/cores.js";
import { jobKey, roundRobinJobs } from "./jobs.js";
import { followGame } from "./openings.js";
import { roundRobinTasks } from "./play.js";
import { checkRoundRobinSpec, openRoundRobinStore } from "./store.js";
import { summarize, type RoundRobinSummary } from "./summary.js";
import type { PairPlayed, RoundRobinSpec } from "./types.js";

/** The options of a run (../run/keyed-store.ts): its jobs are the pairs. */
export type RoundRobinOptions = KeyedRunOptions;

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
  // A core whose moves cannot be told apart by name is refused before its file is made
  // (one not loaded here is refused by the file's header or, for a new file, just below).
  if (spec.core && hasCore(spec.core.sha256)) followGame(spec, 0).moveCount();
  const store = openRoundRobinStore(options.out, options.resume ?? false, spec, options.shard);
  if (store.cut) options.onCut?.(options.out!);
  const tasks = roundRobinJobs(spec).map((job) => ({ ...job, spec }));
  // A game core travels to the workers compiled, once each; the jobs name it by hash.
  const cores = spec.core ? [coreModule(spec.core.sha256)] : [];
  const { complete } = await runKeyed(
    tasks,
    jobKey,
    store,
    roundRobinTasks,
    `${spec.core?.name ?? spec.game} round robin (pairs)`,
    { ...options, cores },
  );
  const pairs = roundRobinJobs(spec).flatMap((job) => store.records.get(jobKey(job)) ?? []);
  return { pairs, summary: summarize(spec, store.records), complete, wallMs: performance.now() - start };
}
