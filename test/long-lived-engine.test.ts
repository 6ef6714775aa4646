// A long-lived engine never goes wrong: after any operation, whatever ended it
// (a finished search, a budget, a control, a BestfirstError), the core's state is whole.
// The two reported sequences that broke it (a cut-short search naming the last search's
// line on another game, which wrote past that game's arrays), each on one engine and held
// to the naive oracles, a fresh engine and the reference; then random sequences of every
// operation on one engine, every answer the reference's (./soak/long-lived.ts); and the
// same with a user's game core (test/fixtures/kit/nim.ts) among them, built once, its
// answers the reference's on its TypeScript twin (./kit-nim.ts, through ./long-lived-kit.ts).

import { beforeAll, describe, expect, test } from "vitest";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import {
  BestfirstError,
  createReferenceEngine,
  createWasmEngineSync,
  type Engine,
  type Position,
  type SearchRequest,
} from "../index.js";
import { fromMoves, naivePerft } from "../oracles/connect-four-naive.js";
import { naiveBestFirst } from "../oracles/naive-bestfirst.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { runSequence, sequence, type Side } from "./soak/long-lived.js";
import { runs } from "./soak/runs.js";
import { cachedKitCore } from "../bench/kit-core.js";
import { NimTwin } from "./kit-nim.js";
import { twinEngine } from "./long-lived-kit.js";

const reference = createReferenceEngine();
const connectFourAt = (moves: string): Position => ({ game: "connect4", moves: moves.split("") });
const withoutTime = <T extends { ms: number }>({ ms: _, ...rest }: T): Omit<T, "ms"> => rest;

/** A search that its budget stops before its end: the documented BestfirstError. */
function expectStopped(engine: Engine, request: SearchRequest): void {
  expect(() => engine.search(request)).toThrow(BestfirstError);
  expect(() => engine.search(request)).toThrow(/stopped by its node or time budget .* before it finished/);
}

/** Connect-Four whole: perft as the naive oracle counts it, a search as a fresh engine and the reference make it. */
function expectConnectFourWhole(engine: Engine): void {
  const position = connectFourAt("4143312");
  const naive = naivePerft(fromMoves("4143312"), 4);
  expect(naive).toEqual([7, 49, 343, 2365]);
  expect(engine.perft(position, 4)).toEqual(naive);
  const request: SearchRequest = { position: connectFourAt(""), algorithm: "alphabeta", horizon: 6 };
  const fresh = withoutTime(createWasmEngineSync().search(request));
  expect(withoutTime(engine.search(request))).toEqual(fresh);
  expect(withoutTime(reference.search(request))).toEqual(fresh);
  expect(fresh.nodes.generated).toBe(2370);
}

