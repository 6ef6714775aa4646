// Breakthrough's kit core (examples/breakthrough/assembly, built by build-game) against
// its TypeScript class searched by the reference, per node, in CPU time: on a loaded
// shared machine a wall-clock rate mostly measures the other processes, so each engine's
// calls are timed by this process's CPU time (process.cpuUsage), a pause after them
// included (settle). Every round runs each engine once, in an order reversed every other
// round, for about 0.2 s of CPU time each (calls repeated as needed, so the clock's grain
// does not count); the first call is a
// warm-up and checks that every engine searches node for node alike (value and node
// counts of every search). Printed: each engine's median rate (min..max), the median of
// its per-round speed-ups over the reference's searchGame (time a call; with the same
// nodes, per node) and its time a search.
//
// Two sets of searches:
// - by default, the breakthrough-* suites of `npm run bench` (bench/breakthrough.ts): the
//   same positions and requests, so the ratios are the bench's, measured on a busy machine;
// - --deep: bigger searches (500,000-node best-first, horizon 6...) from six positions,
//   which dwarf a search's fixed cost (naming the position's moves); the TypeScript class
//   is also searched by the reference's runSearch directly (searchGame's adapter checks
//   every value the game returns);
// - --fixed: the bench's positions, searched to one ply or one node: a search's fixed
//   cost (the request, the position set up from its moves' names, the result named),
//   printed as CPU time a search.
//
// Several cores (.ts sources, built here, or built .wasm) or TypeScript modules may be
// given to compare an old and a new version in one run. A source or module may name its
// class after a `#` (`gomoku.ts#GomokuBoard`, default the example's); engines of the same
// class must agree, those of other classes (a class without hash()) are timed beside.
// --old DIR (another checkout, built): a core given as `old:core.wasm` (built by that checkout's
// build-game) is loaded by that checkout's bindings, to time an older kit in the same process.
// --base N: the speed-ups over engine N (the cores first, in their order, then the TypeScript ones)
// instead of over the first TypeScript module's searchGame.
// --example gomoku times the plain example (examples/gomoku, bench/kit-core.ts's GOMOKU)
// instead of Breakthrough. Profile with --names (the cores
// built with a names section):
//   nice -n 10 node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx scripts/lab/breakthrough-speed.ts --names ...
// Run: nice -n 10 npx tsx scripts/lab/breakthrough-speed.ts [--rounds 15] [--deep | --fixed] [--algorithms
// alphabeta,mcts]
//        [--example gomoku] [--core a.ts[#Class] --core b.wasm] [--ts examples/breakthrough/breakthrough.ts[#Class]]
//        [--old ../other-checkout --core old:old-core.wasm] [--base 0] [--names] [--keep dir]

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createWasmEngine, searchGame, type Algorithm, type Game, type SearchLimits } from "../../index.js";
import { runSearch } from "../../reference/search/run.js";
import { buildGame, loadInstalledAsc, packageRoot, type Asc } from "../../kit/build-game.js";
import { BREAKTHROUGH_POSITIONS, BREAKTHROUGH_SEARCHES } from "../../bench/breakthrough.js";
import { GOMOKU, type KitExample, cachedKitCore } from "../../bench/kit-core.js";
import { cpuSeconds, median } from "./cpu-time.js";

const EXAMPLES: Record<string, KitExample> = {
  breakthrough: {
    core: "examples/breakthrough/assembly/breakthrough.ts",
    className: "Breakthrough",
    ts: "examples/breakthrough/breakthrough.ts",
    positions: BREAKTHROUGH_POSITIONS,
    searches: BREAKTHROUGH_SEARCHES,
  },
  gomoku: GOMOKU,
};

const { values } = parseArgs({
  options: {
    rounds: { type: "string" },
    base: { type: "string" },
    deep: { type: "boolean", default: false },
    fixed: { type: "boolean", default: false },
    algorithms: { type: "string" },
    example: { type: "string", default: "breakthrough" },
    old: { type: "string" },
    core: { type: "string", multiple: true },
    ts: { type: "string", multiple: true },
    keep: { type: "string" },
    names: { type: "boolean", default: false },
  },
});
const example = EXAMPLES[values.example!];
if (example === undefined)
  throw new Error(`--example takes ${Object.keys(EXAMPLES).join(" or ")}, got ${values.example}`);
