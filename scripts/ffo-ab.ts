// Compares two builds of the core on the exact solver in one process, alternating them
// solve by solve (a shared machine's load then falls on both alike):
//   npx tsx scripts/ffo-ab.ts OLD/dist/index.js NEW/dist/index.js [PLIES] [REPS]
// The positions: two reached from each of FFO #45-#48 by PLIES random legal moves (the
// seed of scripts/ffo.ts --derive). Each is solved REPS times by each build; the least CPU
// time per position is kept, and the sums and their ratio (old / new) printed, with the
// nodes (equal when the builds search the same tree).
import { readFileSync } from "node:fs";
import { fromText, naiveChildren, toText } from "../oracles/othello-naive.js";
const A = await import(process.argv[2]), B = await import(process.argv[3]);
const plies = Number(process.argv[4] ?? 5), reps = Number(process.argv[5] ?? 7);
const lines = readFileSync(new URL("../test/fixtures/ffo.tsv", import.meta.url), "utf8").trim().split("\n").slice(1)
  .filter((l) => ["45", "46", "47", "48"].includes(l.split("\t")[0]));
let seed = 12345;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
const boards: string[] = [];
for (const l of lines) for (let k = 0; k < 2; k++) {
  let p = fromText(l.split("\t")[2]);
  for (let i = 0; i < plies; i++) { const c = naiveChildren(p); if (!c.length) break; p = c[random() % c.length].next; }
  boards.push(toText(p));
}
const engines = [A.createWasmEngineSync(), B.createWasmEngineSync()];
const best = [boards.map(() => Infinity), boards.map(() => Infinity)];
let nodes = [0, 0];
for (let r = 0; r < reps; r++) boards.forEach((board, b) => { for (let i = 0; i < 2; i++) {
  const c = process.cpuUsage(); const res = engines[i].solve({ game: "othello", board }); const u = process.cpuUsage(c);
  best[i][b] = Math.min(best[i][b], (u.user + u.system) / 1e6); if (r === 0) nodes[i] += res.nodes;
} });
const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
console.log("nodes", nodes, "old", sum(best[0]).toFixed(3), "new", sum(best[1]).toFixed(3), "ratio", (sum(best[0]) / sum(best[1])).toFixed(3));
