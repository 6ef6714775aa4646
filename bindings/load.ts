// Loads the core: compiles the inlined build/core.wasm once per process and makes
// instances of it. Works the same in Node, bundlers, workers and browsers (no file
// path). A compiled WebAssembly.Module can be posted to a worker, which instantiates
// it without compiling again.

import { coreBase64, type CoreExports } from "./generated/core.js";

let compiled: WebAssembly.Module | undefined;
/** The asynchronous compilation under way, if any. */
let compiling: Promise<WebAssembly.Module> | undefined;

/** The base64 decoders the platform may have, each native (a loop over atob's string costs several ms cold). */
type Decoders = {
  Uint8Array: { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> };
  Buffer?: { from(text: string, encoding: "base64"): Uint8Array<ArrayBuffer> };
};

/**
 * The core's bytes, decoded from the inlined base64 natively where the platform can (Node's Buffer,
 * Uint8Array.fromBase64).
 */
export function coreBytes(): Uint8Array<ArrayBuffer> {
  const platform = globalThis as unknown as Decoders;
  if (platform.Uint8Array.fromBase64) return platform.Uint8Array.fromBase64(coreBase64);
  if (platform.Buffer) return platform.Buffer.from(coreBase64, "base64");
  const text = atob(coreBase64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Says what a failed compilation of the core most likely means: our own bytes compile on
 * every engine with the features the core uses, of which fixed-width SIMD (Othello's
 * `flips`) is the newest; an older engine gets a sentence, not a bare CompileError.
 */
export function explainCompileError(error: unknown): unknown {
  if (!(error instanceof WebAssembly.CompileError)) return error;
  return new Error(
    "bestfirst's WebAssembly core could not be compiled here: it needs WebAssembly SIMD " +
      "(Node 16.4+, Chrome 91+, Firefox 89+, Safari 16.4+); the TypeScript reference engine " +
      `(bestfirst/reference) runs anywhere (${error.message})`,
    { cause: error },
  );
}

/**
 * The compiled core, compiled on first use (asynchronously: browsers require it); callers while it compiles share the
 * one compilation.
 */
export async function compileCore(): Promise<WebAssembly.Module> {
  if (compiled) return compiled;
  compiling ??= (async () => {
    try {
      const module = await WebAssembly.compile(coreBytes());
      compiled ??= module;
      return compiled;
    } catch (error) {
      compiling = undefined;
      throw explainCompileError(error);
    }
  })();
  return compiling;
}

/** The compiled core, compiled synchronously (Node and workers). */
export function compileCoreSync(): WebAssembly.Module {
  try {
    compiled ??= new WebAssembly.Module(coreBytes());
  } catch (error) {
    throw explainCompileError(error);
  }
  return compiled;
}

/**
 * A fresh instance of the core, its static initialisers run. Its imports: a millisecond
 * clock for time budgets; the watcher's checkpoint, which the core calls at budget
 * checks only while a watcher is installed (searchWatch): nonzero stops the search (where
 * `canStop` is 1, as at every budget check; 0 would ask for progress only). `memory`: the
 * shared memory an instance of the threads build (build/core-threads.wasm) imports.
 */
export function instantiateCore(
  module: WebAssembly.Module,
  checkpoint: (canStop: number) => number = () => 0,
  memory?: WebAssembly.Memory,
): CoreExports {
  const imports = { env: { now: () => performance.now(), checkpoint, ...(memory ? { memory } : {}) } };
  const exports = new WebAssembly.Instance(module, imports).exports as unknown as CoreExports;
  exports._initialize();
  return exports;
}

export type { CoreExports };
