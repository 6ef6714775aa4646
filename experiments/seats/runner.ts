// The seated round robin's runner: every job of the spec (./jobs.ts) played in the shared
// worker pool (../run/keyed-store.ts runs ../run/job-pool.ts; each worker imports
// ./play.ts and the TypeScript games with it), each finished game appended to the results
// file as its batch comes back, resumable and splittable into shards like the two-player
// round robin; and the merge of several files of one run. The summary is built from the
// games by job key, so it is the same for any number of workers.

import { performance } from "node:perf_hooks";
import { mergeKeyed, runKeyed, type KeyedRunOptions } from "../run/keyed-store.js";
import { headOf } from "../run/read-bounded.js";
import { seatsJobs, seatsKey } from "./jobs.js";
import { seatsTasks } from "./play.js";
import { checkSeatsSpec, newSeatsStore, openSeatsStore, seatsSchema } from "./store.js";
import { summarizeSeats, type SeatsSummary } from "./summary.js";
import { seatsName } from "./games.js";
import type { SeatsGame, SeatsSpec } from "./types.js";

export interface SeatsOutcome {
  /** This shard's games, in job order. */
  games: SeatsGame[];
  summary: SeatsSummary;
  complete: boolean;
  wallMs: number;
}

export async function runSeats(spec: SeatsSpec, options: KeyedRunOptions = {}): Promise<SeatsOutcome> {
  const start = performance.now();
  checkSeatsSpec(spec);
  const store = openSeatsStore(options.out, options.resume ?? false, spec, options.shard);
  if (store.cut) options.onCut?.(options.out!);
  const tasks = seatsJobs(spec).map((job) => ({ ...job, spec }));
  const { records, complete } = await runKeyed(
    tasks,
    seatsKey,
    store,
    seatsTasks,
    `${seatsName(spec)} round robin (games)`,
    options,
  );
  return { games: records, summary: summarizeSeats(spec, store.records), complete, wallMs: performance.now() - start };
}

export interface SeatsMerge {
  spec: SeatsSpec;
  games: SeatsGame[];
  summary: SeatsSummary;
  missingGames: number;
  missingShards: string[];
  cut: string[];
}

/** Merges results files of one seated run (its shards, or a run and its resumptions). */
export function mergeSeatsFiles(paths: readonly string[]): SeatsMerge {
  const merged = mergeKeyed(paths, seatsSchema, () => newSeatsStore(), seatsJobs, seatsKey);
  const byKey = new Map(merged.records.map((g) => [seatsKey(g), g]));
  return {
    spec: merged.params,
    games: merged.records,
    summary: summarizeSeats(merged.params, byKey),
    missingGames: merged.missing,
    missingShards: merged.missingShards,
    cut: merged.cut,
  };
}

/** Whether a results file's header holds a seated round robin (the merge tells its files apart by it). */
export const isSeatsFile = (path: string): boolean =>
  /^\{"kind":"header"[^\n]*"seats":\{/.test(headOf(path, 4096) ?? "");