describe("the reported sequences", () => {
  test("a stopped minimax after a long best-first search leaves Connect-Four whole", () => {
    const engine = createWasmEngineSync();
    const long = engine.search({ position: connectFourAt(""), algorithm: "bestfirst", nodes: 100_000 });
    expect(long.pv.length).toBeGreaterThan(9); // longer than tic-tac-toe's board: naming it there went past its arrays
    const ttt: Position = { game: "tictactoe", moves: ["7", "9", "3"] };
    expectStopped(engine, { position: ttt, algorithm: "minimax", horizon: 3, nodes: 100 });
    expectConnectFourWhole(engine);
  });

  test("best-first on a random tree, a stopped minimax on tic-tac-toe, then MCTS on Connect-Four: no trap", () => {
    const engine = createWasmEngineSync();
    const tree = { seed: 692406630, branching: 2, mode: "uniform" as const };
    const at: Position = { game: "random", tree, path: [1, 1, 1, 1] };
    const first = engine.search({ position: at, algorithm: "bestfirst", nodes: 17822 });
    // The best-first search's line is the naive oracle's (so the line left behind was long and real).
    const game = new RandomTree({ seedHi: 0, seedLo: 692406630, branching: 2, mode: "uniform", terminalDepth: 100 });
    for (const move of [1, 1, 1, 1]) game.play(move);
    const naive = naiveBestFirst(game, { nodes: 17822 });
    expect(first.pv).toEqual(naive.pv);
    const ttt: Position = { game: "tictactoe", path: [4, 6] };
    expectStopped(engine, { position: ttt, algorithm: "minimax", horizon: 6, nodes: 100 });
    const mcts = engine.search({ position: connectFourAt(""), algorithm: "mcts", time: 50 });
    expect(["1", "2", "3", "4", "5", "6", "7"]).toContain(mcts.move);
    // The same search by nodes is the reference's and a fresh engine's, node for node.
    const request: SearchRequest = { position: connectFourAt(""), algorithm: "mcts", nodes: 3000 };
    expect(withoutTime(engine.search(request))).toEqual(withoutTime(reference.search(request)));
    expect(withoutTime(engine.search(request))).toEqual(withoutTime(createWasmEngineSync().search(request)));
    expectConnectFourWhole(engine);
  });

  test("a stopped perft, solve and alpha-beta leave no line behind either", () => {
    const engine = createWasmEngineSync();
    engine.search({ position: connectFourAt(""), algorithm: "bestfirst", nodes: 100_000 });
    expect(() => engine.perft({ game: "tictactoe" }, 9, { nodes: 50 })).toThrow(/perft was stopped/);
    expect(() => engine.solve({ game: "tictactoe" }, { nodes: 50 })).toThrow(/solve was stopped/);
    const ttt: Position = { game: "tictactoe", path: [0] };
    expectStopped(engine, { position: ttt, algorithm: "alphabeta", horizon: 8, nodes: 30 });
    expectConnectFourWhole(engine);
  });
});

describe("random sequences of every operation on one engine", () => {
  // One engine for every sequence: what one leaves behind, the next meets.
  const engine = createWasmEngineSync();
  const probe: Position = connectFourAt("4455");
  test("every answer is the reference's (30 sequences of up to 10 operations; the soak: BESTFIRST_SOAK_RUNS)", () => {
    fc.assert(
      fc.property(sequence(10), (ops) => {
        const divergence = runSequence(engine, reference, ops, probe);
        expect(divergence).toBeUndefined();
      }),
      { numRuns: runs(30) },
    );
    expectConnectFourWhole(engine);
  });
});

describe("random sequences with a user's game core among them", () => {
  const engine = createWasmEngineSync();
  const probe: Position = connectFourAt("4455");
  let kit: Side;
  beforeAll(async () => {
    // Built once (tens of seconds), then kept under its sources' hash (bench/kit-core.ts).
    const core = await cachedKitCore(fileURLToPath(new URL("./fixtures/kit/nim.ts", import.meta.url)), "Nim");
    const probe = { moves: ["c1"] } as unknown as Position;
    kit = {
      engine: createWasmEngineSync({ core }) as unknown as Engine,
      model: twinEngine(() => new NimTwin()),
      probe,
    };
  }, 600_000);

  test("every answer is the reference's, the core's on the twin (8 sequences; the soak: BESTFIRST_SOAK_RUNS)", () => {
    let onKit = 0;
    fc.assert(
      fc.property(sequence(10, true), (ops) => {
        onKit += ops.filter((op) => "at" in op && op.at.game === "kit").length;
        const divergence = runSequence(engine, reference, ops, probe, kit);
        expect(divergence).toBeUndefined();
      }),
      { numRuns: runs(8) },
    );
    expect(onKit).toBeGreaterThan(0);
    // The core still answers as a fresh one and the twin do.
    const request: SearchRequest = { position: { moves: ["b2"] } as unknown as Position, algorithm: "id", nodes: 2000 };
    expect(withoutTime(kit.engine.search(request))).toEqual(withoutTime(kit.model.search(request)));
  });
});
