// A searcher's worker in Node (worker_threads): ./serve.ts on the parent port. Spawned by ./node.ts.

import { parentPort } from "node:worker_threads";
import { serve } from "./serve.js";
import type { ToWorker } from "./protocol.js";

const port = parentPort!;
const handle = serve((message) => port.postMessage(message));
port.on("message", (message: ToWorker) => handle(message));
