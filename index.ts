// The package's entry in Node ("bestfirst"): the common API (./library.ts) and the
// asynchronous searcher on worker_threads. Browsers get ./index.browser.ts instead
// (package.json's "browser" export condition).

import { isMainThread } from "node:worker_threads";
import { compileCore } from "./bindings/index.js";

export * from "./library.js";
export { createSearcher } from "./searcher/node.js";

// The core starts compiling as the package loads (V8 compiles on background threads
// while the rest of the package loads), so the first engine finds it compiled. A failure
// is reported by the call that needs the core, which compiles again. Worker threads get
// their compiled module from the thread that spawned them.
if (isMainThread) compileCore().catch(() => undefined);
