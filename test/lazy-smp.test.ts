// Lazy SMP for alphabeta-tt (searcher/lazy-smp.ts, docs/threads.md): `threads: 1` is
// today's search exactly; with 2 and 3 threads the value at each horizon is still plain
// minimax's (the naive oracle), and the move one of its best, on Othello and Connect-Four,
// whatever the helpers left in the shared table; the fallback and the refusals; the same in a
// searcher's worker (its threads started from there) and through `search --threads`.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import {
  createReferenceEngine,
  createSearcher,
  createWasmEngineSync,
  ONE_THREAD,
  type SearchRequest,
} from "../index.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { othelloAt } from "../reference/games/othello.js";
import { isOver, movesText, type NaivePosition } from "../oracles/connect-four-naive.js";
import { playoutBoard } from "./othello-helpers.js";
import { anyPosition, rootValuesAt } from "./connect-four-helpers.js";
import { cli, engines, expectUsageLine, refusal } from "./helpers.js";

const [normal] = engines;
const threaded = createWasmEngineSync();
const liveBoard = playoutBoard(0, 40).filter((board) => !othelloAt(board).isTerminal());
const liveFour = anyPosition.filter((p) => !isOver(p));
const fourAt = (p: NaivePosition) => ({ game: "connect4" as const, moves: movesText(p).split("") });

describe("Lazy SMP", () => {
  test("threads: 1 gives the plain search's report, every count, on both games", () => {
    fc.assert(
      fc.property(liveBoard, liveFour, fc.integer({ min: 1, max: 6 }), (board, p, horizon) => {
        for (const position of [{ game: "othello", board } as const, fourAt(p)]) {
          const request: SearchRequest = { position, algorithm: "alphabeta-tt", horizon };
          expect({ ...threaded.search({ ...request, threads: 1 }), ms: 0 }).toEqual({
            ...normal.search(request),
            ms: 0,
          });
        }
      }),
      { numRuns: 20 },
    );
  });

  test("threads 2 and 3: the naive minimax value at every horizon, and one of its best moves", () => {
    fc.assert(
      fc.property(
        liveBoard,
        liveFour,
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(2, 3),
        (board, p, h, threads) => {
          const oracles = [rootValues(othelloAt(board), h), rootValuesAt(p, h)];
          [{ game: "othello", board } as const, fourAt(p)].forEach((position, k) => {
            const r = threaded.search({ position, algorithm: "alphabeta-tt", horizon: h, threads });
            expect(r.value).toBe(oracles[k].value);
            const names = normal.moves(position).map((m) => m.move);
            expect(oracles[k].moveValues[names.indexOf(r.move)]).toBe(oracles[k].value);
            expect(r.threadsFallback).toBeUndefined();
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  test("deeper Othello searches on 2 threads: the plain search's value at every horizon up to 7", () => {
    const board = "---------------------------OX------XO--------------------------- X";
    for (let horizon = 1; horizon <= 7; horizon++) {
      const request: SearchRequest = { position: { game: "othello", board }, algorithm: "alphabeta-tt", horizon };
      expect(threaded.search({ ...request, threads: 2 }).value).toBe(normal.search(request).value);
    }
  });

  test("the reference engine searches on one thread and says why; bad threads refused on both", () => {
    const request: SearchRequest = { position: { game: "othello" }, algorithm: "alphabeta-tt", horizon: 3 };
    const ts = createReferenceEngine();
    expect({ ...ts.search({ ...request, threads: 2 }), ms: 0 }).toEqual({
      ...ts.search(request),
      ms: 0,
      threadsFallback: ONE_THREAD,
    });
    for (const engine of [threaded, ts]) {
      expect(refusal(() => engine.search({ ...request, threads: 0 }))).toMatch(/threads/);
      expect(refusal(() => engine.search({ ...request, threads: 1.5 }))).toMatch(/threads/);
      expect(refusal(() => engine.search({ ...request, threads: 65 }))).toMatch(/threads/);
      expect(
        refusal(() => engine.search({ ...request, algorithm: "bestfirst", bound: 3, horizon: undefined, threads: 2 })),
      ).toMatch(/threads above 1 take alphabeta-tt alone/);
    }
  });
});

describe("Lazy SMP from a searcher's worker and the command line", () => {
  const board = "---------------------------OX------XO--------------------------- X";
  const request: SearchRequest = { position: { game: "othello", board }, algorithm: "alphabeta-tt" };

  test("createSearcher: the plain value to horizon 6 on 2 threads, and a stop ends it with a move", async () => {
    const searcher = await createSearcher({ workers: 1 });
    try {
      for (let horizon = 1; horizon <= 6; horizon++) {
        const r = await searcher.search({ ...request, horizon, threads: 2 });
        expect(r.threadsFallback).toBeUndefined();
        expect(r.value).toBe(normal.search({ ...request, horizon }).value);
      }
      const stop = new AbortController();
      const pending = searcher.search({ ...request, nodes: 2 ** 40, threads: 2 }, { signal: stop.signal });
      setTimeout(() => stop.abort(), 200);
      const stopped = await pending;
      expect(stopped.stopped).toBe(true);
      expect(normal.moves(request.position).map((m) => m.move)).toContain(stopped.move);
    } finally {
      await searcher.close();
    }
  }, 60_000);

  test("search --threads 2: the plain search's value; bad counts one line, exit 2", () => {
    const args = ["search", "--game", "othello", "--algorithm", "alphabeta-tt", "--horizon", "5", "--json"];
    const one = JSON.parse(cli(...args).stdout);
    const two = cli(...args, "--threads", "2");
    expect(two.code).toBe(0);
    expect(JSON.parse(two.stdout)).toMatchObject({ value: one.value });
    expect(JSON.parse(two.stdout).threadsFallback).toBeUndefined();
    const ts = JSON.parse(cli(...args, "--threads", "2", "--engine", "ts").stdout);
    expect(ts.threadsFallback).toBe(ONE_THREAD);
    expectUsageLine(cli(...args, "--threads", "0"), /--threads must be an integer from 1 to 64, got 0/);
    expectUsageLine(
      cli("search", "--game", "othello", "--algorithm", "bestfirst", "--bound", "3", "--threads", "2"),
      /threads above 1 take alphabeta-tt alone \(Lazy SMP\), not bestfirst/,
    );
  }, 60_000);
});
