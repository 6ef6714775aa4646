// The speed paths of the core and the native measuring stick (bench/native/): alpha-beta
// with more than 48 children (the keys' heap sort) against the plain oracle, a whole game
// in one core call against the same game played a search call a move, and, where gcc is
// installed, the C program's counts against the core's (alpha-beta games, Othello perft,
// UCT on Connect-Four; bench:native asserts the same on its larger work).

import { afterAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { engines } from "./helpers.js";
import { plainWholeGame } from "../oracles/plain-alphabeta.js";
import { selfPlay } from "../bench/self-play.js";
import { compileCoreSync, instantiateCore } from "../bindings/load.js";
import { createWasmEngineSync } from "../index.js";

const wasm = createWasmEngineSync();

function params(seed: number, branching: number, mode: "uniform" | "random", depth: number) {
  return { seedHi: 0, seedLo: seed, branching, mode, terminalDepth: depth };
}

/** One whole game of depth `depth` in one core call: its moves and nodes generated. */
function oneCallGame(seed: number, branching: number, mode: "uniform" | "random", depth: number, horizon: number) {
  const core = instantiateCore(compileCoreSync());
  new Int32Array(core.memory.buffer, core.ioPointer(), 5).set([seed, 0, branching, mode === "uniform" ? 1 : 0, depth]);
  core.gameSet(0, 5, 0, 0);
  const n = core.treeSelfPlay(1, horizon, 0, 0);
  return {
    moves: Array.from(new Int32Array(core.memory.buffer, core.ioPointer(), n)),
    generated: core.treeGameGenerated(),
  };
}

describe("alpha-beta's fixed ordering with many children", () => {
  test("with 49 to 300 children both engines play the plain implementation's whole games", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1 << 30 }),
        fc.integer({ min: 49, max: 300 }),
        fc.constantFrom("uniform" as const, "random" as const),
        (seed, branching, mode) => {
          const plain = plainWholeGame(params(seed, branching, mode, 5), 3);
          for (const engine of engines) {
            const game = selfPlay(engine, { seed, branching, mode, depth: 5 }, "alphabeta", { horizon: 3 });
            expect(game.moves, engine.name).toEqual(plain.moves);
            expect(game.generated, engine.name).toBe(plain.generated);
          }
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe("a whole random game in one core call (treeSelfPlay)", () => {
  test("plays the moves and counts the nodes of the same game played one search call a move", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1 << 30 }),
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom("uniform" as const, "random" as const),
        fc.integer({ min: 1, max: 6 }),
        (seed, branching, mode, horizon) => {
          const perMove = selfPlay(wasm, { seed, branching, mode, depth: 12 }, "alphabeta", { horizon });
          expect(oneCallGame(seed, branching, mode, 12, horizon)).toEqual(perMove);
        },
      ),
      { numRuns: 20 },
    );
  });
});

function gcc(): boolean {
  try {
    execFileSync("gcc", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe.runIf(gcc())("the native measuring stick (bench/native/, built with gcc)", () => {
  const dir = mkdtempSync(join(tmpdir(), "bestfirst-native-"));
  const exe = join(dir, "bench-native");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const native = (...args: string[]) => JSON.parse(execFileSync(exe, [...args, "1"], { encoding: "utf8" }));

  test("counts what the core counts: whole alpha-beta games and Othello perft", () => {
    execFileSync("gcc", ["-O2", "-o", exe, "bench/native/main.c", "-lm"]);
    for (const [branching, mode, horizon] of [
      [10, "uniform", 4],
      [4, "random", 6],
    ] as const) {
      const c = native("games", String(branching), mode, String(horizon), "1", "2");
      const core = [1, 2].map((seed) => oneCallGame(seed, branching, mode, 100, horizon));
      expect(c.generated).toBe(core[0].generated + core[1].generated);
    }
    expect(native("perft", "6").counts).toEqual(wasm.perft({ game: "othello" }, 6));
  });

  test("its UCT counts as the core's mcts: simulations, nodes generated and expanded, the move, same seed", () => {
    for (const [moves, simulations, seed] of [
      ["", 3000, 1],
      ["44", 2000, 7],
      ["4453", 5000, 12345678901234],
      ["271335436235737723456254275571426", 500000, 3],
    ] as const) {
      const c = native("uct", String(simulations), String(seed), moves || "-");
      const position = { game: "connect4" as const, moves: moves.split("") };
      const r = wasm.search({ position, algorithm: "mcts", simulations, seed });
      const move = wasm.moves(position).findIndex((m) => String(m.move) === String(r.move));
      expect([c.simulations, c.generated, c.expanded, c.moves]).toEqual([
        r.simulations,
        r.nodes.generated,
        r.nodes.expanded,
        Math.imul((2166136261 ^ move) >>> 0, 16777619) >>> 0,
      ]);
    }
  });
});
