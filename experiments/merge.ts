// Merging results files (shards of one tournament, or a run and its resumptions) into
// the one table: results are united by job key, so overlaps count once, and the
// matched depths recorded in the files say which pairs make up the table.

import { BestfirstError } from "../contract/index.js";
import { inJobOrder, pairJobs, tournamentKey } from "./jobs.js";
import { ResultStore, readStoreFile, type DepthRecord } from "./store.js";
import { tableRows } from "./table.js";
import type { PairResult, TableRow } from "./types.js";

export interface MergeOutcome {
  rows: TableRow[];
  depths: DepthRecord[];
  results: PairResult[];
  /** Alpha-beta depths with fewer pairs than the tournament plays (a shard not merged in). */
  missing: { abDepth: number; have: number; want: number }[];
}

export function mergeFiles(paths: readonly string[]): MergeOutcome {
  const store = new ResultStore();
  for (const path of paths) for (const line of readStoreFile(path)) store.absorb(line);
  const depths = [...store.depths.values()].sort((a, b) => a.abDepth - b.abDepth);
  if (depths.length === 0) throw new BestfirstError(`no matched depths in ${paths.join(", ")}: are these files from tournament --out?`);
  const tournaments = new Set(depths.map((d) => tournamentKey(d.tournament)));
  if (tournaments.size > 1) throw new BestfirstError(`the files hold more than one tournament (${[...tournaments].join(", ")}): merge each separately`);
  const results: PairResult[] = [];
  const missing: MergeOutcome["missing"] = [];
  for (const d of depths) {
    const found = inJobOrder(pairJobs(d.tournament, d.abDepth, d.bfDepth, d.pairs), store.results);
    if (found.length < d.pairs) missing.push({ abDepth: d.abDepth, have: found.length, want: d.pairs });
    results.push(...found);
  }
  return { rows: tableRows(results), depths, results, missing };
}
