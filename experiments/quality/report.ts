// The decision-quality report: DIR/quality.md (figure 4's numbers per branching factor,
// the regeneration overhead both ways beside the report's figures, the root ties),
// DIR/quality-figure4.svg (rendered in Node by ../run/charts.ts) and
// DIR/quality-figure4.vl.json, the Vega-Lite spec the SVG was drawn from (a browser
// renders the same spec with vega-embed).

import { join } from "node:path";
import { ensureDir, prepareDir, writeReportFiles } from "../run/files.js";
import { renderSvg } from "../run/charts.js";
import { figure4Spec } from "./chart.js";
import { figureTable, inheritanceLine, regenerationTable } from "./tables.js";
import type { QualitySummary } from "./types.js";

export const QUALITY_FILES = ["quality.md", "quality-figure4.svg", "quality-figure4.vl.json"];

/** Checks, before a run, that the report can be written: creates `dir` (level by level) and tries it. */
export function prepareQualityReport(dir: string): void {
  prepareDir(dir, QUALITY_FILES, "--report directory");
}

export interface QualityReportMeta {
  wallMs: number;
  /** Where the trees came from (the results file, or "this run"). */
  source: string;
}

export function qualityMarkdown(summary: QualitySummary, meta: QualityReportMeta): string {
  const bs = [...new Set(summary.points.map((p) => p.b))];
  const ties = summary.rootTies.map((t) => `b = ${t.b}: ${t.tied} of ${t.trees}`).join(", ");
  return [
    "# Decision quality: alpha-beta vs best-first minimax (Korf 1992, section 4, figure 4)",
    "",
    `- Trees: uniform random trees, seeds 1..N per branching factor ` +
      `(${summary.rootTies.map((t) => `b = ${t.b}: ${t.trees} trees of depth ${t.d}`).join("; ")}); from ` +
      `${meta.source}`,
    meta.wallMs ? `- Wall time: ${(meta.wallMs / 1000).toFixed(1)} s` : "- Wall time: (merged from results files)",
    "- Correct: the move minimax of the whole tree makes, the first root move (in move order) of the root's exact " +
      "value; when several root moves share that value, the others count as wrong.",
    `- Trees with two or more best root moves: ${ties}`,
    "- Alpha-beta: horizons 1..d-1; nodes counted with the report's depth-first expansion everywhere, and with the " +
      "spec's one-at-a-time generation one ply above the horizon (same moves).",
    "- Best-first: RBFMS with value inheritance (1992) to stopping depths 1..d; nodes generated once (fine dashes) " +
      "and with its regenerations (coarse dashes).",
    "",
    "![figure 4](quality-figure4.svg)",
    "",
    ...bs.flatMap((b) => [`## b = ${b}`, "", ...figureTable(summary, b), ""]),
    "## Regeneration overhead of RBFMS (regenerated / generated once)",
    "",
    ...regenerationTable(summary),
    "",
    `The inheritance rule min(Value, Static) (MIN: max) gave a child a value other than its static one: ` +
      `${inheritanceLine(summary)}.`,
    "",
  ].join("\n");
}

/** Writes the three files; returns the Markdown file's path. A failure names the file and why. */
export async function writeQualityReport(
  dir: string,
  summary: QualitySummary,
  meta: QualityReportMeta,
): Promise<string> {
  ensureDir(dir, "the report directory");
  const spec = figure4Spec(summary);
  const files: [string, string][] = [
    ["quality.md", qualityMarkdown(summary, meta)],
    ["quality-figure4.svg", await renderSvg(spec)],
    ["quality-figure4.vl.json", JSON.stringify(spec, null, 2) + "\n"],
  ];
  writeReportFiles(dir, files);
  return join(dir, "quality.md");
}
