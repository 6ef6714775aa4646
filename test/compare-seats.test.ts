// compare's seated round robin (experiments/seats/) on Rolit and EWN: the seatings against
// lists written out by hand, a game's points on hand-made ends and a played Rolit game's
// balls recounted by the perft oracle's rules, a move at a budget against searchGame's
// iterations, the dice the same in every seating of an opening, the same file twice and on
// 1 or 2 workers, shards merged equal to the whole, a killed `compare` resumed equal to the
// uninterrupted run, forged lines refused, and bad flags one line with exit 2.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { searchGame } from "../index.js";
import { Rolit } from "../games/rolit.js";
import { rolitMoves, rolitOver, rolitPlay, rolitStart, rolitValues, squareName } from "../oracles/rolit-perft.js";
import { chooseAt, MOST_OVERSHOOT } from "../experiments/seats/choose.js";
import { drawBelow, OPENING_DRAWS } from "../experiments/seats/draws.js";
import { ROLIT_OPENING_PLIES } from "../experiments/seats/games.js";
import { gamePoints, pointsOfA, seatingName, seatings } from "../experiments/seats/seatings.js";
import { mergeSeatsFiles, runSeats } from "../experiments/seats/runner.js";
import { seatsSchema } from "../experiments/seats/store.js";
import { readResults } from "../experiments/run/results-file.js";
import type { SeatsSpec } from "../experiments/seats/types.js";
import { cli, expectUsageLine } from "./helpers.js";
import { killAndResumeCompare } from "./kill-resume.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-seats-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

/** Times are measured, not reproduced: everything else must be equal. */
const untimed = (x: unknown) =>
  JSON.parse(JSON.stringify(x, (key, value) => (/^ms|Ms$/.test(key) ? undefined : value)));
/** A results file's text without its times. */
const fileUntimed = (path: string) => readFileSync(path, "utf8").replace(/"ms":\[[^\]]*\]/g, '"ms":[]');

const ROLIT: SeatsSpec = {
  game: "rolit",
  players: 3,
  algorithms: ["maxn", "paranoid", "brs"],
  budgets: [150],
  by: "nodes",
  openings: 2,
  seed: 1,
};
const EWN: SeatsSpec = {
  game: "ewn",
  players: 2,
  algorithms: ["expectimax", "star2"],
  budgets: [120, 300],
  by: "nodes",
  openings: 3,
  seed: 1,
};

describe("seatings and points", () => {
  test("every seating of a and b but all-a and all-b, seat by seat, as written out by hand", () => {
    const names = (n: number) => seatings(n).map((s) => seatingName(s, n));
    expect(names(2)).toEqual(["AB", "BA"]);
    expect(names(3)).toEqual(["ABB", "BAB", "AAB", "BBA", "ABA", "BAA"]);
    expect(names(4)).toEqual([
      "ABBB",
      "BABB",
      "AABB",
      "BBAB",
      "ABAB",
      "BAAB",
      "AAAB",
      "BBBA",
      "ABBA",
      "BABA",
      "AABA",
      "BBAA",
      "ABAA",
      "BAAA",
    ]);
  });

  test("a game's point goes to the highest value, shared on ties; a's points are its seats'", () => {
    expect(gamePoints([30, 20, 10])).toEqual([1, 0, 0]);
    expect(gamePoints([10, 25, 25])).toEqual([0, 0.5, 0.5]);
    expect(gamePoints([20, 20, 20])).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(gamePoints([-100, 100])).toEqual([0, 1]);
    // "ABA" (seating 5): a holds seats 0 and 2.
    expect(pointsOfA(5, [10, 30, 20])).toBe(0);
    expect(pointsOfA(5, [10, 20, 30])).toBe(1);
    expect(pointsOfA(5, [30, 30, 4])).toBe(0.5);
    expect(pointsOfA(2, [16, 16, 16, 16])).toBe(0.25);
  });

  test("a played Rolit game's values are its balls, recounted on the perft oracle's rules", async () => {
    const { games } = await runSeats({ ...ROLIT, algorithms: ["maxn", "brs"], openings: 1 }, { workers: 1 });
    expect(games).toHaveLength(6);
    for (const g of games) {
      let p = rolitStart(3);
      // The opening: the k-th draw picks among the legal squares in square order (docs/cli.md, compare).
      for (let k = 0; k < ROLIT_OPENING_PLIES; k++) {
        const moves = rolitMoves(p);
        p = rolitPlay(p, moves[drawBelow(moves.length, 1, g.opening, OPENING_DRAWS, k)]);
      }
      for (const name of g.moves) {
        const sq = rolitMoves(p).find((m) => squareName(m) === name);
        expect(sq).toBeDefined();
        p = rolitPlay(p, sq!);
      }
      expect(rolitOver(p)).toBe(true);
      expect(g.values).toEqual(rolitValues(p));
      expect(g.turns.reduce((s, x) => s + x, 0)).toBe(60 - ROLIT_OPENING_PLIES);
    }
  });
});

