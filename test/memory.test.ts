// Memory is a resource with a limit, not a crash: a search's tree and a
// player's store have a memory limit in nodes with a default that fits the core; a search
// whose tree reaches it ends with one BestfirstError, the same on both engines, at the
// same node; a player goes on (pruning or in linear space); requests beyond what the core
// holds, or beyond the game, are refused up front. Tested at the limit's edge with small
// limits (nothing here allocates more than a few megabytes), and on the command line.

import { describe, expect, test } from "vitest";
import { cli, engines, outcome } from "./helpers.js";
import { BestfirstError, MAX_MEMORY_NODES, MAX_SEARCH_MEMORY_NODES, type SearchRequest } from "../contract/index.js";

const [wasm, ts] = engines;
const tree = { seed: 9, branching: 5, mode: "random" as const, depth: 40 };

describe.each([
  ["bestfirst", { algorithm: "bestfirst", nodes: 4000 }],
  ["extension", { algorithm: "extension", horizon: 2, nodes: 4000 }],
  ["bestfirst on Othello", { algorithm: "bestfirst", bound: 10 }],
] as const)("%s: the tree's memory limit", (_name, limits) => {
  const position = _name.includes("Othello") ? { game: "othello" as const } : { game: "random" as const, tree };
  const request = { position, ...limits } as SearchRequest;
  // The most nodes the tree held with no limit in the way.
  const held = wasm.search(request).peakStore;

  test("a limit the tree fits in changes nothing; one node less ends the search with one error, both engines", () => {
    expect(held).toBeGreaterThan(200);
    const full = outcome(wasm, request);
    expect(outcome(wasm, { ...request, memoryNodes: held })).toEqual(full);
    expect(outcome(ts, { ...request, memoryNodes: held })).toEqual(full);
    const refused = `${limits.algorithm} ran out of memory: its tree reached the limit of ${held - 1} nodes`;
    for (const engine of engines) expect(outcome(engine, { ...request, memoryNodes: held - 1 })).toMatch(refused);
    expect(outcome(wasm, { ...request, memoryNodes: 100 })).toEqual(outcome(ts, { ...request, memoryNodes: 100 }));
  });
});

test("after a search that ran out of memory, the engines go on searching (no restart, players kept)", () => {
  const player = wasm.createPlayer({ kind: "bestfirst", bound: 4 });
  const position = { game: "random" as const, tree };
  const before = player.choose(position);
  expect(() => wasm.search({ position, algorithm: "bestfirst", nodes: 5000, memoryNodes: 64 })).toThrow(
    /ran out of memory/,
  );
  expect(player.choose(position)).toEqual({ ...before, kept: before.stored, generated: 0, expanded: 0 });
  player.dispose();
});

test("memory limits outside what the core holds are refused up front, the same on both engines", () => {
  const position = { game: "random" as const, tree };
  for (const engine of engines) {
    for (const memoryNodes of [MAX_SEARCH_MEMORY_NODES + 1, 63, 1.5, 2 ** 31])
      expect(() => engine.search({ position, algorithm: "bestfirst", bound: 3, memoryNodes })).toThrow(
        `memory limit (nodes) must be an integer from 64 to ${MAX_SEARCH_MEMORY_NODES}`,
      );
    // 2^28 was accepted once, and trapped the core at the first large store.
    for (const memoryNodes of [2 ** 28, MAX_MEMORY_NODES + 1, 2 ** 31])
      expect(() => engine.createPlayer({ kind: "bestfirst", bound: 3, memoryNodes })).toThrow(
        `memory limit (nodes) must be an integer from 64 to ${MAX_MEMORY_NODES}`,
      );
    const player = engine.createPlayer({ kind: "bestfirst", bound: 3, memoryNodes: MAX_MEMORY_NODES });
    expect(player.choose(position).move).toBe(engine.search({ position, algorithm: "bestfirst", bound: 3 }).move);
    player.dispose();
    const most = engine.search({ position, algorithm: "bestfirst", bound: 3, memoryNodes: MAX_SEARCH_MEMORY_NODES });
    expect({ ...most, ms: 0 }).toEqual({ ...engine.search({ position, algorithm: "bestfirst", bound: 3 }), ms: 0 });
  }
});

