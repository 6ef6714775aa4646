// The seated round robin's tables, per budget: each matchup's scores with their 95% Wilson
// intervals, then the searches by rating with their score in each seat and their cost per
// move. Markdown, for the report and the terminal alike.

import { seatings } from "./seatings.js";
import type { SeatsBudgetSummary, SeatsSummary } from "./summary.js";

const pct = (x: number) => (Number.isNaN(x) ? "-" : `${(100 * x).toFixed(1)}%`);
const signed = (x: number) => `${x >= 0 ? "+" : ""}${Math.round(x)}`;

function matchupRows(b: SeatsBudgetSummary): string[] {
  const rows: string[] = [];
  for (let i = 0; i < b.cells.length; i += 2) {
    const [x, y] = [b.cells[i], b.cells[i + 1]];
    rows.push(
      `| ${x.row} vs ${y.row} | ${x.games} | ${pct(x.score)} [${pct(x.low)}, ${pct(x.high)}] | ` +
        `${pct(y.score)} [${pct(y.low)}, ${pct(y.high)}] |`,
    );
  }
  return rows;
}

function searchRows(b: SeatsBudgetSummary): string[] {
  return [...b.searches]
    .sort((x, y) => y.rating.elo - x.rating.elo)
    .map(
      (s) =>
        `| ${s.algorithm} | ${signed(s.rating.elo)} (${signed(s.rating.low)} .. ${signed(s.rating.high)}) | ` +
        `${s.bySeat.map(pct).join(" | ")} | ${Math.round(s.nodesPerMove).toLocaleString("en-US")} | ` +
        `${s.msPerMove.toFixed(1)} |`,
    );
}

/** The run as Markdown: a section per budget. */
export function seatsMarkdown(summary: SeatsSummary): string[] {
  const { spec } = summary;
  const seats = Array.from({ length: spec.players }, (_, p) => `seat ${p}`);
  const unit = spec.by === "nodes" ? "nodes" : "ms";
  return summary.budgets.flatMap((b) => [
    `### ${b.budget.toLocaleString("en-US")} ${unit} per move (${b.games} games, ` +
      `${seatings(spec.players).length} seatings an opening)`,
    "",
    "| matchup (A vs B) | games | A's score [95%] | B's score [95%] |",
    "|---|---:|---:|---:|",
    ...matchupRows(b),
    "",
    `| search | rating (95%) | ${seats.join(" | ")} | nodes / move | ms / move |`,
    `|---|---:|${seats.map(() => "---:").join("|")}|---:|---:|`,
    ...searchRows(b),
    "",
  ]);
}

/** The terminal's text: the Markdown. */
export const seatsText = (summary: SeatsSummary): string => seatsMarkdown(summary).join("\n").trimEnd();
