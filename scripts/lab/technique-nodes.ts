// alphabeta-tt's nodes to a fixed horizon under each set of its techniques (off, pvs, history,
// pvs+history, lmr, all three, quiescence), on 20 Othello middle games (20 plies in, horizon 7) and 20
// Connect-Four positions (10 plies in, horizon 12), the same positions every way; the nodes
// generated in total, their ratio to the plain search's, and how many positions' values differ
// from the plain search's. Counts, not times: any load. `ts`: the reference engine (slow).
// npx tsx scripts/lab/technique-nodes.ts [ts]

import { createReferenceEngine, createWasmEngineSync, type Position } from "../../index.js";

const engine = process.argv.includes("ts") ? createReferenceEngine() : createWasmEngineSync();

/** A position `plies` in, each move picked by a fixed rule from `seed`. */
function position(game: "othello" | "connect4", seed: number, plies: number): Position {
  const moves: string[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = engine.moves({ game, moves } as Position);
    if (legal.length === 0) break;
    moves.push(String(legal[(seed * 7919 + i * 104729) % legal.length].move));
  }
  return { game, moves } as Position;
}

const SETS = {
  off: {},
  pvs: { pvs: true },
  history: { history: true },
  "pvs+history": { pvs: true, history: true },
  lmr: { lmr: true },
  all: { pvs: true, history: true, lmr: true },
  quiescence: { quiescence: true },
} as const;

console.log("| game, horizon | techniques | nodes generated | ratio to off | values not off's |");
console.log("|---|---|---:|---:|---:|");
for (const [game, plies, horizon] of [
  ["othello", 20, 7],
  ["connect4", 10, 12],
] as const) {
  const positions = Array.from({ length: 20 }, (_, k) => position(game, k + 1, plies));
  const plain = positions.map((p) => engine.search({ position: p, algorithm: "alphabeta-tt", horizon }));
  const offNodes = plain.reduce((n, r) => n + r.nodes.generated, 0);
  for (const [name, set] of Object.entries(SETS)) {
    let nodes = 0;
    let moved = 0;
    positions.forEach((p, k) => {
      const r = name === "off" ? plain[k] : engine.search({ position: p, algorithm: "alphabeta-tt", horizon, ...set });
      nodes += r.nodes.generated;
      if (r.value !== plain[k].value) moved++;
    });
    const ratio = (nodes / offNodes).toFixed(3);
    console.log(`| ${game} ${horizon} | ${name} | ${nodes.toLocaleString("en")} | ${ratio} | ${moved} |`);
  }
}
