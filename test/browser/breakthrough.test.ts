// The worked example Breakthrough's kit core (built by ./kit-setup.ts from
// examples/breakthrough/assembly) in Chromium, through the package's browser entry:
// createSearcher({ core }) by URL searches in a Web Worker, with progress and a stop, and
// its reports are those of the TypeScript reference searching the example's TypeScript
// class in Node (./breakthrough-reference.ts, a browser command): the two engines'
// agreement is the oracle.

import { afterAll, beforeAll, expect, test } from "vitest";
import { commands } from "vitest/browser";
import {
  createSearcher,
  type Algorithm,
  type KitSearcher,
  type SearchLimits,
  type SearchProgress,
  type SearchReport,
} from "../../index.browser.js";

declare module "vitest/browser" {
  interface BrowserCommands {
    breakthroughReference(moves: string[], request: SearchLimits & { algorithm: Algorithm }): Promise<SearchReport>;
  }
}

const core = new URL("/build/kit-test/breakthrough.wasm", location.href);
/** Eight plies in: both sides have opened their flanks and centre. */
const moves = ["h2-g3", "g7-g6", "e2-e3", "e7-e6", "b2-b3", "b7-a6", "b1-b2", "f8-e7"];
const same = ({ ms: _ms, ...rest }: SearchReport) => rest;

let searcher: KitSearcher;
beforeAll(async () => {
  searcher = await createSearcher({ core });
});
afterAll(async () => {
  await searcher.close();
});

test("searches in a Web Worker, watched with progress, give the reference's reports in Node", async () => {
  for (const request of [
    { algorithm: "bestfirst", bound: 10, nodes: 200_000 },
    { algorithm: "alphabeta", horizon: 5 },
    { algorithm: "mcts", simulations: 3000, seed: 3 },
  ] as const) {
    const heard: SearchProgress[] = [];
    const report = await searcher.search(
      { position: { moves }, ...request },
      { signal: new AbortController().signal, onProgress: (p) => heard.push(p), progressMs: 0 },
    );
    expect(same(report), request.algorithm).toEqual(same(await commands.breakthroughReference(moves, request)));
    expect(heard.length, request.algorithm).toBeGreaterThan(0);
    expect(heard[heard.length - 1].nodes.generated, request.algorithm).toBeLessThanOrEqual(report.nodes.generated);
  }
});

test("a stop ends a search with its best line so far: the reference's report under a budget of its nodes", async () => {
  const controller = new AbortController();
  const heard: SearchProgress[] = [];
  const request = { algorithm: "bestfirst", bound: 40, nodes: 2 ** 40 } as const;
  const report = await searcher.search(
    { position: { moves }, ...request },
    {
      signal: controller.signal,
      onProgress: (p) => {
        heard.push(p);
        controller.abort();
      },
    },
  );
  expect(report.stopped).toBe(true);
  expect(heard.length).toBeGreaterThan(0);
  expect(heard[heard.length - 1].pv).toEqual(report.pv);
  expect(same(report)).toEqual({
    ...same(await commands.breakthroughReference(moves, { ...request, nodes: report.nodes.generated })),
    stopped: true,
  });
});
