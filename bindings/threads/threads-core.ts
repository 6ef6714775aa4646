// The threads build of the core (build/core-threads.wasm, inlined): compiled once per
// process, its instances made over one shared WebAssembly.Memory, each with a heap of its
// own (assembly/threads/runtime.ts). An instance is a Core, and an Engine over it, like the
// normal build's; where shared memory is missing, threadsUnavailable says why in one line.

import { coreThreadsBase64, type ThreadsCoreExports } from "../generated/core-threads.js";
import { explainCompileError } from "../load.js";
import { Core } from "../core.js";

/**
 * Pages the shared memory starts with: at least the threads build's static data (about 5 pages; an instance fails to
 * link, and the tests with it, if it outgrows this). Each instance claims its own chunks beyond them.
 */
const INITIAL_PAGES = 16;
/** The core's most pages (asconfig.json's maximumMemory), the shared memory's maximum. */
const MAXIMUM_PAGES = 65535;

let compiled: WebAssembly.Module | undefined;

/** Why threads cannot run here (no SharedArrayBuffer: a page that is not cross-origin isolated), or undefined. */
export function threadsUnavailable(): string | undefined {
  const platform = globalThis as { SharedArrayBuffer?: unknown; crossOriginIsolated?: boolean };
  if (typeof platform.SharedArrayBuffer !== "function")
    return "shared memory is not available here (a page needs cross-origin isolation: COOP and COEP headers)";
  if (platform.crossOriginIsolated === false) return "this page is not cross-origin isolated (COOP and COEP headers)";
  return undefined;
}

/** The compiled threads build, compiled synchronously on first use (Node and workers). */
export function compileThreadsCoreSync(): WebAssembly.Module {
  try {
    compiled ??= new WebAssembly.Module(Buffer.from(coreThreadsBase64, "base64"));
  } catch (error) {
    throw explainCompileError(error);
  }
  return compiled;
}

/** A new shared memory for the instances of one pool. */
export function threadsMemory(): WebAssembly.Memory {
  return new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum: MAXIMUM_PAGES, shared: true });
}

/** One instance of the threads build over `memory`, as a Core (its exports the threads build's). */
export class ThreadsCore extends Core {
  declare exports: ThreadsCoreExports;
  constructor(module: WebAssembly.Module, memory: WebAssembly.Memory) {
    super(module, memory);
  }

  /** `run` with the threads build's own exports. */
  runThreads<T>(operation: string, body: (core: ThreadsCoreExports) => T): T {
    return this.run(operation, (c) => body(c as ThreadsCoreExports));
  }
}

export type { ThreadsCoreExports };
