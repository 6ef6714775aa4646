// Times min/max approximation on both engines the way the `mma-connect4` bench suite
// does (bench/suites.ts: Rivest's 5000 move calls from three Connect-Four openings), in
// CPU time of this process (process.cpuUsage: on a loaded shared machine, wall time
// counts the waits). Several builds' dist/ folders may be given to compare an old and a
// new version in one run; rounds take turns over every build and engine (the order
// reversed every other round) so that the load falls on each alike; the first round is a
// warm-up; medians are printed, and the node counts of every side must be equal.
// Run after `npm run build`: nice -n 10 npx tsx scripts/lab/mma-speed.ts [--rounds 21] [--dist DIR ...]
//   [--core file.wasm ...] (more cores, through the first build's bindings: a build with names to profile, a variant)
// Profile: nice -n 10 node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx scripts/lab/mma-speed.ts ...

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Engine } from "../../contract/index.js";
import { cpuSeconds, median } from "./cpu-time.js";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "21" },
    dist: { type: "string", multiple: true },
    core: { type: "string", multiple: true },
    engines: { type: "string", default: "wasm,ts" },
  },
});

const OPENINGS = [
  ["4", "4"],
  ["3", "5"],
  ["1", "7"],
];
const dists = values.dist?.length
  ? values.dist.map((d) => resolve(d))
  : [fileURLToPath(new URL("../../dist", import.meta.url))];

interface Side {
  label: string;
  engine: Engine;
  samples: number[];
}

const sides: Side[] = [];
for (const dist of dists) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  for (const name of values.engines!.split(","))
    sides.push({
      label: `${name} ${dist}`,
      engine: name === "ts" ? lib.createReferenceEngine() : await lib.createWasmEngine(),
      samples: [],
    });
  if (dist !== dists[0]) continue;
  for (const core of values.core ?? [])
    sides.push({
      label: `wasm ${core}`,
      engine: lib.createWasmEngineSync(new WebAssembly.Module(readFileSync(core))),
      samples: [],
    });
}

/** The suite's work: the calls (nodes generated) of the three searches. */
function work(engine: Engine): number {
  return OPENINGS.reduce(
    (sum, moves) =>
      sum + engine.search({ position: { game: "connect4", moves }, algorithm: "mma", moveCalls: 5000 }).nodes.generated,
    0,
  );
}

const calls = sides.map((s) => work(s.engine));
if (new Set(calls).size !== 1) throw new Error(`the sides did different work: ${calls.join(", ")}`);
const rounds = Number(values.rounds);
for (let r = 0; r <= rounds; r++) {
  const order = r % 2 === 0 ? sides : [...sides].reverse();
  for (const side of order) {
    // Several repetitions a sample: one is a few milliseconds, near the clock's grain.
    const reps = 10;
    const seconds = cpuSeconds(() => {
      for (let i = 0; i < reps; i++) work(side.engine);
    });
    if (r > 0) side.samples.push((calls[0] * reps) / seconds);
  }
}

console.log(
  `${calls[0]} calls a round; ${rounds} rounds; load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const side of sides) console.log(`${side.label}\t${(median(side.samples) / 1e3).toFixed(0)} k calls/s (CPU)`);
// Within each build, the core over the reference; across builds, each side over the first build's.
const rate = (label: string) => median(sides.find((s) => s.label === label)!.samples);
for (const dist of dists)
  if (sides.some((s) => s.label === `ts ${dist}`) && sides.some((s) => s.label === `wasm ${dist}`))
    console.log(`${dist}: wasm / ts ${(rate(`wasm ${dist}`) / rate(`ts ${dist}`)).toFixed(2)}`);
for (const core of values.core ?? [])
  if (sides.some((s) => s.label === `ts ${dists[0]}`))
    console.log(`${core} / ts ${dists[0]}: ${(rate(`wasm ${core}`) / rate(`ts ${dists[0]}`)).toFixed(2)}`);
for (const dist of dists.slice(1))
  for (const name of values.engines!.split(","))
    console.log(`${name}: ${dist} / ${dists[0]} ${(rate(`${name} ${dist}`) / rate(`${name} ${dists[0]}`)).toFixed(2)}`);
