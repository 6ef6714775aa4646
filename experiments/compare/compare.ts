// One comparison of searches on one game, what `bestfirst compare` and `reproduce` run:
// the round robin at equal budgets (./runner.ts), decision quality on labelled positions
// where the game has a solver (./decisions/, the same searches and budgets; a game core's
// report says in one line that it is not measured), then the report (./report.ts). Results go to DIR/data/ as JSON
// lines, one file per part and
// shard, and resume from there.

import { join } from "node:path";
import { prepareDir } from "../run/files.js";
import type { Shard } from "../run/shards.js";
import type { Progress } from "../run/progress.js";
import { prepareCompareReport, writeCompareReport, type CompareReport } from "./report.js";
import { decisionParams, decisionSection } from "./decision-section.js";
import { checkDecisionParams } from "./decisions/params.js";
import { runDecisions, type DecisionOutcome } from "./decisions/runner.js";
import type { PositionSet } from "./decisions/types.js";
import { runRoundRobin, type RoundRobinOutcome } from "./runner.js";
import { checkRoundRobinSpec } from "./store.js";
import { compareName, coreDecisionSection } from "./core-game.js";
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
  /** Added to the results files' names (reproduce's "quick" and "full" plans keep apart). */
  tag?: string;
}

export interface CompareOutcome {
  roundRobin?: RoundRobinOutcome;
  decisions?: DecisionOutcome;
  complete: boolean;
  /** The report's Markdown file (not written for a shard: merge the shards first). */
  reportPath?: string;
}

const shardName = (shard?: Shard) => (shard ? `-shard-${shard.k}-of-${shard.n}` : "");

/** Where a part's results go. */
export function dataFile(dir: string, game: string, part: string, shard?: Shard, tag?: string): string {
  return join(dir, "data", `compare-${game}-${part}${tag ? `-${tag}` : ""}${shardName(shard)}.jsonl`);
}

/**
 * What a comparison runs: the round robin (pairs > 0), and decision quality on a position set (where the game has a
 * solver).
 */
export interface ComparePlan {
  spec: RoundRobinSpec;
  roundRobin: boolean;
  decisions?: PositionSet;
}

/** The report's chart names of a plan. */
const chartsOf = (plan: ComparePlan) => [
  ...(plan.roundRobin ? ["ratings"] : []),
  ...(plan.decisions ? ["optimal", "sound"] : []),
];

/** Checks the plan and that the report and data directories can be written, before anything is played. */
export function prepareCompare(plan: ComparePlan, dir: string): void {
  if (plan.roundRobin) checkRoundRobinSpec(plan.spec);
  if (plan.decisions) checkDecisionParams(decisionParams(plan.spec, plan.decisions));
  prepareCompareReport(dir, compareName(plan.spec), chartsOf(plan));
  prepareDir(join(dir, "data"), [], "--out directory");
}

export async function runCompare(plan: ComparePlan, options: CompareOptions): Promise<CompareOutcome> {
  prepareCompare(plan, options.dir);
  const { spec } = plan;
  const name = compareName(spec);
  const run = (out: string) => ({
    workers: options.workers,
    out,
    resume: options.resume,
    shard: options.shard,
    signal: options.signal,
    onProgress: options.onProgress,
    onCut: options.onCut,
  });
  const report: CompareReport = { game: name, sections: [] };
  const outcome: CompareOutcome = { complete: false };
  if (plan.roundRobin) {
    const out = dataFile(options.dir, name, "roundrobin", options.shard, options.tag);
    outcome.roundRobin = await runRoundRobin(spec, run(out));
    if (!outcome.roundRobin.complete) return outcome;
    report.roundRobin = { summary: outcome.roundRobin.summary, wallMs: outcome.roundRobin.wallMs, source: out };
  }
  if (plan.decisions) {
    const out = dataFile(options.dir, name, "decisions", options.shard, options.tag);
    const params = decisionParams(spec, plan.decisions);
    outcome.decisions = await runDecisions(params, run(out));
    if (!outcome.decisions.complete) return outcome;
    report.sections.push(decisionSection(spec.game, params, outcome.decisions.summary, out, outcome.decisions.wallMs));
  }
  if (spec.core) report.sections.push(coreDecisionSection(spec.core));
  outcome.complete = true;
  if (!options.shard) outcome.reportPath = await writeCompareReport(options.dir, report);
  return outcome;
}
