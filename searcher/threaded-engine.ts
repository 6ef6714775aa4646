// The WebAssembly engine of Node's entry: the bindings' engine, whose searches asking for
// threads above 1 run by Lazy SMP (./lazy-smp.ts) on a pool of worker threads the engine
// starts at its first such search and keeps (idle, they do not hold the process). Without
// shared memory the search runs on one thread and its report says why (threadsFallback).

import {
  createWasmEngine as createPlain,
  createWasmEngineSync as createPlainSync,
  type KitCore,
} from "../bindings/index.js";
import { threadsUnavailable } from "../bindings/threads/threads-core.js";
import {
  checkRequestReadable,
  checkThreads,
  type Engine,
  type KitEngine,
  type SearchRequest,
} from "../contract/index.js";
import { createLazySmp, type LazySmp } from "./lazy-smp.js";

/** `engine` with its searches of threads above 1 on a Lazy SMP pool of that many threads. */
export function withThreads(engine: Engine): Engine {
  let pool: LazySmp | undefined;
  const plain = engine.search.bind(engine);
  return Object.assign(engine, {
    search(request: SearchRequest) {
      checkRequestReadable(request);
      const threads = request?.threads;
      if (typeof threads !== "number" || threads <= 1 || threadsUnavailable() !== undefined) {
        const report = plain(request);
        const why = threadsUnavailable();
        return why !== undefined && report.threadsFallback !== undefined ? { ...report, threadsFallback: why } : report;
      }
      checkThreads(request);
      if (pool?.threads !== threads) {
        pool?.close();
        pool = createLazySmp(threads);
      }
      return pool.search(request);
    },
  });
}

/** As the bindings' createWasmEngine, its built-in games' searches taking threads (a kit's engine as it is). */
export async function createWasmEngine(module?: WebAssembly.Module): Promise<Engine>;
export async function createWasmEngine(options: { core: KitCore }): Promise<KitEngine>;
export async function createWasmEngine(given?: WebAssembly.Module | { core: KitCore }): Promise<Engine | KitEngine> {
  if (given !== undefined && !(given instanceof WebAssembly.Module)) return createPlain(given);
  return withThreads(await createPlain(given));
}

/** As the bindings' createWasmEngineSync, its built-in games' searches taking threads. */
export function createWasmEngineSync(module?: WebAssembly.Module): Engine;
export function createWasmEngineSync(options: { core: KitCore }): KitEngine;
export function createWasmEngineSync(given?: WebAssembly.Module | { core: KitCore }): Engine | KitEngine {
  if (given !== undefined && !(given instanceof WebAssembly.Module)) return createPlainSync(given);
  return withThreads(createPlainSync(given));
}
