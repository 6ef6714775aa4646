// Every tree a search or a player keeps has its memory limit (docs/searches.md,
// "Memory"), not only best-first's: RBFMS's frames, best-first extension's alpha-beta
// phase, min/max approximation's tree, the alpha-beta and extension players' stores. Each
// is held to an oracle at the limit's edge, on both engines alike, with small limits
// (nothing here allocates more than a few megabytes).

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines, outcome } from "./helpers.js";
import { engineGame } from "./player-games.js";
import { runs } from "./soak/runs.js";
import { MAX_MMA_MEMORY_NODES, type PlayerSpec, type RandomTreeSpec, type SearchRequest } from "../contract/index.js";

const [wasm, ts] = engines;

describe.each([
  ["rbfms", { algorithm: "rbfms", nodes: 6000 }],
  ["rbfms-inherit", { algorithm: "rbfms-inherit", nodes: 6000 }],
] as const)("%s: the frames' memory limit", (algorithm, limits) => {
  // Wide nodes, so that the frames on the path hold a few hundred children.
  const position = { game: "random" as const, tree: { seed: 4, branching: 40, mode: "uniform" as const, depth: 30 } };
  const request = { position, ...limits } as SearchRequest;
  const held = wasm.search(request).peakStore;

  test("a limit the frames fit in changes nothing; one child less ends the search with one error, both engines", () => {
    expect(held).toBeGreaterThanOrEqual(160); // several frames of 40
    const full = outcome(wasm, request);
    expect(outcome(ts, request)).toEqual(full);
    for (const engine of engines) expect(outcome(engine, { ...request, memoryNodes: held })).toEqual(full);
    const refused = `${algorithm} ran out of memory: its tree reached the limit of ${held - 1} nodes`;
    for (const engine of engines) expect(outcome(engine, { ...request, memoryNodes: held - 1 })).toMatch(refused);
  });
});

test("extension: a tree filling the limit in the alpha-beta phase ends with the same error on both engines", () => {
  const position = { game: "random" as const, tree: { seed: 2, branching: 6, mode: "uniform" as const, depth: 20 } };
  const request: SearchRequest = { position, algorithm: "extension", horizon: 3, bound: 4 };
  // The alpha-beta phase alone stores the root, its 6 children and 6 x 6 grandchildren at least.
  for (const engine of engines)
    expect(outcome(engine, { ...request, memoryNodes: 64 })).toMatch(
      "extension ran out of memory: its tree reached the limit of 64 nodes",
    );
  expect(outcome(wasm, { ...request, memoryNodes: 400 })).toEqual(outcome(ts, { ...request, memoryNodes: 400 }));
});

test("mma: the memory limit is one more budget; on a uniform tree M nodes is a move-call budget of M - 1", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 2, max: 12 }),
      fc.integer({ min: 64, max: 3000 }),
      (seed, branching, memoryNodes) => {
        const position = { game: "random" as const, tree: { seed, branching, mode: "uniform" as const, depth: 40 } };
        const byMemory = outcome(wasm, { position, algorithm: "mma", nodes: 1e6, memoryNodes });
        expect(byMemory).toEqual(outcome(wasm, { position, algorithm: "mma", nodes: 1e6, moveCalls: memoryNodes - 1 }));
        expect(outcome(ts, { position, algorithm: "mma", nodes: 1e6, memoryNodes })).toEqual(byMemory);
        expect((byMemory as { peakStore: number }).peakStore).toBeLessThanOrEqual(memoryNodes);
      },
    ),
    { numRuns: runs(60) },
  );
});

test("mma's memory limit is refused above 2^25 (32 bytes a node in the core), searches, players, both engines", () => {
  const position = { game: "random" as const, tree: { seed: 1, branching: 3, mode: "random" as const, depth: 10 } };
  for (const engine of engines) {
    expect(() =>
      engine.search({ position, algorithm: "mma", nodes: 100, memoryNodes: MAX_MMA_MEMORY_NODES + 1 }),
    ).toThrow(`mma's memory limit (nodes) must be an integer from 64 to ${MAX_MMA_MEMORY_NODES}`);
    expect(() => engine.createPlayer({ kind: "mma", nodes: 100, memoryNodes: MAX_MMA_MEMORY_NODES + 1 })).toThrow(
      `memory limit (nodes) must be an integer from 64 to ${MAX_MMA_MEMORY_NODES}`,
    );
  }
});

describe("players whose store fills go on in linear space, the engines move for move alike", () => {
  const tree: RandomTreeSpec = { seed: 11, branching: 6, mode: "random", depth: 24 };
  const cases: [string, PlayerSpec, PlayerSpec][] = [
    [
      "alpha-beta (plain alpha-beta for that move)",
      { kind: "alphabeta", horizon: 4, memoryNodes: 100 },
      { kind: "bestfirst", bound: 6 },
    ],
    [
      "extension (RBFMS for that move)",
      { kind: "extension", horizon: 3, bound: 6, memoryNodes: 100 },
      { kind: "alphabeta", horizon: 3 },
    ],
    [
      "mma (stops there, as at a spent budget)",
      { kind: "mma", moveCalls: 5000, memoryNodes: 200 },
      { kind: "alphabeta", horizon: 3 },
    ],
  ];

  test.each(cases)("%s", (_name, limited, other) => {
    const game = engineGame(wasm, tree, [limited, other]);
    expect(engineGame(ts, tree, [limited, other])).toEqual(game);
    const mine = game.choices.filter((_, ply) => ply % 2 === 0);
    // The store never holds more than the limit (mma: the root's children always fit: B <= 6).
    for (const choice of mine) expect(choice.stored).toBeLessThanOrEqual(limited.memoryNodes!);
    // Without the limit the same player keeps more: the limit did bind.
    const free = engineGame(wasm, tree, [{ ...limited, memoryNodes: undefined }, other]).choices.filter(
      (_, ply) => ply % 2 === 0,
    );
    expect(Math.max(...free.map((c) => c.stored))).toBeGreaterThan(limited.memoryNodes!);
  });

  test("the alpha-beta player's every move has plain alpha-beta's value to its horizon, full store or not", () => {
    const spec: PlayerSpec = { kind: "alphabeta", horizon: 4, memoryNodes: 100 };
    for (const engine of engines) {
      const { choices, path } = engineGame(engine, tree, [spec, spec]);
      choices.forEach((choice, ply) => {
        const position = { game: "random" as const, tree, path: path.slice(0, ply) };
        expect(choice.value).toBe(engine.search({ position, algorithm: "alphabeta", horizon: 4 }).value);
      });
      // Some moves found the store full and were played in linear space (the store reset to the root).
      expect(choices.some((c) => c.stored === 1 && c.generated > 0)).toBe(true);
    }
  });
});
