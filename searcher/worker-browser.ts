// A searcher's worker in a browser (a module Web Worker): ./serve.ts on the worker's
// global scope. Spawned by ./browser.ts; imports nothing of Node.

import { serve } from "./serve.js";
import type { FromWorker, ToWorker } from "./protocol.js";

/** The dedicated worker's global scope (the DOM library types `self` as a window). */
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: { data: ToWorker }) => void) | null;
};
const handle = serve((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(event.data);
