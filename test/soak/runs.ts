// How many cases a property test runs: its own small count in `npm test`, or
// BESTFIRST_SOAK_RUNS (10,000 in `npm run test:soak`, see TESTING.md) in the soak run.
// In a browser (the browser test project) there is no process: the small count.

export function runs(n: number): number {
  const env = typeof process === "undefined" ? undefined : process.env;
  const soak = Number(env?.BESTFIRST_SOAK_RUNS);
  return Number.isInteger(soak) && soak > 0 ? soak : n;
}
