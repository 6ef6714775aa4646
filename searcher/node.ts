// createSearcher for Node: the searcher's workers are worker_threads running
// ./worker-node.ts. The package's Node entry (../index.ts) exports it; browsers get
// ./browser.ts through the package's "browser" export condition.

import { compileCore } from "../bindings/index.js";
import { workerFromFile } from "./node-worker-file.js";
import { createPool, type Endpoint } from "./pool.js";
import type { Searcher, SearcherOptions } from "./types.js";

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

/** A searcher: searches, perft and solves in worker threads, stoppable and watched (docs/async.md). */
export async function createSearcher(options?: SearcherOptions): Promise<Searcher> {
  return createPool(await compileCore(), spawn, options);
}
