// The Breakthrough suites of `npm run bench` (bench/breakthrough.ts) in CPU time: on a
// loaded shared machine a wall-clock rate mostly measures the other processes, so this
// takes each call's process CPU time (process.cpuUsage), the kit's core and the reference
// interleaved in every round (their order swapped every other round; each side's calls
// in a round take about 0.2 s of CPU time), and prints the
// medians of each side's rate and of the per-round ratios.
// `npx tsx scripts/breakthrough-speed.ts [--rounds N]` (default 15).

import { breakthroughSuites } from "../bench/breakthrough.js";

const at = process.argv.indexOf("--rounds");
const rounds = at > 0 ? Number(process.argv[at + 1]) : 15;
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds takes a whole number >= 1, got ${process.argv[at + 1]}`);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** CPU seconds of one call. */
function cpuSeconds(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const fmt = (rate: number) => (rate >= 1e6 ? `${(rate / 1e6).toFixed(2)} M` : `${(rate / 1e3).toFixed(1)} k`);

console.log(`load ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}; ${rounds} rounds, CPU time`);
for (const suite of breakthroughSuites) {
  const sides = await suite.sides!((text) => console.error(text));
  const work = { wasm: suite.prepare(sides.wasm), ts: suite.prepare(sides.ts) };
  // Calls a round, per side: enough for about 0.2 s of CPU time, so that the clock's grain does not count.
  const reps = { wasm: 1, ts: 1 };
  for (const side of ["wasm", "ts"] as const) reps[side] = Math.max(1, Math.ceil(0.2 / Math.max(1e-4, cpuSeconds(work[side].run))));
  const rates = { wasm: [] as number[], ts: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? (["ts", "wasm"] as const) : (["wasm", "ts"] as const)) {
      const { run, units } = work[side];
      rates[side].push((units * reps[side]) / cpuSeconds(() => { for (let k = 0; k < reps[side]; k++) run(); }));
    }
  }
  const ratio = median(rates.wasm.map((w, k) => w / rates.ts[k]));
  console.log(`${suite.name.padEnd(26)} core ${fmt(median(rates.wasm))} ${suite.unit}   reference ${fmt(median(rates.ts))} ${suite.unit}   core/reference ${ratio.toFixed(2)}x`);
}
console.log(`load ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}`);
