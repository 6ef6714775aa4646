// createSearcher for browsers: the searcher's workers are module Web Workers running
// ./worker-browser.ts (bundlers follow the `new Worker(new URL(...))` form). No Node
// import reaches this file: the package's "browser" export condition leads here.

import type { Endpoint } from "./pool.js";
import { searcherOn } from "./create.js";
import type { GameSearcher, GameSearcherOptions } from "./own-game-types.js";
import type { Searcher, SearcherOptions } from "./types.js";
import type { KitSearcher, KitSearcherOptions } from "./kit-types.js";

function spawn(): Endpoint {
  const worker = new Worker(new URL("./worker-browser.js", import.meta.url), { type: "module" });
  return {
    post: (message) => worker.postMessage(message),
    listen(onMessage, onFailure) {
      worker.onmessage = (event) => onMessage(event.data);
      worker.onerror = (event) => onFailure(new Error(`a searcher worker failed: ${event.message}`));
    },
    terminate: () => worker.terminate(),
  };
}

/**
 * A searcher: searches, perft and solves in Web Workers, stoppable and watched (docs/async.md);
 * with `game`, of a user's game, made in each worker from its module (docs/library.md);
 * with `core`, of a kit's game (docs/your-game.md).
 */
export async function createSearcher(options: GameSearcherOptions): Promise<GameSearcher>;
export async function createSearcher(options: KitSearcherOptions): Promise<KitSearcher>;
export async function createSearcher(options?: SearcherOptions): Promise<Searcher>;
export async function createSearcher(
  options?: SearcherOptions | GameSearcherOptions | KitSearcherOptions,
): Promise<Searcher | GameSearcher | KitSearcher> {
  return searcherOn(spawn, options);
}
