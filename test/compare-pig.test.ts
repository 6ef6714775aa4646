// compare's decision quality on Pig (experiments/pig/): the solver against the value
// iteration oracle at goal 100 in every state; the drawn positions replayed against Pig's
// rules as written here; every choice's label and loss recomputed from the oracle and the
// summary's counts with them; a choice at a budget against searchGame's iterations; the same
// file twice, 1 and 2 workers and two shards merged equal; forged lines refused; bad flags one line.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { BestfirstError, searchGame } from "../index.js";
import { solvePigTable } from "../games/pig-solve.js";
import { solvePig } from "../oracles/pig-value.js";
import { gameStates, pigPosition } from "../experiments/pig/positions.js";
import { mergePigFiles, runPig } from "../experiments/pig/runner.js";
import { pigSchema } from "../experiments/pig/store.js";
import { pigGame } from "../experiments/pig/task.js";
import { readResults } from "../experiments/run/results-file.js";
import type { PigSpec } from "../experiments/pig/types.js";
import { cli, expectUsageLine } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-pig-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

const untimed = (x: unknown) => JSON.parse(JSON.stringify(x, (key, value) => (/^ms|Ms/.test(key) ? undefined : value)));
const fileUntimed = (path: string) => readFileSync(path, "utf8").replace(/"ms":[0-9.e+-]+/g, '"ms":0');

const SPEC: PigSpec = {
  goal: 30,
  algorithms: ["expectimax", "star2", "mcts"],
  budgets: [60, 400],
  by: "nodes",
  positions: 12,
  seed: 7,
};

describe("the solver", () => {
  test("goal 100: every state's roll, hold and win equal the oracle's; the start is 0.5306", () => {
    const table = solvePigTable(100);
    const oracle = solvePig(100);
    expect(Math.abs(table.win(0, 0, 0) - 0.5306)).toBeLessThan(0.00005);
    let worst = 0;
    for (let i = 0; i < 100; i++)
      for (let j = 0; j < 100; j++)
        for (let k = 0; i + k < 100; k++)
          worst = Math.max(
            worst,
            Math.abs(table.win(i, j, k) - oracle.win(i, j, k)),
            Math.abs(table.roll(i, j, k) - oracle.roll(i, j, k)),
            Math.abs(table.hold(i, j, k) - oracle.hold(i, j, k)),
          );
    expect(worst).toBeLessThan(1e-9);
  });

  test("a goal or a tolerance out of range is a BestfirstError", () => {
    expect(() => solvePigTable(0)).toThrow(BestfirstError);
    expect(() => solvePigTable(201)).toThrow(/goal of 1 to 200, not 201/);
    expect(() => solvePigTable(10, 0)).toThrow(/tolerance between 0 and 1, not 0/);
  });
});

describe("the positions", () => {
  test("every state of a drawn game follows from the last by Pig's rules, and the game ends in a win", () => {
    for (let p = 0; p < 30; p++) {
      const states = gameStates(100, 3, p);
      expect(states[0]).toEqual({ mine: 0, theirs: 0, turnTotal: 0, toMove: 0 });
      for (let n = 1; n < states.length; n++) {
        const [a, b] = [states[n - 1], states[n]];
        const rolledOn = b.toMove === a.toMove && b.mine === a.mine && b.theirs === a.theirs;
        const rolled = rolledOn && b.turnTotal - a.turnTotal >= 2 && b.turnTotal - a.turnTotal <= 6;
        // The turn passed: the opponent moves at total 0, with the mover's total banked or lost.
        const passed =
          b.toMove !== a.toMove &&
          b.turnTotal === 0 &&
          b.mine === a.theirs &&
          (b.theirs === a.mine || b.theirs === a.mine + a.turnTotal);
        expect(rolled || passed).toBe(true);
        expect(b.mine < 100 && b.theirs < 100 && b.mine + b.turnTotal < 100).toBe(true);
      }
    }
  });

  test("drawn from the seed alone, different positions differ, and the game at one is Pig's", () => {
    expect(pigPosition(100, 1, 5)).toEqual(pigPosition(100, 1, 5));
    const shown = Array.from({ length: 40 }, (_, p) => JSON.stringify(pigPosition(100, 1, p)));
    expect(new Set(shown).size).toBeGreaterThan(30);
    const s = pigPosition(100, 1, 9);
    const game = pigGame({ ...SPEC, goal: 100, seed: 1 }, 9);
    expect([game.toMove(), game.scoreOf(s.toMove), game.scoreOf(1 - s.toMove), game.turnTotal]).toEqual([
      s.toMove,
      s.mine,
      s.theirs,
      s.turnTotal,
    ]);
  });
});

