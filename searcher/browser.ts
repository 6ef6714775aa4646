// createSearcher for browsers: the searcher's workers are module Web Workers running
// ./worker-browser.ts (bundlers follow the `new Worker(new URL(...))` form). No Node
// import reaches this file: the package's "browser" export condition leads here.

import { compileCore, compileKitCore } from "../bindings/index.js";
import { createPool, type Endpoint } from "./pool.js";
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

/** A searcher: searches, perft and solves in Web Workers, stoppable and watched (docs/async.md); `{ core }`: of a kit's game (docs/your-game.md). */
export async function createSearcher(options?: SearcherOptions): Promise<Searcher>;
export async function createSearcher(options: KitSearcherOptions): Promise<KitSearcher>;
export async function createSearcher(options?: SearcherOptions | KitSearcherOptions): Promise<Searcher | KitSearcher> {
  const core = (options as KitSearcherOptions | undefined)?.core;
  return createPool(core === undefined ? await compileCore() : await compileKitCore(core), spawn, options) as Searcher | KitSearcher;
}
