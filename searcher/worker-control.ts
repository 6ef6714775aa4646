// A worker's control of the work it runs (./serve.ts, ./own-game-serve.ts): the stop flag
// the caller's thread shares with it, and progress posted back as it comes.

import type { SearchControl } from "../contract/index.js";
import type { FromWorker, ToWorker } from "./protocol.js";

/** The control of the work `run` asks for: the shared stop flag, and progress posted back to the caller. */
export function controlFor(
  run: Extract<ToWorker, { type: "run" }>,
  stop: Int32Array | undefined,
  post: (message: FromWorker) => void,
): SearchControl {
  const { id } = run;
  return {
    shouldStop: stop && (() => Atomics.load(stop, 0) !== 0),
    onProgress: run.progress ? (progress) => post({ type: "progress", id, progress }) : undefined,
    progressMs: run.progressMs,
  };
}