test("RBFMS (a frame a ply) is refused past 1000 plies by both engines (it overflowed the stack there)", () => {
  const deep = { game: "random" as const, tree: { seed: 0, branching: 1, mode: "uniform" as const, depth: 5000 } };
  for (const engine of engines) {
    expect(() => engine.search({ position: deep, algorithm: "rbfms", bound: 4000 })).toThrow(BestfirstError);
    expect(() => engine.search({ position: deep, algorithm: "rbfms-inherit", nodes: 100_000 })).toThrow(
      /rbfms-inherit recurses a frame a ply, and goes at most 1000 plies deep; .*\(this game has 5000 plies left\)/,
    );
    // At the most, it runs.
    expect(engine.search({ position: deep, algorithm: "rbfms", bound: 1000 }).pv).toHaveLength(1000);
    expect(() => engine.createPlayer({ kind: "bestfirst", bound: 1001 })).toThrow(
      /a player's depth bound must be an integer from 1 to 1000/,
    );
  }
});

test("a bound beyond any Connect-Four or tic-tac-toe game, or a player's beyond its game, is refused too", () => {
  for (const engine of engines) {
    expect(() => engine.search({ position: { game: "connect4" }, algorithm: "bestfirst", bound: 43 })).toThrow(
      "depth 43 is more than any Connect-Four game lasts (42 plies: a stone in each of the 42 cells); give 1..42",
    );
    expect(() => engine.search({ position: { game: "tictactoe" }, algorithm: "rbfms", stopDepth: 10 })).toThrow(
      /any tic-tac-toe game lasts \(9 plies/,
    );
    const player = engine.createPlayer({ kind: "bestfirst", bound: 200 }); // a random game may last 200 plies
    expect(() => player.choose({ game: "othello" })).toThrow(/depth 200 is more than any Othello game lasts/);
    player.dispose();
    // At the bound a whole game of tic-tac-toe: solved, a draw.
    expect(engine.search({ position: { game: "tictactoe" }, algorithm: "bestfirst", bound: 9 }).value).toBe(0);
  }
});

test("a bound beyond any Othello game is refused up front by both engines (it could only ask for a solve)", () => {
  // Four empty squares, black to move: a bound past the end of this game is fine.
  const endgame = "OOOOOOOXOOOOOOXXOOOOOXOXOOOOXOOXOOOOXOOXOOOXOXOXOOOOOOOXXXO---O- X";
  for (const engine of engines) {
    expect(() => engine.search({ position: { game: "othello" }, algorithm: "bestfirst", bound: 121 })).toThrow(
      "depth 121 is more than any Othello game lasts (120 plies: a move on each empty square, " +
        "each perhaps after a pass); give 1..120",
    );
    expect(() =>
      engine.search({ position: { game: "othello", board: endgame }, algorithm: "rbfms", stopDepth: 200 }),
    ).toThrow(/any Othello game lasts/);
    expect({
      ...engine.search({ position: { game: "othello", board: endgame }, algorithm: "bestfirst", bound: 120 }),
      ms: 0,
    }).toEqual({
      ...engine.search({ position: { game: "othello", board: endgame }, algorithm: "bestfirst", bound: 9 }),
      ms: 0,
    });
  }
});

describe("command lines that push the core to its memory", () => {
  test.each([
    [
      ["search", "--game", "othello", "--algorithm", "bestfirst", "--bound", "200"],
      /depth 200 is more than any Othello game lasts \(120 plies/,
    ],
    [
      ["match", "--game", "othello", "--bf-depth", "128"],
      /--bf-depth 128 is more than the game can last \(at most 120 plies\)/,
    ],
    [
      [
        "search",
        "--seed",
        "3",
        "--branching",
        "10",
        "--mode",
        "uniform",
        "--algorithm",
        "bestfirst",
        "--nodes",
        "70000000",
        "--memory",
        "20000",
      ],
      /bestfirst ran out of memory: its tree reached the limit of 20000 nodes/,
    ],
    [
      ["search", "--game", "othello", "--algorithm", "bestfirst", "--bound", "65000"],
      /--bound must be an integer from 1 to 64000/,
    ],
  ])("bestfirst %s ends at once with exit 2 and one line", (args, message) => {
    const r = cli(...args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/internal error|bug/);
  });
});
