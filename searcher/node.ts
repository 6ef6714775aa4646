// createSearcher for Node: the searcher's workers are worker_threads running
// ./worker-node.ts. The package's Node entry (../index.ts) exports it; browsers get
// ./browser.ts through the package's "browser" export condition.

import { workerFromFile } from "./node-worker-file.js";
import type { Endpoint } from "./pool.js";
import { searcherOn } from "./create.js";
import type { GameSearcher, GameSearcherOptions } from "./own-game-types.js";
import type { Searcher, SearcherOptions } from "./types.js";
import type { KitSearcher, KitSearcherOptions } from "./kit-types.js";

function spawn(): Endpoint {
  const worker = workerFromFile(import.meta.url, "worker-node");
  // Idle workers do not keep the process alive; a busy one does.
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    listen(onMessage, onFailure) {
      worker.on("message", onMessage);
      worker.on("error", onFailure);
      worker.on("exit", (code) => onFailure(new Error(`a searcher worker stopped (exit code ${code})`)));
    },
    hold: (busy) => (busy ? worker.ref() : worker.unref()),
    terminate() {
      worker.removeAllListeners();
      void worker.terminate();
    },
  };
}

/**
 * A searcher: searches, perft and solves in worker threads, stoppable and watched (docs/async.md);
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
