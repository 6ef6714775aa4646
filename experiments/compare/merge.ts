// Merging round-robin results files (the shards of one run, or a run and its resumptions)
// through ../run/keyed-store.ts: every file read and validated (./store.ts), the headers of
// one run split one way, pairs united by key (overlaps count once), and what is missing -
// shards never given, pairs never played - listed; then the summary of what is there.

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
    spec: merged.params, pairs: merged.records, summary: summarize(merged.params, byKey),
    missingPairs: merged.missing, missingShards: merged.missingShards, cut: merged.cut,
  };
}
