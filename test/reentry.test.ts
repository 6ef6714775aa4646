// Calling an engine from one of its own searches' callbacks (a control's onProgress or
// shouldStop). The WebAssembly core has one set of buffers and globals, so the wasm
// engine refuses such a call up front with a BestfirstError (bindings/core.ts, `run`),
// its players' calls too, and the search it came from goes on untouched: caught, the
// refusal leaves the search's report exactly that of the same search unwatched. The
// reference engine runs the nested call, with the same report. The guard is released
// on every way out of a call: a return, a thrown error, a trap.

import { describe, expect, test } from "vitest";
import { compileCoreSync } from "../bindings/load.js";
import { Core, CoreTrapError } from "../bindings/core.js";
import { createWasmEngineSync } from "../bindings/index.js";
import { createReferenceEngine } from "../reference/index.js";
import {
  BestfirstError,
  type Engine,
  type Player,
  type PlayerChoice,
  type Position,
  type SearchControl,
  type SearchReport,
  type SearchRequest,
} from "../contract/index.js";

const BUSY = new RegExp(
  /the WebAssembly engine is busy with .*called \(.*\) from one of its callbacks: call it /.source +
    /after the search returns, or use another engine/.source,
);

const tree = { seed: 1, branching: 6, mode: "uniform" as const };
const random: Position = { game: "random", tree };
const othello: Position = { game: "othello" };

/**
 * Searches long enough to pass many checkpoints, on the shapes that went wrong (bestfirst's tree,
 * id's iterations, rbfms's frames, mma's tree).
 */
const outers: SearchRequest[] = [
  { position: random, algorithm: "bestfirst", bound: 40, nodes: 60_000 },
  { position: othello, algorithm: "id", nodes: 60_000 },
  { position: random, algorithm: "rbfms", bound: 40, nodes: 60_000 },
  { position: othello, algorithm: "mma", nodes: 30_000 },
];

/** Every engine method and a player's, each a call that would touch the core. */
function nestedCalls(engine: Engine, player: Player): [string, () => unknown][] {
  return [
    ["search", () => engine.search({ position: othello, algorithm: "alphabeta", horizon: 2 })],
    ["moves", () => engine.moves({ game: "othello", moves: ["d3"] })],
    ["evaluate", () => engine.evaluate(othello)],
    ["treeNode", () => engine.treeNode(tree, [1, 2])],
    ["perft", () => engine.perft(othello, 2)],
    ["solve", () => engine.solve({ game: "tictactoe", moves: ["5", "1", "9"] })],
    ["edgeCostSum", () => engine.edgeCostSum(1, 0, 10)],
    ["createPlayer", () => engine.createPlayer({ kind: "alphabeta", horizon: 1 }).dispose()],
    ["a player's choose", () => player.choose({ game: "tictactoe", moves: ["5"] })],
    ["a player's observe", () => player.observe(0)],
  ];
}

/** A control that makes `call` at every checkpoint and keeps what it threw (or null). */
function calling(call: () => unknown): { control: SearchControl; thrown: unknown[] } {
  const thrown: unknown[] = [];
  const attempt = () => {
    try {
      call();
      thrown.push(null);
    } catch (error) {
      thrown.push(error);
    }
  };
  return { control: { progressMs: 0, onProgress: attempt, shouldStop: () => (attempt(), false) }, thrown };
}

const same = ({ ms: _ms, ...rest }: SearchReport) => rest;

const engines = (): [string, Engine][] => [
  ["wasm", createWasmEngineSync()],
  ["ts", createReferenceEngine()],
];

describe.each(engines())("%s engine: a call from a search's callback", (name, engine) => {
  const player = engine.createPlayer({ kind: "bestfirst", bound: 4 });
  test.each(outers.map((r) => [r.algorithm, r] as const))(
    "%s: refused on wasm, run on ts; caught, the search ends as the same search unwatched",
    (_algorithm, request) => {
      const plain = same(engine.search(request));
      for (const [what, call] of nestedCalls(engine, player)) {
        const { control, thrown } = calling(call);
        const report = engine.search({ ...request, control });
        expect(thrown.length, what).toBeGreaterThanOrEqual(2);
        if (name === "wasm") {
          for (const error of thrown) {
            expect(error, what).toBeInstanceOf(BestfirstError);
            expect((error as Error).message, what).toMatch(BUSY);
          }
        } else {
          // The reference engine runs them (a player's calls may fail on its own state, never as busy).
          expect(
            thrown.filter((e) => e !== null && (!(e instanceof BestfirstError) || BUSY.test(e.message))),
            what,
          ).toEqual([]);
        }
        expect(same(report), what).toEqual(plain);
      }
      // The engine is whole afterwards.
      expect(same(engine.search(request))).toEqual(plain);
    },
  );

  test("a call from a player's search's callback: refused on wasm; caught, it chooses as an unwatched one", () => {
    const spec = { kind: "mma" as const, nodes: 20_000 };
    const at: Position = { game: "othello", moves: ["d3"] };
    const reference = engine.createPlayer(spec);
    const expected: PlayerChoice = reference.choose(at);
    reference.dispose();
    const other = engine.createPlayer({ kind: "bestfirst", bound: 3 });
    const calls: [string, () => unknown][] = [
      ...nestedCalls(engine, other),
      ["a search", () => engine.search({ position: random, algorithm: "bestfirst", bound: 4 })],
    ];
    for (const [what, call] of calls) {
      const watched = engine.createPlayer(spec);
      const { control, thrown } = calling(call);
      expect(watched.choose(at, control), what).toEqual(expected);
      expect(thrown.length, what).toBeGreaterThanOrEqual(2);
      if (name === "wasm") for (const error of thrown) expect((error as Error).message, what).toMatch(BUSY);
      else
        expect(
          thrown.filter((e) => e !== null && (!(e instanceof BestfirstError) || BUSY.test(e.message))),
          what,
        ).toEqual([]);
      watched.dispose();
    }
    other.dispose();
  });

  test("an uncaught refusal ends the search with the BestfirstError; the engine is whole afterwards", () => {
    const request = outers[0];
    const plain = same(engine.search(request));
    const nested = () =>
      engine.search({ ...request, control: { progressMs: 0, onProgress: () => void engine.moves(othello) } });
    if (name === "wasm") expect(nested).toThrow(BUSY);
    else nested();
    expect(same(engine.search(request))).toEqual(plain);
    expect(same(engine.search({ ...request, control: { progressMs: 0, onProgress: () => {} } }))).toEqual(plain);
  });
});

