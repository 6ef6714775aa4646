// Principal-variation search's nodes to a fixed horizon against alphabeta-tt without it, on 20
// Othello middle games (20 plies in) and 20 Connect-Four positions (10 plies in), the same
// positions both ways; the total nodes generated and their ratio. Counts, not times: any load.
// npx tsx scripts/lab/pvs-nodes.ts

import { createWasmEngineSync, type Position } from "../../index.js";

const engine = createWasmEngineSync();

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

for (const [game, plies, horizon] of [
  ["othello", 20, 7],
  ["connect4", 10, 12],
] as const) {
  const nodes = { off: 0, on: 0 };
  for (let seed = 1; seed <= 20; seed++)
    for (const pvs of [false, true]) {
      const r = engine.search({ position: position(game, seed, plies), algorithm: "alphabeta-tt", horizon, pvs });
      nodes[pvs ? "on" : "off"] += r.nodes.generated;
    }
  console.log(
    `${game} horizon ${horizon}: ${nodes.off} nodes without, ${nodes.on} with (${(nodes.on / nodes.off).toFixed(3)})`,
  );
}