const EXAMPLE_CORE = example.core;
/** A file and its class: `path#Class`, the class by default the example's. */
const split = (spec: string) => {
  const [file, className = example.className] = spec.split("#");
  return { file, className };
};
const rounds = Number(values.rounds ?? (values.deep ? 7 : 15));
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds takes a whole number >= 1, got ${values.rounds}`);

/** --deep: enough work per search to dwarf the call's fixed cost, little enough for several rounds. */
const DEEP_LIMITS: Partial<Record<Algorithm, SearchLimits>> = {
  minimax: { horizon: 4 },
  alphabeta: { horizon: 6 },
  id: { horizon: 8, nodes: 500_000 },
  bestfirst: { bound: 12, nodes: 500_000 },
  rbfms: { bound: 7, nodes: 500_000 },
  "rbfms-inherit": { bound: 7, nodes: 500_000 },
  extension: { horizon: 2, bound: 8, nodes: 500_000 },
  mma: { moveCalls: 20_000 },
  mcts: { simulations: 10_000, seed: 11 },
  "alphabeta-tt": { horizon: 7, nodes: 500_000 },
};

/**
 * --fixed: the bench's positions, searches of a node or a ply, whose time is the fixed cost of a
 * search (the request, the position set up by its moves' names, the result named).
 */
const FIXED_SEARCHES: { algorithm: Algorithm; limits: SearchLimits }[] = [
  { algorithm: "alphabeta", limits: { horizon: 1 } },
  { algorithm: "bestfirst", limits: { bound: 10, nodes: 1 } },
];

interface ExampleClass {
  new (): Game & { playNames(names: readonly string[]): void; legalNames(): string[] };
}

/**
 * --deep's positions: the start and lines of a fixed pseudo-random walk (a linear congruential stream), game still
 * going.
 */
function deepPositions(Class: ExampleClass): string[][] {
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
  const lines: string[][] = [[]];
  for (const plies of [6, 12, 20, 28, 36]) {
    const game = new Class(),
      line: string[] = [];
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

/** What a search reports that every engine must agree on, and what it counts. */
interface Outcome {
  value: number;
  generated: number;
  expanded: number;
  simulations?: number;
}
type Request = SearchLimits & { algorithm: Algorithm };
interface Engine {
  name: string;
  /** The game class: engines of one class must search alike. */
  className: string;
  search(line: readonly string[], request: Request): Outcome;
}

const dir = values.keep ?? mkdtempSync(join(tmpdir(), "breakthrough-speed-"));
const engines: Engine[] = [];
for (const [k, spec] of (values.core ?? [EXAMPLE_CORE]).entries()) {
  const { file: given, className } = split(spec);
  const old = given.startsWith("old:");
  const file = old ? given.slice(4) : given;
  if (old && values.old === undefined) throw new Error(`${spec}: an old: core needs --old <the checkout>`);
  let bytes: Uint8Array;
  if (!file.endsWith(".ts")) bytes = readFileSync(resolve(file));
  else if (file === EXAMPLE_CORE && !values.names) {
    // The example as the bench builds it: cached on disk until its sources change.
    bytes = await cachedKitCore(join(packageRoot(), EXAMPLE_CORE), className, (text) => console.error(text));
  } else {
    const out = join(dir, `core${k}.wasm`);
    // --names: the release build with a names section, for a profile (node --cpu-prof) that names the core's functions.
    const loadAsc = async (): Promise<Asc> => {
      const asc = (await loadInstalledAsc())!;
      return values.names ? { main: (argv, api) => asc.main([...argv, "--debug"], api) } : asc;
    };
    await buildGame({
      file,
      className,
      out,
      loadAsc,
      diagnostics: (t) => process.stderr.write(t),
    });
    bytes = readFileSync(out);
  }
  const load: typeof createWasmEngine = old
    ? (await import(pathToFileURL(resolve(values.old!, "dist/index.js")).href)).createWasmEngine
    : createWasmEngine;
  const engine = await load({ core: bytes });
  engines.push({
    name: `core ${basename(spec)}#${k}`,
    className,
    search(line, request) {
      const r = engine.search({ position: { moves: line }, ...request });
      return { value: r.value, generated: r.nodes.generated, expanded: r.nodes.expanded, simulations: r.simulations };
    },
  });
}
let Reference: ExampleClass | undefined;
/** The index of the first TypeScript module's searchGame engine: the ratios' base. */
let base = -1;
for (const [k, spec] of (values.ts ?? [example.ts]).entries()) {
  const { file, className } = split(spec);
  const Class = (await import(pathToFileURL(resolve(file)).href))[className] as ExampleClass;
  Reference ??= Class;
  if (base < 0) base = engines.length;
  // A fresh board each search, as the core sets up its own.
  engines.push({
    name: `ts searchGame ${basename(spec)}#${k}`,
    className,
    search(line, request) {
      const game = new Class();
      game.playNames(line);
      const r = searchGame(game, request);
      return { value: r.value, generated: r.nodes.generated, expanded: r.nodes.expanded, simulations: r.simulations };
    },
  });
  if (values.deep)
    engines.push({
      name: `ts runSearch ${basename(spec)}#${k}`,
      className,
      search(line, { algorithm, ...limits }) {
        const game = new Class();
        game.playNames(line);
        const r = runSearch(game, algorithm, limits);
        return { value: r.value, generated: r.stats.generated, expanded: r.stats.expanded };
      },
    });
}

