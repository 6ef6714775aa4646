// The package's public entry: both engines behind one Engine interface, the loader for
// those who manage instances themselves (workers), and the reference's Game protocol.

import { compileCore, compileCoreSync } from "./load.js";
import { wasmEngineFrom } from "./wasm-engine.js";
import { createReferenceEngine } from "../reference/reference-engine.js";
import type { Engine, EngineName } from "../reference/engine.js";

/** The WebAssembly engine (compiles the core on first use; pass a module to reuse one). */
export async function createWasmEngine(module?: WebAssembly.Module): Promise<Engine> {
  return wasmEngineFrom(module ?? (await compileCore()));
}

/** The WebAssembly engine, synchronously (Node and workers; browsers want the async form). */
export function createWasmEngineSync(module?: WebAssembly.Module): Engine {
  return wasmEngineFrom(module ?? compileCoreSync());
}

/** Either engine by name. */
export async function createEngine(name: EngineName = "wasm"): Promise<Engine> {
  return name === "ts" ? createReferenceEngine() : createWasmEngine();
}

export { compileCore, compileCoreSync } from "./load.js";
export { CoreTrapError } from "./core.js";
export * from "../reference/index.js";
