// The round robin's chart as a Vega-Lite spec (rendered to SVG by ../run/charts.ts): each
// search's Bradley-Terry rating (Elo scale, mean 0) against the budget per move (log
// scale), one line per search, its 95% bootstrap interval as a vertical bar at each budget.

import type { ChartSpec } from "../run/charts.js";
import type { RoundRobinSummary } from "./summary.js";

export function ratingChartSpec(summary: RoundRobinSummary, title: string): ChartSpec {
  const unit = summary.spec.by === "nodes" ? "nodes generated" : "milliseconds";
  const values = summary.budgets.flatMap((b) => b.searches.map((s) => ({
    search: s.algorithm, budget: b.budget, elo: Math.round(s.rating.elo), low: Math.round(s.rating.low), high: Math.round(s.rating.high),
  })));
  const x = { field: "budget", type: "quantitative", scale: { type: "log" }, title: `budget per move (${unit}, log scale)` };
  const color = { field: "search", type: "nominal", title: "search", sort: summary.spec.algorithms, scale: { scheme: "category10" } };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title,
    width: 560,
    height: 340,
    config: { legend: { labelLimit: 0 }, aria: false },
    data: { values },
    layer: [
      { mark: { type: "rule", strokeWidth: 1.5, opacity: 0.6 }, encoding: { x, y: { field: "low", type: "quantitative", title: "rating (Elo scale, mean 0)" }, y2: { field: "high" }, color } },
      {
        mark: { type: "line", point: { size: 30 }, strokeWidth: 2 },
        encoding: {
          x, y: { field: "elo", type: "quantitative" }, color, order: { field: "budget", type: "quantitative" },
          tooltip: [{ field: "search" }, { field: "budget" }, { field: "elo" }, { field: "low" }, { field: "high" }],
        },
      },
    ],
  } as ChartSpec;
}
