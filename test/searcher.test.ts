// The asynchronous searcher (searcher/, docs/async.md) in Node: it gives the reports of
// the synchronous engines, stops on an AbortSignal as documented, reports growing
// progress, and several workers give what one gives.

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { engines } from "./helpers.js";
import { BestfirstError, createSearcher, type Searcher, type SearchReport, type SearchRequest } from "../index.js";

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
  [one, two, reference] = await Promise.all([createSearcher(), createSearcher({ workers: 2 }), createSearcher({ engine: "ts" })]);
});
afterAll(async () => { await Promise.all([one, two, reference].map((s) => s.close())); });

describe("createSearcher", () => {
  test("a search in a worker gives the synchronous engine's report, both engines; perft and solve too", async () => {
    const w = one, r = reference;
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

  test("abort: a budgeted search resolves within 100 ms with its best move so far, the report of a node budget of its nodes", async () => {
    const s = one;
    const controller = new AbortController();
    const seen: number[] = [];
    let resolveFirst: () => void;
    const firstProgress = new Promise<void>((resolve) => (resolveFirst = resolve));
    const running = s.search(long, {
      signal: controller.signal,
      onProgress: (p) => { seen.push(p.nodes.generated); if (seen.length === 3) resolveFirst(); },
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

  test("abort: fixed-horizon searches and perft reject with the signal's reason within 100 ms; the next work runs", async () => {
    const s = one;
    const works = [
      (signal: AbortSignal) => s.search({ position: { game: "othello" }, algorithm: "minimax", horizon: 30 }, { signal }),
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
    const first = new AbortController(), second = new AbortController();
    const running = s.search(long, { signal: first.signal });
    const queued = s.search(requests[0], { signal: second.signal });
    second.abort();
    await expect(queued).rejects.toThrow(/abort/i);
    first.abort();
    expect((await running).stopped).toBe(true);
    await expect(s.search(requests[0], { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
  });
});
