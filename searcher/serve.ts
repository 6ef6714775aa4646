// A searcher's worker, whatever the thread API: makes both engines once (the WebAssembly
// one from the posted compiled module, instantiated without compiling again), then runs
// each piece of work it is sent. A search is watched: it stops at its next budget check
// once the caller sets the shared stop flag, and posts its progress as it goes.

import { BestfirstError, type Engine, type EngineName, type SearchControl } from "../contract/index.js";
// The engine from a module, not bindings/index.js: a worker never compiles the core, so
// the core's bytes (inlined in bindings/generated/) stay out of a bundled worker.
import { wasmEngineFrom } from "../bindings/wasm-engine.js";
import { createReferenceEngine } from "../reference/index.js";
import type { FromWorker, ToWorker, WorkResult, Work } from "./protocol.js";

/** The worker's message handler; `post` sends a message back to the caller. */
export function serve(post: (message: FromWorker) => void): (message: ToWorker) => void {
  let engines: Record<EngineName, Engine> | undefined;
  let stop: Int32Array | undefined;

  function run(engine: Engine, work: Work, control: SearchControl): WorkResult[Work["op"]] {
    switch (work.op) {
      case "search": return engine.search({ ...work.request, control });
      case "perft": return engine.perft(work.position, work.depth);
      case "solve": return engine.solve(work.position, work.options);
    }
  }

  return (message) => {
    if (message.type === "init") {
      engines = { wasm: wasmEngineFrom(message.module), ts: createReferenceEngine() };
      stop = message.stop;
      return;
    }
    const { id, engine, work } = message;
    const flag = stop;
    const control: SearchControl = {
      shouldStop: flag && (() => Atomics.load(flag, 0) !== 0),
      onProgress: message.progress ? (progress) => post({ type: "progress", id, progress }) : undefined,
      progressMs: message.progressMs,
    };
    try {
      if (!engines) throw new Error("a searcher worker was sent work before its core");
      post({ type: "started", id });
      post({ type: "done", id, result: run(engines[engine], work, control) });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      post({ type: "error", id, message: text, usage: error instanceof BestfirstError });
    }
  };
}
