// Makes the Connect-Four bench positions, in four kinds of Pascal Pons' solver benchmarks
// (the table KINDS below: stones played, and plies until the game is over under perfect
// play): End-Easy and Middle-Easy in test/fixtures/connect-four-positions.tsv, Begin-Easy in
// test/fixtures/connect-four-begin.tsv, Middle-Medium in test/fixtures/connect-four-middle-medium.tsv;
// and bench/connect-four-positions.ts, the first BENCH_COUNT of the end and middle kinds for
// the `connect4-solve` bench suite. Positions come from uniformly random play (a fixed
// seed), stopped at a random stone count and kept if the game is not over there and the
// side to move cannot win at once (a solver answers those without a search; random play
// leaves many), no duplicates. Scores are Pons' (the side to move's), each proven by the
// slow oracle of oracles/connect-four-naive.ts, which shares no code with the engines:
//   end            its plain alpha-beta over the full window (the core must agree);
//   middle         the core's score, checked against the reference (same score and
//                  nodes), proven by the oracle's plain alpha-beta with two null windows;
//   begin          picked by the oracle's remembering null-window negamax (below), the
//                  score from its AND-OR search for the fewest plies in which a side
//                  forces its four, proven by the negamax too; the engines must agree;
//   middle-medium  as middle, proven by the oracle's null-window negamax that remembers
//                  answers (plain alpha-beta takes minutes on a game 14-27 plies long).
// The end and middle kinds come from one seed's stream, the new kinds from their own.
// Run after `npm run build`: npx tsx scripts/generators/connect-four-positions.ts [KIND=COUNT ...]
//   (default: every kind, 1000 each; kinds that share a file are made together)

import { writeFileSync } from "node:fs";
import {
  connectFourAt,
  empty,
  isOver,
  movesText,
  naiveAlphaBeta,
  naiveAtLeast,
  naiveColumns,
  naivePlay,
  naiveProves,
  naiveProvesRemembered,
  naiveScoreWithin,
  type NaivePosition,
} from "../../oracles/connect-four-naive.js";
import { createReferenceEngine, createWasmEngineSync } from "../../index.js";

const BENCH_COUNT = 100;
const DEFAULT_COUNT = 1000;

/** mulberry32: a small seeded generator, enough to pick moves. */
let state = 0;
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

const wasm = createWasmEngineSync(),
  ts = createReferenceEngine();

/** The core's score, checked against the reference's (score and nodes). */
function engines(p: NaivePosition, kind: string): number {
  const w = wasm.solve(connectFourAt(p)),
    t = ts.solve(connectFourAt(p));
  if (t.value !== w.value || t.nodes !== w.nodes)
    throw new Error(`${kind} ${movesText(p)}: core ${JSON.stringify(w)}, reference ${JSON.stringify(t)}`);
  return w.value;
}

/** A kind's proven score of a position, or null if the position is not of the kind. */
type Prove = (p: NaivePosition, plies: readonly [number, number], kind: string) => number | null;

const byAlphaBeta: Prove = (p, _, kind) => {
  const score = naiveAlphaBeta(p, -22, 22);
  const w = wasm.solve(connectFourAt(p));
  if (w.value !== score) throw new Error(`${kind} ${movesText(p)}: oracle ${score}, core ${w.value}`);
  return score;
};

/** The core picks the positions (an exact solve), the oracle proves the kept ones' scores. */
const byEngines =
  (proves: (p: NaivePosition, score: number) => boolean): Prove =>
  (p, [lo, hi], kind) => {
    const w = wasm.solve(connectFourAt(p));
    const plies = pliesLeft(p.stones, w.value);
    if (plies < lo || plies > hi) return null;
    engines(p, kind);
    if (!proves(p, w.value)) throw new Error(`${kind} ${movesText(p)}: the oracle refutes the core's score ${w.value}`);
    return w.value;
  };

/**
 * The oracle picks the positions: two null-window questions of its remembering negamax
 * (does the side to move win by ply `hi`, or lose by it?), then the forced-four search
 * gives the score, which the remembering negamax proves too; the engines must agree.
 */
const byForcedFour: Prove = (p, [lo, hi], kind) => {
  const mine = Math.floor(p.stones / 2),
    theirs = Math.ceil(p.stones / 2); // stones played
  const winsBy = naiveAtLeast(p, 22 - (mine + Math.ceil(hi / 2))); // its stone at ply hi (or hi - 1)
  if (!winsBy && naiveAtLeast(p, 1 - (22 - (theirs + Math.floor(hi / 2))))) return null; // not lost by then either
  const score = naiveScoreWithin(p, hi);
  if (score === null || !naiveProvesRemembered(p, score))
    throw new Error(`${kind} ${movesText(p)}: the oracle's searches disagree`);
  if (pliesLeft(p.stones, score) < lo) return null;
  const w = engines(p, kind);
  if (w !== score) throw new Error(`${kind} ${movesText(p)}: oracle ${score}, core ${w}`);
  return score;
};

