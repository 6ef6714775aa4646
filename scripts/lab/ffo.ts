// Times the exact solver on the spec's FFO endgame positions (test/fixtures/ffo.tsv),
// which mostly take too long for the test suite. Run after `npm run build`:
//   npx tsx scripts/lab/ffo.ts [--engine wasm|ts] [--only 45,46] [--max-empties N]
//     [--derive PLIES [--per K]] [--repeat R]
// One line per position: number, empties, expected and found score and move, nodes, wall
// and CPU time (CPU time is the fairer clock on a shared machine). --derive solves instead
// K positions (default 4) reached from each chosen one by PLIES random legal moves (a fixed
// seed: the same positions every run), whose scores are not known: a quicker node-rate
// check at 18-21 empties, printed with a total. --repeat solves each position R times and
// keeps the least CPU time (the fairest figure on a loaded machine: a solve that other work
// slowed down is not the one kept).

import { readFileSync } from "node:fs";
import { createReferenceEngine, createWasmEngineSync } from "../../index.js";
import { fromText, naiveChildren, toText } from "../../oracles/othello-naive.js";

const args = process.argv.slice(2);
const arg = (flag: string): string | undefined => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const engine = arg("--engine") === "ts" ? createReferenceEngine() : createWasmEngineSync();
const only = arg("--only")?.split(",").map(Number);
const maxEmpties = Number(arg("--max-empties") ?? 64);
const derive = arg("--derive") === undefined ? 0 : Number(arg("--derive"));
const per = Number(arg("--per") ?? 4);
const repeat = Number(arg("--repeat") ?? 1);

/** Solves one board (`repeat` times): the result, the least wall and CPU seconds. */
function timed(board: string) {
  let best;
  for (let i = 0; i < repeat; i++) {
    const wall = performance.now(),
      cpu = process.cpuUsage();
    const r = engine.solve({ game: "othello", board });
    const c = process.cpuUsage(cpu);
    const seconds = (performance.now() - wall) / 1000,
      cpuSeconds = (c.user + c.system) / 1e6;
    if (!best || cpuSeconds < best.cpuSeconds) best = { r, seconds, cpuSeconds };
  }
  return best!;
}
const rate = (nodes: number, seconds: number) => `${(nodes / seconds / 1e6).toFixed(1)} Mn/s`;

const lines = readFileSync(new URL("../../test/fixtures/ffo.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1);
let failures = 0,
  totalNodes = 0,
  totalCpu = 0;
let seed = 12345;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
for (const line of lines) {
  const [number, empties, board, score, best] = line.split("\t");
  if ((only && !only.includes(Number(number))) || Number(empties) > maxEmpties) continue;
  if (derive > 0) {
    for (let k = 0; k < per; k++) {
      let p = fromText(board);
      for (let i = 0; i < derive; i++) {
        const children = naiveChildren(p);
        if (children.length === 0) break;
        p = children[random() % children.length].next;
      }
      const { r, cpuSeconds } = timed(toText(p));
      totalNodes += r.nodes;
      totalCpu += cpuSeconds;
      console.log(
        `#${number} +${derive} plies (${k + 1}): ${r.value} ${r.move}  ` +
          `${r.nodes} nodes  ${cpuSeconds.toFixed(2)} s CPU`,
      );
    }
    continue;
  }
  const { r, seconds, cpuSeconds } = timed(board);
  const ok = r.value === Number(score) && best.split(",").includes(String(r.move));
  if (!ok) failures++;
  console.log(
    `#${number} ${empties} empties: want ${score} ${best}, got ${r.value} ${r.move} ` +
      `${ok ? "ok" : "WRONG"}  ${r.nodes} nodes  ${seconds.toFixed(2)} s  ${rate(r.nodes, seconds)}  ` +
      `(CPU ${cpuSeconds.toFixed(2)} s, ${rate(r.nodes, cpuSeconds)})`,
  );
}
if (derive > 0) console.log(`total: ${totalNodes} nodes  ${totalCpu.toFixed(2)} s CPU  ${rate(totalNodes, totalCpu)}`);
process.exit(failures ? 1 : 0);
