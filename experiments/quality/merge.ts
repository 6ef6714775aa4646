// Merging decision-quality results files (the shards of one run, or a run and its
// resumptions) into one run's trees (../run/keyed-store.ts): every file read and validated (./store.ts),
// the headers of one run split one way, trees united by key (overlaps count once), and
// what is missing - shards never given, trees never searched - listed.

import { mergeKeyed } from "../run/keyed-store.js";
import { qualityJobs, qualitySchema, treeKey, QualityStore, type QualityParams } from "./store.js";
import type { QualityTree } from "./types.js";

export interface QualityMerge {
  params: QualityParams;
  /** The trees found, in job order. */
  trees: QualityTree[];
  /** Trees of the run no file holds. */
  missingTrees: number;
  /** Shards of the split whose file was not given ("2/4"). */
  missingShards: string[];
  /** Files whose last line was cut short (left out). */
  cut: string[];
}

export function mergeQualityFiles(paths: readonly string[]): QualityMerge {
  const m = mergeKeyed(paths, qualitySchema, () => new QualityStore(), qualityJobs, treeKey);
  return { params: m.params, trees: m.records, missingTrees: m.missing, missingShards: m.missingShards, cut: m.cut };
}
