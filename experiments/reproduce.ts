// The main job: the 1994 paper's tables 1-4 reproduced, each tournament beside the
// paper's numbers, then which search for Connect-Four and Othello (./compare/plans.ts: a
// round robin of the main searches at equal budgets and their decision quality), then the 1992 report's
// figure 4 (decision quality, ./quality/runner.ts; 500 trees per branching factor in the quick plan, the
// report's 10,000 in the full one). A quick plan (minutes on two cores: tables 2 and 4 for B = 2..5 at
// alpha-beta depths 1-6 and B = 10, 20 at 1-5, 1-4, all 100 pairs; tables 1 and 3 at depths 1-4 from all 244
// openings) and the full plan (the paper's sizes). Every tournament writes its pairs to report/data/ as it
// goes and resumes from there, so an interrupted run loses nothing.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BestfirstError, GAME_NOTATIONS } from "../contract/index.js";
import { checkWritable, fileError, prepareDir, statOrNone } from "./run/files.js";
import { paperSeriesFor } from "./papers/korf-chickering-1994.js";
import { players } from "./tournament/players.js";
import { reportFiles, reportName, writeReport } from "./tournament/report.js";
import { readResultsFile, resultsHeader } from "./tournament/store.js";
import { runTournament } from "./tournament/runner.js";
import type { Progress } from "./run/progress.js";
import { FIGURE4_BRANCHING, reportDepth } from "./quality/depths.js";
import { runQuality } from "./quality/runner.js";
import { QUALITY_FILES, writeQualityReport } from "./quality/report.js";
import { readQualityFile, type QualityParams } from "./quality/store.js";
import { qualityText } from "./quality/tables.js";
import { rivestMarkdown, rivestRows } from "./tournament/rivest-table.js";
import { SECOND_MS } from "./tournament/connect-four-pair.js";
import { comparePlans, type CompareSample } from "./compare/plans.js";
import { dataFile, prepareCompare, runCompare } from "./compare/compare.js";
import { decisionParams, decisionsText } from "./compare/decision-section.js";
import { readRoundRobinFile } from "./compare/store.js";
import { readDecisionFile } from "./compare/decisions/store.js";
import { roundRobinText } from "./compare/tables.js";
import type { TableRow, TournamentSpec } from "./tournament/types.js";

export interface PlannedTournament {
  /** The 1994 paper's table, or "rivest": Rivest's table 2 (Connect-Four, budgets per move). */
  table: 1 | 2 | 3 | 4 | "rivest";
  spec: TournamentSpec;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A plan's every row made small: at most `pairs` pairs (and depth-matching pairs) and the
 * first `depths` alpha-beta depths of each tournament, `trees` trees per branching factor
 * in figure 4. The rows, games, algorithms and matching modes stay the plan's (a test runs
 * the full plan so; test/reproduce-plan.test.ts).
 */
export interface PlanSample {
  pairs: number;
  depths: number;
  trees: number;
}

/** The tournaments of a plan: quick (the default) or full (the paper's sizes), perhaps sampled. */
export function plan(full: boolean, sample?: PlanSample): PlannedTournament[] {
  const planned = planAtSize(full);
  if (!sample) return planned;
  return planned.map(({ table, spec }) => {
    const pairs = Math.min(spec.pairs, sample.pairs);
    return {
      table,
      spec: {
        ...spec,
        pairs,
        abDepths: spec.abDepths.slice(0, sample.depths),
        ...(spec.bfDepths ? { bfDepths: spec.bfDepths.slice(0, sample.depths) } : {}),
        ...(spec.matchPairs !== undefined ? { matchPairs: Math.min(spec.matchPairs, pairs) } : {}),
      },
    };
  });
}

