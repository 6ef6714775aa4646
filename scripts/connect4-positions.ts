// Makes test/fixtures/connect4-positions.tsv, the Connect-Four bench positions, in the
// two kinds of Pascal Pons' solver benchmarks that are quick to solve:
//   end     29 or more stones played (13 empty cells or fewer);
//   middle  15 to 28 stones played, the game over within 13 plies under perfect play.
// and bench/connect4-positions.ts, the first BENCH_COUNT of each kind for the
// `connect4-solve` bench suite. Positions come from uniformly random play (a fixed
// seed), stopped at a random stone count and kept if the game is not over there and the
// side to move cannot win at once (a solver answers those without a search; random play
// leaves many), no duplicates. Scores are Pons' (the side to move's), from the slow
// oracle of oracles/connect-four-naive.ts: the end positions are solved by its
// plain alpha-beta over the full window; the middle ones, too deep for that, are solved
// by the core, checked against the reference (same score and nodes), and the score is
// proven by the oracle's plain alpha-beta with two null windows around it.
// Run after `npm run build`: npx tsx scripts/connect4-positions.ts [count per kind]

import { writeFileSync } from "node:fs";
import { c4, empty, isOver, movesText, naiveAlphaBeta, naiveColumns, naivePlay, naiveProves, type NaivePosition }
  from "../oracles/connect-four-naive.js";
import { createReferenceEngine, createWasmEngineSync } from "../index.js";

const COUNT = Number(process.argv[2] ?? 1000);
const BENCH_COUNT = 100;

/** mulberry32: a small seeded generator, enough to pick moves. */
let state = 20261122;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function randomPosition(minStones: number, maxStones: number): NaivePosition | null {
  const stones = minStones + Math.floor(random() * (maxStones - minStones + 1));
  let p = empty();
  while (p.stones < stones) {
    const cols = naiveColumns(p);
    p = naivePlay(p, cols[Math.floor(random() * cols.length)])!;
    if (isOver(p)) return null;
  }
  return naiveColumns(p).some((c) => naivePlay(p, c)!.won) ? null : p;
}

/** The plies until the game ends under perfect play, from Pons' score of the side to move. */
function pliesLeft(stones: number, score: number): number {
  if (score === 0) return 42 - stones;
  if (score > 0) return 2 * (22 - score - Math.floor(stones / 2)) - 1;
  return 2 * (22 + score - Math.ceil(stones / 2));
}

const wasm = createWasmEngineSync(), ts = createReferenceEngine();
const lines: string[] = ["kind\tmoves\tscore"];
const seen = new Set<string>();

let start = performance.now();
for (let n = 0; n < COUNT;) {
  const p = randomPosition(29, 41);
  if (p === null || seen.has(movesText(p))) continue;
  seen.add(movesText(p));
  const score = naiveAlphaBeta(p, -22, 22);
  const w = wasm.solve(c4(p));
  if (w.value !== score) throw new Error(`end ${movesText(p)}: oracle ${score}, core ${w.value}`);
  lines.push(`end\t${movesText(p)}\t${score}`);
  n++;
}
console.log(`end: ${COUNT} positions, solved by the oracle, ${((performance.now() - start) / 1000).toFixed(1)} s`);

start = performance.now();
let tried = 0;
for (let n = 0; n < COUNT;) {
  const p = randomPosition(15, 28);
  if (p === null || seen.has(movesText(p))) continue;
  seen.add(movesText(p));
  tried++;
  const w = wasm.solve(c4(p));
  if (pliesLeft(p.stones, w.value) >= 14) continue;
  const t = ts.solve(c4(p));
  if (t.value !== w.value || t.nodes !== w.nodes) throw new Error(`middle ${movesText(p)}: core ${JSON.stringify(w)}, reference ${JSON.stringify(t)}`);
  if (!naiveProves(p, w.value)) throw new Error(`middle ${movesText(p)}: the oracle refutes the core's score ${w.value}`);
  lines.push(`middle\t${movesText(p)}\t${w.value}`);
  n++;
}
console.log(`middle: ${COUNT} positions kept of ${tried}, all proven by the oracle, ${((performance.now() - start) / 1000).toFixed(1)} s`);

writeFileSync(new URL("../test/fixtures/connect4-positions.tsv", import.meta.url), lines.join("\n") + "\n");

const bench = (kind: string) => lines.filter((l) => l.startsWith(kind + "\t")).slice(0, BENCH_COUNT)
  .map((l) => `  "${l.split("\t").slice(1).join(" ")}",`).join("\n");
writeFileSync(new URL("../bench/connect4-positions.ts", import.meta.url), `// Connect-Four positions for the connect4-solve bench suite: "moves score" (Pons' score
// of the side to move), the first ${BENCH_COUNT} of each kind of test/fixtures/connect4-positions.tsv.
// Written by scripts/connect4-positions.ts (do not edit): end positions, 29+ stones played;
// middle positions, 15-28 stones played and the game over within 13 plies.

export const END_POSITIONS: readonly string[] = [
${bench("end")}
];

export const MIDDLE_POSITIONS: readonly string[] = [
${bench("middle")}
];
`);
