// How many cases a property test runs: its own small count in `npm test`, or
// BESTFIRST_SOAK_RUNS (10,000 in `npm run test:soak`, see TESTING.md) in the soak run.

export function runs(n: number): number {
  const soak = Number(process.env.BESTFIRST_SOAK_RUNS);
  return Number.isInteger(soak) && soak > 0 ? soak : n;
}
