// A Pig decision-quality run's tables and report, DIR/compare-pig.md: how the positions were
// drawn and scored, the classic rule on them, and per budget each search's percent optimal
// and the winning chance it gave away, with intervals. Markdown, for the report and the
// terminal alike.

import { join } from "node:path";
import { prepareDir, writeReportFiles } from "../run/files.js";
import { HOLD_HIGH, HOLD_LOW } from "./positions.js";
import { HOLD_AT, type PigScore, type PigSummary } from "./summary.js";

export const PIG_REPORT_FILE = "compare-pig.md";

/** Checks that the report and data directories can be written, before anything is played. */
export function preparePigReport(dir: string): void {
  prepareDir(dir, [PIG_REPORT_FILE], "--out directory");
  prepareDir(join(dir, "data"), [], "--out directory");
}

const cells = (s: PigScore): string =>
  `${s.positions} | ${s.percent.toFixed(1)}% [${s.low.toFixed(1)}, ${s.high.toFixed(1)}] | ` +
  `${s.loss.toFixed(3)} [${s.lossLow.toFixed(3)}, ${s.lossHigh.toFixed(3)}]`;

/** The run as Markdown: the classic rule, then a table per budget. */
export function pigMarkdown(summary: PigSummary): string[] {
  const { spec } = summary;
  const unit = spec.by === "nodes" ? "nodes" : "ms";
  const head = [
    "| search | positions | optimal [95%] | chance lost, points [95%] | nodes / choice | ms / choice | depth |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  return [
    `Goal ${spec.goal}: the first player wins ${(100 * summary.startChance).toFixed(2)}% with optimal play. ` +
      `Rolling is optimal in ${summary.rollOptimal.toFixed(1)}% of the positions.`,
    "",
    ...head,
    `| hold at ${HOLD_AT} (the rule) | ${cells(summary.holdAt20)} | - | - | - |`,
    "",
    ...summary.budgets.flatMap((b) => [
      `### ${b.budget.toLocaleString("en-US")} ${unit} per choice`,
      "",
      ...head,
      ...b.searches.map(
        (s) =>
          `| ${s.algorithm} | ${cells(s)} | ${Math.round(s.nodesPerChoice).toLocaleString("en-US")} | ` +
          `${s.msPerChoice.toFixed(2)} | ${s.meanDepth.toFixed(1)} |`,
      ),
      "",
    ]),
  ];
}

/** The terminal's text: the Markdown. */
export const pigText = (summary: PigSummary): string => pigMarkdown(summary).join("\n").trimEnd();

/** Writes the report; returns its path. */
export function writePigReport(dir: string, summary: PigSummary, source: string): string {
  const { spec } = summary;
  const text = [
    "# compare: decision quality on Pig",
    "",
    `${spec.positions} positions (seed ${spec.seed}), each a decision state drawn uniformly from a game to ` +
      `${spec.goal} played by two players who hold each turn at a turn total drawn from ${HOLD_LOW} to ` +
      `${HOLD_HIGH}, with seeded dice. Each search chooses to roll or hold at each budget ` +
      `(${spec.by === "nodes" ? "nodes generated" : "milliseconds"}; a search to a horizon deepens within it); ` +
      "each choice is scored by the exact solution (value iteration, Neller & Presser 2004): optimal, and the " +
      "winning chance it gives away in percentage points. Intervals: Wilson's 95% score interval for the " +
      "share optimal, the normal 95% interval for the mean loss.",
    "",
    ...pigMarkdown(summary),
    `Results: ${source}`,
    "",
  ];
  writeReportFiles(dir, [[PIG_REPORT_FILE, text.join("\n")]]);
  return join(dir, PIG_REPORT_FILE);
}
