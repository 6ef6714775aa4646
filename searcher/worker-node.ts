// A searcher's worker in Node (worker_threads): ./serve.ts on the parent port, its engine's
// searches of threads above 1 by Lazy SMP (./threaded-engine.ts). Spawned by ./node.ts.

import { parentPort } from "node:worker_threads";
import { serve } from "./serve.js";
import { withThreads } from "./threaded-engine.js";
import type { ToWorker } from "./protocol.js";

const port = parentPort!;
const handle = serve((message) => port.postMessage(message), withThreads);
port.on("message", (message: ToWorker) => handle(message));
