// The comparison's report: DIR/compare-<game>.md (the round robin's ratings and matrix per
// budget, and the sections other parts add, like decision quality), each chart as SVG
// (rendered in Node by ../run/charts.ts) beside the Vega-Lite spec it was drawn from.

import { join } from "node:path";
import { ensureDir, prepareDir, writeReportFiles } from "../run/files.js";
import { renderSvg, type ChartSpec } from "../run/charts.js";
import { ratingChartSpec } from "./chart.js";
import { EXTENSION_HORIZON, keepsTree } from "./entrants.js";
import { PRIOR_GAMES, BOOTSTRAP_SAMPLES } from "./rating.js";
import { roundRobinMarkdown } from "./tables.js";
import type { RoundRobinSummary } from "./summary.js";
import type { RoundRobinSpec } from "./types.js";

/** A section of the report: its Markdown and its charts (file stem after compare-<game>-, spec). */
export interface ReportSection {
  markdown: string[];
  charts: [string, ChartSpec][];
}

export interface CompareReport {
  /** The game's name (a game core's: the name its files take). */
  game: string;
  roundRobin?: { summary: RoundRobinSummary; wallMs: number; source: string };
  /** Further sections (decision quality), in order. */
  sections: ReportSection[];
}

const stem = (game: string) => `compare-${game}`;

/** The files a report of `game` with these chart names writes. */
export function reportFiles(game: string, chartNames: readonly string[]): string[] {
  return [
    `${stem(game)}.md`,
    ...chartNames.flatMap((name) => [`${stem(game)}-${name}.svg`, `${stem(game)}-${name}.vl.json`]),
  ];
}

/** Checks, before a run, that the report can be written: creates `dir` (level by level) and tries it. */
export function prepareCompareReport(dir: string, game: string, chartNames: readonly string[]): void {
  prepareDir(dir, reportFiles(game, chartNames), "--out directory");
}

/** How the round robin was played, in words. */
export function roundRobinMethod(spec: RoundRobinSpec): string[] {
  const start =
    spec.game === "random"
      ? `random trees (B = ${spec.branching}, ${spec.mode}, depth ${spec.depth}), seeds 1..${spec.pairs}`
      : spec.core
        ? `${spec.pairs} openings of the game core ${spec.core.title} (sha256 ${spec.core.sha256.slice(0, 16)}...), ` +
          `each ${spec.core.openingPlies} random legal moves from its start drawn from seed k + 1 (docs/your-game.md)`
        : `${spec.pairs} openings`;
  const kept = spec.algorithms.filter(keepsTree);
  return [
    "- Every search against every other at each budget per move (" +
      (spec.by === "nodes"
        ? "nodes generated; a search stops at its budget check, so a move may take a little more"
        : "milliseconds: not reproducible, it depends on the machine and its load") +
      `), from ${start}, each search moving first once per opening.`,
    "- " +
      (kept.length
        ? `${kept.join(", ")} play${kept.length === 1 ? "s" : ""} as ` +
          `${kept.length === 1 ? "its player" : "their players"}, which play by budgets per move` +
          `${kept.includes("mma") ? " (mma's keeps its tree between moves)" : ""}; the others search each move afresh.`
        : "Every search searches each move afresh.") +
      (spec.algorithms.includes("id") ? " id is alpha-beta with iterative deepening (the budgeted alpha-beta)." : "") +
      (spec.algorithms.includes("extension") ? ` extension's alpha-beta phase has horizon ${EXTENSION_HORIZON}.` : ""),
    spec.game === "random"
      ? "- An encounter is a pair, judged as the 1994 paper did: the search that reached the larger value as MAX " +
        "wins it."
      : "- An encounter is a game: win 1, draw 1/2, loss 0.",
    `- Rating: Bradley-Terry fitted by MM iterations (Hunter 2004), a draw half a win, on the Elo scale with mean 0, ` +
      `every pair of searches credited ${PRIOR_GAMES} virtual drawn game (a finite rating for a search that won or ` +
      `lost everything); its 95% interval is the 2.5 and 97.5 percentiles of ${BOOTSTRAP_SAMPLES} bootstrap ` +
      `resamples of each matchup's pairs (a fixed seed). A score's interval is Wilson's.`,
  ];
}

export function compareMarkdown(report: CompareReport): string[] {
  const lines = [`# Which search for ${report.game}?`, ""];
  const rr = report.roundRobin;
  if (rr) {
    lines.push(
      "## Round robin at equal budgets",
      "",
      ...roundRobinMethod(rr.summary.spec),
      `- Pairs from ${rr.source}` +
        (rr.wallMs
          ? `; this run's wall time ${(rr.wallMs / 1000).toFixed(1)} s (pairs resumed from the file took none of it)`
          : "") +
        ".",
      "",
      `![ratings](${stem(report.game)}-ratings.svg)`,
      "",
      ...roundRobinMarkdown(rr.summary),
    );
  }
  for (const section of report.sections) lines.push(...section.markdown, "");
  return lines;
}

/** Writes the Markdown and every chart; returns the Markdown file's path. A failure names the file and why. */
export async function writeCompareReport(dir: string, report: CompareReport): Promise<string> {
  ensureDir(dir, "the report directory");
  const charts: [string, ChartSpec][] = [
    ...(report.roundRobin
      ? [
          ["ratings", ratingChartSpec(report.roundRobin.summary, `${report.game}: round robin ratings by budget`)] as [
            string,
            ChartSpec,
          ],
        ]
      : []),
    ...report.sections.flatMap((s) => s.charts),
  ];
  const files: [string, string][] = [[`${stem(report.game)}.md`, compareMarkdown(report).join("\n")]];
  for (const [name, spec] of charts)
    files.push(
      [`${stem(report.game)}-${name}.svg`, await renderSvg(spec)],
      [`${stem(report.game)}-${name}.vl.json`, JSON.stringify(spec, null, 2) + "\n"],
    );
  writeReportFiles(dir, files);
  return join(dir, `${stem(report.game)}.md`);
}
