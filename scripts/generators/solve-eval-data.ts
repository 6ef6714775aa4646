// Training data for the solver's ordering evaluation (reference/games/othello-solve-eval.ts):
// positions of 11-17 empties, each solved exactly by the core. Games from the start,
// lightly guided (mostly the move the evaluation of othello-eval.ts likes best one ply
// ahead, else a random one: positions like those of played games, not of random
// playouts); in each game a few positions of 12-18 empties ("parents"), and every child of
// each parent solved, since the ordering compares siblings. A fixed seed: the same data
// every run. Run after `npm run build`:
//   npx tsx scripts/generators/solve-eval-data.ts OUT.tsv GAMES SEED
// (the weights in the engines: 2404 games of seed 7 and 805 of seed 99, about 10 minutes of
// the core's CPU in all).
// One line per child: game, parent empties, child board (oracles/othello-naive.ts text),
// the child's exact value for its side to move, its solve's nodes.

import { appendFileSync, writeFileSync } from "node:fs";
import { createWasmEngineSync } from "../../index.js";
import { type NaivePosition, naiveChildren, naiveHalves, toText } from "../../oracles/othello-naive.js";
import { evaluate } from "../../reference/games/othello-eval.js";

const out = process.argv[2];
const games = Number(process.argv[3]);
let seed = Number(process.argv[4]);
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const engine = createWasmEngineSync();

/** The move's child: mostly the one best for the mover by the evaluation, sometimes random. */
function pick(p: NaivePosition): NaivePosition | undefined {
  const children = naiveChildren(p);
  if (children.length === 0) return undefined;
  if (random() < 0.3) return children[Math.floor(random() * children.length)].next;
  let best = children[0].next,
    bestValue = -Infinity;
  for (const { next } of children) {
    const [bHi, bLo] = naiveHalves(next.cells, 1),
      [wHi, wLo] = naiveHalves(next.cells, 2);
    const v = (p.toMove === 1 ? 1 : -1) * evaluate(bHi, bLo, wHi, wLo) + random() * 200;
    if (v > bestValue) {
      bestValue = v;
      best = next;
    }
  }
  return best;
}

const empties = (p: NaivePosition) => p.cells.filter((c) => c === 0).length;
writeFileSync(out, "");
let cpu = 0,
  lines = 0;
for (let game = 0; game < games; game++) {
  // Parents: two empties counts in 12-18 (a child of 19 empties took 5 M nodes on average).
  const targets = [12 + Math.floor(random() * 7), 12 + Math.floor(random() * 7)];
  let p: NaivePosition | undefined = {
    cells: Array.from({ length: 64 }, (_, sq) => (sq === 27 || sq === 36 ? 2 : sq === 28 || sq === 35 ? 1 : 0)),
    toMove: 1,
  };
  let rows = "";
  while (p && empties(p) >= 12) {
    const e = empties(p);
    if (targets.includes(e)) {
      targets[targets.indexOf(e)] = -1; // once (a pass keeps the count)
      for (const { next } of naiveChildren(p)) {
        const c = process.cpuUsage();
        const r = engine.solve({ game: "othello", board: toText(next) });
        const u = process.cpuUsage(c);
        cpu += (u.user + u.system) / 1e6;
        rows += `${game}\t${e}\t${toText(next)}\t${r.value}\t${r.nodes}\n`;
        lines++;
      }
    }
    p = pick(p);
  }
  appendFileSync(out, rows);
  if (game % 50 === 0) console.log(`game ${game}: ${lines} children, ${cpu.toFixed(0)} s CPU`);
}
