// Loads the core: compiles the inlined build/core.wasm once per process and makes
// instances of it. Works the same in Node, bundlers, workers and browsers (no file
// path). A compiled WebAssembly.Module can be posted to a worker, which instantiates
// it without compiling again.

import { coreBase64, type CoreExports } from "./generated/core.js";

let compiled: WebAssembly.Module | undefined;

function coreBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(coreBase64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The compiled core, compiled on first use (asynchronously: browsers require it). */
export async function compileCore(): Promise<WebAssembly.Module> {
  compiled ??= await WebAssembly.compile(coreBytes());
  return compiled;
}

/** The compiled core, compiled synchronously (Node and workers). */
export function compileCoreSync(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(coreBytes());
  return compiled;
}

/**
 * A fresh instance of the core, its static initialisers run. Its imports: a millisecond
 * clock for time budgets; the watcher's checkpoint, which the core calls at budget
 * checks only while a watcher is installed (searchWatch): nonzero stops the search (where
 * `canStop` is 1; 0 is a search without budget checks, polled for progress only); and
 * JavaScript's own Math.log and Math.pow for min/max approximation's penalties (so both
 * engines compute them to the bit: assembly/search/mma-penalty.ts says why).
 */
export function instantiateCore(module: WebAssembly.Module, checkpoint: (canStop: number) => number = () => 0): CoreExports {
  const imports = { env: { now: () => performance.now(), checkpoint, log: Math.log, pow: Math.pow } };
  const exports = new WebAssembly.Instance(module, imports).exports as unknown as CoreExports;
  exports._initialize();
  return exports;
}

export type { CoreExports };
