// A tournament worker (a module Web Worker): plays the pairs it is given with the
// experiments' own players (experiments/tournament/random-pair.ts: best-first against alpha-beta,
// both keeping their trees, colours swapped) on an engine made from the posted compiled
// core, and posts each pair's result as it finishes.

// The engine straight from the posted module (experiments/tournament/random-pairs-on.ts), so
// that the worker's chunk carries no second copy of the core's bytes.
import { randomPairsOn } from "../experiments/tournament/random-pairs-on.js";
import type { PairResult, RandomPairJob } from "../experiments/tournament/types.js";

export type ToTournamentWorker = { module: WebAssembly.Module; jobs: RandomPairJob[] };
export type FromTournamentWorker = { result: PairResult } | { done: true } | { error: string };

const scope = self as unknown as {
  postMessage(message: FromTournamentWorker): void;
  onmessage: ((event: { data: ToTournamentWorker }) => void) | null;
};

scope.onmessage = ({ data }) => {
  try {
    for (const result of randomPairsOn(data.module, data.jobs)) scope.postMessage({ result });
    scope.postMessage({ done: true });
  } catch (error) {
    scope.postMessage({ error: (error as Error).message });
  }
};
