// A Pig decision-quality run's runner: every job of the spec (./jobs.ts) run in the shared
// worker pool (../run/keyed-store.ts; each worker imports ./task.ts), each choice appended
// to the results file as its batch comes back, resumable and splittable into shards like
// the other runs; and the merge of several files of one run.

import { performance } from "node:perf_hooks";
import { mergeKeyed, runKeyed, type KeyedRunOptions } from "../run/keyed-store.js";
import { headOf } from "../run/read-bounded.js";
import { pigJobs, pigKey } from "./jobs.js";
import { pigTasks } from "./task.js";
import { checkPigSpec, newPigStore, openPigStore, pigSchema } from "./store.js";
import { summarizePig, type PigSummary } from "./summary.js";
import type { PigChoice, PigSpec } from "./types.js";

export interface PigOutcome {
  /** This shard's choices, in job order. */
  choices: PigChoice[];
  summary: PigSummary;
  complete: boolean;
  wallMs: number;
}

export async function runPig(spec: PigSpec, options: KeyedRunOptions = {}): Promise<PigOutcome> {
  const start = performance.now();
  checkPigSpec(spec);
  const store = openPigStore(options.out, options.resume ?? false, spec, options.shard);
  if (store.cut) options.onCut?.(options.out!);
  const tasks = pigJobs(spec).map((job) => ({ ...job, spec }));
  const { records, complete } = await runKeyed(tasks, pigKey, store, pigTasks, "Pig decisions", options);
  return { choices: records, summary: summarizePig(spec, store.records), complete, wallMs: performance.now() - start };
}

export interface PigMerge {
  spec: PigSpec;
  choices: PigChoice[];
  summary: PigSummary;
  missingChoices: number;
  missingShards: string[];
  cut: string[];
}

/** Merges results files of one run (its shards, or a run and its resumptions). */
export function mergePigFiles(paths: readonly string[]): PigMerge {
  const merged = mergeKeyed(paths, pigSchema, () => newPigStore(), pigJobs, pigKey);
  const byKey = new Map(merged.records.map((c) => [pigKey(c), c]));
  return {
    spec: merged.params,
    choices: merged.records,
    summary: summarizePig(merged.params, byKey),
    missingChoices: merged.missing,
    missingShards: merged.missingShards,
    cut: merged.cut,
  };
}

/** Whether a results file's header holds a Pig decision-quality run (the merge tells its files apart by it). */
export const isPigFile = (path: string): boolean => /^\{"kind":"header"[^\n]*"pig":\{/.test(headOf(path, 4096) ?? "");
