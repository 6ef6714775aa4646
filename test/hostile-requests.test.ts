// Requests a server takes from clients it does not trust: every bad value is a
// BestfirstError, the same on both engines, or, where the caller's own code threw (a
// getter, a proxy's trap, a control callback), that very error, passed through; the
// engines and their players come out unharmed; the asynchronous API only ever rejects.

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import {
  BestfirstError,
  createSearcher,
  type Engine,
  type Player,
  type PlayerSpec,
  type Position,
  type Searcher,
  type SearchReport,
  type SearchRequest,
} from "../index.js";
import { CALLERS_OWN, hostileCalls, materialize, type Recipe } from "./soak/hostile-requests.js";
import { runs } from "./soak/runs.js";

const [wasm, ts] = engines;

/** What a call ends with: its result, or its error's class and message. */
function ending(call: () => unknown): unknown {
  try {
    return { result: call() };
  } catch (error) {
    return { error: (error as Error)?.constructor?.name, message: (error as Error)?.message };
  }
}

/** Both engines end `call` with the same BestfirstError; returns its message. */
function refusedAlike(call: (engine: Engine) => unknown): string {
  const [a, b] = engines.map((engine) => ending(() => call(engine)));
  expect(a).toEqual(b);
  expect((a as { error?: string }).error).toBe("BestfirstError");
  return (a as { message: string }).message;
}

const ticTacToe = (moves: unknown): Position => ({ game: "tictactoe", moves }) as Position;

describe("holes and lengths", () => {
  test("a hole in moves or path is refused, on both engines alike, whatever the operation", () => {
    // eslint-disable-next-line no-sparse-arrays
    const holed = [, "5"];
    for (const position of [
      ticTacToe(holed),
      { game: "connect4", moves: ["4", , "4"] },
      { game: "othello", moves: [, "d3"] },
      // eslint-disable-next-line no-sparse-arrays
      { game: "tictactoe", path: [0, , 1] },
      { game: "random", tree: { seed: 1, branching: 3, mode: "uniform" }, path: [, 0] },
    ] as Position[]) {
      expect(refusedAlike((e) => e.moves(position))).toMatch(/without holes: number \d is missing/);
      expect(refusedAlike((e) => e.evaluate(position))).toMatch(/without holes/);
      expect(refusedAlike((e) => e.search({ position, algorithm: "alphabeta", horizon: 1 }))).toMatch(/without holes/);
      expect(refusedAlike((e) => e.perft(position, 1))).toMatch(/without holes/);
      if (position.game !== "random") expect(refusedAlike((e) => e.solve(position))).toMatch(/without holes/);
    }
    // An array's length past its elements is holes too.
    expect(refusedAlike((e) => e.moves(ticTacToe(Object.assign(new Array(3), { 0: "5" }))))).toMatch(
      /number 2 is missing/,
    );
  });

  test("the length is checked before the elements: a list of 2^32 - 1 is refused after reading none of them", () => {
    for (const game of ["tictactoe", "connect4", "othello"] as const) {
      let reads = 0;
      const huge = new Array(2 ** 32 - 1);
      huge[0] = "4";
      const counted = new Proxy(huge, {
        get(target, key, receiver) {
          if (typeof key === "string" && /^\d+$/.test(key) && ++reads > 100) throw new Error("read too many elements");
          return Reflect.get(target, key, receiver);
        },
        has(target, key) {
          if (typeof key === "string" && /^\d+$/.test(key) && ++reads > 100) throw new Error("read too many elements");
          return Reflect.has(target, key);
        },
      });
      expect(refusedAlike((e) => e.moves({ game, moves: counted } as Position))).toMatch(
        /^moves has 4294967295 moves, but no game of .* lasts more than \d+ plies$/,
      );
      const path = refusedAlike((e) => e.moves({ game, path: counted } as unknown as Position));
      expect(path).toMatch(/^path has 4294967295 moves but the game ends at depth \d+$/);
    }
  });

  test("each element is read once: the engines play what was checked", () => {
    let reads = 0;
    // A list that names a legal move when checked and another one after.
    const shifty = new Proxy(["5"], {
      get: (t, k, r) => (k === "0" ? (reads++ === 0 ? "5" : "zz") : Reflect.get(t, k, r)),
    });
    for (const engine of engines) {
      reads = 0;
      expect(engine.moves(ticTacToe(shifty)).map((m) => m.move)).toEqual(["1", "2", "3", "4", "6", "7", "8", "9"]);
    }
  });
});

