// Figure 4 of the 1992 report as a Vega-Lite spec: percent of correct first moves against
// nodes generated (log scale), one colour per branching factor, alpha-beta solid,
// best-first dashed (nodes generated once: fine dashes; RBFMS with its regenerations:
// coarse dashes), each point labelled by its horizon or stopping depth in the tooltip.

import type { ChartSpec } from "../run/charts.js";
import type { QualitySummary } from "./types.js";

/** The names of the three kinds of line, as the legend shows them. */
export const FIGURE4_LINES = {
  alphabeta: "alpha-beta (depth-first expansion)",
  bestfirst: "best-first, nodes generated once",
  rbfms: "best-first (RBFMS) with regenerations",
} as const;

export function figure4Spec(
  summary: QualitySummary,
  title = "Decision quality vs nodes generated (Korf 1992, figure 4)",
): ChartSpec {
  const values: { b: string; line: string; depth: number; nodes: number; correctPct: number }[] = [];
  for (const p of summary.points) {
    const b = `b = ${p.b}`;
    const at = (line: string, nodes: number) =>
      values.push({
        b,
        line,
        depth: p.depth,
        nodes: Math.max(1, Math.round(nodes)),
        correctPct: Math.round(p.correctPct * 100) / 100,
      });
    if (p.algorithm === "alphabeta") at(FIGURE4_LINES.alphabeta, p.nodes);
    if (p.algorithm === "bestfirst") {
      at(FIGURE4_LINES.bestfirst, p.nodes);
      at(FIGURE4_LINES.rbfms, p.nodesWithRegenerations);
    }
  }
  const bs = [...new Set(summary.points.map((p) => p.b))].map((b) => `b = ${b}`);
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title,
    width: 640,
    height: 420,
    data: { values },
    // Whole legend labels (they name the series), no per-point ARIA text (the SVG stays small).
    config: { legend: { labelLimit: 0 }, aria: false },
    mark: { type: "line", point: { size: 18 }, strokeWidth: 1.5 },
    encoding: {
      x: {
        field: "nodes",
        type: "quantitative",
        scale: { type: "log" },
        title: "nodes generated (mean per tree, log scale)",
      },
      y: { field: "correctPct", type: "quantitative", scale: { zero: false }, title: "correct first move (%)" },
      color: { field: "b", type: "nominal", sort: bs, title: "branching factor", scale: { scheme: "category10" } },
      strokeDash: {
        field: "line",
        type: "nominal",
        title: "line",
        legend: {
          symbolType: "stroke",
          symbolSize: 400,
          encode: { symbols: { update: { stroke: { value: "black" }, strokeWidth: { value: 1.5 } } } },
        },
        sort: Object.values(FIGURE4_LINES),
        scale: {
          domain: Object.values(FIGURE4_LINES),
          range: [
            [1, 0],
            [2, 2],
            [8, 4],
          ],
        },
      },
      detail: { field: "line" },
      order: { field: "depth", type: "quantitative" },
      tooltip: [
        { field: "b" },
        { field: "line" },
        { field: "depth", title: "horizon / stopping depth" },
        { field: "nodes", format: ",.0f" },
        { field: "correctPct", format: ".1f" },
      ],
    },
  } as ChartSpec;
}