if (values.base !== undefined) {
  base = Number(values.base);
  if (!Number.isInteger(base) || base < 0 || base >= engines.length)
    throw new Error(`--base takes an engine's index from 0 to ${engines.length - 1}, got ${values.base}`);
}

/** The searches to time, by algorithm: the bench's suites, or --deep's. */
const lines = values.deep ? deepPositions(Reference!) : example.positions;
const plans = values.fixed
  ? FIXED_SEARCHES
  : values.deep
    ? (values.algorithms ?? "alphabeta,bestfirst,rbfms,mcts")
        .split(",")
        .map((a) => ({ algorithm: a as Algorithm, limits: DEEP_LIMITS[a as Algorithm] ?? {} }))
    : example.searches.filter(
        (p) => values.algorithms === undefined || values.algorithms.split(",").includes(p.algorithm),
      );

/**
 * A pause of 100 ms (no CPU time on this thread) that ends each engine's timed calls: the
 * process's CPU time counts every thread, and V8's helper threads collect the garbage a
 * side's calls left after they return. Timed with the calls, that work is charged to the
 * side that made it, not to the engine timed next.
 */
const settle = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
const fmt = (rate: number) => (rate >= 1e6 ? `${(rate / 1e6).toFixed(2)} M` : `${(rate / 1e3).toFixed(1)} k`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

const searched = values.fixed
  ? "--fixed searches"
  : values.deep
    ? "--deep searches"
    : values.example === "breakthrough"
      ? "the bench's breakthrough-* suites"
      : `${values.example}'s searches`;
console.log(`load average ${load()}; ${rounds} rounds, CPU time; ${searched}, ${lines.length} positions`);
for (const { algorithm, limits } of plans) {
  const request: Request = { algorithm, ...limits };
  // One call: every position once; its units are nodes generated (the bench's MCTS suite: simulations).
  const mcts = algorithm === "mcts" && !values.deep;
  const call = (engine: Engine) => lines.map((line) => engine.search(line, request));
  const units = (outcomes: Outcome[]) => outcomes.reduce((sum, o) => sum + (mcts ? o.simulations! : o.generated), 0);
  // The warm-up: every engine once, the outcomes compared within each class, the calls a round counted.
  const reps: number[] = [];
  const seen = engines.map((engine, i) => {
    let outcomes: Outcome[] = [];
    const seconds = cpuSeconds(() => {
      outcomes = call(engine);
    });
    reps[i] = Math.max(1, Math.ceil(0.2 / Math.max(1e-4, seconds)));
    return outcomes.map((o) => `${o.value}/${o.generated}/${o.expanded}`).join(" ");
  });
  const first = new Map<string, string>();
  for (const [i, e] of engines.entries()) first.set(e.className, first.get(e.className) ?? seen[i]);
  if (engines.some((e, i) => seen[i] !== first.get(e.className)))
    throw new Error(
      `${algorithm}: the engines disagree:\n${engines.map((e, i) => `  ${e.name}: ${seen[i]}`).join("\n")}`,
    );
  const perCall = engines.map((e) => units(call(e)));
  /** Per engine and round: CPU seconds a call. */
  const seconds: number[][] = engines.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = engines.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order)
      seconds[i].push(
        cpuSeconds(() => {
          for (let k = 0; k < reps[i]; k++) call(engines[i]);
          settle();
        }) / reps[i],
      );
  }
  const unit = mcts ? "simulations/s" : "nodes/s";
  console.log(
    `\n${algorithm} ${JSON.stringify(limits)}: ${unit} (min..max), speed-up over ${engines[base].name} (median of ` +
      `the rounds' ratios of time a call; per node where the nodes are the same):`,
  );
  for (const [i, e] of engines.entries()) {
    const rates = seconds[i].map((t) => perCall[i] / t);
    const ratio = median(seconds[i].map((t, k) => seconds[base][k] / t));
    const search = (1e3 * median(seconds[i])) / lines.length;
    console.log(
      `  ${e.name.padEnd(44)} ${fmt(median(rates)).padStart(9)} ` +
        `(${fmt(Math.min(...rates))}..${fmt(Math.max(...rates))})  x${ratio.toFixed(2)}  ${search.toFixed(3)} ms a ` +
        `search, ${perCall[i]} ${mcts ? "simulations" : "nodes"} a call`,
    );
  }
}
console.log(`\nload average ${load()}`);
if (values.keep === undefined) rmSync(dir, { recursive: true, force: true });
