// Profiling tool: Breakthrough's kit core (examples/breakthrough/assembly, built by
// build-game) against its TypeScript class searched by the reference, per node. Each
// algorithm searches the same 8 x 8 positions on every engine; the node counts (and move
// and value) must be equal, and the rate is nodes generated per second of this process's
// CPU time (process.cpuUsage: on a loaded shared machine, wall time counts the waits).
// Rounds alternate the engines' order; the first is a warm-up; medians are printed.
// The TypeScript class is searched twice: through searchGame (the public path, whose
// adapter checks every value the game returns) and by the reference's runSearch directly.
// Several cores (.ts sources to build, or built .wasm) or TypeScript modules may be given
// to compare an old and a new version in one run.
// Run: nice -n 10 npx tsx scripts/breakthrough-profile.ts [--rounds 7] [--algorithms alphabeta,mcts]
//        [--core a.ts --core b.wasm] [--ts examples/breakthrough/breakthrough.ts] [--keep dir]
// Profile: --names builds the cores with a names section; run it as
//   nice -n 10 node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx scripts/breakthrough-profile.ts --names ...

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createWasmEngine, searchGame, type Algorithm, type Game, type KitEngine, type SearchLimits } from "../index.js";
import { runSearch } from "../reference/search/run.js";
import { buildGame, loadInstalledAsc, type Asc } from "../cli/kit/build-game.js";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "7" },
    algorithms: { type: "string", default: "alphabeta,bestfirst,rbfms,mcts" },
    core: { type: "string", multiple: true, default: ["examples/breakthrough/assembly/breakthrough.ts"] },
    ts: { type: "string", multiple: true, default: ["examples/breakthrough/breakthrough.ts"] },
    keep: { type: "string" },
    names: { type: "boolean", default: false },
  },
});

/** Enough work per search to dwarf the call's fixed cost, little enough for several rounds. */
const LIMITS: Partial<Record<Algorithm, SearchLimits>> = {
  minimax: { horizon: 4 }, alphabeta: { horizon: 6 }, id: { horizon: 8, nodes: 500_000 },
  bestfirst: { bound: 12, nodes: 500_000 }, rbfms: { bound: 7, nodes: 500_000 }, "rbfms-inherit": { bound: 7, nodes: 500_000 },
  extension: { horizon: 2, bound: 8, nodes: 500_000 }, mma: { moveCalls: 20_000 }, mcts: { simulations: 10_000, seed: 11 },
  "alphabeta-tt": { horizon: 7, nodes: 500_000 },
};

interface BreakthroughClass { new (width?: number, height?: number): Game & { playNames(names: readonly string[]): void; legalNames(): string[] } }

/** Positions: the start and lines of a fixed pseudo-random walk (a linear congruential stream), game still going. */
function positions(Class: BreakthroughClass): string[][] {
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
  const lines: string[][] = [[]];
  for (const plies of [6, 12, 20, 28, 36]) {
    const game = new Class(), line: string[] = [];
    while (line.length < plies) {
      const names = game.legalNames();
      const name = names[next() % names.length];
      game.playNames([name]);
      if (game.isTerminal()) break;
      line.push(name);
    }
    lines.push(line);
  }
  return lines;
}

type Searcher = { name: string; search(algorithm: Algorithm, line: string[]): { move: string | number; value: number; generated: number; expanded: number } };

const dir = values.keep ?? mkdtempSync(join(tmpdir(), "breakthrough-speed-"));
const searchers: Searcher[] = [];
for (const [k, spec] of values.core!.entries()) {
  let wasm = resolve(spec);
  if (spec.endsWith(".ts")) {
    wasm = join(dir, `core${k}.wasm`);
    // --names: the release build with a names section, for a profile (node --cpu-prof) that names the core's functions.
    const loadAsc = async (): Promise<Asc> => {
      const asc = (await loadInstalledAsc())!;
      return values.names ? { main: (argv, api) => asc.main([...argv, "--debug"], api) } : asc;
    };
    await buildGame({ file: spec, className: "Breakthrough", out: wasm, loadAsc, diagnostics: (t) => process.stderr.write(t) });
  }
  const engine: KitEngine = await createWasmEngine({ core: readFileSync(wasm) });
  searchers.push({
    name: `core ${basename(spec)}#${k}`,
    search(algorithm, line) {
      const r = engine.search({ position: { moves: line }, algorithm, ...LIMITS[algorithm] });
      return { move: r.move, value: r.value, generated: r.nodes.generated, expanded: r.nodes.expanded };
    },
  });
}
let Reference: BreakthroughClass | undefined;
for (const [k, spec] of values.ts!.entries()) {
  const Class = (await import(pathToFileURL(resolve(spec)).href)).Breakthrough as BreakthroughClass;
  Reference ??= Class;
  searchers.push({
    name: `ts searchGame ${basename(spec)}#${k}`,
    search(algorithm, line) {
      const game = new Class();
      game.playNames(line);
      const r = searchGame(game, { algorithm, ...LIMITS[algorithm] });
      return { move: r.moveIndex, value: r.value, generated: r.nodes.generated, expanded: r.nodes.expanded };
    },
  });
  searchers.push({
    name: `ts runSearch ${basename(spec)}#${k}`,
    search(algorithm, line) {
      const game = new Class();
      game.playNames(line);
      const r = runSearch(game, algorithm, { ...LIMITS[algorithm] });
      return { move: r.move, value: r.value, generated: r.stats.generated, expanded: r.stats.expanded };
    },
  });
}
const lines = positions(Reference!);
const rounds = Number(values.rounds);
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

console.log(`load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}; ${rounds} rounds (+1 warm-up), ${lines.length} positions`);
for (const algorithm of values.algorithms!.split(",") as Algorithm[]) {
  const rates: number[][] = searchers.map(() => []);
  let nodes = 0;
  for (let round = 0; round <= rounds; round++) {
    // Alternate the order: each engine runs first in some rounds and last in others.
    const order = searchers.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    const counts: string[] = [];
    for (const i of order) {
      let generated = 0, micros = 0;
      const seen: string[] = [];
      for (const line of lines) {
        const start = process.cpuUsage();
        const r = searchers[i].search(algorithm, line);
        const used = process.cpuUsage(start);
        micros += used.user + used.system;
        generated += r.generated;
        seen.push(`${r.value}/${r.generated}/${r.expanded}`);
      }
      counts[i] = seen.join(" ");
      nodes = generated;
      if (round > 0) rates[i].push(generated / micros);
    }
    // Moves are named (core) or indexed (reference); the counts and values must agree.
    if (counts.some((c) => c !== counts[0])) throw new Error(`${algorithm}: the engines disagree:\n${searchers.map((s, i) => `  ${s.name}: ${counts[i]}`).join("\n")}`);
  }
  const med = rates.map(median);
  const base = searchers.findIndex((s) => s.name.startsWith("ts searchGame"));
  console.log(`\n${algorithm} (${LIMITS[algorithm] ? JSON.stringify(LIMITS[algorithm]) : "defaults"}), ${nodes} nodes a round; M nodes/s (min..max), ratio to ${searchers[base].name}:`);
  for (const [i, s] of searchers.entries())
    console.log(`  ${s.name.padEnd(44)} ${med[i].toFixed(2).padStart(7)} (${Math.min(...rates[i]).toFixed(2)}..${Math.max(...rates[i]).toFixed(2)})  x${(med[i] / med[base]).toFixed(2)}`);
}
if (values.keep === undefined) rmSync(dir, { recursive: true, force: true });
