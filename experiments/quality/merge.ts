// Merging decision-quality results files (the shards of one run, or a run and its
// resumptions) into one run's trees: every file read and validated (./store.ts),
// the headers of one run split one way, trees united by key (overlaps count once), and
// what is missing - shards never given, trees never searched - listed.

import { BestfirstError } from "../../contract/index.js";
import { missingShards as missingShardsOf } from "../tournament/jobs.js";
import { showShard } from "../run/results-file.js";
import { qualityJobs, qualitySchema, readQualityFile, treeKey, QualityStore, type QualityParams } from "./store.js";
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
  if (paths.length === 0) throw new BestfirstError("no results files given");
  const files = paths.map((path) => {
    const file = readQualityFile(path);
    if (!file.header) throw new BestfirstError(`${path} holds no results (it is empty)`);
    return { ...file, header: file.header };
  });
  const first = files[0];
  const n = (f: typeof first) => f.header.shard?.n ?? 1;
  for (const file of files.slice(1)) {
    const d = qualitySchema.difference(file.header.params, first.header.params);
    if (d) throw new BestfirstError(`${file.path} and ${first.path} hold different runs: ${d.name} is ${d.a} in ${file.path} and ${d.b} in ${first.path}`);
    if (n(file) !== n(first))
      throw new BestfirstError(`${file.path} and ${first.path} are split differently: shard ${showShard(file.header.shard, "run")} and ${showShard(first.header.shard, "run")}: merge the shards of one split`);
  }
  const store = new QualityStore();
  for (const file of files) file.lines.forEach((line, i) => store.absorb(line, `${file.path} line ${file.lineNumbers[i]}`));
  const params = first.header.params;
  const jobs = qualityJobs(params);
  const trees = jobs.flatMap((job) => store.trees.get(treeKey(job)) ?? []);
  const missingShards = missingShardsOf(new Set(files.map((f) => f.header.shard?.k ?? 1)), n(first), jobs.length);
  return { params, trees, missingTrees: jobs.length - trees.length, missingShards, cut: files.filter((f) => f.cut).map((f) => f.path) };
}
