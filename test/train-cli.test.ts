// `bestfirst train` end to end on the command line, on a small run (20 games, labels
// exact at 10 empties or fewer): the same seed writes the same bytes (weights, positions,
// report) twice and on 1 or 2 workers, shards fitted by train-merge give the whole run's
// weights; a process killed at record counts and resumed ends with the uninterrupted
// run's positions and weights; the labels are the reference engine's exact solves (and a
// plain negamax's where it is cheap), those above the exact empties the game's value from
// there; bad flags one line and exit 2.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readTrainFile } from "../experiments/train/store.js";
import { createReferenceEngine } from "../reference/index.js";
import { fromText, naiveSolve } from "../oracles/othello-naive.js";
import { cli, expectUsageLine } from "./helpers.js";
import { killAndResumeCommand } from "./kill-resume.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-train-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

const EXACT = 10;
/** 7 positions a game (6-12 empties), 20 games: two held out (games 9 and 19). */
const SMALL = ["--game", "othello", "--positions", "140", "--empties", "6-12", "--exact-empties", String(EXACT)];
const RUN = [...SMALL, "--horizon", "2", "--iterations", "20", "--json"];
const GAMES = 20;

const train = (out: string, ...more: string[]) => cli("train", ...RUN, "--out", out, ...more);
const bytes = (path: string) => readFileSync(path);
const sortedLines = (path: string) => readFileSync(path, "utf8").split("\n").filter(Boolean).sort();