test("another wasm engine can be called from a search's callback: each has its own core", () => {
  const [a, b] = [createWasmEngineSync(), createWasmEngineSync()];
  const request = outers[0];
  const plain = same(a.search(request));
  const evaluated: number[] = [];
  const report = a.search({
    ...request,
    control: { progressMs: 0, onProgress: () => void evaluated.push(b.evaluate(othello)) },
  });
  expect(same(report)).toEqual(plain);
  expect(evaluated.length).toBeGreaterThanOrEqual(2);
  expect(new Set(evaluated)).toEqual(new Set([b.evaluate(othello)]));
});

test("wasm: a player, from its own search's callback: its choose is refused, its dispose waits for the search", () => {
  const engine = createWasmEngineSync();
  const player = engine.createPlayer({ kind: "mma", nodes: 20_000 });
  let refused = 0,
    calls = 0;
  const choice = player.choose(othello, {
    progressMs: 0,
    onProgress: () => {
      if (calls++ > 0) return;
      try {
        player.choose(othello);
      } catch (error) {
        expect((error as Error).message).toMatch(BUSY);
        refused++;
      }
      player.dispose();
    },
  });
  expect(calls).toBeGreaterThan(0);
  expect(refused).toBe(1);
  const fresh = engine.createPlayer({ kind: "mma", nodes: 20_000 });
  expect(choice).toEqual(fresh.choose(othello));
  fresh.dispose();
  expect(() => player.choose(othello)).toThrow(/disposed/);
  // Its slot was freed when the search returned: the engine holds 8 players again.
  const eight = Array.from({ length: 8 }, () => engine.createPlayer({ kind: "alphabeta", horizon: 1 }));
  for (const p of eight) p.dispose();
});

describe("the core's guard (bindings/core.ts) is released on every way out", () => {
  const walk = (core: Core) =>
    core.run("walk", (c) => {
      // Random game 0: seed 1, B = 10, uniform, depth 100; path 9,8,3 (core.test.ts).
      core.io().set([1, 0, 10, 1, 100, 9, 8, 3]);
      c.gameSet(0, 5, 0, 3);
      return c.treeIndexLo();
    });

  test("a return, a thrown error, a trap and the new instance after it", () => {
    const core = new Core(compileCoreSync());
    expect(walk(core)).toBe(1094);
    expect(() => core.run("outer", () => walk(core))).toThrow(BestfirstError);
    expect(() => core.run("outer", () => walk(core))).toThrow(/busy with outer, and was called \(walk\)/);
    expect(walk(core)).toBe(1094);
    expect(() =>
      core.run("outer", () => {
        throw new RangeError("a callback's own error");
      }),
    ).toThrow(/a callback's own error/);
    expect(walk(core)).toBe(1094);
    // A trap after a refused nested call: the instance is replaced, and the guard released.
    expect(() =>
      core.run("outer", (c) => {
        expect(() => walk(core)).toThrow(BestfirstError);
        return c.playerKept(1e9);
      }),
    ).toThrow(CoreTrapError);
    expect(core.generation).toBe(1);
    expect(walk(core)).toBe(1094);
  });

  test("whenIdle runs at once when idle, and after the running call otherwise, whatever way it ends", () => {
    const core = new Core(compileCoreSync());
    const ran: string[] = [];
    core.whenIdle(() => ran.push("idle"));
    expect(ran).toEqual(["idle"]);
    core.run("outer", () => {
      core.whenIdle(() => ran.push("after"));
      expect(ran).toEqual(["idle"]);
    });
    expect(ran).toEqual(["idle", "after"]);
    expect(() =>
      core.run("outer", (c) => {
        core.whenIdle(() => ran.push(`after the trap: ${walk(core)}`));
        return c.playerKept(1e9);
      }),
    ).toThrow(CoreTrapError);
    expect(ran).toEqual(["idle", "after", "after the trap: 1094"]);
  });
});
