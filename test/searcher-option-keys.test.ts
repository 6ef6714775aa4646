// A searcher's calls refuse an option they do not take, as the engine's own calls do
// (searcher/work-options.ts, contract/options.ts): a misspelt budget would otherwise be
// ignored and the work run unbounded. The refusal names the key and what the call takes.

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BestfirstError, createSearcher, type GameSearcher, type Searcher } from "../index.js";

const example = new URL("../examples/hexapawn.js", import.meta.url);
const tree = { game: "random", tree: { seed: 3, branching: 3, mode: "uniform" } } as const;

let searcher: Searcher, own: GameSearcher;
beforeAll(async () => {
  [searcher, own] = await Promise.all([
    createSearcher(),
    createSearcher({ game: { module: example, export: "Hexapawn", args: [4, 4] } }),
  ]);
});
afterAll(async () => {
  await Promise.all([searcher.close(), own.close()]);
});

/** Awaits `work` and returns its rejection's message, failing if it resolves or rejects with another error. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BestfirstError);
  return (error as Error).message;
}

// Options given as `never`: these are the type errors a JavaScript caller makes.
const bad = (options: object) => options as never;

describe("a built-in game's searcher", () => {
  test("perft refuses a misspelt budget, and takes the run options every call takes", async () => {
    expect(await refusal(searcher.perft(tree, 2, bad({ nodez: 10 })))).toBe(
      'unknown option "nodez": perft takes signal, onProgress, progressMs, onStart, nodes and time',
    );
    const counts = await searcher.perft(tree, 2, bad({ onProgress: () => {}, progressMs: 5, nodes: 100 }));
    expect(counts).toEqual([3, 9]); // a uniform tree of branching 3
  });

  test("solve refuses a key it does not take, and takes weak", async () => {
    const position = { game: "tictactoe", moves: ["5", "1", "9", "3", "7"] } as const;
    expect(await refusal(searcher.solve(position, bad({ weakly: true })))).toBe(
      'unknown option "weakly": solve takes weak, signal, onProgress, progressMs, onStart, nodes and time',
    );
    expect((await searcher.solve(position, { weak: true })).value).toBeGreaterThan(0);
  });

  test("search and a player's choose refuse a key that is no run option", async () => {
    const request = { position: tree, algorithm: "minimax", horizon: 2 } as const;
    expect(await refusal(searcher.search(request, bad({ progressMS: 10 })))).toBe(
      'unknown option "progressMS": search takes signal, onProgress, progressMs and onStart',
    );
    const player = await searcher.createPlayer({ kind: "alphabeta", horizon: 2 }, tree);
    try {
      expect(await refusal(player.choose(bad({ signals: undefined })))).toMatch(/^unknown option "signals": choose/);
      expect((await player.choose()).move).toBeGreaterThanOrEqual(0);
    } finally {
      await player.dispose();
    }
  });
});

describe("a user's game's searcher", () => {
  test("perft takes no budget, search no unknown key", async () => {
    expect(await refusal(own.perft(undefined, 2, bad({ nodes: 10 })))).toBe(
      'unknown option "nodes": perft takes signal, onProgress, progressMs and onStart',
    );
    expect(await refusal(own.search({ algorithm: "minimax", horizon: 2 }, bad({ onstart: () => {} })))).toMatch(
      /^unknown option "onstart": search takes/,
    );
  });
});