describe("objects with no prototype, and other values with no string form", () => {
  const bare = () => Object.create(null) as never;
  const tree = { seed: 1, branching: 3, mode: "uniform" } as const;
  const random: Position = { game: "random", tree };

  test("every field of a request, a tree, a player or a solve: a BestfirstError naming it, on both engines", () => {
    const cases: [string, (engine: Engine) => unknown, RegExp][] = [
      [
        "seed",
        (e) => e.moves({ game: "random", tree: { ...tree, seed: bare() } }),
        /^seed must be an unsigned 64-bit integer .* got an object$/,
      ],
      ["seed (edge sum)", (e) => e.edgeCostSum(bare(), 0, 1), /^seed must be .* got an object$/],
      [
        "mode",
        (e) => e.moves({ game: "random", tree: { ...tree, mode: bare() } }),
        /^mode must be "uniform" or "random", got an object$/,
      ],
      [
        "branching",
        (e) => e.moves({ game: "random", tree: { ...tree, branching: bare() } }),
        /branching factor B must be an integer .* got an object$/,
      ],
      ["game", (e) => e.moves({ game: bare() } as Position), /^unknown game an object; games: /],
      [
        "algorithm",
        (e) => e.search({ position: random, algorithm: bare() }),
        /^unknown algorithm an object; algorithms: /,
      ],
      [
        "time",
        (e) => e.search({ position: random, algorithm: "id", time: bare() }),
        /^time budget \(ms\) must be a number .* got an object$/,
      ],
      [
        "nodes",
        (e) => e.search({ position: random, algorithm: "id", nodes: bare() }),
        /^node budget must be an integer .* got an object$/,
      ],
      [
        "p",
        (e) => e.search({ position: random, algorithm: "mma", nodes: 10, p: bare() }),
        /^p \(the generalized mean's exponent\) must be a number .* got an object$/,
      ],
      [
        "countRegenerations",
        (e) => e.search({ position: random, algorithm: "rbfms", bound: 2, countRegenerations: bare() }),
        /^countRegenerations must be true or false, got an object$/,
      ],
      [
        "memoryNodes",
        (e) => e.search({ position: random, algorithm: "bestfirst", bound: 2, memoryNodes: bare() }),
        /memory limit \(nodes\) must be an integer .* got an object$/,
      ],
      [
        "control",
        (e) => e.search({ position: random, algorithm: "id", nodes: 10, control: { progressMs: bare() } }),
        /^control.progressMs must be .* got an object$/,
      ],
      [
        "kind",
        (e) => e.createPlayer({ kind: bare() } as PlayerSpec),
        /^player kind must be bestfirst, extension, alphabeta, mma, mcts or alphabeta-tt, got an object$/,
      ],
      [
        "onFull",
        (e) => e.createPlayer({ kind: "bestfirst", bound: 2, onFull: bare() }),
        /^onFull must be "prune" or "linear", got an object$/,
      ],
      [
        "retain",
        (e) => e.createPlayer({ kind: "bestfirst", bound: 2, retain: bare() }),
        /^retain must be true or false, got an object$/,
      ],
      [
        "mma time",
        (e) => e.createPlayer({ kind: "mma", time: bare() }),
        /^time budget \(ms\) must be .* got an object$/,
      ],
      [
        "weak",
        (e) => e.solve({ game: "tictactoe" }, { weak: bare() }),
        /^solve option weak must be true or false, got an object$/,
      ],
      [
        "a move",
        (e) => e.moves(ticTacToe([bare()])),
        /^moves must be a list of move names, like \["1"\]: move number 1 is an object$/,
      ],
      ["moves", (e) => e.moves(ticTacToe(bare())), /^moves must be a list of move names, like \["1"\], got an object$/],
      [
        "path",
        (e) => e.moves({ game: "tictactoe", path: bare() }),
        /^path must be a list of move numbers, got an object$/,
      ],
      [
        "a move in the path",
        (e) => e.moves({ game: "tictactoe", path: [bare()] }),
        /^a move in the path must be an integer .* got an object$/,
      ],
      ["board", (e) => e.moves({ game: "othello", board: bare() }), /^an Othello board must be text/],
    ];
    for (const [what, call, message] of cases) expect(refusedAlike(call), what).toMatch(message);
  });

  test("a player given such a move after its first choose: a BestfirstError, on both engines", () => {
    for (const engine of engines) {
      const player = engine.createPlayer({ kind: "alphabeta", horizon: 1 });
      player.choose(ticTacToe(["5"]));
      expect(() => player.choose(ticTacToe([bare()]))).toThrow(BestfirstError);
      player.dispose();
    }
  });

  test("a value whose toString throws, a symbol, a revoked proxy: the same", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const value of [
      {
        toString() {
          throw new Error("no");
        },
      },
      Symbol("s"),
      proxy,
    ])
      expect(refusedAlike((e) => e.search({ position: random, algorithm: value as never }))).toMatch(
        /^unknown algorithm (an object|a symbol|a revoked proxy); algorithms/,
      );
    expect(
      refusedAlike((e) => e.moves({ game: "random", tree: { ...tree, seed: "x".repeat(1e6) } })).length,
    ).toBeLessThan(400);
  });
});

