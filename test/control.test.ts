// Watching a search (contract/control.ts): both engines call the watcher at the same
// budget checks, so a search stopped there is, in both engines, exactly the search with
// a node budget of the nodes it had generated; progress grows and is the same in both.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import {
  BestfirstError,
  type SearchControl,
  type SearchProgress,
  type SearchReport,
  type SearchRequest,
} from "../contract/index.js";

const [wasm, ts] = engines;
const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });

/** The report without its time (and stop mark): what two runs must agree on. */
const same = ({ ms: _ms, stopped: _stopped, ...rest }: SearchReport) => rest;

/** A request whose search runs past a few thousand budget checks (when it is not stopped). */
const requests = fc
  .record({
    seed: seeds,
    branching: fc.integer({ min: 2, max: 6 }),
    mode: fc.constantFrom("uniform" as const, "random" as const),
    algorithm: fc.constantFrom(
      "id" as const,
      "bestfirst" as const,
      "rbfms" as const,
      "rbfms-inherit" as const,
      "extension" as const,
    ),
  })
  .map(
    ({ seed, branching, mode, algorithm }): SearchRequest => ({
      position: { game: "random", tree: { seed, branching, mode } },
      algorithm,
      nodes: 60_000,
      ...(algorithm === "extension" ? { horizon: 2 } : {}),
    }),
  );

describe("a watched search", () => {
  test("stopped at the k-th checkpoint: both engines give the same report, a node budget's of its nodes", () => {
    let stops = 0;
    fc.assert(
      fc.property(requests, fc.integer({ min: 1, max: 3 }), (request, k) => {
        const stopAt = () => {
          let calls = 0;
          return { shouldStop: () => ++calls >= k };
        };
        const a = wasm.search({ ...request, control: stopAt() });
        const b = ts.search({ ...request, control: stopAt() });
        expect(same(a)).toEqual(same(b));
        expect(a.stopped).toBe(b.stopped);
        if (!a.stopped) return;
        stops++;
        expect(a.nodes.generated).toBeLessThan(request.nodes!);
        const budget = wasm.search({ ...request, nodes: a.nodes.generated });
        expect(budget.stopped).toBeUndefined();
        expect(same(budget)).toEqual(same(a));
      }),
      { numRuns: 40 },
    );
    expect(stops).toBeGreaterThan(20); // the property was exercised, not skipped
  });

  test("an unstopped watched search is the unwatched search", () => {
    fc.assert(
      fc.property(requests, (request) => {
        const smaller = { ...request, nodes: 15_000 };
        for (const engine of engines) {
          const watched = engine.search({ ...smaller, control: { shouldStop: () => false, onProgress: () => {} } });
          expect(watched.stopped).toBeUndefined();
          expect(same(watched)).toEqual(same(engine.search(smaller)));
        }
      }),
      { numRuns: 10 },
    );
  });

  test("progress: the same sequence in both engines, counts growing, id's best move from its whole iterations", () => {
    const request: SearchRequest = { position: { game: "othello" }, algorithm: "id", nodes: 200_000 };
    const heard = engines.map((engine) => {
      const seen: SearchProgress[] = [];
      const report = engine.search({ ...request, control: { progressMs: 0, onProgress: (p) => seen.push(p) } });
      return { seen, report };
    });
    const [w, r] = heard;
    const counts = (seen: SearchProgress[]) => seen.map(({ ms: _ms, ...rest }) => rest);
    expect(w.seen.length).toBeGreaterThan(20);
    expect(counts(w.seen)).toEqual(counts(r.seen));
    for (let i = 1; i < w.seen.length; i++) {
      expect(w.seen[i].nodes.generated).toBeGreaterThan(w.seen[i - 1].nodes.generated);
      expect(w.seen[i].ms).toBeGreaterThanOrEqual(w.seen[i - 1].ms);
    }
    // Each completed iteration is the id search with that horizon as its limit.
    const depths = [...new Set(w.seen.flatMap((p) => (p.best ? [p.best.depth] : [])))];
    expect(depths.length).toBeGreaterThan(2);
    for (const depth of depths) {
      const best = w.seen.find((p) => p.best?.depth === depth)!.best!;
      const capped = wasm.search({ ...request, horizon: depth });
      expect({ move: best.move, value: best.value }).toEqual({ move: capped.move, value: capped.value });
    }
    expect(w.report.nodes.generated).toBeGreaterThanOrEqual(w.seen.at(-1)!.nodes.generated);
  });
});

