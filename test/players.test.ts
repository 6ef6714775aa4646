// Players that keep their tree between moves (spec: "Playing a game"): retention gives
// the decisions of searching from scratch with fewer nodes; the memory limit holds and
// play goes on; extension with horizon 1 is best-first; both engines agree exactly.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { TieFreeTree } from "../oracles/tie-free-tree.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { createTreePlayer } from "../reference/players/tree-player.js";
import type { PlayerChoice, PlayerSpec } from "../contract/index.js";
import { runs } from "./soak/runs.js";
import { engineGame } from "./player-games.js";

const [wasm, ts] = engines;

/** A whole game on a tie-free random tree, reference players: each side's choices. */
function referenceGame(seed: number, B: number, depth: number, max: PlayerSpec, min: PlayerSpec) {
  const game = new TieFreeTree(
    new RandomTree({ seedHi: 0, seedLo: seed, branching: B, mode: "random", terminalDepth: depth }),
  );
  const players = [createTreePlayer(max), createTreePlayer(min)];
  const choices: PlayerChoice[][] = [[], []];
  while (!game.isTerminal()) {
    const side = game.maxToMove() ? 0 : 1;
    const choice = players[side].choose(game);
    choices[side].push(choice);
    for (const p of players) p.observe(choice.move);
    game.play(choice.move);
  }
  return choices;
}

const sum = (choices: PlayerChoice[], key: Exclude<keyof PlayerChoice, "stopped" | "book">) =>
  choices.reduce((s, c) => s + c[key], 0);

describe("keeping the tree between moves", () => {
  test.each([
    ["bestfirst", { kind: "bestfirst", bound: 10 }],
    ["alphabeta", { kind: "alphabeta", horizon: 4 }],
  ] as const)("%s: the same decisions as searching from scratch, with fewer nodes generated", (_name, spec) => {
    for (let seed = 1; seed <= 6; seed++) {
      const opponent: PlayerSpec = { kind: "alphabeta", horizon: 3, retain: false };
      const kept = referenceGame(seed, 4, 40, spec, opponent)[0];
      const scratch = referenceGame(seed, 4, 40, { ...spec, retain: false }, opponent)[0];
      expect(kept.map((c) => [c.move, c.value])).toEqual(scratch.map((c) => [c.move, c.value]));
      expect(sum(kept, "generated")).toBeLessThan(sum(scratch, "generated"));
      expect(sum(kept, "kept")).toBeGreaterThan(kept.length); // more than the bare roots were kept
      expect(sum(scratch, "kept")).toBe(scratch.length);
    }
  });

  test("the alpha-beta player's value is alpha-beta's at every move (an oracle search from scratch)", () => {
    const tree = { seed: 9, branching: 5, mode: "random" as const, depth: 30 };
    const { choices, path } = engineGame(wasm, tree, [
      { kind: "alphabeta", horizon: 4 },
      { kind: "alphabeta", horizon: 3 },
    ]);
    choices.forEach((choice, ply) => {
      const oracle = wasm.search({
        position: { game: "random", tree, path: path.slice(0, ply) },
        algorithm: "alphabeta",
        horizon: ply % 2 ? 3 : 4,
      });
      expect(choice.value).toBe(oracle.value);
    });
  });
});

describe("the memory limit", () => {
  test.each(["prune", "linear"] as const)(
    "onFull %s: the store never holds more than the limit, and play goes on",
    (onFull) => {
      const tree = { seed: 4, branching: 4, mode: "random" as const, depth: 60 };
      const limit = 200;
      // countRegenerations: RBFMS in linear space counts its regenerations only when asked.
      const limited = engineGame(wasm, tree, [
        { kind: "bestfirst", bound: 14, memoryNodes: limit, onFull, countRegenerations: true },
        { kind: "alphabeta", horizon: 3 },
      ]);
      const free = engineGame(wasm, tree, [
        { kind: "bestfirst", bound: 14 },
        { kind: "alphabeta", horizon: 3 },
      ]);
      const mine = (r: typeof limited) => r.choices.filter((_, ply) => ply % 2 === 0);
      expect(limited.path).toHaveLength(60);
      for (const c of mine(limited)) expect(c.stored).toBeLessThanOrEqual(limit);
      // The limit has teeth: without it the tree grows past it, and with it nodes are regenerated.
      expect(Math.max(...mine(free).map((c) => c.stored))).toBeGreaterThan(limit);
      expect(sum(mine(limited), "regenerated")).toBeGreaterThan(0);
      expect(sum(mine(free), "regenerated")).toBe(0);
    },
  );

  test.each(["prune", "linear"] as const)(
    "onFull %s: a limit below RBFMS's frames (bound x B) still plays every move, RBFMS's, on both engines alike",
    (onFull) => {
      // Bound 12 on B = 10: a path of frames holds up to 120 children, the limit 64. The spec's
      // player "never fails for want of memory": in linear space the frames get a search's most.
      const tree = { seed: 5, branching: 10, mode: "uniform" as const, depth: 16 };
      const specs: [PlayerSpec, PlayerSpec] = [
        { kind: "bestfirst", bound: 12, memoryNodes: 64, onFull },
        { kind: "alphabeta", horizon: 2 },
      ];
      const game = engineGame(wasm, tree, specs);
      expect(game.path).toHaveLength(16);
      expect(engineGame(ts, tree, specs)).toEqual(game);
      game.choices.forEach((choice, ply) => {
        if (ply % 2) return;
        const scratch = wasm.search({
          position: { game: "random", tree, path: game.path.slice(0, ply) },
          algorithm: "rbfms",
          bound: Math.min(12, 16 - ply),
        });
        expect(choice.move).toBe(scratch.move);
        expect(choice.stored).toBeLessThanOrEqual(64);
      });
    },
  );
});

