// Lazy SMP's speed-up (docs/threads.md): the time alphabeta-tt takes to a fixed depth on
// Othello middle games, with 1 thread (the plain core) and with N (searcher/lazy-smp.ts),
// in one run: per position the median of a few runs for each thread count (the counts
// taken in turn, so load drifts alike over them), then the ratio of the medians' sums to
// 1 thread's. Thread counts past this machine's cores are marked, not run. The machine's
// load (the 1-minute load average, before and after) is printed with the table: on a
// shared machine the helpers compete with other work. Every value is checked against the
// 1-thread value (each is plain alpha-beta's at that depth), and the script stops if not.
// Run after `npm run build`: npx tsx scripts/lab/lazy-smp-speedup.ts [--depth 10] [--reps 3] [--positions 6]

import { availableParallelism, loadavg } from "node:os";
import { createWasmEngineSync, type SearchRequest } from "../../index.js";
import { labOptions, middleGames } from "./lazy-smp-lab.js";

const { depth: DEPTH, reps: REPS, count: COUNT } = labOptions(3);
const COLUMNS = [1, 2, 4, 8, 16];
const cores = availableParallelism();
const runnable = COLUMNS.filter((n) => n <= cores);

const engine = createWasmEngineSync();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const positions = middleGames(engine, COUNT);
const loadBefore = loadavg()[0];
// One search of each count first: the pools start (workers, compiling) outside the timing.
for (const threads of runnable)
  engine.search({ position: positions[0], algorithm: "alphabeta-tt", horizon: 2, threads });

const sums = new Map<number, number>(runnable.map((n) => [n, 0]));
const rows: string[] = [];
for (const [i, position] of positions.entries()) {
  const times = new Map<number, number[]>(runnable.map((n) => [n, []]));
  const nodes = new Map<number, number[]>(runnable.map((n) => [n, []]));
  let value: number | undefined;
  for (let rep = 0; rep < REPS; rep++) {
    for (const threads of runnable) {
      const request: SearchRequest = { position, algorithm: "alphabeta-tt", horizon: DEPTH, threads };
      const start = performance.now();
      const report = engine.search(request);
      times.get(threads)!.push(performance.now() - start);
      nodes.get(threads)!.push(report.nodes.generated);
      value ??= report.value;
      if (report.value !== value)
        throw new Error(`position ${i + 1}: ${threads} threads gave ${report.value}, not ${value}`);
    }
  }
  const cells = COLUMNS.map((n) => {
    if (!times.has(n)) return "-";
    const ms = median(times.get(n)!);
    sums.set(n, sums.get(n)! + ms);
    return `${ms.toFixed(0)} ms (${median(nodes.get(n)!)} lead nodes)`;
  });
  rows.push(
    `| ${i + 1} (${(position as { moves?: string[] }).moves?.length} plies) | ${value} | ${cells.join(" | ")} |`,
  );
}
const loadAfter = loadavg()[0];

console.log(
  `Lazy SMP, alphabeta-tt to depth ${DEPTH} on ${positions.length} Othello middle games, median of ${REPS} ` +
    `runs each; ${cores} cores; 1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
);
console.log(`| position | value | ${COLUMNS.map((n) => `${n} thread${n > 1 ? "s" : ""}`).join(" | ")} |`);
console.log(`|---|---:|${COLUMNS.map(() => "---:").join("|")}|`);
for (const row of rows) console.log(row);
const one = sums.get(1)!;
const ratio = COLUMNS.map((n) => (sums.has(n) ? `${(one / sums.get(n)!).toFixed(2)}x` : `not run (${cores} cores)`));
console.log(`| speed-up (sum of medians) | | ${ratio.join(" | ")} |`);
