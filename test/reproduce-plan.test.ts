// Every row of `reproduce --full`'s plan, small: each table, game, algorithm and matching
// mode the full plan runs (experiments/reproduce.ts's own plan, sampled: one pair, the
// first two alpha-beta depths, two trees per branching factor), through the same
// reproduce() the command line calls, to its summary. A row that only the full plan
// reaches (Rivest's time-matched mma, deeper Othello tables) then cannot fail unseen.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { plan, reproduce, type PlanSample } from "../experiments/reproduce.js";
import { reportName } from "../experiments/tournament/report.js";
import { comparePlans } from "../experiments/compare/plans.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-full-plan-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample: PlanSample = { pairs: 1, depths: 2, trees: 2 };

test("the full plan's every row runs to the end, small, and its report names each", async () => {
  const full = plan(true, sample);
  // The sample keeps every row and what distinguishes it: only sizes shrink.
  const rowKey = ({ table, spec }: (typeof full)[number]) =>
    [table, spec.game, spec.branching, spec.algorithm, spec.match].join(" ");
  expect(full.map(rowKey)).toEqual(plan(true).map(rowKey));
  expect(new Set(full.map(rowKey)).size).toBe(full.length);
  const tables: string[] = [];
  const outcome = await reproduce({ full: true, sample, dir, workers: 2, onTable: (text) => tables.push(text) });
  expect(outcome.complete).toBe(true);
  expect(outcome.skipped).toEqual([]);
  // One table printed per tournament, one per comparison (Connect-Four, Othello), and figure 4 last.
  expect(tables).toHaveLength(full.length + comparePlans(true).length + 1);
  expect(tables.slice(full.length, -1).map((t) => t.split(" ")[3])).toEqual(["connect4?", "othello?"]);
  expect(tables.at(-1)).toMatch(/^Korf \(1992\), figure 4: decision quality, 2 trees per branching factor/);
  const summary = readFileSync(outcome.summaryPath, "utf8");
  for (const { spec } of full) expect(summary).toContain(`(${reportName(spec)}.md)`);
  expect(summary).toContain("([report](quality.md))");
  for (const game of ["connect4", "othello"]) expect(summary).toContain(`([report](compare-${game}.md))`);
}, 600_000);
