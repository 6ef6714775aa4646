// The package's entry in browsers ("bestfirst" under the "browser" export condition):
// the common API (./library.ts) and the asynchronous searcher on Web Workers. Nothing
// here or below imports Node.

export * from "./library.js";
export { createSearcher } from "./searcher/browser.js";
