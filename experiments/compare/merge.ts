// Merging round-robin results files (the shards of one run, or a run and its resumptions)
// through ../run/keyed-store.ts: every file read and validated (./store.ts), the headers of
// one run split one way, pairs united by key (overlaps count once), and what is missing -
// shards never given, pairs never played - listed; then the summary of what is there. A
// comparison's decision-quality files are told apart by their header (`filesByPart`).

import { headOf } from "../run/read-bounded.js";
import { mergeKeyed } from "../run/keyed-store.js";
import { jobKey, roundRobinJobs } from "./jobs.js";
import { newRoundRobinStore, roundRobinSchema } from "./store.js";
import { summarize, type RoundRobinSummary } from "./summary.js";
import type { PairPlayed, RoundRobinSpec } from "./types.js";

export interface RoundRobinMerge {
  spec: RoundRobinSpec;
  /** The pairs found, in job order. */
  pairs: PairPlayed[];
  summary: RoundRobinSummary;
  /** Pairs of the run no file holds. */
  missingPairs: number;
  /** Shards of the split whose file was not given ("2/4"). */
  missingShards: string[];
  /** Files whose last line was cut short (left out). */
  cut: string[];
}

export function mergeRoundRobinFiles(paths: readonly string[]): RoundRobinMerge {
  const merged = mergeKeyed(paths, roundRobinSchema, () => newRoundRobinStore(), roundRobinJobs, jobKey);
  const byKey = new Map(merged.records.map((pair) => [jobKey(pair), pair]));
  return {
    spec: merged.params,
    pairs: merged.records,
    summary: summarize(merged.params, byKey),
    missingPairs: merged.missing,
    missingShards: merged.missingShards,
    cut: merged.cut,
  };
}

/**
 * A comparison's results files sorted by part: those whose header holds a decision-quality
 * run, and the others (round robins, or anything else, which the round robin's merge then
 * refuses naming what it is).
 */
export function filesByPart(paths: readonly string[]): { roundRobin: string[]; decisions: string[] } {
  // Not a regular file, or unreadable: the round robin's merge reads it again and says what is wrong.
  const decisions = (path: string) => /^\{"kind":"header"[^\n]*"decisions":\{/.test(headOf(path, 4096) ?? "");
  return { roundRobin: paths.filter((p) => !decisions(p)), decisions: paths.filter(decisions) };
}
