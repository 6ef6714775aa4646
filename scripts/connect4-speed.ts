// Times the core's exact Connect-Four solver on the bench positions of
// test/fixtures/connect4-positions.tsv (scripts/connect4-positions.ts), per kind and
// mode: mean nodes and microseconds per position (setting the position included, a few
// tenths of a microsecond). Each kind runs REPEATS times; the fastest run counts.
// Pons' C++ solver, for scale: about 5 us on End-Easy, 43 us on Middle-Easy.
// Run after `npm run build`: npx tsx scripts/connect4-speed.ts [--ts]   (--ts: the reference too)

import { readFileSync } from "node:fs";
import { Core } from "../bindings/core.js";
import { compileCoreSync } from "../bindings/load.js";
import { ConnectFour } from "../reference/games/connect-four.js";
import { solve } from "../reference/games/connect-four-solve.js";

const REPEATS = 5;
const positions = readFileSync(new URL("../test/fixtures/connect4-positions.tsv", import.meta.url), "utf8")
  .trim().split("\n").slice(1).map((line) => {
    const [kind, moves, score] = line.split("\t");
    return { kind, cols: [...moves].map((d) => Number(d) - 1), score: Number(score) };
  });

interface C4 { c4Set(n: number): number; c4Solve(weak: number): number }
const core = new Core(compileCoreSync());
const x = core.exports as unknown as C4;
const io = core.io();

for (const kind of ["end", "middle"]) {
  const set = positions.filter((p) => p.kind === kind);
  for (const weak of [0, 1]) {
    let best = Infinity, nodes = 0;
    for (let r = 0; r < REPEATS; r++) {
      nodes = 0;
      const start = performance.now();
      for (const p of set) {
        io.set(p.cols);
        x.c4Set(p.cols.length);
        const score = x.c4Solve(weak);
        nodes += io[0];
        if (score !== (weak ? Math.sign(p.score) : p.score)) throw new Error(`wrong score for ${p.cols.map((c) => c + 1).join("")}`);
      }
      best = Math.min(best, performance.now() - start);
    }
    console.log(`wasm ${kind.padEnd(6)} ${weak ? "weak  " : "strong"} ${set.length} positions: ` +
      `${(nodes / set.length).toFixed(0).padStart(6)} nodes, ${(best * 1000 / set.length).toFixed(1).padStart(7)} us per position`);
  }
}

if (process.argv.includes("--ts")) {
  const game = new ConnectFour();
  for (const kind of ["end", "middle"]) {
    const set = positions.filter((p) => p.kind === kind);
    let nodes = 0;
    const start = performance.now();
    for (const p of set) {
      game.reset();
      for (const c of p.cols) game.playCode(c);
      nodes += solve(game).nodes;
    }
    const ms = performance.now() - start;
    console.log(`ts   ${kind.padEnd(6)} strong ${set.length} positions: ` +
      `${(nodes / set.length).toFixed(0).padStart(6)} nodes, ${(ms * 1000 / set.length).toFixed(1).padStart(7)} us per position`);
  }
}
