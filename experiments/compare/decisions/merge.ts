// Merging decision-quality results files (the shards of one run, or a run and its
// resumptions) into one run's records (../../run/keyed-store.ts): every file read and
// validated (./store.ts), the headers of one run split one way, records united by
// position (overlaps count once), and what is missing - shards never given, positions
// never run - listed.

import { mergeKeyed } from "../../run/keyed-store.js";
import { decisionSchema, DecisionStore, jobsFor, recordKey } from "./store.js";
import type { DecisionParams, DecisionRecord } from "./types.js";

export interface DecisionMerge {
  params: DecisionParams;
  /** The records found, in job order. */
  records: DecisionRecord[];
  /** Positions of the run no file holds. */
  missingPositions: number;
  /** Shards of the split whose file was not given ("2/4"). */
  missingShards: string[];
  /** Files whose last line was cut short (left out). */
  cut: string[];
}

export function mergeDecisionFiles(paths: readonly string[]): DecisionMerge {
  const m = mergeKeyed(paths, decisionSchema, () => new DecisionStore(), jobsFor, recordKey);
  return {
    params: m.params,
    records: m.records,
    missingPositions: m.missing,
    missingShards: m.missingShards,
    cut: m.cut,
  };
}
