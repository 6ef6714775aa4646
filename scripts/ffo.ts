// Times the exact solver on the spec's FFO endgame positions (test/fixtures/ffo.tsv),
// which mostly take too long for the test suite. Run after `npm run build`:
//   npx tsx scripts/ffo.ts [--engine wasm|ts] [--only 45,46] [--max-empties N]
// One line per position: number, empties, expected and found score and move, nodes, time.

import { readFileSync } from "node:fs";
import { createReferenceEngine, createWasmEngineSync } from "../dist/index.js";

const args = process.argv.slice(2);
const arg = (flag: string): string | undefined => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const engine = arg("--engine") === "ts" ? createReferenceEngine() : createWasmEngineSync();
const only = arg("--only")?.split(",").map(Number);
const maxEmpties = Number(arg("--max-empties") ?? 64);

const lines = readFileSync(new URL("../test/fixtures/ffo.tsv", import.meta.url), "utf8").trim().split("\n").slice(1);
let failures = 0;
for (const line of lines) {
  const [number, empties, board, score, best] = line.split("\t");
  if ((only && !only.includes(Number(number))) || Number(empties) > maxEmpties) continue;
  const start = performance.now();
  const r = engine.solve({ game: "othello", board: board });
  const seconds = (performance.now() - start) / 1000;
  const ok = r.value === Number(score) && best.split(",").includes(String(r.move));
  if (!ok) failures++;
  console.log(`#${number} ${empties} empties: want ${score} ${best}, got ${r.value} ${r.move} ` +
    `${ok ? "ok" : "WRONG"}  ${r.nodes} nodes  ${seconds.toFixed(2)} s  ${(r.nodes / seconds / 1e6).toFixed(1)} Mn/s`);
}
process.exit(failures ? 1 : 0);
