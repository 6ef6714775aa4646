// What each search's and player's tree costs in memory, as docs/library.md and
// docs/searches.md ("Memory") state it: for every search that keeps a tree (or frames, or
// a table) and every player that keeps a store, at memory limits from 2^16 to the largest
// each allows, one fresh child process a case (so that one case's heap and peak RSS are
// its own), a node budget past the limit on a game whose tree grows (random trees), so
// that the store fills. Each child prints, for the WebAssembly engine, the most bytes the
// core's scratch lists held at once during the work (coreScratchPeak: deterministic; a list
// that grew by moving held its old block too) and the core's memory after it
// (memory.buffer.byteLength: the allocator doubles it when it grows, and pages never
// written are not resident), and for both engines the process's peak RSS
// (process.resourceUsage().maxRSS); the table gives bytes a node of the limit: the lists'
// peak, and the peak RSS over a child that only made the engine.
// Run after `npm run build`:
//   nice -n 10 npx tsx scripts/lab/memory-use.ts [--only mma,mcts] [--engines wasm,ts] [--sizes 16,20,max]
// --sizes: exponents of two, and `max` for each case's largest limit (one child at a time:
// the largest take up to 3 GiB each).

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Engine } from "../../contract/index.js";
import { MEMORY_CASES, runMemoryCase } from "./memory-cases.js";

interface Measure {
  before: number;
  after: number;
  /**
   * The most bytes the core's lists held at once above what they held before; `moving`: with the old blocks of lists
   * that moved.
   */
  lists: number;
  moving: number;
  rss: number;
  held: number;
  error?: string;
}

/** One case in this process: the engine made, the search or the player's moves run, the memory read. */
async function child(name: string, engineName: string, n: number): Promise<Measure> {
  let engine: Engine;
  let memory: () => number = () => 0;
  let listPeak: (moving: number) => number = () => 0;
  if (engineName === "wasm") {
    const { Core } = await import("../../bindings/core.js");
    const { compileCoreSync } = await import("../../bindings/load.js");
    const { wasmEngineOn } = await import("../../bindings/wasm-engine.js");
    const core = new Core(compileCoreSync());
    engine = wasmEngineOn(core);
    memory = () => core.exports.memory.buffer.byteLength;
    listPeak = (moving) => core.exports.coreScratchPeak(moving);
  } else {
    const { createReferenceEngine } = await import("../../reference/index.js");
    engine = createReferenceEngine();
  }
  const before = memory();
  for (const moving of [0, 1]) listPeak(moving);
  const held0 = listPeak(0);
  const { held, error } = n > 0 ? runMemoryCase(engine, name, n) : { held: 0, error: undefined };
  return {
    before,
    after: memory(),
    lists: listPeak(0) - held0,
    moving: listPeak(1) - held0,
    rss: process.resourceUsage().maxRSS * 1024,
    held,
    error: error?.slice(0, 60),
  };
}

const MiB = 2 ** 20;

function run(name: string, engine: string, n: number): Measure {
  const script = fileURLToPath(import.meta.url);
  const out = spawnSync(process.execPath, ["--import", "tsx", script, "--child", `${name},${engine},${n}`], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (out.status !== 0) throw new Error(`${name} ${engine} ${n}: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split("\n").pop()!);
}

const { values } = parseArgs({
  options: {
    child: { type: "string" },
    only: { type: "string" },
    engines: { type: "string", default: "wasm,ts" },
    sizes: { type: "string", default: "16,18,20,22,max" },
  },
});

if (values.child) {
  const [name, engine, n] = values.child.split(",");
  console.log(JSON.stringify(await child(name, engine, Number(n))));
} else {
  const names = values.only ? values.only.split(",") : Object.keys(MEMORY_CASES);
  const engines = values.engines!.split(",");
  const base = Object.fromEntries(engines.map((e) => [e, run("bestfirst", e, 0)]));
  for (const e of engines)
    console.log(
      `# ${e}: a fresh engine's core ${base[e].before / MiB} MiB, peak RSS ${(base[e].rss / MiB).toFixed(0)} MiB`,
    );
  console.log(
    "| case | engine | memoryNodes | held | lists B/node | with moves B/node | core's memory MiB | peak RSS MiB | " +
      "RSS B/node | stop |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const name of names) {
    const c = MEMORY_CASES[name];
    const sizes = values.sizes!.split(",").map((s) => (s === "max" ? c.most : 2 ** Number(s)));
    for (const n of [...new Set(sizes.filter((s) => s <= c.most))]) {
      for (const e of engines) {
        const m = run(name, e, n);
        // Bytes a node of the limit (RBFMS holds n - 2 children).
        const nodes = n;
        const wasm = e === "wasm";
        const cells = [
          name,
          e,
          n,
          m.held,
          wasm ? (m.lists / nodes).toFixed(2) : "",
          wasm ? (m.moving / nodes).toFixed(2) : "",
          wasm ? (m.after / MiB).toFixed(0) : "",
          (m.rss / MiB).toFixed(0),
          ((m.rss - base[e].rss) / nodes).toFixed(2),
          m.error ?? "",
        ];
        console.log(`| ${cells.join(" | ")} |`);
      }
    }
  }
}