function planAtSize(full: boolean): PlannedTournament[] {
  const planned: PlannedTournament[] = [];
  for (const [table, algorithm] of [
    [2, "bestfirst"],
    [4, "extension"],
  ] as const) {
    const sizes: [number, number][] = full
      ? [
          [2, 10],
          [3, 10],
          [4, 10],
          [5, 10],
          [10, 7],
          [20, 5],
        ]
      : [
          [2, 6],
          [3, 6],
          [4, 6],
          [5, 6],
          [10, 5],
          [20, 4],
        ];
    for (const [branching, deepest] of sizes)
      planned.push({
        table,
        spec: {
          game: "random",
          branching,
          mode: "random",
          abDepths: range(1, deepest),
          pairs: GAME_NOTATIONS.random.starts!,
          algorithm,
          match: "nodes",
        },
      });
  }
  for (const [table, algorithm, deepest] of [
    [1, "bestfirst", 6],
    [3, "extension", 7],
  ] as const)
    planned.push({
      table,
      spec: {
        game: "othello",
        branching: 0,
        mode: "random",
        abDepths: range(1, full ? deepest : 4),
        pairs: GAME_NOTATIONS.othello.starts!,
        algorithm,
        match: "nodes",
      },
    });
  // Rivest's table 2: budget levels 1-5 (k x 1000 move calls; k scaled seconds), mma with
  // alpha-beta's budget, and best-first minimax with its depth bound matched by calls.
  const levels = range(1, 5),
    openings = full ? GAME_NOTATIONS.connect4.starts! : 7;
  const connectFour = { game: "connect4", branching: 0, mode: "random", abDepths: levels, pairs: openings } as const;
  planned.push({ table: "rivest", spec: { ...connectFour, algorithm: "mma", match: "nodes", bfDepths: levels } });
  if (full)
    planned.push({ table: "rivest", spec: { ...connectFour, algorithm: "mma", match: "time", bfDepths: levels } });
  planned.push({
    table: "rivest",
    spec: {
      ...connectFour,
      algorithm: "bestfirst",
      match: "nodes",
      matchPairs: 7,
      maxBfDepth: GAME_NOTATIONS.connect4.longest!.plies,
    },
  });
  return planned;
}

/** The comparisons of a sampled plan: its pairs, and as many positions as figure 4 has trees. */
const compareSample = (sample?: PlanSample): CompareSample | undefined =>
  sample && { pairs: sample.pairs, positions: sample.trees };

/** Figure 4 of the 1992 report: the quick plan's trees per branching factor, or the report's 10,000 (or a sample's). */
export function qualityPlan(full: boolean, sample?: PlanSample): QualityParams {
  return {
    branching: [...FIGURE4_BRANCHING],
    depths: FIGURE4_BRANCHING.map((b) => reportDepth(b)),
    trees: sample?.trees ?? (full ? 10_000 : 500),
  };
}

/**
 * The summary's first line (README.md of the report directory); its start, shared with earlier
 * versions' reports, is how a report is known again.
 */
const SUMMARY_MARK = "# Korf & Chickering (1994), tables 1-4";
const SUMMARY_TITLE = `${SUMMARY_MARK}, Korf (1992), figure 4, and Rivest (1987), table 2, reproduced`;
const qualityData = (dir: string, full: boolean, sample?: PlanSample) =>
  join(dir, "data", `quality-${qualityPlan(full, sample).trees}.jsonl`);

export interface ReproduceOptions {
  full: boolean;
  /** Every row of the plan, small (tests). */
  sample?: PlanSample;
  dir: string;
  workers: number;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Called with each finished tournament's lines for the terminal. */
  onTable?: (text: string) => void;
  /** Told that resuming a tournament's file cut its last line (an interrupted write): that pair is played again. */
  onCut?: (path: string) => void;
}

export interface ReproduceOutcome {
  complete: boolean;
  /** Tournaments skipped because their game has no players yet. */
  skipped: string[];
  summaryPath: string;
}

/**
 * Checks every file the plan will write or resume before anything is played: the
 * directories are created (level by level) and tried, the report files must be files,
 * and a results file left by an earlier run must be of the same tournament.
 */
