// A searcher's worker, whatever the thread API: makes both engines once (the WebAssembly
// one from the posted compiled module, instantiated without compiling again), then runs
// each piece of work it is sent. A search is watched: it stops at its next budget check
// once the caller sets the shared stop flag, and posts its progress as it goes. A worker
// that an asynchronous player owns (./player.ts) also holds that player and its position:
// the player's tree stays in this worker between moves. A worker started with a user's
// game instead of the core hands every message to ./own-game-serve.ts.

import {
  checkObservedMove,
  type Engine,
  type EngineName,
  type Player,
  type Position,
  type SearchControl,
} from "../contract/index.js";
// The engine from a module, not bindings/index.js: a worker never compiles the core, so
// the core's bytes (inlined in bindings/generated/) stay out of a bundled worker.
import { wasmEngineFrom } from "../bindings/wasm-engine.js";
import { isInputError } from "../bindings/core.js";
import { isKitCore, kitEngineFrom } from "../bindings/kit-engine.js";
import { createReferenceEngine } from "../reference/index.js";
import { serveGame } from "./own-game-serve.js";
import { controlFor } from "./worker-control.js";
import type { FromWorker, ToWorker, WorkResult, Work } from "./protocol.js";

/**
 * The worker's message handler; `post` sends a message back to the caller. `withThreads`, where the thread API
 * has them (Node), makes the built-in games' WebAssembly engine take searches of threads above 1.
 */
export function serve(
  post: (message: FromWorker) => void,
  withThreads: (engine: Engine) => Engine = (engine) => engine,
): (message: ToWorker) => void {
  let engines: Record<EngineName, Engine> | undefined;
  let stop: Int32Array | undefined;
  /** The player this worker holds, and the position its observed moves reached. */
  let held: { player: Player; at: Position } | undefined;

  function run(engine: Engine, work: Work, control: SearchControl): WorkResult[Work["op"]] {
    switch (work.op) {
      case "search":
        return engine.search({ ...work.request, control });
      case "perft":
        return engine.perft(work.position, work.depth, work.bounds);
      case "solve":
        return engine.solve(work.position, work.options);
      case "player-create": {
        engine.moves(work.position); // checks the position before the player exists
        held?.player.dispose();
        held = { player: engine.createPlayer(work.spec), at: work.position };
        return null;
      }
      case "player-choose":
        return holding().player.choose(holding().at, control);
      case "player-observe": {
        const { player, at } = holding();
        checkObservedMove(
          work.move,
          engine.moves(at).map((m) => m.move),
        );
        player.observe(work.move);
        held!.at = { ...at, path: [...(at.path ?? []), work.move] } as Position;
        return null;
      }
      default:
        throw new Error(`a searcher worker of the built-in games was sent a user's game's work (${work.op})`);
    }
  }

  function holding(): { player: Player; at: Position } {
    if (!held) throw new Error("a searcher worker was sent a player's move before the player");
    return held;
  }

  /** What the core threw as it started, if it failed. */
  let failedStart: unknown;
  /** A user's game's handler, when the worker was started with one. */
  let own: ((message: ToWorker) => void) | undefined;

  return (message) => {
    if (own) return own(message);
    if (message.type === "init-game") {
      own = serveGame(post, message.game, message.stop);
      return;
    }
    if (message.type === "init") {
      // A kit's game core (createSearcher({ core })) is told by its exports; its engine takes the
      // kit's positions, posted as they came. A core that fails as it starts (a module with the
      // kit's exports that is not a core) answers each request with its BestfirstError, as the
      // calling thread's load would.
      let kit: ReturnType<typeof kitEngineFrom> | undefined;
      try {
        kit = isKitCore(message.module) ? kitEngineFrom(message.module) : undefined;
        engines = {
          wasm: kit ? (kit as unknown as Engine) : withThreads(wasmEngineFrom(message.module)),
          ts: createReferenceEngine(),
        };
      } catch (error) {
        failedStart = error;
      }
      stop = message.stop;
      // Started (a kit core's class made, its constructor returned): the caller's start-up watchdog stops.
      post({ type: "ready", game: kit?.game });
      return;
    }
    const { id, engine, work } = message;
    const control = controlFor(message, stop, post);
    try {
      if (failedStart !== undefined) throw failedStart;
      if (!engines) throw new Error("a searcher worker was sent work before its core");
      post({ type: "started", id });
      post({ type: "done", id, result: run(engines[engine], work, control) });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      post({ type: "error", id, message: text, usage: isInputError(error) });
    }
  };
}
