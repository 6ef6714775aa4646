// Merging results files (shards of one tournament, or a run and its resumptions) into
// the one table. Every file is read and validated (./store.ts); their headers must
// describe the same tournament, split the same way (shard k of the same n); results are
// united by job key, so overlaps count once, and the matched depths recorded in the
// files say which pairs make up the table. What is missing - shards never given, depths
// never matched, pairs never played - is listed, so the caller can refuse a partial
// table (tournament-merge does, unless --partial).

import { BestfirstError } from "../../contract/index.js";
import { inJobOrder, pairJobs } from "./jobs.js";
import { missingShards as missingShardsOf, type Shard } from "../run/shards.js";
import {
  depthKey,
  firstDifference,
  readResultsFile,
  ResultStore,
  showShard,
  specOf,
  tournamentIdOf,
  type DepthRecord,
  type ResultsFile,
  type ResultsHeader,
} from "./store.js";
import { tableRows } from "./table.js";
import type { PairResult, TableRow, TournamentSpec } from "./types.js";

export interface MergeOutcome {
  /** The tournament the files hold. */
  spec: TournamentSpec;
  rows: TableRow[];
  depths: DepthRecord[];
  results: PairResult[];
  /** Alpha-beta depths with fewer pairs than the tournament plays. */
  missing: { abDepth: number; have: number; want: number }[];
  /** Alpha-beta depths no file has a matched best-first depth for (a run stopped while matching). */
  unmatched: number[];
  /** Shards of the split that own jobs but whose file was not given, as "2/4", "3/4". */
  missingShards: string[];
  /** Files whose last line was cut short (an interrupted write): that line is left out. */
  cut: string[];
}

export function mergeFiles(paths: readonly string[]): MergeOutcome {
  if (paths.length === 0) throw new BestfirstError("no results files given");
  const files: (ResultsFile & { header: ResultsHeader })[] = paths.map((path) => {
    const file = readResultsFile(path);
    if (!file.header) throw new BestfirstError(`${path} holds no results (it is empty)`);
    return file as ResultsFile & { header: ResultsHeader };
  });
  const first = files[0];
  const n = (s: Shard | null) => s?.n ?? 1;
  for (const file of files.slice(1)) {
    const d = firstDifference(file.header.tournament, first.header.tournament);
    if (d)
      throw new BestfirstError(
        `${file.path} and ${first.path} hold different tournaments: ${d.name} is ${d.a} in ${file.path} and ${d.b} ` +
          `in ${first.path}`,
      );
    if (n(file.header.shard) !== n(first.header.shard))
      throw new BestfirstError(
        `${file.path} and ${first.path} are split differently: shard ${showShard(file.header.shard)} and ` +
          `${showShard(first.header.shard)}: merge the shards of one split`,
      );
  }
  const params = first.header.tournament;
  const spec = specOf(params);
  const store = new ResultStore();
  for (const file of files)
    file.lines.forEach((line, i) => store.absorb(line, `${file.path} line ${file.lineNumbers[i]}`));

  const id = tournamentIdOf(params);
  const depths: DepthRecord[] = [];
  const unmatched: number[] = [];
  params.abDepths.forEach((abDepth, i) => {
    const record =
      store.depths.get(depthKey({ tournament: id, abDepth })) ??
      (params.bfDepths
        ? { tournament: id, abDepth, bfDepth: params.bfDepths[i], pairs: params.pairs, trail: [] }
        : undefined);
    if (record) depths.push(record);
    else unmatched.push(abDepth);
  });

  const results: PairResult[] = [];
  const missing: MergeOutcome["missing"] = [];
  for (const d of depths) {
    const found = inJobOrder(pairJobs(spec, d.abDepth, d.bfDepth, params.pairs), store.results);
    if (found.length < params.pairs) missing.push({ abDepth: d.abDepth, have: found.length, want: params.pairs });
    results.push(...found);
  }

  // Shards: every shard that owns a job of the final tournament must be there.
  const split = n(first.header.shard);
  const jobs = params.abDepths.length * params.pairs;
  const missingShards = missingShardsOf(new Set(files.map((f) => f.header.shard?.k ?? 1)), split, jobs);

  return {
    spec,
    rows: tableRows(results),
    depths,
    results,
    missing,
    unmatched,
    missingShards,
    cut: files.filter((f) => f.cut).map((f) => f.path),
  };
}

/** What keeps the merged files from being the whole tournament, one item each (empty: nothing). */
export function mergeGaps(outcome: MergeOutcome): string[] {
  const gaps: string[] = [];
  const shards = outcome.missingShards;
  if (shards.length)
    gaps.push(
      `no file of shard${shards.length > 1 ? "s" : ""} ` +
        `${shards.length > 6 ? `${shards.slice(0, 5).join(", ")} and ${shards.length - 5} more` : shards.join(", ")}`,
    );
  if (outcome.unmatched.length)
    gaps.push(
      `no matched best-first depth for alpha-beta depth ${outcome.unmatched.join(", ")} (a run stopped while ` +
        `matching depths: resume it)`,
    );
  for (const m of outcome.missing) gaps.push(`alpha-beta depth ${m.abDepth} has ${m.have} of ${m.want} pairs`);
  return gaps;
}