describe("runs", () => {
  test("each choice is the deepest iteration's move within the budget; labels and losses from the oracle", async () => {
    const one = await runPig(SPEC, { workers: 1, out: at("one.jsonl") });
    expect(one.complete).toBe(true);
    expect(one.choices).toHaveLength(SPEC.budgets.length * SPEC.algorithms.length * SPEC.positions);
    const oracle = solvePig(SPEC.goal);
    for (const c of one.choices.filter((c) => c.algorithm === "expectimax")) {
      // The deepest completed horizon's move, as searchGame gives it there.
      const r = searchGame(pigGame(SPEC, c.position), { algorithm: "expectimax", horizon: c.depth });
      expect(c.move).toBe(r.move);
      expect(c.nodes).toBeLessThanOrEqual(c.budget + 64);
    }
    for (const b of one.summary.budgets)
      for (const s of b.searches) {
        const mine = one.choices.filter((c) => c.budget === b.budget && c.algorithm === s.algorithm);
        let optimal = 0,
          lost = 0;
        for (const c of mine) {
          const p = pigPosition(SPEC.goal, SPEC.seed, c.position);
          const roll = oracle.roll(p.mine, p.theirs, p.turnTotal),
            hold = oracle.hold(p.mine, p.theirs, p.turnTotal);
          const chosen = c.move === "roll" ? roll : hold;
          if (chosen >= Math.max(roll, hold) - 1e-9) optimal++;
          lost += 100 * (Math.max(roll, hold) - chosen);
        }
        expect([s.positions, s.optimal]).toEqual([SPEC.positions, optimal]);
        expect(s.loss).toBeCloseTo(lost / SPEC.positions, 6);
        expect(s.low <= s.percent && s.percent <= s.high).toBe(true);
      }
    expect(one.summary.startChance).toBeCloseTo(oracle.win(0, 0, 0), 9);
  }, 120_000);

  test("the same file twice; 1 and 2 workers and two shards merged give the same choices and summary", async () => {
    const one = await runPig(SPEC, { workers: 1, out: at("a.jsonl") });
    await runPig(SPEC, { workers: 1, out: at("b.jsonl") });
    expect(fileUntimed(at("b.jsonl"))).toBe(fileUntimed(at("a.jsonl")));
    const two = await runPig(SPEC, { workers: 2 });
    expect(untimed(two.choices)).toEqual(untimed(one.choices));
    expect(untimed(two.summary)).toEqual(untimed(one.summary));
    await runPig(SPEC, { workers: 2, out: at("s1.jsonl"), shard: { k: 1, n: 2 } });
    await runPig(SPEC, { workers: 1, out: at("s2.jsonl"), shard: { k: 2, n: 2 } });
    const merged = mergePigFiles([at("s2.jsonl"), at("s1.jsonl")]);
    expect(merged.missingChoices).toBe(0);
    expect(untimed(merged.summary)).toEqual(untimed(one.summary));
    expect(mergePigFiles([at("s1.jsonl")]).missingShards).toEqual(["2/2"]);
  }, 120_000);

  test("forged lines are refused: a move, nodes past the budget, an unknown field", async () => {
    const path = at("forge.jsonl");
    await runPig({ ...SPEC, algorithms: ["expectimax"], budgets: [60], positions: 2 }, { workers: 1, out: path });
    const [header, first, ...rest] = readFileSync(path, "utf8").trimEnd().split("\n");
    const forge = (edit: (line: Record<string, unknown>) => void) => {
      const line = JSON.parse(first);
      edit(line);
      writeFileSync(at("forged.jsonl"), [header, JSON.stringify(line), ...rest, ""].join("\n"));
      return () => readResults(at("forged.jsonl"), pigSchema);
    };
    expect(forge(() => {})).not.toThrow();
    expect(forge((l) => (l.move = "pass"))).toThrow(/move must be one of roll, hold/);
    expect(forge((l) => (l.nodes = 60 + 65))).toThrow(/nodes must be an integer from 0 to 124/);
    expect(forge((l) => (l.position = 2))).toThrow(/position must be an integer from 0 to 1/);
    expect(forge((l) => (l.extra = 1))).toThrow(/extra/);
  });
});

describe("the command line", () => {
  test("a small run's report, and bad flags one line with exit 2", () => {
    const run = cli(
      "compare",
      "--game",
      "pig",
      "--budgets",
      "50",
      "--decisions",
      "4",
      "--workers",
      "1",
      "--json",
      "--out",
      at("cli"),
    );
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout).pig;
    expect(summary.spec).toMatchObject({ goal: 100, positions: 4, algorithms: ["mcts", "expectimax", "star2"] });
    expect(readFileSync(at("cli/compare-pig.md"), "utf8")).toMatch(/^# compare: decision quality on Pig/);
    const merged = cli("compare-merge", at("cli/data/compare-pig-decisions.jsonl"), "--json");
    expect(merged.code).toBe(0);
    expect(untimed(JSON.parse(merged.stdout))).toEqual(untimed(JSON.parse(run.stdout)));
    const out = ["--out", at("bad")];
    expectUsageLine(
      cli("compare", "--game", "pig", "--algorithms", "bestfirst", ...out),
      /--algorithms: bestfirst does not search Pig; give one or more of mcts, expectimax, star2 \(/,
    );
    expectUsageLine(cli("compare", "--game", "pig", "--algorithms", "chess", ...out), /"chess" is not a search/);
    expectUsageLine(cli("compare", "--game", "pig", "--pairs", "3", ...out), /--pairs does not apply: Pig is/);
    expectUsageLine(cli("compare", "--game", "pig", "--decisions", "0", ...out), /--decisions must be an integer/);
    expectUsageLine(cli("compare", "--game", "pig", "--positions", "f.txt", ...out), /--positions does not apply/);
  });
});
