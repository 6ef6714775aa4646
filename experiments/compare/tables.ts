// The round robin's tables: per budget, the searches by rating (Elo scale with its 95%
// bootstrap interval, points, cost per move) and the win/draw/loss matrix (the row's
// wins-draws-losses against the column and its score with Wilson's 95% interval), as
// Markdown for the report and as text for the terminal.

import type { BudgetSummary, RoundRobinSummary } from "./summary.js";

const pct = (x: number) => (Number.isNaN(x) ? "-" : `${Math.round(100 * x)}%`);
const signed = (x: number) => `${x >= 0 ? "+" : ""}${Math.round(x)}`;
const budgetName = (summary: RoundRobinSummary, budget: number) =>
  `${budget.toLocaleString("en-US")} ${summary.spec.by === "nodes" ? "nodes" : "ms"} per move`;

/** The searches at one budget, best first. */
function ranked(b: BudgetSummary) {
  return [...b.searches].sort((x, y) => y.rating.elo - x.rating.elo);
}

export function ratingMarkdown(_summary: RoundRobinSummary, b: BudgetSummary): string[] {
  return [
    `| search | rating | 95% interval | score | nodes / move | ms / move |`,
    `|---|---:|---:|---:|---:|---:|`,
    ...ranked(b).map(
      (s) =>
        `| ${s.algorithm} | ${signed(s.rating.elo)} | ${signed(s.rating.low)} .. ${signed(s.rating.high)} | ` +
        `${s.points}/${s.encounters} (${pct(s.points / s.encounters)}) | ` +
        `${Math.round(s.nodesPerMove).toLocaleString("en-US")} | ${s.msPerMove.toFixed(2)} |`,
    ),
  ];
}

export function matrixMarkdown(summary: RoundRobinSummary, b: BudgetSummary): string[] {
  const names = summary.spec.algorithms;
  const cell = (row: string, column: string) => {
    if (row === column) return "-";
    const c = b.cells.find((x) => x.row === row && x.column === column)!;
    return `${c.wins}-${c.draws}-${c.losses} ${pct(c.score)} [${pct(c.low)}, ${pct(c.high)}]`;
  };
  return [
    `| row vs column | ${names.join(" | ")} |`,
    `|---|${names.map(() => "---:").join("|")}|`,
    ...names.map((row) => `| ${row} | ${names.map((column) => cell(row, column)).join(" | ")} |`),
  ];
}

/** The whole round robin as Markdown sections, one per budget. */
export function roundRobinMarkdown(summary: RoundRobinSummary): string[] {
  return summary.budgets.flatMap((b) => [
    `### ${budgetName(summary, b.budget)} (${b.pairs} pairs)`,
    "",
    ...ratingMarkdown(summary, b),
    "",
    "Wins-draws-losses of the row against the column, the row's score and its 95% interval:",
    "",
    ...matrixMarkdown(summary, b),
    "",
  ]);
}

/** The terminal's text: per budget, the searches by rating. */
export function roundRobinText(summary: RoundRobinSummary): string {
  return summary.budgets
    .map((b) => {
      const lines = ranked(b).map(
        (s) =>
          (
            `  ${s.algorithm.padEnd(14)}${signed(s.rating.elo).padStart(6)}  ` +
            `[${signed(s.rating.low)}, ${signed(s.rating.high)}]`
          ).padEnd(38) +
          `${pct(s.points / s.encounters).padStart(5)} of ${s.encounters}  ` +
          `${Math.round(s.nodesPerMove).toLocaleString("en-US").padStart(9)} nodes/move  ` +
          `${s.msPerMove.toFixed(2).padStart(7)} ms/move`,
      );
      return [
        `${summary.spec.core?.name ?? summary.spec.game}, ${budgetName(summary, b.budget)}, ${b.pairs} pairs: rating ` +
          `[95% interval], score`,
        ...lines,
      ].join("\n");
    })
    .join("\n\n");
}
