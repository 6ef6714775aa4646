// node:perf_hooks in the page: experiments/tournament/random-pair.ts times moves with Node's
// `performance`; a browser has the same clock on its global scope.
export const performance = globalThis.performance;
