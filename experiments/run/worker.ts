// A worker thread: instantiates the WebAssembly core once from the compiled module the
// pool posts (no second compile), loads its task module (whose `runJob` runs a job:
// ../tournament/players.ts plays tournament pairs) and registers
// the game cores it is given (./cores.ts), then runs each batch of jobs it is sent and
// posts their results back in one message. Spawned by ./job-pool.ts.

import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import { createWasmEngineSync } from "../../index.js";
import type { Engine } from "../../contract/index.js";
import { isInputError } from "../../bindings/core.js";
import { registerCoreModule, type CoreModule } from "./cores.js";

export interface WorkerData {
  module: WebAssembly.Module;
  /** URL of the task module: it exports `runJob(job, engine)`. */
  tasks: string;
  /** Game cores the jobs name by hash (./cores.ts). */
  cores?: CoreModule[];
}

/**
 * The results of a batch of jobs, in its order, and the time they took in the worker (the
 * pool sizes the next batches by it); on a failure, the results before the failed job.
 */
export type WorkerReply<R> =
  | { id: number; ok: true; results: R[]; ms: number }
  | { id: number; ok: false; results: R[]; message: string; usage: boolean };

const data = workerData as WorkerData;
const engine = createWasmEngineSync(data.module);
for (const core of data.cores ?? []) registerCoreModule(core);
const { runJob } = (await import(data.tasks)) as { runJob: (job: unknown, engine: Engine) => unknown };

parentPort!.on("message", ({ id, jobs }: { id: number; jobs: unknown[] }) => {
  const start = performance.now();
  const results: unknown[] = [];
  let reply: WorkerReply<unknown>;
  try {
    for (const job of jobs) results.push(runJob(job, engine));
    reply = { id, ok: true, results, ms: performance.now() - start };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id, ok: false, results, message, usage: isInputError(error) };
  }
  parentPort!.postMessage(reply);
});
