// A Lazy SMP helper (./lazy-smp.ts): a worker thread with its own instance of the threads
// build over the lead's shared memory. Told to help, it joins the lead's table, searches
// the lead's root from a deeper first iteration until it is done or told to stop, and says
// so (a word of the shared control block, then its port). Its answer is never used.

import { workerData, type MessagePort } from "node:worker_threads";
import { BestfirstError } from "../contract/index.js";
import { ThreadsCore } from "../bindings/threads/threads-core.js";
import { wasmEngineOn } from "../bindings/wasm-engine.js";
import type { HelpMessage } from "./lazy-smp.js";

const { module, memory, control, port } = workerData as {
  module: WebAssembly.Module;
  memory: WebAssembly.Memory;
  control: SharedArrayBuffer;
  port: MessagePort;
};
const words = new Int32Array(control);
const core = new ThreadsCore(module, memory);
const engine = wasmEngineOn(core);

port.on("message", ({ request, table, offset, stop }: HelpMessage) => {
  let error: string | undefined;
  try {
    core.runThreads("Lazy SMP help", (c) => c.threadsJoin(table.address, table.entries, table.stamp, offset, stop));
    try {
      engine.search(request);
    } finally {
      core.runThreads("Lazy SMP help", (c) => c.threadsLeave());
    }
  } catch (thrown) {
    // Stopped before its last iteration, a helper's search has no answer: that is how it ends.
    if (!(thrown instanceof BestfirstError)) error = String((thrown as Error)?.stack ?? thrown);
  }
  port.postMessage({ error });
  Atomics.add(words, 1, 1);
  Atomics.notify(words, 1);
});
Atomics.add(words, 0, 1);
Atomics.notify(words, 0);
