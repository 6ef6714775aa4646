// The learned Othello evaluation's cost per node against the hand evaluation's: alphabeta
// to a horizon from the first P of the 244 openings, each engine, both evaluations in turn
// round by round (so load drifts hit both alike); CPU seconds per generated node, medians
// over the rounds, and learned / hand. Run: nice -n 10 npx tsx scripts/lab/learned-cost.ts [rounds] [horizon] [P]

import { createReferenceEngine, createWasmEngineSync } from "../../index.js";
import type { Engine } from "../../contract/index.js";
import { othelloOpenings } from "../../experiments/tournament/othello-openings.js";
import { cpuSeconds, median } from "./cpu-time.js";

const rounds = Number(process.argv[2] ?? 7);
const horizon = Number(process.argv[3] ?? 5);
const positions = othelloOpenings().slice(0, Number(process.argv[4] ?? 20));

function secondsPerNode(engine: Engine, evaluation: "hand" | "learned", depth: number): number {
  let nodes = 0;
  const seconds = cpuSeconds(() => {
    for (const board of positions)
      nodes += engine.search({
        position: { game: "othello", board },
        algorithm: "alphabeta",
        horizon: depth,
        evaluation,
      }).nodes.generated;
  });
  return seconds / nodes;
}

console.log("| engine | horizon | hand ns/node | learned ns/node | learned / hand |");
console.log("|---|---:|---:|---:|---:|");
for (const [engine, depth] of [
  [createWasmEngineSync(), horizon],
  [createReferenceEngine(), horizon - 1],
] as const) {
  secondsPerNode(engine, "learned", 2); // the weights loaded, the code warm
  const hand: number[] = [],
    learned: number[] = [];
  for (let r = 0; r < rounds; r++) {
    hand.push(secondsPerNode(engine, "hand", depth));
    learned.push(secondsPerNode(engine, "learned", depth));
  }
  const [h, l] = [median(hand) * 1e9, median(learned) * 1e9];
  console.log(`| ${engine.name} | ${depth} | ${h.toFixed(0)} | ${l.toFixed(0)} | ${(l / h).toFixed(2)} |`);
}
