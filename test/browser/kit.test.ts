// The game kit in Chromium: the test game's core (built by ./kit-setup.ts) fetched by URL,
// searched on the page's thread (createWasmEngine({ core })) and in Web Workers
// (createSearcher({ core }), the package's browser entry), alike; its perft equals the
// plain enumerator's counts (test/kit.test.ts: 12, 113, 810 from heaps 3, 4, 5).

import { expect, test } from "vitest";
import { createSearcher, createWasmEngine } from "../../index.browser.js";

const core = new URL("/build/kit-test/nim.wasm", location.href);

test("a kit's core by URL: the same reports in a Web Worker as on the page, perft as the enumerator's", async () => {
  const engine = await createWasmEngine({ core });
  expect(engine.game).toBe("Nim");
  expect(engine.perft({}, 3)).toEqual([12, 113, 810]);
  const searcher = await createSearcher({ core });
  try {
    for (const algorithm of ["bestfirst", "alphabeta", "mcts"] as const) {
      const request = {
        position: { moves: ["c1"] },
        algorithm,
        ...(algorithm === "alphabeta" ? { horizon: 5 } : algorithm === "mcts" ? { simulations: 500 } : { bound: 8 }),
      };
      expect({ ...(await searcher.search(request)), ms: 0 }).toEqual({ ...engine.search(request), ms: 0 });
    }
    expect(await searcher.perft({ moves: ["b3"] }, 3)).toEqual(engine.perft({ moves: ["b3"] }, 3));
    const player = await searcher.createPlayer({ kind: "bestfirst", bound: 6 }, {});
    expect(await player.choose()).toEqual(engine.createPlayer({ kind: "bestfirst", bound: 6 }).choose({}));
    await player.dispose();
  } finally {
    await searcher.close();
  }
});
