// The comparison's charts as Vega-Lite specs (rendered to SVG by ../run/charts.ts): a
// measure of each search against the budget per move (log scale), one line per search,
// its 95% interval as a vertical bar at each budget - the round robin's ratings here, the
// decision-quality curves in ./decision-section.ts.

import type { ChartSpec } from "../run/charts.js";
import type { RoundRobinSummary } from "./summary.js";

/** One point of a curve: a search's value at a budget and its interval. */
export interface CurvePoint {
  search: string;
  budget: number;
  y: number;
  low: number;
  high: number;
}

export function curvesSpec(
  title: string,
  points: readonly CurvePoint[],
  xTitle: string,
  yTitle: string,
  searches: readonly string[],
): ChartSpec {
  const x = { field: "budget", type: "quantitative", scale: { type: "log" }, title: xTitle };
  const color = { field: "search", type: "nominal", title: "search", sort: searches, scale: { scheme: "category10" } };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title,
    width: 560,
    height: 340,
    config: { legend: { labelLimit: 0 }, aria: false },
    data: { values: points.map((p) => ({ ...p })) },
    layer: [
      {
        mark: { type: "rule", strokeWidth: 1.5, opacity: 0.6 },
        encoding: {
          x,
          y: { field: "low", type: "quantitative", title: yTitle, scale: { zero: false } },
          y2: { field: "high" },
          color,
        },
      },
      {
        mark: { type: "line", point: { size: 30 }, strokeWidth: 2 },
        encoding: {
          x,
          y: { field: "y", type: "quantitative" },
          color,
          order: { field: "budget", type: "quantitative" },
          tooltip: [{ field: "search" }, { field: "budget" }, { field: "y" }, { field: "low" }, { field: "high" }],
        },
      },
    ],
  } as ChartSpec;
}

/** Each search's Bradley-Terry rating (Elo scale, mean 0) against the budget per move. */
export function ratingChartSpec(summary: RoundRobinSummary, title: string): ChartSpec {
  const unit = summary.spec.by === "nodes" ? "nodes generated" : "milliseconds";
  const points = summary.budgets.flatMap((b) =>
    b.searches.map((s) => ({
      search: s.algorithm,
      budget: b.budget,
      y: Math.round(s.rating.elo),
      low: Math.round(s.rating.low),
      high: Math.round(s.rating.high),
    })),
  );
  return curvesSpec(
    title,
    points,
    `budget per move (${unit}, log scale)`,
    "rating (Elo scale, mean 0)",
    summary.spec.algorithms,
  );
}
