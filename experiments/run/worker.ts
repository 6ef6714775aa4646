// A worker thread: instantiates the WebAssembly core once from the compiled module the
// pool posts (no second compile), loads its task module (a player registry, whose
// `players` play tournament pairs, or a module whose `runJob` runs any job), then runs
// each job it is sent and posts the result back. Spawned by ./job-pool.ts.

import { parentPort, workerData } from "node:worker_threads";
import { createWasmEngineSync } from "../../index.js";
import { BestfirstError, type Engine } from "../../contract/index.js";
import { playerFor, type PlayerRegistry } from "../tournament/players.js";
import type { PairJob } from "../tournament/types.js";

export interface WorkerData {
  module: WebAssembly.Module;
  /** URL of the task module: it exports `runJob(job, engine)`, or `players` (a registry). */
  tasks: string;
}

export type WorkerReply<R = import("../tournament/types.js").PairResult> =
  | { id: number; ok: true; result: R }
  | { id: number; ok: false; message: string; usage: boolean };

const data = workerData as WorkerData;
const engine = createWasmEngineSync(data.module);
const tasks = (await import(data.tasks)) as { players?: PlayerRegistry; runJob?: (job: unknown, engine: Engine) => unknown };
const runJob = tasks.runJob ?? ((job: unknown, e: Engine) => playerFor(tasks.players!, job as PairJob)(job as PairJob, e));

parentPort!.on("message", ({ id, job }: { id: number; job: unknown }) => {
  let reply: WorkerReply<unknown>;
  try {
    reply = { id, ok: true, result: runJob(job, engine) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id, ok: false, message, usage: error instanceof BestfirstError };
  }
  parentPort!.postMessage(reply);
});