test("best-first extension with alpha-beta horizon 1 is pure best-first", () => {
  for (let seed = 1; seed <= 5; seed++) {
    const tree = { seed, branching: 5, mode: "random" as const, depth: 40 };
    const opponent: PlayerSpec = { kind: "alphabeta", horizon: 3 };
    const ext = engineGame(wasm, tree, [{ kind: "extension", horizon: 1, bound: 9 }, opponent]);
    const bf = engineGame(wasm, tree, [{ kind: "bestfirst", bound: 9 }, opponent]);
    expect(ext.choices).toEqual(bf.choices);
  }
});

test("best-first extension explores every root move to its horizon before going deeper", () => {
  const tree = { seed: 3, branching: 6, mode: "uniform" as const, depth: 20 };
  const ext = wasm.createPlayer({ kind: "extension", horizon: 3, bound: 3 });
  const choice = ext.choose({ game: "random", tree, path: [] });
  const ab = wasm.search({ position: { game: "random", tree }, algorithm: "alphabeta", horizon: 3 });
  // With the bound at the horizon, best-first stops at once: alpha-beta's value and move.
  expect([choice.move, choice.value]).toEqual([ab.move, ab.value]);
  ext.dispose();
});

test("the two engines' players agree exactly, move by move", () => {
  const specs = fc.constantFrom<PlayerSpec>(
    { kind: "bestfirst", bound: 8 },
    { kind: "bestfirst", bound: 12, memoryNodes: 150 },
    { kind: "bestfirst", bound: 12, memoryNodes: 150, onFull: "linear" },
    { kind: "extension", horizon: 2, bound: 9 },
    { kind: "alphabeta", horizon: 3 },
    { kind: "alphabeta", horizon: 4, retain: false },
  );
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1e9 }),
      fc.integer({ min: 2, max: 6 }),
      fc.constantFrom("uniform" as const, "random" as const),
      specs,
      specs,
      (seed, B, mode, a, b) => {
        const tree = { seed, branching: B, mode, depth: 24 };
        expect(engineGame(wasm, tree, [a, b])).toEqual(engineGame(ts, tree, [a, b]));
      },
    ),
    { numRuns: runs(40) },
  );
});

test("bad player input is refused by both engines", () => {
  for (const engine of engines) {
    expect(() => engine.createPlayer({ kind: "bestfirst" } as PlayerSpec)).toThrow(/depth bound must be an integer/);
    expect(() => engine.createPlayer({ kind: "minimax", horizon: 2 } as unknown as PlayerSpec)).toThrow(
      /player kind must be/,
    );
    expect(() => engine.createPlayer({ kind: "bestfirst", bound: 3, memoryNodes: 5 })).toThrow(/memory limit/);
    // A misspelt setting is refused, not ignored (the player would run on the default).
    expect(() => engine.createPlayer({ kind: "alphabeta", horizon: 2, memoryNodez: 5 } as PlayerSpec)).toThrow(
      /^unknown field "memoryNodez": a player's description takes kind, bound, horizon, .*memoryNodes/,
    );
    const p = engine.createPlayer({ kind: "bestfirst", bound: 3 });
    const tree = { seed: 1, branching: 2, mode: "uniform" as const, depth: 2 };
    expect(() => p.choose({ game: "random", tree, path: [0, 1] })).toThrow(/the position is terminal/);
    expect(() => p.observe(-1)).toThrow(/move must be an integer/);
    p.dispose();
  }
});

test("a WebAssembly engine's player slots are reused after dispose", () => {
  for (let k = 0; k < 50; k++) wasm.createPlayer({ kind: "bestfirst", bound: 3 }).dispose();
  const held = Array.from({ length: 8 }, () => wasm.createPlayer({ kind: "alphabeta", horizon: 2 }));
  expect(() => wasm.createPlayer({ kind: "alphabeta", horizon: 2 })).toThrow(/at most 8 players/);
  for (const p of held) p.dispose();
});
