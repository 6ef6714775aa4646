// The asynchronous searcher (searcher/, docs/async.md) in Node: it gives the reports of
// the synchronous engines, stops on an AbortSignal as documented, reports growing
// progress, and several workers give what one gives.

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { engines } from "./helpers.js";
import {
  BestfirstError,
  createSearcher,
  type PlayerRunOptions,
  type PlayerSpec,
  type Position,
  type RunOptions,
  type Searcher,
  type SearcherOptions,
  type SearchReport,
  type SearchRequest,
} from "../index.js";

const [wasm, ts] = engines;
const same = ({ ms: _ms, ...rest }: SearchReport) => rest;

const requests: SearchRequest[] = [
  { position: { game: "random", tree: { seed: 1, branching: 4, mode: "random" } }, algorithm: "rbfms", bound: 12 },
  { position: { game: "random", tree: { seed: 5, branching: 3, mode: "uniform" } }, algorithm: "id", nodes: 20_000 },
  { position: { game: "othello", moves: ["f5", "d6"] }, algorithm: "bestfirst", bound: 8 },
  { position: { game: "othello" }, algorithm: "alphabeta", horizon: 5 },
  { position: { game: "tictactoe", moves: ["5", "1"] }, algorithm: "extension", horizon: 2, bound: 7 },
  { position: { game: "random", tree: { seed: 9, branching: 5, mode: "random" } }, algorithm: "minimax", horizon: 4 },
];

/** A long search: id on Othello with a budget far beyond a test's time. */
const long: SearchRequest = { position: { game: "othello" }, algorithm: "id", nodes: 2 ** 40 };

// Three searchers for all the tests (a worker's start-up is the slow part).
let one: Searcher, two: Searcher, reference: Searcher;
beforeAll(async () => {
  [one, two, reference] = await Promise.all([
    createSearcher(),
    createSearcher({ workers: 2 }),
    createSearcher({ engine: "ts" }),
  ]);
});
afterAll(async () => {
  await Promise.all([one, two, reference].map((s) => s.close()));
});