describe("the caller's own errors", () => {
  const boom = new Error("the caller's own");
  const throwing = <T extends object>(target: T, key: string): T =>
    Object.defineProperty({ ...target }, key, {
      get() {
        throw boom;
      },
      enumerable: true,
    });
  const request: SearchRequest = { position: { game: "tictactoe", moves: ["5"] }, algorithm: "alphabeta", horizon: 2 };

  test("a getter or a proxy's trap that throws: its error passes through unchanged, both engines; they go on", () => {
    const calls: ((engine: Engine) => unknown)[] = [
      (e) => e.search(throwing(request, "algorithm")),
      (e) => e.search(throwing(request, "horizon")),
      (e) => e.search({ ...request, position: throwing(request.position, "moves") }),
      (e) =>
        e.moves({
          game: "tictactoe",
          moves: Object.defineProperty(["5"], 0, {
            get() {
              throw boom;
            },
          }),
        }),
      (e) =>
        e.search(
          new Proxy(request, {
            get() {
              throw boom;
            },
          }),
        ),
      (e) =>
        e.search({
          ...request,
          position: new Proxy(request.position, {
            has() {
              throw boom;
            },
            get() {
              throw boom;
            },
          }),
        }),
      (e) => e.solve({ game: "tictactoe" }, throwing({ weak: true }, "weak")),
      (e) => e.createPlayer(throwing({ kind: "bestfirst", bound: 2 } as PlayerSpec, "bound")),
      (e) => e.search({ ...request, control: throwing({}, "onProgress") }),
    ];
    for (const engine of engines) {
      for (const call of calls) expect(() => call(engine)).toThrow(boom);
      expect(engine.search(request).move).toBe(ts.search(request).move);
    }
  });

  test("a stack overflow in onProgress reaches the caller as its RangeError; the core and players live on", () => {
    const overflow = () => {
      const deeper = (n: number): number => deeper(n + 1) + 1;
      deeper(0);
    };
    const long: SearchRequest = { position: { game: "othello" }, algorithm: "id", nodes: 200_000 };
    const spec: PlayerSpec = { kind: "bestfirst", bound: 4 };
    for (const engine of engines) {
      const player = engine.createPlayer(spec);
      let error: unknown;
      try {
        engine.search({ ...long, control: { progressMs: 0, onProgress: overflow } });
      } catch (e) {
        error = e;
      }
      expect(error, engine.name).toBeInstanceOf(RangeError);
      expect((error as Error).message).toMatch(/call stack/);
      // The player made before the overflow plays as a new one does.
      expect(player.choose({ game: "tictactoe" })).toEqual(engine.createPlayer(spec).choose({ game: "tictactoe" }));
      player.dispose();
    }
  });

  test("a getter that calls itself without end: its RangeError passes through, the core not restarted", () => {
    const position = {
      get game(): string {
        return (this as { game: string }).game;
      },
    } as unknown as Position;
    for (const engine of engines) {
      const spec: PlayerSpec = { kind: "alphabeta", horizon: 2 };
      const player = engine.createPlayer(spec);
      expect(() => engine.moves(position)).toThrow(RangeError);
      expect(() => engine.search({ position, algorithm: "alphabeta", horizon: 1 })).toThrow(RangeError);
      // The player lives on: it chooses as a fresh one.
      expect(player.choose({ game: "tictactoe" })).toEqual(engine.createPlayer(spec).choose({ game: "tictactoe" }));
      player.dispose();
    }
  });

  test("a control that throws in a player's search: its error; the tree whole, it plays on as a stopped player", () => {
    // A search of two budget checks (1024 expansions each): it is stopped at the first.
    const spec: PlayerSpec = { kind: "bestfirst", bound: 60 };
    const position: Position = { game: "random", tree: { seed: 3, branching: 3, mode: "uniform" } };
    for (const engine of engines) {
      const thrown = engine.createPlayer(spec),
        stopped = engine.createPlayer(spec);
      let checks = 0;
      expect(() =>
        thrown.choose(position, {
          shouldStop: () => {
            if (++checks === 1) throw boom;
            return false;
          },
        }),
      ).toThrow(boom);
      let stops = 0;
      stopped.choose(position, { shouldStop: () => ++stops === 1 });
      expect(thrown.choose(position)).toEqual(stopped.choose(position));
      thrown.dispose();
      stopped.dispose();
    }
  });
});

