// The tournament report: report/<name>.md with our table beside the paper's (same
// alpha-beta depths), who played, the wall time, and report/<name>.svg charting best-
// first's win % against alpha-beta depth, ours and the paper's (Vega-Lite, ./win-chart.ts). Same input, same bytes.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDir, fileError, prepareDir } from "../run/files.js";
import { GAME_NOTATIONS, RANDOM_TREE_DEPTH } from "../../contract/index.js";
import type { TournamentId } from "./jobs.js";
import { paperSeriesFor } from "../papers/korf-chickering-1994.js";
import { renderSvg } from "../run/charts.js";
import { winChartSpec } from "./win-chart.js";
import type { TableRow } from "./types.js";

export interface ReportInput {
  tournament: TournamentId;
  pairs: number;
  rows: TableRow[];
  /** The registry's label of what played. */
  label: string;
  /** The run's wall time; 0 for a table merged from results files (`mergedFrom` says which). */
  wallMs: number;
  mergedFrom?: readonly string[];
  /** Connect-Four: Rivest's table 2 beside ours (./rivest-table.ts), Markdown lines. */
  rivest?: string[];
}

/** The file name (without extension) of a tournament's report. */
export function reportName(t: TournamentId): string {
  const game = t.game === "random" ? `random-B${t.branching}-${t.mode}` : t.game;
  // An entrant's ":" and "+" are not for file names: `alphabeta-tt:engine` is written alphabeta-tt-engine.
  const who = t.algorithm.replace(/[:+]/g, "-");
  return `tournament-${game}${t.evaluation === "learned" ? "-learned" : ""}-${who}-${t.match}`;
}

const pct = (p: number | null | undefined) => (p === null || p === undefined ? "-" : `${Math.round(p)}%`);

export function reportMarkdown(input: ReportInput): string {
  const { tournament: t, rows } = input;
  const paper = paperSeriesFor(t.game, t.algorithm, t.branching, t.mode);
  const game =
    t.game === "random"
      ? `random games, B=${t.branching} (${t.mode} branching), depth ${RANDOM_TREE_DEPTH}`
      : t.game === "othello"
        ? `Othello, ${GAME_NOTATIONS.othello.starts} openings` +
          (t.evaluation === "learned" ? ", the learned evaluation" : "")
        : `Connect-Four, ${GAME_NOTATIONS.connect4.starts} openings of two moves`;
  const who =
    t.algorithm === "extension"
      ? "best-first extension"
      : t.algorithm === "mma"
        ? "min/max approximation"
        : t.algorithm === "mcts"
          ? "Monte-Carlo tree search (UCT, MCTS-Solver)"
          : t.algorithm === "bestfirst" || t.algorithm === "mma-vs-bestfirst"
            ? "best-first minimax"
            : t.algorithm;
  const lines = [
    `# ${who} vs alpha-beta: ${game}`,
    "",
    ...(input.rivest
      ? [
          "Rivest's table 2 (games, not pairs: each opening played with both colours), ours beside his:",
          "",
          ...input.rivest,
          "",
          'The table below counts pairs, as the 1994 paper\'s tables do; an alpha-beta "depth" there is the budget ' +
            "level k (k x 1000 move calls, or k scaled seconds).",
          "",
        ]
      : []),
    `- Players: ${input.label}`,
    `- Pairs per alpha-beta depth: ${input.pairs} (two games each, colours swapped); depths matched by ` +
      `${t.match === "nodes" ? "nodes generated" : "time"}`,
    input.mergedFrom
      ? `- Wall time: (merged from results files: ${input.mergedFrom.join(", ")})`
      : `- Wall time: ${(input.wallMs / 1000).toFixed(1)} s`,
    "- Paper: " +
      (paper
        ? `Korf & Chickering 1994, table ${paper.table} (page ${paper.page} of the text extraction)`
        : "no matching table"),
    "",
    "| AB depth | BF depth | pairs | BF wins | AB wins | ties | BF win % | nodes BF | nodes AB | kept/move BF | " +
      "kept/move AB | peak tree BF | peak tree AB | paper BF depth | paper BF win % |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    const i = paper ? paper.abDepths.indexOf(r.abDepth) : -1;
    lines.push(
      `| ${r.abDepth} | ${r.bfDepth} | ${r.pairs} | ${r.bfWins} | ${r.abWins} | ${r.ties} | ${pct(r.bfWinPct)} | ` +
        `${r.nodesBf} | ${r.nodesAb} | ${r.keptPerMoveBf} | ${r.keptPerMoveAb} | ${r.peakStoredBf} | ` +
        `${r.peakStoredAb} | ${i >= 0 ? paper!.bfDepths[i] : "-"} | ${i >= 0 ? pct(paper!.bfWinPct[i]) : "-"} |`,
    );
  }
  lines.push(
    "",
    "Win % leave ties out, as the paper's do (at alpha-beta depth 1 the two players are the same, so every pair " +
      "ties: the paper prints 50 %).",
    "Kept/move: nodes of its tree a player kept from the move before, per search; peak tree: the most nodes a tree " +
      "held. A stored node takes 8 bytes (its value, and its first child with three flags; the 1994 paper's three " +
      "words would be 12); the alpha-beta player's 12 (its static value too).",
    "",
    `![win % against alpha-beta depth](${reportName(t)}.svg)`,
    "",
  );
  return lines.join("\n");
}

/** The chart's Vega-Lite spec: this run's win % and the paper's against alpha-beta depth. */
export function reportChartSpec(input: ReportInput) {
  const t = input.tournament;
  const paper = paperSeriesFor(t.game, t.algorithm, t.branching, t.mode);
  const series = [
    {
      name: "this run",
      color: "#1f77b4",
      points: input.rows.map((r): [number, number | null] => [r.abDepth, r.bfWinPct]),
    },
  ];
  if (paper)
    series.push({
      name: `paper, table ${paper.table}`,
      color: "#d62728",
      points: paper.abDepths.map((d, i): [number, number | null] => [d, paper.bfWinPct[i]]),
    });
  return winChartSpec(`best-first win % against alpha-beta depth (${reportName(t)})`, series);
}

/** The chart as SVG. */
export function reportChart(input: ReportInput): Promise<string> {
  return renderSvg(reportChartSpec(input));
}

/** The files writeReport writes in its directory. */
export function reportFiles(t: TournamentId): string[] {
  return [`${reportName(t)}.md`, `${reportName(t)}.svg`];
}

/** Checks, before a run, that the report can be written: creates `dir` (level by level) and tries it. */
export function prepareReport(dir: string, t: TournamentId, what = "--report directory"): void {
  prepareDir(dir, reportFiles(t), what);
}

/** Writes <dir>/<name>.md and <dir>/<name>.svg; returns the Markdown file's path. A failure names the file and why. */
export async function writeReport(dir: string, input: ReportInput): Promise<string> {
  ensureDir(dir, "the report directory");
  const base = join(dir, reportName(input.tournament));
  for (const [path, text] of [
    [`${base}.md`, reportMarkdown(input)],
    [`${base}.svg`, await reportChart(input)],
  ]) {
    try {
      writeFileSync(path, text);
    } catch (error) {
      throw fileError(`cannot write the report ${path}`, error);
    }
  }
  return `${base}.md`;
}
