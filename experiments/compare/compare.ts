// One comparison of searches on one game, what `bestfirst compare` and `reproduce` run:
// the round robin at equal budgets (./runner.ts), then the report (./report.ts). Results
// go to DIR/data/ as JSON lines, one file per part and shard, and resume from there.

import { join } from "node:path";
import { prepareDir } from "../run/files.js";
import type { Shard } from "../tournament/jobs.js";
import type { Progress } from "../tournament/runner.js";
import { prepareCompareReport, writeCompareReport, type ReportSection } from "./report.js";
import { runRoundRobin, type RoundRobinOutcome } from "./runner.js";
import { checkRoundRobinSpec } from "./store.js";
import type { RoundRobinSpec } from "./types.js";

export interface CompareOptions {
  /** The report directory; the results files go to DIR/data/. */
  dir: string;
  workers: number;
  /** Continue the results files in DIR/data/ (without it they must not hold results yet). */
  resume: boolean;
  shard?: Shard;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  onCut?: (path: string) => void;
}

export interface CompareOutcome {
  roundRobin: RoundRobinOutcome;
  complete: boolean;
  /** The report's Markdown file (not written for a shard: merge the shards first). */
  reportPath?: string;
}

const shardName = (shard?: Shard) => (shard ? `-shard-${shard.k}-of-${shard.n}` : "");

/** Where a part's results go. */
export function dataFile(dir: string, game: string, part: string, shard?: Shard): string {
  return join(dir, "data", `compare-${game}-${part}${shardName(shard)}.jsonl`);
}

/** Checks the spec and that the report and data directories can be written, before anything is played. */
export function prepareCompare(spec: RoundRobinSpec, dir: string): void {
  checkRoundRobinSpec(spec);
  prepareCompareReport(dir, spec.game, ["ratings"]);
  prepareDir(join(dir, "data"), [], "--out directory");
}

export async function runCompare(spec: RoundRobinSpec, options: CompareOptions, sections: ReportSection[] = []): Promise<CompareOutcome> {
  prepareCompare(spec, options.dir);
  const out = dataFile(options.dir, spec.game, "roundrobin", options.shard);
  const roundRobin = await runRoundRobin(spec, { workers: options.workers, out, resume: options.resume, shard: options.shard, signal: options.signal, onProgress: options.onProgress, onCut: options.onCut });
  if (!roundRobin.complete || options.shard) return { roundRobin, complete: roundRobin.complete };
  const reportPath = await writeCompareReport(options.dir, { game: spec.game, roundRobin: { summary: roundRobin.summary, wallMs: roundRobin.wallMs, source: out }, sections });
  return { roundRobin, complete: true, reportPath };
}
