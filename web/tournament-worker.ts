// A tournament worker (a module Web Worker): plays the pairs it is given with the
// experiments' own players (experiments/tournament/random-pair.ts: best-first against alpha-beta,
// both keeping their trees, colours swapped) on an engine made from the posted compiled
// core, and posts each pair's result as it finishes.

// The engine straight from the posted module: nothing here reaches the core's inlined
// bytes, so the worker's chunk carries no second copy of them.
import { wasmEngineFrom } from "../bindings/wasm-engine.js";
import { playRandomPair } from "../experiments/tournament/random-pair.js";
import type { PairResult, RandomPairJob } from "../experiments/tournament/types.js";

export type ToTournamentWorker = { module: WebAssembly.Module; jobs: RandomPairJob[] };
export type FromTournamentWorker = { result: PairResult } | { done: true } | { error: string };

const scope = self as unknown as {
  postMessage(message: FromTournamentWorker): void;
  onmessage: ((event: { data: ToTournamentWorker }) => void) | null;
};

scope.onmessage = ({ data }) => {
  try {
    const engine = wasmEngineFrom(data.module);
    for (const job of data.jobs) scope.postMessage({ result: playRandomPair(job, engine) });
    scope.postMessage({ done: true });
  } catch (error) {
    scope.postMessage({ error: (error as Error).message });
  }
};
