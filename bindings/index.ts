// The WebAssembly engine's entry: the engine, the loader for those who manage instances
// themselves (workers), and the contract it meets. It imports nothing but the contract
// and the core; the package's entry (../index.ts) puts it beside the reference.

import { compileCore, compileCoreSync } from "./load.js";
import { wasmEngineFrom } from "./wasm-engine.js";
import { kitEngineFrom } from "./kit-engine.js";
import { compileKitCore, compileKitCoreSync, isKitOptions, type KitCore } from "./kit-load.js";
import type { Engine, KitEngine } from "../contract/index.js";

/**
 * The WebAssembly engine (compiles the core on first use; pass a module to reuse one), or,
 * given `{ core }`, the engine over a game core built by `bestfirst build-game`
 * (docs/your-game.md): its bytes, its compiled module, or its URL.
 */
export async function createWasmEngine(module?: WebAssembly.Module): Promise<Engine>;
export async function createWasmEngine(options: { core: KitCore }): Promise<KitEngine>;
export async function createWasmEngine(given?: WebAssembly.Module | { core: KitCore }): Promise<Engine | KitEngine> {
  if (isKitOptions(given)) return kitEngineFrom(await compileKitCore(given.core));
  return wasmEngineFrom(given ?? (await compileCore()));
}

/**
 * The WebAssembly engine, synchronously (Node and workers; browsers want the async form); `{ core }`: bytes or a
 * module.
 */
export function createWasmEngineSync(module?: WebAssembly.Module): Engine;
export function createWasmEngineSync(options: { core: KitCore }): KitEngine;
export function createWasmEngineSync(given?: WebAssembly.Module | { core: KitCore }): Engine | KitEngine {
  if (isKitOptions(given)) return kitEngineFrom(compileKitCoreSync(given.core));
  return wasmEngineFrom(given ?? compileCoreSync());
}

export { compileCore, compileCoreSync } from "./load.js";
export { compileKitCore, type KitCore } from "./kit-load.js";
export { CoreTrapError } from "./core.js";
