// The game cores (built by the kit's `bestfirst build-game`) a run plays, by the SHA-256 of
// their bytes: results files name a core by that hash, so a file of one core is never
// resumed or merged with another. The main thread loads a core from its bytes (compiled
// once, checked to be a kit's core); the pool posts the compiled modules to its workers
// (./job-pool.ts), which register them here, so a job names its core by hash alone.

import { createHash } from "node:crypto";
import { compileKitCoreSync } from "../../bindings/kit-load.js";
import { kitEngineFrom } from "../../bindings/kit-engine.js";
import { BestfirstError, type KitEngine } from "../../contract/index.js";

/** A compiled core as it travels to a worker. */
export interface CoreModule {
  sha256: string;
  module: WebAssembly.Module;
}

/** What a loaded core is: its hash, its class's name, whether the class has a solve(). */
export interface LoadedCore {
  sha256: string;
  title: string;
  solvable: boolean;
}

const modules = new Map<string, WebAssembly.Module>();
const engines = new Map<string, KitEngine>();

/** Loads a core from its bytes: a BestfirstError when they are not a kit's core. */
export function loadCore(bytes: Uint8Array): LoadedCore {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (!modules.has(sha256)) {
    const module = compileKitCoreSync(bytes);
    engines.set(sha256, kitEngineFrom(module)); // checks the kit's exports and ABI
    modules.set(sha256, module);
  }
  const engine = coreEngine(sha256);
  return { sha256, title: engine.game, solvable: engine.solvable };
}

/** Whether this thread has the core of `sha256` (loaded, or registered by the pool). */
export const hasCore = (sha256: string): boolean => modules.has(sha256);

/** A worker's copy of a core the main thread loaded. */
export function registerCoreModule(core: CoreModule): void {
  modules.set(core.sha256, core.module);
}

/** The compiled core of `sha256`, to post to workers. */
export function coreModule(sha256: string): CoreModule {
  return { sha256, module: modules.get(sha256) ?? missing(sha256) };
}

/** This thread's engine on the core of `sha256` (one per thread, made when first asked). */
export function coreEngine(sha256: string, title = "a game core"): KitEngine {
  let engine = engines.get(sha256);
  if (!engine) {
    engine = kitEngineFrom(modules.get(sha256) ?? missing(sha256, title));
    engines.set(sha256, engine);
  }
  return engine;
}

function missing(sha256: string, title = "a game core"): never {
  throw new BestfirstError(
    `these results are of ${title} (sha256 ${sha256.slice(0, 16)}...): give its .wasm with --core to check them`,
  );
}