/**
 * Pons' kinds: stones played, and plies until the game is over under perfect play (a draw
 * lasts to the full board). `seed` starts the generator afresh; null goes on with the
 * previous kind's stream.
 */
const KINDS: readonly {
  name: string;
  stones: [number, number];
  plies: [number, number];
  file: string;
  seed: number | null;
  prove: Prove;
}[] = [
  {
    name: "end",
    stones: [29, 41],
    plies: [1, 13],
    file: "connect-four-positions.tsv",
    seed: 20261122,
    prove: byAlphaBeta,
  },
  {
    name: "middle",
    stones: [15, 28],
    plies: [1, 13],
    file: "connect-four-positions.tsv",
    seed: null,
    prove: byEngines(naiveProves),
  },
  {
    name: "begin",
    stones: [0, 14],
    plies: [1, 13],
    file: "connect-four-begin.tsv",
    seed: 20261127,
    prove: byForcedFour,
  },
  {
    name: "middle-medium",
    stones: [15, 28],
    plies: [14, 27],
    file: "connect-four-middle-medium.tsv",
    seed: 20261128,
    prove: byEngines(naiveProvesRemembered),
  },
];

const asked = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, count] = arg.split("=");
    if (!KINDS.some((k) => k.name === name) || !(Number(count) > 0))
      throw new Error(`usage: KIND=COUNT, KIND one of ${KINDS.map((k) => k.name).join(", ")}`);
    return [name, Number(count)] as const;
  }),
);
const made = KINDS.filter((k) => asked.size === 0 || asked.has(k.name));
for (const k of made)
  if (KINDS.some((other) => other.file === k.file && !made.includes(other)))
    throw new Error(`${k.file} holds several kinds: make them together`);

const write = (file: string, out: string[]) =>
  writeFileSync(new URL(`../../test/fixtures/${file}`, import.meta.url), out.join("\n") + "\n");
const lines = new Map<string, string[]>();
const seen = new Set<string>();
for (const kind of made) {
  const count = asked.get(kind.name) ?? DEFAULT_COUNT;
  if (kind.seed !== null) state = kind.seed;
  const out = lines.get(kind.file) ?? ["kind\tmoves\tscore"];
  lines.set(kind.file, out);
  const start = performance.now();
  let tried = 0;
  for (let n = 0; n < count; ) {
    const p = randomPosition(...kind.stones);
    if (p === null || seen.has(movesText(p))) continue;
    seen.add(movesText(p));
    tried++;
    const score = kind.prove(p, kind.plies, kind.name);
    if (score === null) continue;
    out.push(`${kind.name}\t${movesText(p)}\t${score}`);
    if (++n % 100 === 0) {
      console.log(`${kind.name}: ${n} of ${count}, ${((performance.now() - start) / 1000).toFixed(0)} s`);
      // a long run stopped keeps its first hundreds
      if (kind.file !== "connect-four-positions.tsv") write(kind.file, out);
    }
  }
  console.log(
    `${kind.name}: ${count} positions kept of ${tried}, all proven by the oracle, ` +
      `${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}
for (const [file, out] of lines) write(file, out);
if (!lines.has("connect-four-positions.tsv")) process.exit(0);

const endMiddle = lines.get("connect-four-positions.tsv")!;
const bench = (kind: string) =>
  endMiddle
    .filter((l) => l.startsWith(kind + "\t"))
    .slice(0, BENCH_COUNT)
    .map((l) => `  "${l.split("\t").slice(1).join(" ")}",`)
    .join("\n");
writeFileSync(
  new URL("../../bench/connect-four-positions.ts", import.meta.url),
  `// Connect-Four positions for the connect4-solve bench suite: "moves score" (Pons' score
// of the side to move), the first ${BENCH_COUNT} of each kind of test/fixtures/connect-four-positions.tsv.
// Written by scripts/generators/connect-four-positions.ts (do not edit): end positions, 29+ stones played;
// middle positions, 15-28 stones played and the game over within 13 plies.

export const END_POSITIONS: readonly string[] = [
${bench("end")}
];

export const MIDDLE_POSITIONS: readonly string[] = [
${bench("middle")}
];
`,
);
