// The first engine in a fresh Node process (node dist/bench/startup.js [--runs N] [--json]
// [--dist DIR ...]): spawns fresh `node` processes, each importing a build's package entry
// (DIR/index.js; default: the dist/ this script is in) and timing, wall and CPU
// (process.cpuUsage: all threads, which a loaded machine inflates less than wall time):
//  - "whole": the import, then `await createWasmEngine()` right after it, as a user's
//    first engine is made;
//  - "parts": the same import, then the loader's steps one by one: decoding the inlined
//    core, compiling it (WebAssembly.compile), the core's instance (instantiation and its
//    static initialisers: new Core), and the engine's own setup around it (wasmEngineOn).
// With several --dist, the builds' processes alternate, so a shared machine's load falls
// on each alike. Prints medians with the spread (min-max) per build.

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type Sample = Record<string, number>;

/** CPU milliseconds (user and system, every thread) since `from`. */
function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/** Runs in the fresh process: times one build's start-up and prints one JSON line. */
async function child(mode: string, dist: string): Promise<void> {
  const at = (file: string) => pathToFileURL(resolve(dist, file)).href;
  const sample: Sample = {};
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const entry = (await import(at("index.js"))) as typeof import("../index.js");
  sample.importMs = performance.now() - t0;
  sample.importCpuMs = cpuMs(c0);
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  if (mode === "whole") {
    await entry.createWasmEngine();
    sample.createMs = performance.now() - t1;
    sample.createCpuMs = cpuMs(c1);
    // Both: work moved from the first engine into the import shows here.
    sample.importAndCreateMs = performance.now() - t0;
    sample.importAndCreateCpuMs = cpuMs(c0);
  } else {
    const load = (await import(at("bindings/load.js"))) as typeof import("../bindings/load.js");
    const { Core } = (await import(at("bindings/core.js"))) as typeof import("../bindings/core.js");
    const { wasmEngineOn } = (await import(
      at("bindings/wasm-engine.js")
    )) as typeof import("../bindings/wasm-engine.js");
    let t = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      sample[name] = now - t;
      t = now;
    };
    const bytes = load.coreBytes();
    lap("decodeMs");
    const module = await WebAssembly.compile(bytes);
    lap("compileMs");
    const core = new Core(module);
    lap("instanceMs");
    wasmEngineOn(core);
    lap("setupMs");
    sample.partsCpuMs = cpuMs(c1);
  }
  console.log(JSON.stringify(sample));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function spawnChild(mode: string, dist: string): Sample {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", mode, dist], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`bench/startup: the ${mode} process for ${dist} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").pop()!) as Sample;
}

function main(): void {
  const argv = process.argv.slice(2);
  const at = argv.indexOf("--child");
  if (at >= 0) {
    void child(argv[at + 1], argv[at + 2]);
    return;
  }
  const runsAt = argv.indexOf("--runs");
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 15;
  if (!Number.isInteger(runs) || runs < 1 || runs > 1000) {
    console.error("bench/startup: --runs takes a whole number from 1 to 1000");
    process.exit(2);
  }
  const dists = argv.flatMap((arg, i) => (argv[i - 1] === "--dist" ? [resolve(arg)] : []));
  if (dists.length === 0) dists.push(fileURLToPath(new URL("..", import.meta.url)));
  const samples = dists.map(() => [] as Sample[]);
  for (let r = 0; r < runs; r++)
    for (const mode of ["whole", "parts"]) dists.forEach((dist, d) => samples[d].push(spawnChild(mode, dist)));
  const table = dists.map((dist, d) => {
    const keys = [...new Set(samples[d].flatMap((s) => Object.keys(s)))];
    const stats = Object.fromEntries(
      keys.map((key) => {
        const xs = samples[d].flatMap((s) => (key in s ? [s[key]] : []));
        return [key, { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length }];
      }),
    );
    return { dist, stats };
  });
  if (argv.includes("--json")) {
    console.log(JSON.stringify({ runs, table }));
    return;
  }
  console.log(`fresh processes, ${runs} of each kind per build (alternating builds), ms: median (min-max)`);
  console.log(`| measure | ${dists.join(" | ")} |`);
  console.log(`|---|${dists.map(() => "---:|").join("")}`);
  for (const key of Object.keys(table[0].stats)) {
    const cells = table.map(({ stats }) => {
      const s = stats[key];
      return s ? `${s.median.toFixed(2)} (${s.min.toFixed(2)}-${s.max.toFixed(2)})` : "";
    });
    console.log(`| ${key} | ${cells.join(" | ")} |`);
  }
}

main();