describe("a move at a budget", () => {
  test("the deepest horizon completed within the budget, its move searchGame's at that horizon", () => {
    for (const [algorithm, budget] of [
      ["maxn", 500],
      ["paranoid", 3000],
      ["brs", 2000],
    ] as const) {
      const game = new Rolit(3);
      game.play(0);
      const chosen = chooseAt(game, algorithm, budget, "nodes");
      // What iterations 1 .. h generate in all, by searchGame's reports.
      const spent = (h: number) => {
        let n = 0;
        for (let k = 1; k <= h; k++) n += searchGame(game, { algorithm, horizon: k }).nodes.generated;
        return n;
      };
      expect(chosen.depth).toBeGreaterThanOrEqual(2);
      expect(chosen.move).toBe(searchGame(game, { algorithm, horizon: chosen.depth }).moveIndex);
      expect(spent(chosen.depth)).toBeLessThanOrEqual(budget + MOST_OVERSHOOT);
      // The next iteration would not have fit (had it, it would have completed).
      expect(spent(chosen.depth + 1)).toBeGreaterThan(budget);
      // The stopped iteration's nodes count: it ran until the budget was spent.
      expect(chosen.nodes).toBeGreaterThanOrEqual(budget);
      expect(chosen.nodes).toBeLessThanOrEqual(budget + MOST_OVERSHOOT);
    }
  });
});

