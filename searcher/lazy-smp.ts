// Lazy SMP for alphabeta-tt (docs/design/threads.md): one search on several threads in
// Node. The lead searches on the caller's thread, as a plain engine does, with the threads
// build of the core (bindings/threads/threads-core.ts); each helper, a worker thread with an
// instance of its own over the same shared memory (./lazy-smp-worker.ts), searches the same
// root from a deeper first iteration, and they share only the lead's transposition table.
// The answer and the counts are the lead's; when it is done the helpers are stopped and
// waited for, so that the next search starts from a table nobody writes.

import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from "node:worker_threads";
import { defaultSearchMemoryNodes, fail, type SearchReport, type SearchRequest } from "../contract/index.js";
import { ThreadsCore, compileThreadsCoreSync, threadsMemory } from "../bindings/threads/threads-core.js";
import { wasmEngineOn } from "../bindings/wasm-engine.js";
import { workerFromFile } from "./node-worker-file.js";

/** How long a helper may take to start, or to stop once told (ms): far more than either takes on a loaded machine. */
const PATIENCE_MS = 120_000;

/** Control words shared with the helpers (outside the core's memory): how many started, how many finished. */
const READY = 0;
const DONE = 1;

/** A helper's message from the lead: the request, the lead's table, its depth offset and the stop flag's address. */
export interface HelpMessage {
  request: SearchRequest;
  table: { address: number; entries: number; stamp: number };
  offset: number;
  stop: number;
}

export interface LazySmp {
  /** The threads searching, the lead among them. */
  readonly threads: number;
  /** An alphabeta-tt search on every thread; the lead's report. */
  search(request: SearchRequest): SearchReport;
  /** Stops the helpers' workers. */
  close(): void;
}

/** Helper k's first iteration's offset from the lead's: 1 or 2 plies deeper, in turn. */
export function helperOffset(k: number): number {
  return 1 + ((k - 1) % 2);
}

/** Blocks (Atomics.wait: Node's main thread may) until control[word] reaches `count`. */
function waitFor(control: Int32Array, word: number, count: number, what: string): void {
  const until = performance.now() + PATIENCE_MS;
  for (let seen = Atomics.load(control, word); seen < count; seen = Atomics.load(control, word)) {
    if (performance.now() > until) throw new Error(`Lazy SMP: the helper threads did not ${what} in time`);
    Atomics.wait(control, word, seen, 1000);
  }
}

/** A pool of `threads` (>= 2) threads for Lazy SMP: the caller's and threads - 1 workers, started before it returns. */
export function createLazySmp(threads: number): LazySmp {
  const module = compileThreadsCoreSync();
  const memory = threadsMemory();
  const lead = new ThreadsCore(module, memory);
  const engine = wasmEngineOn(lead);
  const control = new Int32Array(new SharedArrayBuffer(8));
  const helpers: { worker: Worker; port: MessagePort }[] = [];
  for (let k = 1; k < threads; k++) {
    const { port1, port2 } = new MessageChannel();
    const worker = workerFromFile(import.meta.url, "lazy-smp-worker", {
      workerData: { module, memory, control: control.buffer, port: port2 },
      transferList: [port2],
    });
    worker.unref();
    helpers.push({ worker, port: port1 });
  }
  waitFor(control, READY, helpers.length, "start");
  return {
    threads,
    search(request) {
      if (request?.algorithm !== "alphabeta-tt") fail("threads above 1 take alphabeta-tt alone (Lazy SMP)");
      const { threads: _, ...one } = request as SearchRequest & { threads?: number };
      const memoryNodes = one.memoryNodes ?? defaultSearchMemoryNodes(one.algorithm);
      const table = lead.runThreads("search (Lazy SMP)", (c) => {
        c.searchMemoryLimit(memoryNodes);
        c.threadsLead();
        return { address: c.threadsTable(), entries: c.threadsTableEntries(), stamp: c.threadsTableStamp() };
      });
      const stop = lead.exports.threadsFlags();
      const flags = new Int32Array(memory.buffer, stop, 1);
      Atomics.store(flags, 0, 0);
      Atomics.store(control, DONE, 0);
      // The control (a watcher's stop, its progress) is the lead's alone: the helpers stop by the flag.
      const { control: _control, ...helped } = one;
      helpers.forEach(({ port }, i) => {
        const help: HelpMessage = { request: helped, table, offset: helperOffset(i + 1), stop };
        port.postMessage(help);
      });
      let report: SearchReport;
      let failed: string | undefined;
      try {
        report = engine.search(one);
      } finally {
        // Every helper's message read, so that none is left for the next search.
        Atomics.store(flags, 0, 1);
        waitFor(control, DONE, helpers.length, "stop");
        for (const { port } of helpers)
          failed ??= (receiveMessageOnPort(port)?.message as { error?: string } | undefined)?.error;
      }
      if (failed !== undefined) throw new Error(`Lazy SMP: a helper thread failed: ${failed}`);
      return report;
    },
    close() {
      for (const { worker, port } of helpers) {
        port.close();
        void worker.terminate();
      }
    },
  };
}
