// Checks that two builds (their dist/ folders) run min/max approximation to the same bit:
// the same reports (move, value, principal variation, counts) on searches of every game
// from random openings, with p, constants and budgets varied, on both engines; then the
// same choices in whole Connect-Four games of mma players (trees kept between moves)
// against alpha-beta and each other. A change meant to make mma faster without changing
// its results (memos, fused passes) must pass it against the build before the change.
// Run after `npm run build`: nice -n 10 npx tsx scripts/mma-same-builds.ts OLD_DIST NEW_DIST [searches]

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Engine, PlayerSpec, Position, SearchRequest } from "../contract/index.js";

const [oldDist, newDist, count = "300"] = process.argv.slice(2);
if (!oldDist || !newDist) {
  process.stderr.write("usage: mma-same-builds.ts OLD_DIST NEW_DIST [searches]\n");
  process.exit(2);
}
const load = async (dist: string) => import(pathToFileURL(resolve(dist, "index.js")).href);
const [A, B] = [await load(oldDist), await load(newDist)];
const pairs: [Engine, Engine][] = [[A.createReferenceEngine(), B.createReferenceEngine()], [await A.createWasmEngine(), await B.createWasmEngine()]];

/** A fixed pseudo-random stream (a linear congruential generator): the same cases every run. */
let seed = 7;
const next = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
const same = (what: string, a: unknown, b: unknown) => {
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  console.log(`differ: ${what}\n  old ${JSON.stringify(a)}\n  new ${JSON.stringify(b)}`);
  process.exit(1);
};

const games = ["connect4", "othello", "tictactoe", "random"] as const;
let reports = 0;
for (let t = 0; t < Number(count); t++) {
  const game = games[t % games.length];
  let position: Position;
  if (game === "random") position = { game, tree: { seed: t * 1000 + 99, branching: 2 + (t % 9), mode: t % 2 ? "uniform" : "random", depth: 8 + (t % 20) } };
  else {
    const path: number[] = [];
    for (let k = next(10); k > 0; k--) {
      const n = pairs[0][0].moves({ game, path }).length;
      if (n === 0) break;
      path.push(next(n));
    }
    if (pairs[0][0].moves({ game, path }).length === 0) continue;
    position = { game, path };
  }
  const request: SearchRequest = {
    position, algorithm: "mma", moveCalls: 1 + next(game === "othello" ? 3000 : 12000),
    p: [1, 2, 6.5, 10, 25, 10, 10][t % 7], penaltyConstant: [0, 0.2, 1, 0][t % 4],
  };
  for (const [a, b] of pairs) {
    same(JSON.stringify(request), { ...a.search(request), ms: 0 }, { ...b.search(request), ms: 0 });
    reports++;
  }
}

/** Every choice of a whole game between two players of `engine` (times left out). */
function played(engine: Engine, start: Position, specs: PlayerSpec[]): unknown[] {
  const players = specs.map((s) => engine.createPlayer(s));
  const path: number[] = [], choices: unknown[] = [];
  try {
    while (engine.moves({ ...start, path } as Position).length > 0) {
      const choice = players[path.length % 2].choose({ ...start, path } as Position);
      choices.push({ ...choice, ms: 0 });
      for (const p of players) p.observe(choice.move);
      path.push(choice.move);
    }
  } finally {
    for (const p of players) p.dispose();
  }
  return choices;
}

let played_ = 0;
for (const [k, moves] of [["4", "4"], ["3", "5"], ["1", "7"], ["2"], ["6", "6", "5"]].entries()) {
  const matches: PlayerSpec[][] = [
    [{ kind: "mma", moveCalls: 1000 * (k + 1) }, { kind: "alphabeta", horizon: 1 + k }],
    [{ kind: "mma", moveCalls: 2000, p: 2.5 }, { kind: "mma", moveCalls: 1500, penaltyConstant: 0.3 }],
  ];
  for (const specs of matches) for (const [a, b] of pairs) {
    const start: Position = { game: "connect4", moves };
    same(`${JSON.stringify(specs)} from ${moves.join("")}`, played(a, start, specs), played(b, start, specs));
    played_++;
  }
}
console.log(`the same: ${reports} search reports and ${played_} whole games`);