describe("runs", () => {
  test("the same file twice; 1 and 2 workers and two shards merged give the same games and summary", async () => {
    for (const spec of [ROLIT, EWN]) {
      const name = spec.game;
      const one = await runSeats(spec, { workers: 1, out: at(`${name}-one.jsonl`) });
      await runSeats(spec, { workers: 1, out: at(`${name}-again.jsonl`) });
      expect(fileUntimed(at(`${name}-again.jsonl`))).toBe(fileUntimed(at(`${name}-one.jsonl`)));
      const two = await runSeats(spec, { workers: 2 });
      expect(one.complete && two.complete).toBe(true);
      expect(one.games).toHaveLength(
        spec.budgets.length * (spec.algorithms.length === 3 ? 3 : 1) * spec.openings * (2 ** spec.players - 2),
      );
      expect(untimed(two.games)).toEqual(untimed(one.games));
      expect(untimed(two.summary)).toEqual(untimed(one.summary));
      await runSeats(spec, { workers: 2, out: at(`${name}-s1.jsonl`), shard: { k: 1, n: 2 } });
      await runSeats(spec, { workers: 1, out: at(`${name}-s2.jsonl`), shard: { k: 2, n: 2 } });
      const merged = mergeSeatsFiles([at(`${name}-s2.jsonl`), at(`${name}-s1.jsonl`)]);
      expect(merged.missingGames).toBe(0);
      expect(untimed(merged.games)).toEqual(untimed(one.games));
      expect(untimed(merged.summary)).toEqual(untimed(one.summary));
      expect(mergeSeatsFiles([at(`${name}-s1.jsonl`)]).missingShards).toEqual(["2/2"]);
      // Each matchup's score and its complement; every game's one point given out.
      for (const b of one.summary.budgets)
        for (let i = 0; i < b.cells.length; i += 2) {
          expect(b.cells[i].points + b.cells[i + 1].points).toBeCloseTo(b.cells[i].games, 9);
          expect(b.cells[i].low).toBeLessThanOrEqual(b.cells[i].score);
          expect(b.cells[i].high).toBeGreaterThanOrEqual(b.cells[i].score);
        }
    }
  }, 120_000);

  test("EWN's dice: every seating of an opening rolls the same faces", async () => {
    const { games } = await runSeats(EWN, { workers: 1 });
    const rolls = (moves: string[]) => moves.filter((m) => /^[1-6]$/.test(m));
    for (const budget of EWN.budgets)
      for (let opening = 0; opening < EWN.openings; opening++) {
        const [x, y] = games.filter((g) => g.budget === budget && g.opening === opening).map((g) => rolls(g.moves));
        const n = Math.min(x.length, y.length);
        expect(n).toBeGreaterThan(3);
        expect(x.slice(0, n)).toEqual(y.slice(0, n));
      }
    // Different openings roll differently.
    const firsts = games.filter((g) => g.seating === 1).map((g) => rolls(g.moves).slice(0, 8).join(""));
    expect(new Set(firsts).size).toBeGreaterThan(1);
  });

  test("forged lines are refused: a value, a roll, an unknown field", async () => {
    const path = at("forge.jsonl");
    await runSeats({ ...EWN, budgets: [120], openings: 1 }, { workers: 1, out: path });
    const [header, first, ...rest] = readFileSync(path, "utf8").trimEnd().split("\n");
    const forge = (edit: (line: Record<string, unknown>) => void) => {
      const line = JSON.parse(first);
      edit(line);
      writeFileSync(at("forged.jsonl"), [header, JSON.stringify(line), ...rest, ""].join("\n"));
      return () => readResults(at("forged.jsonl"), seatsSchema);
    };
    expect(forge(() => {})).not.toThrow();
    expect(forge((l) => ((l.values as number[])[0] *= -1))).toThrow(/values must be 2 numbers, a seat each/);
    expect(
      forge((l) => {
        const moves = l.moves as string[];
        moves[0] = moves[0] === "6" ? "5" : "6";
      }),
    ).toThrow(/roll 1 is "\d" in this opening's dice/);
    expect(forge((l) => (l.extra = 1))).toThrow(/extra/);
    expect(forge((l) => ((l.nodes as number[])[0] = 10 ** 9))).toThrow(/nodes must be 2 numbers/);
  });
});

describe("a compare process killed and resumed", () => {
  const ARGS = ["compare", "--game", "ewn", "--budgets", "100", "--pairs", "12", "--workers", "1", "--json"];
  const GAMES = 2 * 12;
  const file = (out: string) => join(out, "data", "compare-ewn-seats.jsonl");

  test("SIGKILL at random, then --resume, again: the uninterrupted run's games and summary", async () => {
    const reference = at("ref"),
      out = at("killed");
    const whole = cli(...ARGS, "--out", reference);
    expect(whole.code).toBe(0);
    const { kills, midRun } = await killAndResumeCompare(
      cliPath,
      ARGS,
      out,
      file(out),
      GAMES + 1,
      43,
      "compare-ewn.md",
    );
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(midRun).toBeGreaterThanOrEqual(2);
    const sorted = (path: string) => fileUntimed(path).trimEnd().split("\n").slice(1).sort();
    expect(sorted(file(out))).toEqual(sorted(file(reference)));
    const last = cli(...ARGS, "--out", out, "--resume");
    expect(last.code).toBe(0);
    expect(untimed(JSON.parse(last.stdout))).toEqual(untimed(JSON.parse(whole.stdout)));
    const merged = cli("compare-merge", file(out), "--json");
    expect(merged.code).toBe(0);
    expect(untimed(JSON.parse(merged.stdout))).toEqual(untimed(JSON.parse(whole.stdout)));
  }, 180_000);
});

describe("bad input", () => {
  test("one line, exit 2", () => {
    const out = ["--out", at("bad")];
    expectUsageLine(cli("compare", "--game", "rolit", "--players", "5", ...out), /--players must be one of 2, 3, 4/);
    expectUsageLine(cli("compare", "--game", "ewn", "--players", "3", ...out), /--players must be one of 2 for ewn/);
    expectUsageLine(
      cli("compare", "--game", "connect4", "--players", "3", ...out),
      /--players does not apply: connect4 has its own players/,
    );
    expectUsageLine(
      cli("compare", "--game", "ewn", "--algorithms", "brs,expectimax", ...out),
      /--algorithms: brs does not search EWN \(two players, dice\); give two or more of mcts, expectimax, star2 \(/,
    );
    expectUsageLine(
      cli("compare", "--game", "rolit", "--algorithms", "maxn,alphabeta", ...out),
      new RegExp(
        "alphabeta does not search Rolit with 3 players; give two or more of " +
          "bestfirst, mcts, maxn, paranoid, brs, expectimax \\(",
      ),
    );
    expectUsageLine(
      cli("compare", "--game", "rolit", "--algorithms", "maxn", ...out),
      /must be two or more of bestfirst, mcts, maxn, paranoid, brs, expectimax \(.*got "maxn"$/,
    );
    expectUsageLine(cli("compare", "--game", "rolit", "--algorithms", "maxn,maxn", ...out), /names a search twice/);
    expectUsageLine(cli("compare", "--game", "rolit", "--budgets", "9,3", ...out), /--budgets must be/);
    expectUsageLine(cli("compare", "--game", "rolit", "--pairs", "0", ...out), /--pairs must be an integer from 1/);
    expectUsageLine(cli("compare", "--game", "ewn", "--decisions", "4", ...out), /--decisions does not apply/);
    expectUsageLine(cli("compare", "--game", "ewn", "--full", ...out), /--full does not apply/);
  });
});
