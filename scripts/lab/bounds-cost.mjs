// The hot paths the bounds' checks touch, two builds against each other
// (node scripts/lab/bounds-cost.mjs BASE_DIST NEW_DIST [REPS]: each DIST a built dist/ folder,
// for instance one made from an earlier commit with `git archive` and `npm run build`):
// Othello perft, the Connect-Four and Othello solvers, best-first, alpha-beta, id and
// RBFMS on a random tree, on the core. One process, the builds alternated, CPU time
// (process.cpuUsage), medians of REPS (9) runs; prints each operation's new/base ratio.

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [baseDist, newDist, repsArg] = process.argv.slice(2);
if (!baseDist || !newDist) {
  console.error("usage: node scripts/lab/bounds-cost.mjs BASE_DIST NEW_DIST [REPS]");
  process.exit(2);
}
const load = async (dist) => (await import(pathToFileURL(resolve(dist, "index.js")).href)).createWasmEngineSync();
const builds = [
  ["base", await load(baseDist)],
  ["new", await load(newDist)],
];
const reps = Number(repsArg ?? 9);
const tree = { game: "random", tree: { seed: 3, branching: 4, mode: "uniform" } };
/** An Othello endgame of 18 empties, reached by a fixed rule from the start. */
const endgame = (() => {
  const engine = builds[0][1],
    moves = [];
  for (let k = 0; k < 42; k++) {
    const legal = engine.moves({ game: "othello", moves });
    if (legal.length === 0) break;
    moves.push(legal[(k * 7 + 3) % legal.length].move);
  }
  return { game: "othello", moves };
})();
const cases = [
  ["Othello perft 9", (e) => e.perft({ game: "othello" }, 9)],
  ["Connect-Four solve, 12 stones in", (e) => e.solve({ game: "connect4", moves: "444444333335".split("") })],
  ["Othello solve, 18 empties", (e) => e.solve(endgame)],
  ["bestfirst, B = 4, 4e6 nodes", (e) => e.search({ position: tree, algorithm: "bestfirst", nodes: 4e6 })],
  ["alphabeta, B = 4, horizon 15", (e) => e.search({ position: tree, algorithm: "alphabeta", horizon: 15 })],
  ["id, B = 4, 4e6 nodes", (e) => e.search({ position: tree, algorithm: "id", nodes: 4e6 })],
  [
    "rbfms, B = 4, 4e6 nodes",
    (e) => e.search({ position: tree, algorithm: "rbfms", nodes: 4e6, countRegenerations: false }),
  ],
];
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const [name, run] of cases) {
  const times = { base: [], new: [] };
  for (const [, engine] of builds) run(engine); // warm
  for (let r = 0; r < reps; r++)
    for (const [label, engine] of r % 2 ? [...builds].reverse() : builds) {
      const c0 = process.cpuUsage();
      run(engine);
      const c = process.cpuUsage(c0);
      times[label].push((c.user + c.system) / 1000);
    }
  const b = median(times.base),
    n = median(times.new);
  console.log(`${name}: base ${b.toFixed(1)} ms, new ${n.toFixed(1)} ms, new/base ${(n / b).toFixed(3)}`);
}