describe("createSearcher", () => {
  test("a search in a worker gives the synchronous engine's report, both engines; perft and solve too", async () => {
    const w = one,
      r = reference;
    for (const request of requests) {
      expect(same(await w.search(request))).toEqual(same(wasm.search(request)));
      expect(same(await r.search(request))).toEqual(same(ts.search(request)));
    }
    expect(await w.perft({ game: "othello" }, 6)).toEqual(wasm.perft({ game: "othello" }, 6));
    expect(await w.solve({ game: "tictactoe" })).toEqual(wasm.solve({ game: "tictactoe" }));
    expect(await r.solve({ game: "tictactoe", moves: ["5"] })).toEqual(ts.solve({ game: "tictactoe", moves: ["5"] }));
  });

  test("two workers give what one gives, work for work", async () => {
    const [a, b] = await Promise.all([one, two].map((s) => Promise.all(requests.map((q) => s.search(q)))));
    expect(b.map(same)).toEqual(a.map(same));
  });

  test("bad input rejects with the engine's BestfirstError, and the searcher goes on", async () => {
    const s = one;
    const bad = { position: { game: "othello" }, algorithm: "alphabeta" } as SearchRequest;
    await expect(s.search(bad)).rejects.toThrow(BestfirstError);
    await expect(s.search(bad)).rejects.toThrow(/alphabeta needs a horizon/);
    expect(same(await s.search(requests[0]))).toEqual(same(wasm.search(requests[0])));
    await expect(createSearcher({ workers: 0 })).rejects.toThrow(/workers must be an integer 1..256/);
  });

  test("bad options reject with a BestfirstError before the work runs, both engines alike; it goes on", async () => {
    const bad: [unknown, RegExp][] = [
      [5, /^options must be an object \{ signal\?, onProgress\?, progressMs\?, onStart\? \} or undefined, got 5$/],
      [null, /^options must be an object .* got null$/],
      [{ signal: 5 }, /^options.signal must be an AbortSignal \(an AbortController's signal\) or undefined, got 5$/],
      [{ signal: {} }, /^options.signal must be an AbortSignal .* got an object that is not one$/],
      [{ onProgress: 5 }, /^options.onProgress must be a function \(progress\) => void or undefined, got 5$/],
      [{ onStart: "x" }, /^options.onStart must be a function \(\) => void or undefined, got "x"$/],
      [{ progressMs: NaN }, /^options.progressMs must be a finite number of milliseconds >= 0 .* got NaN$/],
      [{ progressMs: "x" }, /^options.progressMs must be .* got "x"$/],
      [{ progressMs: -1 }, /^options.progressMs must be .* got -1$/],
    ];
    const small: SearchRequest = { position: { game: "tictactoe" }, algorithm: "alphabeta", horizon: 1 };
    for (const s of [one, reference]) {
      for (const [options, message] of bad) {
        let started = 0;
        const spied =
          options !== null && typeof options === "object" && !("onStart" in options)
            ? { ...options, onStart: () => void started++ }
            : options;
        for (const work of [
          () => s.search(small, spied as RunOptions),
          () => s.search(long, spied as RunOptions),
          () => s.perft({ game: "tictactoe" }, 2, spied as RunOptions),
          () => s.solve({ game: "tictactoe", moves: ["5", "1", "9"] }, spied as RunOptions),
        ]) {
          const result = work();
          expect(result).toBeInstanceOf(Promise); // a rejection, not a throw
          await expect(result).rejects.toThrow(BestfirstError);
          await expect(work()).rejects.toThrow(message);
        }
        expect(started).toBe(0);
      }
      expect(same(await s.search(requests[0]))).toEqual(same((s === one ? wasm : ts).search(requests[0])));
    }
    for (const options of [5, "x", null, [2]])
      await expect(createSearcher(options as SearcherOptions)).rejects.toThrow(
        /^createSearcher's options must be an object \{ workers\?, engine\?, startupMs\? \} or undefined, got/,
      );
    await expect(createSearcher({ engine: "x" } as unknown as SearcherOptions)).rejects.toThrow(BestfirstError);
  });

  test("abort: a budgeted search resolves within 100 ms with its best move, a node budget's report", async () => {
    const s = one;
    const controller = new AbortController();
    const seen: number[] = [];
    let resolveFirst: () => void;
    const firstProgress = new Promise<void>((resolve) => (resolveFirst = resolve));
    const running = s.search(long, {
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p.nodes.generated);
        if (seen.length === 3) resolveFirst();
      },
    });
    await firstProgress;
    const asked = performance.now();
    controller.abort();
    const report = await running;
    expect(performance.now() - asked).toBeLessThan(100);
    expect(report.stopped).toBe(true);
    expect(report.nodes.generated).toBeLessThan(long.nodes!);
    // Growing node counts, at least every 50 ms (three reports came before the abort).
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]);
    expect(report.nodes.generated).toBeGreaterThanOrEqual(seen.at(-1)!);
    const { stopped: _s, ...budgeted } = same(report);
    expect(same(wasm.search({ ...long, nodes: report.nodes.generated }))).toEqual(budgeted);
  });

  test("abort: fixed-horizon searches and perft reject with the signal's reason in 100 ms; the next runs", async () => {
    const s = one;
    const works = [
      (signal: AbortSignal) =>
        s.search({ position: { game: "othello" }, algorithm: "minimax", horizon: 30 }, { signal }),
      (signal: AbortSignal) => s.perft({ game: "othello" }, 20, { signal }),
    ];
    for (const work of works) {
      const controller = new AbortController();
      const running = work(controller.signal);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const asked = performance.now();
      controller.abort(new Error("enough"));
      await expect(running).rejects.toThrow("enough");
      expect(performance.now() - asked).toBeLessThan(100);
    }
    expect(same(await s.search(requests[1]))).toEqual(same(wasm.search(requests[1])));
  });

  test("abort: work still waiting for a worker rejects and never runs; an aborted signal rejects at once", async () => {
    const s = one;
    const first = new AbortController(),
      second = new AbortController();
    const running = s.search(long, { signal: first.signal });
    const queued = s.search(requests[0], { signal: second.signal });
    second.abort();
    await expect(queued).rejects.toThrow(/abort/i);
    first.abort();
    expect((await running).stopped).toBe(true);
    await expect(s.search(requests[0], { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
  });
});

// Asynchronous players (docs/async.md, "Players"): the synchronous player's choices, move
// for move, in a worker that keeps the tree; the handle's rules; a stop ends an alpha-beta
// player (the others stop with a move: test/searcher-player-stop.test.ts).
describe("searcher.createPlayer", () => {
  const specs: PlayerSpec[] = [
    { kind: "bestfirst", bound: 5 },
    { kind: "extension", horizon: 2, bound: 4 },
    { kind: "alphabeta", horizon: 3 },
    { kind: "mma", moveCalls: 40 },
  ];
  const starts: Position[] = [
    { game: "tictactoe" },
    { game: "random", tree: { seed: 11, branching: 3, mode: "random", depth: 9 } },
  ];
  /** The other side's move: fixed by the ply, so both runs see the same game. */
  const reply = (ply: number, count: number) => (ply * 7 + 3) % count;

  test.each([0, 1])(
    "a whole game: the same choices as the synchronous player, move for move (engine %i)",
    async (e) => {
      const [engine, searcher] = e === 0 ? [wasm, one] : [ts, reference];
      let kept = 0;
      for (const spec of specs)
        for (const start of starts) {
          const sync = engine.createPlayer(spec);
          const player = await searcher.createPlayer(spec, start);
          try {
            let at = start;
            for (let ply = 0; engine.moves(at).length > 0; ply++) {
              let move: number;
              if (ply % 2 === 0) {
                const expected = sync.choose(at);
                const choice = await player.choose();
                expect(choice).toEqual(expected);
                kept = Math.max(kept, spec.kind === "bestfirst" ? choice.kept : 0);
                move = choice.move;
              } else move = reply(ply, engine.moves(at).length);
              sync.observe(move);
              await player.observe(move);
              at = { ...at, path: [...(at.path ?? []), move] } as Position;
            }
          } finally {
            sync.dispose();
            await player.dispose();
          }
        }
      expect(kept).toBeGreaterThan(1); // the best-first player kept a tree between moves
    },
  );

  test("a match of two players, each in its worker (docs/async.md's example): the synchronous moves", async () => {
    const [searcher, engine] = [one, wasm];
    // The example, as docs/async.md gives it.
    const start = { game: "tictactoe" } as const;
    const players = await Promise.all(
      [
        { kind: "bestfirst", bound: 4 },
        { kind: "alphabeta", horizon: 2 },
      ].map((spec) => searcher.createPlayer(spec as PlayerSpec, start)),
    );
    const moves: number[] = [];
    while (engine.moves({ ...start, path: moves }).length > 0) {
      const { move } = await players[moves.length % 2].choose();
      await Promise.all(players.map((p) => p.observe(move))); // both players see every move
      moves.push(move);
    }
    await Promise.all(players.map((p) => p.dispose()));
    const sides: PlayerSpec[] = [
      { kind: "bestfirst", bound: 4 },
      { kind: "alphabeta", horizon: 2 },
    ];
    // The same match with the synchronous players.
    const sync = sides.map((spec) => wasm.createPlayer(spec));
    const expected: number[] = [];
    while (wasm.moves({ ...start, path: expected }).length > 0) {
      const { move } = sync[expected.length % 2].choose({ ...start, path: expected });
      for (const p of sync) p.observe(move);
      expected.push(move);
    }
    for (const p of sync) p.dispose();
    expect(moves).toEqual(expected);
    expect(moves.length).toBeGreaterThanOrEqual(5);
  });

  test("dispose: a second does nothing, any other use then rejects with a BestfirstError; bad input too", async () => {
    const player = await one.createPlayer({ kind: "bestfirst", bound: 3 }, { game: "tictactoe" });
    await expect(player.observe(9)).rejects.toThrow(
      "move 9 is not legal at the player's position; its moves are 0..8: 0 (1), 1 (2)",
    );
    await player.observe(4);
    // After a refused move the player goes on from where it was.
    expect(await player.choose()).toEqual(
      await oneChoice({ kind: "bestfirst", bound: 3 }, { game: "tictactoe", moves: ["5"] }),
    );
    await player.dispose();
    await expect(player.dispose()).resolves.toBeUndefined();
    await expect(player.choose()).rejects.toThrow(BestfirstError);
    await expect(player.choose()).rejects.toThrow(/disposed/);
    await expect(player.observe(0)).rejects.toThrow(BestfirstError);
    await expect(one.createPlayer({ kind: "bestfirst" } as PlayerSpec, { game: "tictactoe" })).rejects.toThrow(
      BestfirstError,
    );
    await expect(
      one.createPlayer({ kind: "alphabeta", horizon: 2 }, { game: "tictactoe", moves: ["10"] }),
    ).rejects.toThrow(BestfirstError);
  });

  test("bad choose options reject with a BestfirstError, and the player plays on", async () => {
    const spec: PlayerSpec = { kind: "bestfirst", bound: 3 };
    for (const s of [one, reference]) {
      const player = await s.createPlayer(spec, { game: "tictactoe" });
      for (const [options, message] of [
        [5, /^options must be an object/],
        [null, /^options must be an object/],
        [{ signal: 5 }, /^options.signal must be an AbortSignal/],
        [{ onProgress: 5 }, /^options.onProgress must be a function/],
        [{ progressMs: -1 }, /^options.progressMs must be/],
      ] as [unknown, RegExp][])
        await expect(player.choose(options as PlayerRunOptions)).rejects.toThrow(message);
      expect(await player.choose()).toEqual(await oneChoice(spec, { game: "tictactoe" }));
      await player.dispose();
    }
  });

  /** A fresh synchronous wasm player's choice at `at`. */
  async function oneChoice(spec: PlayerSpec, at: Position) {
    const p = wasm.createPlayer(spec);
    try {
      return p.choose(at);
    } finally {
      p.dispose();
    }
  }

  test("abort: a player's search rejects with the signal's reason in 100 ms, ends the player; it goes on", async () => {
    const player = await one.createPlayer({ kind: "alphabeta", horizon: 30 }, { game: "othello" });
    const controller = new AbortController();
    const running = player.choose({ signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const asked = performance.now();
    controller.abort(new Error("enough"));
    await expect(running).rejects.toThrow("enough");
    expect(performance.now() - asked).toBeLessThan(100);
    await expect(player.choose()).rejects.toThrow(BestfirstError);
    await expect(player.observe(0)).rejects.toThrow(/stopped in the middle of a search/);
    await player.dispose();
    expect(same(await one.search(requests[1]))).toEqual(same(wasm.search(requests[1])));
  });

  test("aborting a choose that never ran (queued or aborted first) leaves the player and the running one", async () => {
    const start: Position = { game: "othello" };
    const player = await one.createPlayer({ kind: "mma", nodes: 300_000 }, start);
    const queued = new AbortController();
    const first = player.choose();
    const second = player.choose({ signal: queued.signal });
    queued.abort(new Error("queued"));
    await expect(second).rejects.toThrow("queued");
    expect((await first).move).toBe((await oneChoice({ kind: "mma", nodes: 300_000 }, start)).move);
    await expect(player.choose({ signal: AbortSignal.abort(new Error("before")) })).rejects.toThrow("before");
    await player.observe((await first).move); // it plays on
    expect((await player.choose()).generated).toBeGreaterThan(0);
    await player.dispose();
  });
});

describe("callers' mistakes do not stop the searcher", () => {
  test("work that cannot be sent (a function in it) rejects with a BestfirstError; the next runs", async () => {
    const bad = { ...requests[2], extra: () => 1 } as unknown as SearchRequest;
    await expect(one.search(bad)).rejects.toThrow(/could not be sent to a worker .*plain data/);
    await expect(one.search(bad)).rejects.toThrow(BestfirstError);
    expect(same(await one.search(requests[2]))).toEqual(same(wasm.search(requests[2])));
    await expect(
      one.createPlayer({ kind: "bestfirst", bound: 3, extra: Symbol("x") } as unknown as PlayerSpec, {
        game: "tictactoe",
      }),
    ).rejects.toThrow(BestfirstError);
  });

  test("an onProgress or onStart that throws ends that work with its error; the searcher goes on", async () => {
    const boom = new Error("progress boom");
    await expect(
      one.search(long, {
        progressMs: 0,
        onProgress: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
    await expect(
      one.search(long, {
        onStart: () => {
          throw new Error("start boom");
        },
      }),
    ).rejects.toThrow("start boom");
    expect(same(await one.search(requests[1]))).toEqual(same(wasm.search(requests[1])));
  });
});
