// A user's game searched off a page's main thread: createSearcher({ game }) in Chromium,
// whose module Web Workers each import the example Hexapawn module (examples/hexapawn.js,
// served by vite like any module of the page) and search it. The reports are those of the
// synchronous searchGame on the page's own copy of the game; progress comes; a stop ends
// a search with the report of a node budget of the nodes it had generated; a player plays
// as createGamePlayer does; an export that is missing rejects with a BestfirstError.

import { afterAll, beforeAll, expect, test } from "vitest";
import {
  BestfirstError,
  createGamePlayer,
  createSearcher,
  searchGame,
  type GameSearcher,
  type GameSearchReport,
  type SearchProgress,
} from "../../index.browser.js";
import { Hexapawn } from "../../examples/hexapawn.js";

const module = new URL("../../examples/hexapawn.js", import.meta.url);
const same = ({ ms: _ms, ...rest }: GameSearchReport) => rest;

let small: GameSearcher, big: GameSearcher;
beforeAll(async () => {
  [small, big] = await Promise.all([
    createSearcher({ game: { module, export: "Hexapawn", args: [4, 4] } }),
    createSearcher({ game: { module, export: "Hexapawn", args: [6, 6] } }),
  ]);
});
afterAll(async () => {
  await Promise.all([small, big].map((s) => s.close()));
});

test("searches in a Web Worker give the page's synchronous searchGame reports", async () => {
  for (const request of [
    { algorithm: "alphabeta", horizon: 6 },
    { algorithm: "bestfirst", bound: 8 },
    { algorithm: "mma", moveCalls: 1000 },
  ] as const) {
    const position = { moves: ["b1-b2"] };
    const game = new Hexapawn(4, 4);
    game.play(1); // b1-b2
    expect(game.ply).toBe(1);
    expect(same(await small.search({ ...request, position }))).toEqual(same(searchGame(game, request)));
  }
});

test("progress comes from the worker, and a stop ends the search with its best move so far", async () => {
  const controller = new AbortController();
  const heard: SearchProgress[] = [];
  const request = { algorithm: "id", nodes: 2 ** 40 } as const;
  const report = await big.search(request, {
    signal: controller.signal,
    onProgress: (p) => {
      heard.push(p);
      controller.abort();
    },
  });
  expect(report.stopped).toBe(true);
  expect(heard.length).toBeGreaterThan(0);
  expect(heard[heard.length - 1].pv).toEqual(report.pv);
  expect(same(report)).toEqual({
    ...same(searchGame(new Hexapawn(6, 6), { ...request, nodes: report.nodes.generated })),
    stopped: true,
  });
});

test("a player in its own Web Worker chooses as createGamePlayer does", async () => {
  const spec = { kind: "bestfirst", bound: 6 } as const;
  const player = await small.createPlayer(spec);
  try {
    expect(await player.choose()).toEqual(createGamePlayer(spec).choose(new Hexapawn(4, 4)));
  } finally {
    await player.dispose();
  }
});

test("an export the module does not have rejects with a BestfirstError", async () => {
  const made = createSearcher({ game: { module, export: "Nope" } });
  await expect(made).rejects.toThrow(BestfirstError);
  await expect(made).rejects.toThrow(/has no export "Nope"; its exports: .*"Hexapawn"/);
});
