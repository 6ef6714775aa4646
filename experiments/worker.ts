// A tournament worker thread: instantiates the WebAssembly core once from the compiled
// module the pool posts (no second compile), loads the player registry, then plays each
// pair job it is sent and posts the result back. Spawned by ./pool.ts.

import { parentPort, workerData } from "node:worker_threads";
import { createWasmEngineSync } from "../index.js";
import { BestfirstError } from "../contract/index.js";
import { playerFor, type PlayerRegistry } from "./players.js";
import type { PairJob } from "./types.js";

export interface WorkerData {
  module: WebAssembly.Module;
  /** URL of the module whose `players` export is the registry. */
  players: string;
}

export type WorkerReply =
  | { id: number; ok: true; result: import("./types.js").PairResult }
  | { id: number; ok: false; message: string; usage: boolean };

const data = workerData as WorkerData;
const engine = createWasmEngineSync(data.module);
const registry = ((await import(data.players)) as { players: PlayerRegistry }).players;

parentPort!.on("message", ({ id, job }: { id: number; job: PairJob }) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: playerFor(registry, job)(job, engine) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id, ok: false, message, usage: error instanceof BestfirstError };
  }
  parentPort!.postMessage(reply);
});
