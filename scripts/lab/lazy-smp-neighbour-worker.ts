// lazy-smp-neighbour.ts's neighbour: a worker that searches Othello middle games one after
// another while its control word says so, and idles (Atomics.wait) otherwise. With a shared
// memory it is an instance of the threads build over the lead's memory with a table of its
// own; without, the normal build in its own memory. It never touches the lead's table.

import { workerData } from "node:worker_threads";
import { createWasmEngineSync, type Engine, type Position } from "../../index.js";
import { ThreadsCore } from "../../bindings/threads/threads-core.js";
import { wasmEngineOn } from "../../bindings/wasm-engine.js";

const { module, memory, control, word, positions, horizon } = workerData as {
  module: WebAssembly.Module;
  memory: WebAssembly.Memory | undefined;
  /** Per neighbour two i32 words from `word`: run (1) or idle (0); searches begun while running. */
  control: SharedArrayBuffer;
  word: number;
  positions: Position[];
  horizon: number;
};
const words = new Int32Array(control);
const engine: Engine = memory === undefined ? createWasmEngineSync() : wasmEngineOn(new ThreadsCore(module, memory));
for (let i = 0; ; i++) {
  while (Atomics.load(words, word) === 0) {
    // Idle acknowledged: the lead times nothing beside a neighbour's search that is still running.
    Atomics.store(words, word + 1, 0);
    Atomics.notify(words, word + 1);
    Atomics.wait(words, word, 0);
  }
  Atomics.add(words, word + 1, 1);
  Atomics.notify(words, word + 1);
  engine.search({ position: positions[i % positions.length], algorithm: "alphabeta-tt", horizon });
}
