// Tournament pairs in a worker given the compiled core (the demo page's Web Workers:
// web/tournament-worker.ts). The engine comes straight from the posted module: nothing
// here reaches the core's inlined bytes, so a worker's chunk carries no second copy of
// them (the public entry's createWasmEngineSync would bring them along).

import { wasmEngineFrom } from "../../bindings/wasm-engine.js";
import { playRandomPair } from "./random-pair.js";
import type { PairResult, RandomPairJob } from "./types.js";

/** Each job's pair played on one engine over `module`, each result as it finishes. */
export function* randomPairsOn(module: WebAssembly.Module, jobs: readonly RandomPairJob[]): Generator<PairResult> {
  const engine = wasmEngineFrom(module);
  for (const job of jobs) yield playRandomPair(job, engine);
}
