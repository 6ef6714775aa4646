// The nodes alphabeta-tt generates to a horizon beside the fixed-ordering searches
// (alphabeta to that horizon, id deepening to it) on a few positions of every game, with
// its default table, its largest, and a 64-entry one; the values must agree (each is plain
// alpha-beta's at that depth), and the script stops if they do not. The counts are the
// same on both engines (test/alphabeta-tt.test.ts); this runs the core, and prints the
// median milliseconds of a few runs beside them (noisy on a shared machine).
// Run after `npm run build`: npx tsx scripts/lab/alphabeta-tt-nodes.ts

import {
  createWasmEngineSync,
  DEFAULT_TABLE_ENTRIES,
  MAX_TABLE_ENTRIES,
  type Position,
  type SearchRequest,
} from "../../index.js";

const MIDDLE_GAME = "----------------X---XOX--XOOOOO--XOOXO----OXXO---OOOX-----O----- X";
const CASES: [string, Position, number][] = [
  ["random B=10 uniform, seed 1", { game: "random", tree: { seed: 1, branching: 10, mode: "uniform" } }, 6],
  ["random B=4 random, seed 1", { game: "random", tree: { seed: 1, branching: 4, mode: "random" } }, 10],
  ["Othello, initial position", { game: "othello" }, 8],
  ["Othello, middle game (40 empties)", { game: "othello", board: MIDDLE_GAME }, 7],
  ["Connect-Four, empty board", { game: "connect4" }, 10],
  ["Connect-Four, 4 4", { game: "connect4", moves: ["4", "4"] }, 12],
  ["tic-tac-toe, empty board", { game: "tictactoe" }, 9],
];
const REPS = 5;

const engine = createWasmEngineSync();
const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];

console.log(
  "| position | horizon | alphabeta | id | alphabeta-tt (2^16) | alphabeta-tt (2^22) | alphabeta-tt (64) " +
    "| tt / alphabeta | tt / id | ms: alphabeta, id, tt 2^16, tt 2^22 |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
for (const [name, position, horizon] of CASES) {
  const requests: SearchRequest[] = [
    { position, algorithm: "alphabeta", horizon },
    { position, algorithm: "id", horizon },
    { position, algorithm: "alphabeta-tt", horizon, memoryNodes: DEFAULT_TABLE_ENTRIES },
    { position, algorithm: "alphabeta-tt", horizon, memoryNodes: MAX_TABLE_ENTRIES },
    { position, algorithm: "alphabeta-tt", horizon, memoryNodes: 64 },
  ];
  // Each request's runs in a row, after one unmeasured (a table of another size is cleared when it is first used).
  const times: number[][] = requests.map(() => []);
  const reports = requests.map((r, k) => {
    engine.search(r);
    for (let rep = 1; rep < REPS; rep++) times[k].push(engine.search(r).ms);
    return engine.search(r);
  });
  if (reports.some((r) => r.value !== reports[0].value))
    throw new Error(`${name}: values differ: ${reports.map((r) => r.value).join(", ")}`);
  const n = reports.map((r) => r.nodes.generated);
  console.log(
    `| ${name} | ${horizon} | ${n.map((x) => x.toLocaleString("en")).join(" | ")} | ` +
      `${(n[2] / n[0]).toFixed(2)} | ${(n[2] / n[1]).toFixed(2)} | ` +
      `${times
        .slice(0, 4)
        .map((t) => median(t).toFixed(1))
        .join(", ")} |`,
  );
}
