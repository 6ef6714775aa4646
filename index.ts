// The package's entry in Node ("bestfirst"): the common API (./library.ts) and the
// asynchronous searcher on worker_threads. Browsers get ./index.browser.ts instead
// (package.json's "browser" export condition).

// First: the core starts compiling before the rest of the package runs.
import "./bindings/compile-early.js";

export * from "./library.js";
export { createSearcher } from "./searcher/node.js";
// The WebAssembly engine whose searches take threads (Lazy SMP on worker_threads), in place of the common one.
export { createWasmEngine, createWasmEngineSync } from "./searcher/threaded-engine.js";