export function preflight(options: Pick<ReproduceOptions, "full" | "dir" | "sample">): void {
  const dataDir = join(options.dir, "data");
  const runnable = plan(options.full, options.sample).filter(({ spec }) => players[spec.game]);
  // The summary is README.md: one there that an earlier run did not write (a project's
  // own, with --dir .) is never overwritten.
  const summary = join(options.dir, "README.md");
  if (statOrNone(summary, "--dir directory")?.isFile() && !readFileSync(summary, "utf8").startsWith(SUMMARY_MARK))
    throw new BestfirstError(
      `--dir ${options.dir}: ${summary} is there and is not a report of bestfirst reproduce, ` +
        "which would overwrite it; give a new or empty directory, or one an earlier reproduce wrote",
    );
  prepareDir(
    options.dir,
    ["README.md", ...QUALITY_FILES, ...runnable.flatMap(({ spec }) => reportFiles(spec))],
    "--dir directory",
  );
  prepareDir(dataDir, [], "--dir directory");
  const quality = qualityData(options.dir, options.full, options.sample);
  if (statOrNone(quality, "the results file")) {
    checkWritable(quality, "the results file");
    readQualityFile(quality, { params: qualityPlan(options.full, options.sample), shard: null });
  }
  for (const plan of comparePlans(options.full, compareSample(options.sample))) {
    prepareCompare(plan, options.dir);
    const tag = options.full ? "full" : "quick";
    const files: [string, () => void][] = [
      [
        dataFile(options.dir, plan.spec.game, "roundrobin", undefined, tag),
        () =>
          readRoundRobinFile(dataFile(options.dir, plan.spec.game, "roundrobin", undefined, tag), {
            params: plan.spec,
            shard: null,
          }),
      ],
      [
        dataFile(options.dir, plan.spec.game, "decisions", undefined, tag),
        () =>
          readDecisionFile(dataFile(options.dir, plan.spec.game, "decisions", undefined, tag), {
            params: decisionParams(plan.spec, plan.decisions!),
            shard: null,
          }),
      ],
    ];
    for (const [path, check] of files)
      if (statOrNone(path, "the results file")) {
        checkWritable(path, "the results file");
        check(); // throws, naming the file and what differs
      }
  }
  for (const { spec } of runnable) {
    const out = join(dataDir, `${reportName(spec)}.jsonl`);
    if (!statOrNone(out, "the results file")) continue;
    checkWritable(out, "the results file");
    readResultsFile(out, resultsHeader(spec)); // throws, naming the file and what differs
  }
}

