// The levels (contract/levels.ts): a level's move is deterministic from its seed, the same on
// both engines; a level that draws no random move is its row's search written out here by
// hand; a random move is one of the `choices` best root moves by values the test computes
// itself; and in compare a level plays at its own budget, whatever the round robin's.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { LEVELS, searchAtLevel, type Position } from "../index.js";
import { mover } from "../experiments/compare/entrants.js";
import { runRoundRobin } from "../experiments/compare/runner.js";
import { readRoundRobinFile } from "../experiments/compare/store.js";
import type { RoundRobinSpec } from "../experiments/compare/types.js";
import { cli, engines, expectUsageLine, refusal } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-levels-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const untimed = ({ ms: _, ...r }: ReturnType<typeof searchAtLevel>) => r;
const positions: Position[] = [
  { game: "tictactoe", moves: ["5"] },
  { game: "connect4", moves: ["4", "4", "3"] },
  { game: "othello", moves: ["f5", "d6"] },
];

test("a level's move is deterministic from its seed, the same on both engines", () => {
  let differs = 0;
  for (const position of positions)
    for (const level of [1, 3, 7])
      for (const seed of [0, 1, 2, 3]) {
        const [wasm, ts] = engines.map((engine) => untimed(searchAtLevel(engine, { position, level, seed })));
        expect(ts).toEqual(wasm);
        expect(untimed(searchAtLevel(engines[0], { position, level, seed }))).toEqual(wasm);
        if (wasm.move !== untimed(searchAtLevel(engines[0], { position, level, seed: seed + 100 })).move) differs++;
      }
  // The seed matters somewhere: the randomness is there.
  expect(differs).toBeGreaterThan(0);
});

test("a level that draws no random move is its row's search", () => {
  const position = positions[2];
  // Level 7 (no randomness): alphabeta-tt at 5,000 nodes; level 9: with the engine preset, 50,000.
  expect(LEVELS[6]).toMatchObject({ algorithm: "alphabeta-tt", nodes: 5000, chance: 0 });
  for (const engine of engines) {
    const { ms: _, ...own } = engine.search({ position, algorithm: "alphabeta-tt", nodes: 5000 });
    expect(untimed(searchAtLevel(engine, { position, level: 7, seed: 9 }))).toEqual(own);
    const { ms: __, ...nine } = engine.search({ position, algorithm: "alphabeta-tt", nodes: 50000, pvs: true });
    expect(untimed(searchAtLevel(engine, { position, level: 9 }))).toEqual(nine);
  }
});

test("a random move is one of the level's best root moves, by values computed here", () => {
  const engine = engines[0];
  const position: Position = { game: "connect4", moves: ["4", "4"] };
  const row = LEVELS[0];
  const moves = engine.moves(position);
  const share = Math.floor(row.nodes / moves.length);
  const values = moves.map((_, i) => {
    const r = engine.search({ position: { ...position, path: [i] }, algorithm: row.algorithm, nodes: share });
    return -r.value;
  });
  const kth = [...values].sort((a, b) => b - a)[row.choices - 1];
  const own = engine.search({ position, algorithm: row.algorithm, nodes: row.nodes }).move;
  let randomMoves = 0;
  for (let seed = 0; seed < 12; seed++) {
    const r = searchAtLevel(engine, { position, level: 1, seed });
    const i = moves.findIndex((m) => m.move === r.move);
    if (r.nodes.generated !== engine.search({ position, algorithm: row.algorithm, nodes: row.nodes }).nodes.generated) {
      randomMoves++;
      expect(values[i]).toBeGreaterThanOrEqual(kth);
      expect(r.value).toBe(values[i]);
    } else expect(r.move).toBe(own);
  }
  expect(randomMoves).toBeGreaterThan(0);
});

test("a bad level or seed is refused in one line", () => {
  const position = positions[0];
  for (const engine of engines) {
    expect(refusal(() => searchAtLevel(engine, { position, level: 0 }))).toBe(
      "level must be an integer from 1 to 10, got 0",
    );
    expect(refusal(() => searchAtLevel(engine, { position, level: 11 }))).toBe(
      "level must be an integer from 1 to 10, got 11",
    );
    expect(refusal(() => searchAtLevel(engine, { position, level: 2, seed: -1 }))).toBe(
      "a level's seed must be an integer from 0 to 4294967295, got -1",
    );
  }
});

test("level:5 in compare plays at its own budget, and its results file reads back", async () => {
  const position: Position = { game: "connect4", moves: ["4"] };
  const side = mover(engines[0], "level:5", 10, "nodes");
  const { followGame } = await import("../experiments/compare/openings.js");
  const spec: RoundRobinSpec = {
    game: "connect4",
    algorithms: ["level:5", "id", "alphabeta-tt:engine"],
    budgets: [10],
    by: "nodes",
    pairs: 2,
    branching: null,
    mode: null,
    depth: null,
  };
  const game = followGame(spec, 0);
  game.play(3);
  const chosen = side.choose(position, game);
  expect(chosen.nodes).toBeGreaterThan(10);
  expect(chosen.nodes).toBe(searchAtLevel(engines[0], { position, level: 5 }).nodes.generated);
  const out = join(dir, "levels.jsonl");
  const run = await runRoundRobin(spec, { workers: 1, out });
  expect(run.complete).toBe(true);
  expect(readRoundRobinFile(out).lines).toHaveLength(run.pairs.length);
  const level = run.summary.budgets[0].searches.find((s) => s.algorithm === "level:5")!;
  expect(level.nodesPerMove).toBeGreaterThan(10 * 10);
});

test("search --level N answers the level's move, and refuses limits of its own", () => {
  const position: Position = { game: "connect4", moves: ["4", "4"] };
  for (const seed of [0, 3]) {
    const r = cli("search", "--game", "connect4", "--moves", "44", "--level", "2", "--level-seed", `${seed}`, "--json");
    expect(r.code).toBe(0);
    const { ms: _, ...printed } = JSON.parse(r.stdout);
    const { ms: __, peakStore: ___, ...own } = searchAtLevel(engines[0], { position, level: 2, seed });
    expect(printed).toEqual(own);
  }
  expectUsageLine(cli("search", "--game", "connect4", "--level", "2", "--nodes", "5"), /--nodes do not apply/);
  expectUsageLine(cli("search", "--game", "connect4", "--level", "0"), /--level must be an integer from 1 to 10/);
});
