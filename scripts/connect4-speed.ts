// Times the exact Connect-Four solver on the bench positions of
// test/fixtures/connect4-positions.tsv (scripts/connect4-positions.ts), per kind and
// mode, through the Engine API: mean nodes and microseconds per position (checking and
// setting the position included). Each kind runs REPEATS times; the fastest run counts.
// Pons' C++ solver, for scale: about 5 us on End-Easy, 43 us on Middle-Easy.
// Run after `npm run build`: npx tsx scripts/connect4-speed.ts [--ts]   (--ts: the reference too)

import { readFileSync } from "node:fs";
import { createReferenceEngine, createWasmEngineSync, type Engine } from "../index.js";

const REPEATS = 5;
const positions = readFileSync(new URL("../test/fixtures/connect4-positions.tsv", import.meta.url), "utf8")
  .trim().split("\n").slice(1).map((line) => {
    const [kind, moves, score] = line.split("\t");
    return { kind, position: { game: "connect4", moves: [...moves] } as const, score: Number(score) };
  });

function time(engine: Engine, repeats: number): void {
  for (const kind of ["end", "middle"]) {
    const set = positions.filter((p) => p.kind === kind);
    for (const weak of [false, true]) {
      let best = Infinity, nodes = 0;
      for (let r = 0; r < repeats; r++) {
        nodes = 0;
        const start = performance.now();
        for (const p of set) {
          const s = engine.solve(p.position, { weak });
          nodes += s.nodes;
          if (s.value !== (weak ? Math.sign(p.score) : p.score)) throw new Error(`wrong score for ${p.position.moves.join("")}`);
        }
        best = Math.min(best, performance.now() - start);
      }
      console.log(`${engine.name.padEnd(4)} ${kind.padEnd(6)} ${weak ? "weak  " : "strong"} ${set.length} positions: ` +
        `${(nodes / set.length).toFixed(0).padStart(6)} nodes, ${(best * 1000 / set.length).toFixed(1).padStart(7)} us per position`);
    }
  }
}

time(createWasmEngineSync(), REPEATS);
if (process.argv.includes("--ts")) time(createReferenceEngine(), 1);