test("fixed-horizon minimax and alpha-beta: the same progress on both; a stop ends them with a budget's error", () => {
  for (const request of [
    {
      position: { game: "random", tree: { seed: 4, branching: 4, mode: "uniform" } },
      algorithm: "minimax",
      horizon: 9,
    },
    {
      position: { game: "random", tree: { seed: 3, branching: 8, mode: "uniform" } },
      algorithm: "alphabeta",
      horizon: 10,
    },
  ] satisfies SearchRequest[]) {
    const heard = engines.map((engine) => {
      const seen: SearchProgress[] = [];
      let asked = 0;
      const control = {
        progressMs: 0,
        onProgress: (p: SearchProgress) => seen.push(p),
        shouldStop: () => ++asked >= 4,
      };
      let message = "";
      try {
        engine.search({ ...request, control });
      } catch (error) {
        expect(error).toBeInstanceOf(BestfirstError);
        message = (error as Error).message;
      }
      return { seen: seen.map(({ ms: _ms, ...rest }) => rest), message };
    });
    expect(heard[0].seen.length).toBe(4);
    expect(heard[0].seen).toEqual(heard[1].seen);
    expect(heard[0].message).toBe(heard[1].message);
    const atStop = heard[0].seen.at(-1)!.nodes.generated;
    expect(heard[0].message).toBe(
      `${request.algorithm} was stopped by its node or time budget or its control after ${atStop} nodes, ` +
        "before it finished: it has no answer until it ends",
    );
    for (const engine of engines) expect(() => engine.search({ ...request, nodes: atStop })).toThrow(heard[0].message);
    // Watched and never stopped, they answer as unwatched.
    for (const engine of engines) {
      const watched = engine.search({ ...request, control: { shouldStop: () => false, onProgress: () => {} } });
      expect(watched.stopped).toBeUndefined();
      expect(same(watched)).toEqual(same(wasm.search(request)));
    }
  }
});

// A control is checked before the search runs, by both engines alike (contract/control.ts,
// checkControl): a bad one must not fail as a raw TypeError, nor only in a search big
// enough to reach a checkpoint; a bad progressMs must not disable progress silently.
describe("a bad control is refused before the search runs, both engines alike", () => {
  const bad: [string, unknown, RegExp][] = [
    ["a number", 5, /^control must be an object \{ shouldStop\?, onProgress\?, progressMs\? \} or undefined, got 5$/],
    ["null", null, /^control must be an object .* got null$/],
    ["a string", "x", /^control must be an object .* got "x"$/],
    ["a function", () => true, /^control must be an object .* got a function$/],
    [
      "shouldStop a string",
      { shouldStop: "x" },
      /^control.shouldStop must be a function \(\) => boolean or undefined, got "x"$/,
    ],
    ["shouldStop true", { shouldStop: true }, /^control.shouldStop must be a function/],
    [
      "onProgress a number",
      { onProgress: 5 },
      /^control.onProgress must be a function \(progress\) => void or undefined, got 5$/,
    ],
    [
      "progressMs NaN",
      { onProgress: () => {}, progressMs: NaN },
      /^control.progressMs must be a finite number of milliseconds >= 0 .* got NaN$/,
    ],
    ["progressMs a string", { onProgress: () => {}, progressMs: "x" }, /^control.progressMs must be .* got "x"$/],
    ["progressMs -1", { onProgress: () => {}, progressMs: -1 }, /^control.progressMs must be .* got -1$/],
    [
      "progressMs Infinity",
      { onProgress: () => {}, progressMs: Infinity },
      /^control.progressMs must be .* got Infinity$/,
    ],
  ];
  /** Searches from too small to reach a checkpoint (tic-tac-toe's alpha-beta to 1 ply) to ones that reach many. */
  const searches: SearchRequest[] = [
    { position: { game: "tictactoe" }, algorithm: "alphabeta", horizon: 1 },
    {
      position: { game: "random", tree: { seed: 2, branching: 3, mode: "uniform" } },
      algorithm: "bestfirst",
      bound: 3,
    },
    { position: { game: "random", tree: { seed: 2, branching: 3, mode: "uniform" } }, algorithm: "id", nodes: 50_000 },
  ];

  test.each(bad)("%s: a search's, every size, and a player's choose's", (_what, control, message) => {
    for (const request of searches) {
      const messages = engines.map((engine) => {
        try {
          engine.search({ ...request, control } as SearchRequest);
        } catch (error) {
          expect(error).toBeInstanceOf(BestfirstError);
          return (error as Error).message;
        }
        return "accepted";
      });
      expect(messages[0]).toMatch(message);
      expect(messages[1]).toBe(messages[0]);
    }
    for (const engine of engines) {
      const player = engine.createPlayer({ kind: "bestfirst", bound: 2 });
      expect(() => player.choose({ game: "tictactoe" }, control as SearchControl)).toThrow(message);
      // The player goes on as one never asked.
      const fresh = engine.createPlayer({ kind: "bestfirst", bound: 2 });
      expect(player.choose({ game: "tictactoe" })).toEqual(fresh.choose({ game: "tictactoe" }));
      player.dispose();
      fresh.dispose();
    }
  });

  test("refused before it runs: a valid callback beside a bad field is never called", () => {
    for (const engine of engines) {
      let called = 0;
      const control = { shouldStop: () => (called++, false), onProgress: () => void called++, progressMs: -1 };
      expect(() => engine.search({ ...searches[2], control })).toThrow(BestfirstError);
      expect(called).toBe(0);
    }
  });

  test("what is accepted: undefined fields, progressMs 0 or a fraction, an empty control", () => {
    for (const control of [
      {},
      { shouldStop: undefined, onProgress: undefined, progressMs: undefined },
      { onProgress: () => {}, progressMs: 0 },
      { onProgress: () => {}, progressMs: 0.5 },
    ])
      for (const engine of engines)
        expect(same(engine.search({ ...searches[1], control }))).toEqual(same(engine.search(searches[1])));
  });
});