describe("the asynchronous API only ever rejects", () => {
  let searcher: Searcher;
  beforeAll(async () => {
    searcher = await createSearcher();
  });
  afterAll(async () => {
    await searcher.close();
  });
  const boom = new Error("the caller's own");
  const hostile = new Proxy(
    {},
    {
      ownKeys() {
        throw boom;
      },
      get() {
        throw boom;
      },
      has() {
        throw boom;
      },
    },
  );

  test("a request or options whose traps or getters throw: a promise rejected with that error", async () => {
    const calls: (() => Promise<unknown>)[] = [
      () => searcher.search(hostile as SearchRequest),
      () => searcher.search({ position: { game: "tictactoe" }, algorithm: "alphabeta", horizon: 1 }, hostile),
      () => searcher.perft({ game: "tictactoe" }, 1, hostile),
      () => searcher.solve({ game: "tictactoe" }, hostile),
    ];
    for (const call of calls) {
      let result: Promise<unknown> | undefined;
      expect(() => (result = call())).not.toThrow();
      expect(result).toBeInstanceOf(Promise);
      await expect(result).rejects.toBe(boom);
    }
  });

  test("a proxy or a null-prototype object as a position: a BestfirstError; the searcher goes on", async () => {
    await expect(searcher.perft(new Proxy({ game: "tictactoe" }, {}) as Position, 2)).rejects.toThrow(BestfirstError);
    await expect(
      searcher.createPlayer(new Proxy({ kind: "bestfirst", bound: 2 }, {}) as PlayerSpec, { game: "tictactoe" }),
    ).rejects.toThrow(BestfirstError);
    await expect(
      searcher.solve(Object.assign(Object.create(null), { game: "tictactoe", moves: ["5"] })),
    ).resolves.toEqual(wasm.solve({ game: "tictactoe", moves: ["5"] }));
    // eslint-disable-next-line no-sparse-arrays
    await expect(searcher.perft(ticTacToe([, "5"]), 1)).rejects.toThrow(/without holes/);
    expect(await searcher.perft({ game: "tictactoe" }, 2)).toEqual([9, 72]);
  });
});

/**
 * How a generated call ends: its result, a BestfirstError's message, or the caller's own error (a
 * stack overflow of its getter too); anything else fails the test.
 */
function outcomeOf(run: (...args: unknown[]) => unknown, recipe: Recipe): unknown {
  try {
    const result = run(...materialize(recipe));
    if (recipe.op === "createPlayer") {
      (result as Player).dispose();
      return { result: "a player" };
    }
    return { result: recipe.op === "search" ? { ...(result as SearchReport), ms: 0 } : result };
  } catch (error) {
    if (error === CALLERS_OWN) return { callersOwn: true };
    if (error instanceof RangeError && /call stack/.test(error.message)) return { callersOverflow: true };
    if (error instanceof BestfirstError) return { refused: error.message };
    throw error;
  }
}

describe("generated hostile calls (test/soak/hostile-requests.ts)", () => {
  test("every call ends alike on both engines: the same result, BestfirstError, or the caller's own error", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(hostileCalls, (recipe) => {
        const [a, b] = engines.map((engine) =>
          outcomeOf((...args) => (engine[recipe.op] as (...a: unknown[]) => unknown)(...args), recipe),
        );
        expect(a).toEqual(b);
        seen.add(Object.keys(a as object)[0]);
      }),
      { numRuns: runs(300) },
    );
    // Every kind of ending was exercised.
    expect([...seen].sort()).toEqual(["callersOverflow", "callersOwn", "refused", "result"]);
  });

  test("the searcher's calls never throw, and settle as the engine's do", async () => {
    const searcher = await createSearcher({ engine: "ts" });
    try {
      await fc.assert(
        fc.asyncProperty(
          hostileCalls.filter((r) => r.op === "search" || r.op === "perft" || r.op === "solve"),
          async (recipe) => {
            let promise: Promise<unknown> | undefined;
            expect(
              () =>
                (promise = (searcher[recipe.op as "search"] as (...a: unknown[]) => Promise<unknown>)(
                  ...materialize(recipe),
                )),
            ).not.toThrow();
            const ending = await promise!.then(
              (result) => ({ result }),
              (error) => error,
            );
            if ("result" in (ending as object)) return;
            // Refused, or the caller's own error, or a request that cannot be copied to a worker (a
            // BestfirstError too).
            expect(
              ending === CALLERS_OWN ||
                ending instanceof BestfirstError ||
                (ending instanceof RangeError && /call stack/.test(ending.message)),
              String(ending),
            ).toBe(true);
          },
        ),
        { numRuns: runs(40) },
      );
    } finally {
      await searcher.close();
    }
  });
});
