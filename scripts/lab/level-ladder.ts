// The levels' ladder (contract/levels.ts): each level against the one below it, and level 1
// against a uniformly random player, in pairs of games from compare's openings with the
// colours swapped; the upper level's score with its Wilson 95 % interval over the games
// (a draw half a point). Node budgets: the games are the same on every machine.
// npx tsx scripts/lab/level-ladder.ts [tictactoe|connect4|othello] [pairs=20] [first=1] [last=10]

import { createWasmEngineSync, searchAtLevel, type Position } from "../../index.js";
import { endValue, followGame, openingPosition, openingsOf } from "../../experiments/compare/openings.js";
import { wilson } from "../../experiments/compare/decisions/wilson.js";
import type { RoundRobinSpec } from "../../experiments/compare/types.js";

const [gameArg = "tictactoe", pairsArg = "20", firstArg = "1", lastArg = "10"] = process.argv.slice(2);
const game = gameArg as "tictactoe" | "connect4" | "othello";
const spec = { game, by: "nodes", branching: null, mode: null, depth: null } as unknown as RoundRobinSpec;
const pairs = Math.min(Number(pairsArg), openingsOf(game));
const engine = createWasmEngineSync();

/** A seeded uniform choice among `n` moves (Mulberry32), for the random player. */
function randomChooser(seed: number): (n: number) => number {
  let t = seed | 0;
  return (n) => {
    t = (t + 0x6d2b79f5) | 0;
    let x = Math.imul(t ^ (t >>> 15), t | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

/** One game from `opening`: level `upper` against `lower` (0: the random player), upper first or not; its points. */
function play(opening: number, upper: number, lower: number, upperFirst: boolean): number {
  const start = openingPosition(spec, opening) as Position & { moves: string[] };
  const follow = followGame(spec, opening);
  const random = randomChooser(opening * 2 + (upperFirst ? 1 : 0));
  const path: number[] = [];
  while (!follow.isTerminal()) {
    const level = follow.maxToMove() === upperFirst ? upper : lower;
    const position = { ...start, path: [...path] } as Position;
    let move: number;
    if (level === 0) move = random(follow.moveCount());
    else {
      const name = String(searchAtLevel(engine, { position, level, seed: opening }).move);
      move = engine.moves(position).findIndex((m) => String(m.move) === name);
    }
    path.push(move);
    follow.play(move);
  }
  const forMax = endValue(spec, follow);
  const sign = upperFirst ? forMax : -forMax;
  return sign > 0 ? 1 : sign < 0 ? 0 : 0.5;
}

const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
console.log(`${game}, ${pairs} pairs (${2 * pairs} games) a step; upper level's score [Wilson 95 %]`);
for (let upper = Number(firstArg); upper <= Number(lastArg); upper++) {
  let points = 0;
  for (let opening = 0; opening < pairs; opening++)
    points += play(opening, upper, upper - 1, true) + play(opening, upper, upper - 1, false);
  const games = 2 * pairs;
  const ci = wilson(points, games);
  const lower = upper === 1 ? "random" : `level ${upper - 1}`;
  console.log(
    `level ${upper} vs ${lower}: ${points} of ${games}, ${pct(points / games)} ` +
      `[${ci.low.toFixed(0)} %, ${ci.high.toFixed(0)} %]`,
  );
}
