// The comparison's decision-quality part (./decisions/): the run's parameters from the
// round robin's searches and budgets, and its report section - per budget, each search's
// percent optimal and percent sound with Wilson's 95% interval, and the curves as figure 4
// draws them (Vega-Lite: percent against the budget, log scale, one line per search).

import type { ChartSpec } from "../run/charts.js";
import { curvesSpec } from "./chart.js";
import { entrantLimits, entrantNamed } from "./entrants.js";
import { budgetText } from "./decisions/summary.js";
import type { DecisionGame, DecisionParams, DecisionRecord, DecisionSummary, PositionSet } from "./decisions/types.js";
import type { ReportSection } from "./report.js";
import type { RoundRobinSpec } from "./types.js";

/** The decision-quality run of the round robin's searches at its budgets on `set`. */
export function decisionParams(spec: RoundRobinSpec, set: PositionSet): DecisionParams {
  return {
    game: spec.game as DecisionGame,
    set,
    // A level carries its own budget: decisions at the run's budgets are the searches' alone.
    searches: spec.algorithms.flatMap((a) => {
      const e = entrantNamed(a, spec.game);
      if (e.form === "level") return [];
      const settings = entrantLimits(e);
      return [
        Object.keys(settings).length
          ? { name: a, algorithm: e.algorithm, settings }
          : { name: a, algorithm: e.algorithm },
      ];
    }),
    budgets: spec.budgets.map((b) => (spec.by === "nodes" ? { nodes: b } : { time: b })),
  };
}

const budgetOf = (b: { nodes: number } | { time: number }) => ("nodes" in b ? b.nodes : b.time);

/** The curve of one measure (percent optimal or sound) against the budget. */
export function decisionChartSpec(
  summary: DecisionSummary,
  measure: "optimal" | "sound",
  title: string,
  searches: readonly string[],
): ChartSpec {
  const round = (x: number) => Math.round(100 * x) / 100;
  const points = summary.points.map((p) => {
    const [pct, ci] = measure === "optimal" ? [p.optimalPct, p.optimalCi] : [p.soundPct, p.soundCi];
    return { search: p.search, budget: budgetOf(p.budget), y: round(pct), low: round(ci.low), high: round(ci.high) };
  });
  const by = summary.points[0] && "time" in summary.points[0].budget ? "milliseconds" : "nodes generated";
  return curvesSpec(title, points, `budget per decision (${by}, log scale)`, `${measure} moves (%)`, searches);
}

/** The report's section. */
export function decisionSection(
  game: string,
  params: DecisionParams,
  summary: DecisionSummary,
  source: string,
  wallMs: number,
): ReportSection {
  const set = params.set;
  const where =
    "listed" in set
      ? `${set.listed.length} positions from a positions file`
      : game === "tictactoe" && set.count === undefined
        ? "every reachable tic-tac-toe position with a move to make"
        : `${summary.positions} positions drawn by random play (seed ` +
          `${set.seed}${set.empties ? `, ${set.empties[0]}-${set.empties[1]} empty` : ""})`;
  const f = (x: number) => x.toFixed(1);
  const lines = [
    "## Decision quality on labelled positions",
    "",
    `- ${where}; every legal move scored exactly (${game === "tictactoe" ? "plain minimax" : "the game's solver"}). ` +
      `A move is optimal when it keeps the exact best score, sound when it keeps the outcome (win, draw or loss).`,
    `- ${summary.allOptimal} positions have every move optimal and ${summary.allSound} every move sound; a uniformly ` +
      `random choice is optimal ${f(summary.randomOptimalPct)}% and sound ${f(summary.randomSoundPct)}% of the time.`,
    `- Each search decides each position afresh at each budget (no tree from earlier moves). Records from ${source}` +
      (wallMs
        ? `; this run's wall time ${(wallMs / 1000).toFixed(1)} s (positions resumed from the file took none of it)`
        : "") +
      ".",
    "",
    `![percent optimal](compare-${game}-optimal.svg)`,
    "",
    "| budget | search | optimal % [95% interval] | sound % [95% interval] | nodes / decision | ms / decision |",
    "|---|---|---:|---:|---:|---:|",
    ...summary.points.map(
      (p) =>
        `| ${budgetText(p.budget)} | ${p.search} | ${f(p.optimalPct)} [${f(p.optimalCi.low)}, ` +
        `${f(p.optimalCi.high)}] | ${f(p.soundPct)} [${f(p.soundCi.low)}, ${f(p.soundCi.high)}] | ` +
        `${Math.round(p.meanNodes).toLocaleString("en-US")} | ${p.meanMs.toFixed(2)} |`,
    ),
    "",
    `![percent sound](compare-${game}-sound.svg)`,
  ];
  const searches = params.searches.map((s) => s.name);
  return {
    markdown: lines,
    charts: [
      ["optimal", decisionChartSpec(summary, "optimal", `${game}: percent optimal moves by budget`, searches)],
      ["sound", decisionChartSpec(summary, "sound", `${game}: percent sound moves by budget`, searches)],
    ],
  };
}

/**
 * The terminal's text: per budget, each search's percent optimal and sound; with `records`, each position's exact score
 * and the choices.
 */
export function decisionsText(game: string, summary: DecisionSummary, records?: readonly DecisionRecord[]): string {
  const f = (x: number) => x.toFixed(1);
  const lines = [
    `${game}, decision quality on ${summary.positions} positions: optimal % [95% interval], sound % [95% interval]`,
    ...summary.points.map(
      (p) =>
        `  ${budgetText(p.budget).padEnd(14)} ${p.search.padEnd(14)} ${f(p.optimalPct).padStart(5)} ` +
        `[${f(p.optimalCi.low)}, ${f(p.optimalCi.high)}]  ${f(p.soundPct).padStart(5)} [${f(p.soundCi.low)}, ` +
        `${f(p.soundCi.high)}]`,
    ),
  ];
  for (const r of records ?? [])
    lines.push(
      `${r.text || "(start)"}  score ${r.score}${r.stated !== undefined ? ` (file: ${r.stated})` : ""}  ` +
        r.choices
          .map(
            (c) =>
              `${c.search}@${budgetText(c.budget).replace(/^\w+ /, "")}: ` +
              `${c.move}${c.optimal ? "" : c.sound ? "~" : "!"}`,
          )
          .join("  "),
    );
  if (records?.length) lines.push("(a move marked ~ is sound but not optimal, ! not sound)");
  return lines.join("\n");
}