describe("a small run from a seed", () => {
  const first = at("a.weights");
  let firstRun: ReturnType<typeof cli>;
  beforeAll(() => {
    firstRun = train(first, "--seed", "5", "--workers", "1");
  }, 120_000);

  test("twice, and on 1 or 2 workers: the same weights, positions and report, byte for byte", () => {
    expect(firstRun.stderr).toBe("");
    expect(firstRun.code).toBe(0);
    const again = train(at("b.weights"), "--seed", "5", "--workers", "1");
    expect(again.stdout).toBe(firstRun.stdout);
    expect(bytes(at("b.weights")).equals(bytes(first))).toBe(true);
    expect(bytes(at("b.weights.jsonl")).equals(bytes(`${first}.jsonl`))).toBe(true);
    // Two workers finish the games in their own order: the same lines, the same fit.
    const two = train(at("c.weights"), "--seed", "5", "--workers", "2");
    expect(two.stdout).toBe(firstRun.stdout);
    expect(bytes(at("c.weights")).equals(bytes(first))).toBe(true);
    expect(sortedLines(at("c.weights.jsonl"))).toEqual(sortedLines(`${first}.jsonl`));
    // The report: the held-out games' positions, by phase, and all of them.
    const rows = (JSON.parse(firstRun.stdout) as { rows: { empties: string; heldOutPositions: number }[] }).rows;
    expect(rows.map((r) => r.empties)).toEqual(["4-8", "9-13", "all"]);
    expect(rows[2].heldOutPositions).toBe(2 * 7);
    // Another seed, other games.
    const other = train(at("d.weights"), "--seed", "6", "--workers", "1");
    expect(other.code).toBe(0);
    expect(bytes(at("d.weights")).equals(bytes(first))).toBe(false);
  }, 120_000);

  test("shards fitted together by train-merge: the whole run's weights and report", () => {
    for (const k of [1, 2]) {
      const r = train(
        at("shards.weights"),
        "--seed",
        "5",
        "--workers",
        "1",
        "--shard",
        `${k}/2`,
        "--results",
        at(`s${k}.jsonl`),
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(new RegExp(`^bestfirst train: shard ${k}/2: 10 games in \\S+s${k}\\.jsonl`));
    }
    expect(existsSync(at("shards.weights"))).toBe(false);
    const merged = cli(
      "train-merge",
      at("s1.jsonl"),
      at("s2.jsonl"),
      "--iterations",
      "20",
      "--json",
      "--out",
      at("m.weights"),
    );
    expect(merged.stderr).toBe("");
    expect(merged.stdout).toBe(firstRun.stdout);
    expect(bytes(at("m.weights")).equals(bytes(first))).toBe(true);
    // One shard alone is not the run.
    expectUsageLine(cli("train-merge", at("s1.jsonl")), /not the whole run: no file of shard 2.*--partial/);
  }, 120_000);

  test("the labels: exact ones the reference engine's solve (and plain negamax's), the others the game's value", () => {
    const games = readTrainFile(`${first}.jsonl`).lines;
    expect(games).toHaveLength(GAMES);
    const reference = createReferenceEngine();
    let exact = 0,
      naive = 0,
      carried = 0;
    for (const game of games) {
      const empties = (board: string) => board.slice(0, 64).split("-").length - 1;
      for (const p of game.positions) {
        expect(p.exact).toBe(empties(p.board) <= EXACT);
        if (!p.exact) continue;
        expect(p.value).toBe(reference.solve({ game: "othello", board: p.board }).value);
        exact++;
        if (empties(p.board) <= 7) {
          expect(p.value).toBe(naiveSolve(fromText(p.board)));
          naive++;
        }
      }
      // Above the exact empties: the value, for the side to move, of the game's first position at EXACT empties.
      const anchor = game.positions.find((p) => empties(p.board) === EXACT);
      if (!anchor) continue;
      for (const p of game.positions.filter((q) => empties(q.board) > EXACT)) {
        expect(p.value).toBe(p.board[65] === anchor.board[65] ? anchor.value : -anchor.value);
        carried++;
      }
    }
    expect(exact).toBeGreaterThan(60);
    expect(naive).toBeGreaterThan(20);
    expect(carried).toBeGreaterThan(20);
  }, 120_000);
});

describe("a train process killed and resumed", () => {
  test("SIGKILL at record counts, then --resume, again: the uninterrupted run's positions and weights", async () => {
    const whole = at("whole.weights");
    const uninterrupted = train(whole, "--seed", "9", "--workers", "1");
    expect(uninterrupted.code).toBe(0);
    const out = at("killed.weights");
    const args = [cliPath, "train", ...RUN, "--seed", "9", "--workers", "1", "--out", out, "--resume"];
    const { kills, midRun, last } = await killAndResumeCommand(
      args,
      `${out}.jsonl`,
      GAMES + 1,
      23,
      /^(bestfirst train: the last line of \S+ was cut short[^\n]*\n)?$/,
    );
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(midRun).toBeGreaterThanOrEqual(2);
    expect(sortedLines(`${out}.jsonl`)).toEqual(sortedLines(`${whole}.jsonl`));
    expect(bytes(out).equals(bytes(whole))).toBe(true);
    expect(last).toBe(uninterrupted.stdout);
  }, 180_000);
});

describe("bad input", () => {
  test("each bad flag: one line naming it, exit 2, nothing written", () => {
    mkdirSync(at("a-directory"));
    // SMALL with `flag` set to `value` (or added).
    const set = (flag: string, ...value: string[]) => {
      const i = SMALL.indexOf(flag);
      return i < 0 ? [...SMALL, flag, ...value] : [...SMALL.slice(0, i), flag, ...value, ...SMALL.slice(i + 2)];
    };
    const cases: [string[], RegExp][] = [
      [["--game", "chess"], /--game must be one of othello/],
      [set("--positions", "0"), /--positions/],
      [set("--empties", "12-6"), /--empties must be a range FEWEST-MOST/],
      [set("--empties", "six"), /--empties must be a range FEWEST-MOST/],
      [set("--exact-empties", "40"), /--exact-empties/],
      [set("--horizon", "0"), /--horizon/],
      [set("--lambda", "-1"), /--lambda/],
      [set("--iterations", "x"), /--iterations/],
      [set("--seed", "-3"), /--seed/],
      [set("--resume"), /--resume needs --out FILE/],
      [set("--shard", "3/2"), /--shard/],
      [set("--out", at("a-directory")), /is a directory/],
      [set("--out", at("no/such/dir/w.weights")), /cannot create the weights file/],
      [set("--frobnicate"), /unknown option '--frobnicate'/],
    ];
    for (const [args, message] of cases) {
      const r = cli("train", ...args);
      expectUsageLine(r, message);
      expect(r.stdout).toBe("");
    }
    expectUsageLine(cli("train-merge", at("none.jsonl")), /none\.jsonl/);
  }, 120_000);
});
