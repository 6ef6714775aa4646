// `compare --positions`: a file of Connect-Four positions in Pascal Pons' notation, each
// position's exact score reported in --json (held to the bench positions' scores, which
// the slow oracle proved: scripts/generators/connect-four-positions.ts) with every search's choice at
// every budget, and the report written beside it.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { cli } from "./helpers.js";
import { benchPositions } from "./connect-four-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-compare-positions-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("each position's exact score is the proven one and every search chooses one of its moves at every budget", () => {
  const rows = benchPositions()
    .filter((p) => p.kind === "end")
    .slice(0, 6);
  const file = join(dir, "pons.txt");
  writeFileSync(file, rows.map((p) => p.moves).join("\n") + "\n");
  const r = cli(
    "compare",
    "--game",
    "connect4",
    "--algorithms",
    "alphabeta,bestfirst,mma",
    "--budgets",
    "100,1000",
    "--pairs",
    "0",
    "--positions",
    file,
    "--workers",
    "1",
    "--out",
    join(dir, "report"),
    "--json",
  );
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout) as {
    roundRobin?: unknown;
    decisions: {
      positions: {
        position: string;
        score: number;
        scores: Record<string, number>;
        optimalMoves: string[];
        choices: { search: string; budget: { nodes: number }; move: string; optimal: boolean }[];
      }[];
    };
  };
  expect(out.roundRobin).toBeUndefined();
  expect(out.decisions.positions.map((p) => [p.position, p.score])).toEqual(rows.map((p) => [p.moves, p.score]));
  for (const p of out.decisions.positions) {
    expect(Math.max(...Object.values(p.scores))).toBe(p.score);
    expect(p.choices.map((c) => `${c.search}@${c.budget.nodes}`)).toEqual([
      "id@100",
      "id@1000",
      "bestfirst@100",
      "bestfirst@1000",
      "mma@100",
      "mma@1000",
    ]);
    for (const c of p.choices) {
      expect(p.scores[c.move]).toBeDefined();
      expect(c.optimal).toBe(p.scores[c.move] === p.score);
      expect(p.optimalMoves.includes(c.move)).toBe(c.optimal);
    }
  }
  const report = readFileSync(join(dir, "report", "compare-connect4.md"), "utf8");
  expect(report).toContain("6 positions from a positions file");
  expect(existsSync(join(dir, "report", "compare-connect4-optimal.svg"))).toBe(true);
});

test("a game without a solver takes no positions file; a bad line is one line and exit 2", () => {
  const r = cli("compare", "--game", "random", "--positions", "x.txt", "--out", join(dir, "r"));
  expect(r.code).toBe(2);
  expect(r.stderr.trim()).toMatch(/^bestfirst compare: --positions: random has no exact solver/);
  const bad = join(dir, "bad.txt");
  writeFileSync(bad, "44448\n");
  const b = cli("compare", "--game", "connect4", "--pairs", "0", "--positions", bad, "--out", join(dir, "r"));
  expect(b.code).toBe(2);
  expect(b.stderr.trim().split("\n")).toHaveLength(1);
});
