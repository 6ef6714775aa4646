// Where Lazy SMP's time goes (docs/design/threads.md): the lead's time to a fixed depth on
// Othello middle games, in one run, alone and beside a busy neighbour that shares nothing
// with it but the machine: the normal build alone (build/core.wasm, its own memory); the
// threads build alone (an instance over a shared memory); the threads build beside a worker
// searching other positions with the threads build over the same shared memory (its own
// table), and beside one searching with the normal build in a memory of its own; and Lazy
// SMP's lead with one helper (threads: 2). If the lead slows beside a neighbour that shares
// no table, the cost is the memory or the cores, not the table. Medians per position, the
// modes taken in turn so that load drifts alike over them; the 1-minute load before and after.
// Run after `npm run build`: npx tsx scripts/lab/lazy-smp-neighbour.ts [--depth 10] [--reps 5] [--positions 6]

import { loadavg } from "node:os";
import { createWasmEngineSync, type Engine, type SearchRequest } from "../../index.js";
import { ThreadsCore, compileThreadsCoreSync, threadsMemory } from "../../bindings/threads/threads-core.js";
import { wasmEngineOn } from "../../bindings/wasm-engine.js";
import { workerFromFile } from "../../searcher/node-worker-file.js";
import { median } from "./cpu-time.js";
import { labOptions, middleGames } from "./lazy-smp-lab.js";

const { depth: DEPTH, reps: REPS, count: COUNT } = labOptions(5);

const normal = createWasmEngineSync();
const module = compileThreadsCoreSync();
const memory = threadsMemory();
const lead = wasmEngineOn(new ThreadsCore(module, memory));
const positions = middleGames(normal, COUNT);
// The neighbours search other middle games (the next ones of the stream), a ply shallower.
const others = middleGames(normal, 2 * COUNT).slice(COUNT);
const control = new SharedArrayBuffer(16);
const words = new Int32Array(control);
const neighbours = [memory, undefined].map((shared, k) =>
  workerFromFile(import.meta.url, "lazy-smp-neighbour-worker", {
    workerData: { module, memory: shared, control, word: 2 * k, positions: others, horizon: DEPTH - 1 },
  }),
);

/** Sets neighbour k running or idle and waits until it says so (a search begun, or idle). */
function neighbour(k: number, on: boolean): void {
  Atomics.store(words, 2 * k, on ? 1 : 0);
  Atomics.notify(words, 2 * k);
  const ready = () => (on ? Atomics.load(words, 2 * k + 1) > 0 : Atomics.load(words, 2 * k + 1) === 0);
  while (!ready()) Atomics.wait(words, 2 * k + 1, Atomics.load(words, 2 * k + 1), 50);
}

interface Mode {
  name: string;
  engine: Engine;
  beside?: number;
  threads?: number;
}
const MODES: Mode[] = [
  { name: "normal build alone", engine: normal },
  { name: "threads build alone", engine: lead },
  { name: "beside a threads-build neighbour (same memory, own table)", engine: lead, beside: 0 },
  { name: "beside a normal-build neighbour (own memory)", engine: lead, beside: 1 },
  { name: "Lazy SMP lead, 1 helper (threads: 2)", engine: normal, threads: 2 },
];

const loadBefore = loadavg()[0];
// Warm up every path once (the Lazy SMP pool starts, the neighbours compile) outside the timing.
for (const mode of MODES) mode.engine.search({ position: positions[0], algorithm: "alphabeta-tt", horizon: 2 });
normal.search({ position: positions[0], algorithm: "alphabeta-tt", horizon: 2, threads: 2 });
for (const k of [0, 1]) {
  neighbour(k, true);
  neighbour(k, false);
}

const times = MODES.map(() => positions.map((): number[] => []));
const nodes = MODES.map(() => positions.map((): number[] => []));
for (let rep = 0; rep < REPS; rep++)
  for (const [i, position] of positions.entries())
    for (const [m, mode] of MODES.entries()) {
      if (mode.beside !== undefined) neighbour(mode.beside, true);
      const request: SearchRequest = { position, algorithm: "alphabeta-tt", horizon: DEPTH, threads: mode.threads };
      const start = performance.now();
      const report = mode.engine.search(request);
      times[m][i].push(performance.now() - start);
      nodes[m][i].push(report.nodes.generated);
      if (mode.beside !== undefined) neighbour(mode.beside, false);
    }
const loadAfter = loadavg()[0];
for (const worker of neighbours) void worker.terminate();

console.log(
  `The lead's time to depth ${DEPTH} on ${COUNT} Othello middle games, median of ${REPS} runs each; ` +
    `1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
);
console.log("| mode | sum of medians | against the threads build alone | lead nodes | ns a lead node |");
console.log("|---|---:|---:|---:|---:|");
const sum = (m: number) => times[m].reduce((s, t) => s + median(t), 0);
const lead1 = sum(1);
for (const [m, mode] of MODES.entries()) {
  const n = nodes[m].reduce((s, c) => s + median(c), 0);
  const ms = sum(m);
  console.log(
    `| ${mode.name} | ${ms.toFixed(0)} ms | ${(ms / lead1).toFixed(2)}x | ${n} | ${((ms * 1e6) / n).toFixed(0)} |`,
  );
}
