// Merging round-robin results files (the shards of one run, or a run and its resumptions):
// every file read and validated (./store.ts), the headers of one run split one way, pairs
// united by key (overlaps count once), and what is missing - shards never given, pairs
// never played - listed.

import { BestfirstError } from "../../contract/index.js";
import { missingShards as missingShardsOf } from "../tournament/jobs.js";
import { showShard } from "../run/results-file.js";
import { jobKey, roundRobinJobs } from "./jobs.js";
import { readRoundRobinFile, roundRobinSchema, RoundRobinStore } from "./store.js";
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
  if (paths.length === 0) throw new BestfirstError("no results files given");
  const files = paths.map((path) => {
    const file = readRoundRobinFile(path);
    if (!file.header) throw new BestfirstError(`${path} holds no results (it is empty)`);
    return { ...file, header: file.header };
  });
  const first = files[0];
  const n = (f: typeof first) => f.header.shard?.n ?? 1;
  for (const file of files.slice(1)) {
    const d = roundRobinSchema.difference(file.header.params, first.header.params);
    if (d) throw new BestfirstError(`${file.path} and ${first.path} hold different round robins: ${d.name} is ${d.a} in ${file.path} and ${d.b} in ${first.path}`);
    if (n(file) !== n(first))
      throw new BestfirstError(`${file.path} and ${first.path} are split differently: shard ${showShard(file.header.shard, "run")} and ${showShard(first.header.shard, "run")}: merge the shards of one split`);
  }
  const store = new RoundRobinStore();
  for (const file of files) file.lines.forEach((line, i) => store.absorb(line, `${file.path} line ${file.lineNumbers[i]}`));
  const spec = first.header.params;
  const jobs = roundRobinJobs(spec);
  const pairs = jobs.flatMap((job) => store.pairs.get(jobKey(job)) ?? []);
  const missingShards = missingShardsOf(new Set(files.map((f) => f.header.shard?.k ?? 1)), n(first), jobs.length);
  return { spec, pairs, summary: summarize(spec, store.pairs), missingPairs: jobs.length - pairs.length, missingShards, cut: files.filter((f) => f.cut).map((f) => f.path) };
}
