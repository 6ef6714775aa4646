// Starts compiling the core when Node's package entry begins to run: the entry imports
// this module first, and ES modules run depth first in import order, so the compilation
// (on V8's background threads) overlaps the running of every other module of the
// package, and the first engine finds the core compiled or nearly so. (From the entry's
// own body it would start only after all of them had run.) A failure is reported by the
// call that needs the core, which compiles again. Worker threads get their compiled
// module from the thread that spawned them, so they start nothing here.

import { isMainThread } from "node:worker_threads";
import { compileCore } from "./load.js";

if (isMainThread) compileCore().catch(() => undefined);