export async function reproduce(options: ReproduceOptions): Promise<ReproduceOutcome> {
  const dataDir = join(options.dir, "data");
  preflight(options);
  const summary: string[] = [
    `${SUMMARY_TITLE} (${options.full ? "full" : "quick"} plan)`,
    "",
    "Each line: our matched best-first depth and win % (ties left out) " +
      "beside the paper's. Depths are matched by nodes generated. The details, " +
      "node counts and charts are in the linked reports; the pairs are in data/.",
    "Rivest's table 2 (Connect-Four) counts games, as he did: our wins, losses and ties per budget beside his.",
    "",
  ];
  const skipped: string[] = [];
  for (const { table, spec } of plan(options.full, options.sample)) {
    const name = reportName(spec);
    if (!players[spec.game]) {
      skipped.push(`table ${table} (${name}): no ${spec.game} players yet`);
      continue;
    }
    const out = join(dataDir, `${name}.jsonl`);
    const outcome = await runTournament(spec, {
      workers: options.workers,
      out,
      resume: true,
      signal: options.signal,
      onProgress: options.onProgress,
      onCut: options.onCut,
    });
    if (!outcome.complete) return { complete: false, skipped, summaryPath: "" };
    const rivest =
      table === "rivest"
        ? rivestMarkdown(
            rivestRows(outcome.results, spec.match),
            spec.algorithm === "mma" ? "mma" : "BF",
            outcome.wallMs,
          )
        : undefined;
    await writeReport(options.dir, {
      tournament: spec,
      pairs: spec.pairs,
      rows: outcome.rows,
      label: outcome.label,
      wallMs: outcome.wallMs,
      rivest,
    });
    const lines = rivest
      ? [rivestTitle(spec), "", ...rivest]
      : beside(table as number, spec, outcome.rows, outcome.wallMs);
    options.onTable?.(lines.join("\n"));
    summary.push(...lines.map((l, i) => (i === 0 ? `## ${l} ([report](${name}.md))` : l)), "");
  }
  for (const plan of comparePlans(options.full, compareSample(options.sample))) {
    const compared = await runCompare(plan, {
      dir: options.dir,
      workers: options.workers,
      resume: true,
      signal: options.signal,
      onProgress: options.onProgress,
      onCut: options.onCut,
      tag: options.full ? "full" : "quick",
    });
    if (!compared.complete) return { complete: false, skipped, summaryPath: "" };
    const name = `compare-${plan.spec.game}`;
    const wall = (compared.roundRobin?.wallMs ?? 0) + (compared.decisions?.wallMs ?? 0);
    const title =
      `Which search for ${plan.spec.game}? Round robin at ${plan.spec.budgets.join(" and ")} nodes per ` +
      `move (${plan.spec.pairs} openings), decision quality on ${compared.decisions?.summary.positions ?? 0} ` +
      `positions (${(wall / 1000).toFixed(1)} s)`;
    const text = [
      compared.roundRobin && roundRobinText(compared.roundRobin.summary),
      compared.decisions && decisionsText(plan.spec.game, compared.decisions.summary),
    ]
      .filter(Boolean)
      .join("\n\n");
    options.onTable?.(`${title}\n\n${text}`);
    summary.push(
      `## ${title} ([report](${name}.md))`,
      "",
      `![ratings](${name}-ratings.svg)`,
      "",
      "```",
      text,
      "```",
      "",
    );
  }
  const params = qualityPlan(options.full, options.sample);
  const qualityOut = qualityData(options.dir, options.full, options.sample);
  const quality = await runQuality(params, {
    workers: options.workers,
    out: qualityOut,
    resume: true,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  if (!quality.complete) return { complete: false, skipped, summaryPath: "" };
  await writeQualityReport(options.dir, quality.summary, { wallMs: quality.wallMs, source: qualityOut });
  const title =
    `Korf (1992), figure 4: decision quality, ${params.trees} trees per branching factor ` +
    `(${(quality.wallMs / 1000).toFixed(1)} s)`;
  options.onTable?.(`${title}\n\n${qualityText(quality.summary)}`);
  summary.push(`## ${title} ([report](quality.md))`, "", "![figure 4](quality-figure4.svg)", "");
  if (skipped.length) summary.push("Not run:", ...skipped.map((s) => `- ${s}`), "");
  const summaryPath = join(options.dir, "README.md");
  try {
    writeFileSync(summaryPath, summary.join("\n"));
  } catch (error) {
    throw fileError(`cannot write the summary ${summaryPath} (the tournaments' reports and data are written)`, error);
  }
  return { complete: true, skipped, summaryPath };
}

/** The title of a Rivest table: who, which budgets. */
function rivestTitle(spec: TournamentSpec): string {
  const who =
    spec.algorithm === "mma" ? "min/max approximation" : "best-first minimax (depth bound matched by move calls)";
  const budget = spec.match === "time" ? `seconds scaled to ${SECOND_MS} ms` : "calls to the move routine";
  return (
    `Rivest's table 2: ${who} vs alpha-beta (iterative deepening), Connect-Four, ` +
    `${spec.pairs} openings x 2 colours, budgets in ${budget}`
  );
}

/** Our table beside the paper's: a title line, then a Markdown table. */
export function beside(table: number, spec: TournamentSpec, rows: TableRow[], wallMs: number): string[] {
  const paper = paperSeriesFor(spec.game, spec.algorithm, spec.branching, spec.mode);
  const game = spec.game === "random" ? `random games, B = ${spec.branching}` : "Othello";
  const who = spec.algorithm === "extension" ? "best-first extension" : "best-first minimax";
  const pct = (p: number | null | undefined) => (p === null || p === undefined ? "-" : `${Math.round(p)}%`);
  const lines = [
    `Table ${table}: ${who} vs alpha-beta, ${game}, ${spec.pairs} pairs (${(wallMs / 1000).toFixed(1)} s)`,
    "",
    "| AB depth | BF depth (ours) | BF depth (paper) | BF wins % (ours) | BF wins % (paper) | ties |",
    "|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    const i = paper ? paper.abDepths.indexOf(r.abDepth) : -1;
    lines.push(
      `| ${r.abDepth} | ${r.bfDepth} | ${i >= 0 ? paper!.bfDepths[i] : "-"} | ${pct(r.bfWinPct)} | ` +
        `${i >= 0 ? pct(paper!.bfWinPct[i]) : "-"} | ${r.ties} |`,
    );
  }
  return lines;
}
