// The browser project's Node side for test/browser/breakthrough.test.ts (a browser
// command, vitest.config.ts): the TypeScript reference's search of Breakthrough, the
// example's TypeScript class (examples/breakthrough/breakthrough.ts) searched by
// searchGame, as built in dist/ and run by Node: the oracle the page holds the kit core's
// reports in its Web Worker to. Loaded from dist/ at the call, so that the configuration
// file, which imports this, does not bundle the package.

import { fileURLToPath, pathToFileURL } from "node:url";
import type { BrowserCommand } from "vitest/node";
import type { Algorithm, SearchLimits, SearchReport } from "../../index.js";

const dist = (path: string) => pathToFileURL(fileURLToPath(new URL(`../../dist/${path}`, import.meta.url))).href;

/**
 * The reference's report of a search of the 8 x 8 board after `moves` (names from the start),
 * without its move indices.
 */
export const breakthroughReference: BrowserCommand<
  [moves: string[], request: SearchLimits & { algorithm: Algorithm }],
  SearchReport
> = async (_context, moves, request) => {
  const { searchGame } = (await import(dist("index.js"))) as typeof import("../../index.js");
  const { Breakthrough } = (await import(
    dist("examples/breakthrough/breakthrough.js")
  )) as typeof import("../../examples/breakthrough/breakthrough.js");
  const game = new Breakthrough(8, 8);
  game.playNames(moves);
  const { moveIndex: _index, pvIndices: _indices, ...report } = searchGame(game, request);
  return report;
};
