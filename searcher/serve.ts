// A searcher's worker, whatever the thread API: makes both engines once (the WebAssembly
// one from the posted compiled module, instantiated without compiling again), then runs
// each piece of work it is sent. A search is watched: it stops at its next budget check
// once the caller sets the shared stop flag, and posts its progress as it goes. A worker
// that an asynchronous player owns (./player.ts) also holds that player and its position:
// the player's tree stays in this worker between moves.

import { BestfirstError, fail, shown, type Engine, type EngineName, type Player, type Position, type SearchControl } from "../contract/index.js";
// The engine from a module, not bindings/index.js: a worker never compiles the core, so
// the core's bytes (inlined in bindings/generated/) stay out of a bundled worker.
import { wasmEngineFrom } from "../bindings/wasm-engine.js";
import { isKitCore, kitEngineFrom } from "../bindings/kit-engine.js";
import { createReferenceEngine } from "../reference/index.js";
import type { FromWorker, ToWorker, WorkResult, Work } from "./protocol.js";

/** The worker's message handler; `post` sends a message back to the caller. */
export function serve(post: (message: FromWorker) => void): (message: ToWorker) => void {
  let engines: Record<EngineName, Engine> | undefined;
  let stop: Int32Array | undefined;
  /** The player this worker holds, and the position its observed moves reached. */
  let held: { player: Player; at: Position } | undefined;

  function run(engine: Engine, work: Work, control: SearchControl): WorkResult[Work["op"]] {
    switch (work.op) {
      case "search": return engine.search({ ...work.request, control });
      case "perft": return engine.perft(work.position, work.depth);
      case "solve": return engine.solve(work.position, work.options);
      case "player-create": {
        engine.moves(work.position); // checks the position before the player exists
        held?.player.dispose();
        held = { player: engine.createPlayer(work.spec), at: work.position };
        return null;
      }
      case "player-choose": return holding().player.choose(holding().at, control);
      case "player-observe": {
        const { player, at } = holding();
        const legal = engine.moves(at);
        if (legal.length === 0) fail(`move ${work.move} cannot be observed: the game is over at the player's position`);
        if (!Number.isInteger(work.move) || work.move < 0 || work.move >= legal.length)
          fail(`move ${shown(work.move)} is not legal at the player's position; its moves are 0..${legal.length - 1}: ` +
            legal.map((m, i) => (String(m.move) === String(i) ? `${i}` : `${i} (${m.move})`)).join(", "));
        player.observe(work.move);
        held!.at = { ...at, path: [...(at.path ?? []), work.move] } as Position;
        return null;
      }
    }
  }

  function holding(): { player: Player; at: Position } {
    if (!held) throw new Error("a searcher worker was sent a player's move before the player");
    return held;
  }

  return (message) => {
    if (message.type === "init") {
      // A kit's game core (createSearcher({ core })) is told by its exports; its engine takes the kit's positions, posted as they came.
      const wasm = isKitCore(message.module) ? kitEngineFrom(message.module) as unknown as Engine : wasmEngineFrom(message.module);
      engines = { wasm, ts: createReferenceEngine() };
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
