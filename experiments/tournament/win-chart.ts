// The tournament report's chart as a Vega-Lite spec (rendered to SVG by ../run/charts.ts):
// best-first's win % (0..100) against alpha-beta depth, one line per series (this run,
// the paper's table); depths where every pair tied (no win %) are left out.

import type { ChartSpec } from "../run/charts.js";

export interface ChartSeries {
  name: string;
  color: string;
  /** [alpha-beta depth, win %]; null percentages are left out. */
  points: [number, number | null][];
}

export function winChartSpec(title: string, series: readonly ChartSeries[]): ChartSpec {
  const values = series.flatMap((s) =>
    s.points
      .filter((p) => p[1] !== null)
      .map(([depth, pct]) => ({ series: s.name, depth, pct: Math.round(pct! * 100) / 100 })),
  );
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title,
    width: 320,
    height: 220,
    config: { legend: { labelLimit: 0 }, aria: false },
    data: { values },
    mark: { type: "line", point: true, strokeWidth: 2 },
    encoding: {
      x: { field: "depth", type: "quantitative", title: "alpha-beta depth", axis: { tickMinStep: 1, format: "d" } },
      y: { field: "pct", type: "quantitative", scale: { domain: [0, 100] }, title: "best-first wins (%)" },
      color: {
        field: "series",
        type: "nominal",
        title: null,
        sort: series.map((s) => s.name),
        scale: { domain: series.map((s) => s.name), range: series.map((s) => s.color) },
      },
      order: { field: "depth", type: "quantitative" },
    },
  } as ChartSpec;
}
