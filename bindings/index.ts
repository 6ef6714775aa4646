// The WebAssembly engine's entry: the engine, the loader for those who manage instances
// themselves (workers), and the contract it meets. It imports nothing but the contract
// and the core; the package's entry (../index.ts) puts it beside the reference.

import { compileCore, compileCoreSync } from "./load.js";
import { wasmEngineFrom } from "./wasm-engine.js";
import type { Engine } from "../contract/index.js";

/** The WebAssembly engine (compiles the core on first use; pass a module to reuse one). */
export async function createWasmEngine(module?: WebAssembly.Module): Promise<Engine> {
  return wasmEngineFrom(module ?? (await compileCore()));
}

/** The WebAssembly engine, synchronously (Node and workers; browsers want the async form). */
export function createWasmEngineSync(module?: WebAssembly.Module): Engine {
  return wasmEngineFrom(module ?? compileCoreSync());
}

export { compileCore, compileCoreSync } from "./load.js";
export { CoreTrapError } from "./core.js";
