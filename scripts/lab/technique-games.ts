// alphabeta-tt with a set of its techniques against plain alphabeta-tt at equal time: pairs
// of Othello (or Connect-Four) games from compare's openings, colours swapped, both sides
// the alphabeta-tt player at the same time budget a move; the challenger's score and its
// Elo difference with a 95 % bootstrap interval (experiments/compare/rating.ts, as compare
// reports). Times: run it on a machine as quiet as you can, both sides share its load.
// npx tsx scripts/lab/technique-games.ts [pvs,history,lmr] [pairs=50] [ms=20] [othello|connect4]

import { createWasmEngineSync, type PlayerSpec, type Position } from "../../index.js";
import { endValue, followGame, openingPosition, openingsOf } from "../../experiments/compare/openings.js";
import { ratings } from "../../experiments/compare/rating.js";
import type { RoundRobinSpec } from "../../experiments/compare/types.js";

const [set = "pvs,history,lmr", pairsArg = "50", msArg = "20", gameArg = "othello"] = process.argv.slice(2);
const game = gameArg as "othello" | "connect4";
const techniques = Object.fromEntries(set.split(",").map((name) => [name, true]));
const time = Number(msArg);
const spec = { game, by: "time", branching: null, mode: null, depth: null } as unknown as RoundRobinSpec;
const pairs = Math.min(Number(pairsArg), openingsOf(game));
const engine = createWasmEngineSync();

/** One game from `opening`, the challenger moving first or second: the challenger's points (1, 1/2, 0). */
function play(opening: number, challengerFirst: boolean): number {
  const start = openingPosition(spec, opening) as Position & { moves: string[] };
  const follow = followGame(spec, opening);
  const challenger = engine.createPlayer({ kind: "alphabeta-tt", time, ...techniques } as PlayerSpec);
  const plain = engine.createPlayer({ kind: "alphabeta-tt", time });
  const moves = [...start.moves];
  while (!follow.isTerminal()) {
    const mover = follow.maxToMove() === challengerFirst ? challenger : plain;
    const choice = mover.choose({ game, moves: [...moves] } as Position);
    for (const player of [challenger, plain]) player.observe(choice.move);
    moves.push(follow.moveName(choice.move));
    follow.play(choice.move);
  }
  challenger.dispose();
  plain.dispose();
  const forMax = endValue(spec, follow);
  const sign = challengerFirst ? forMax : -forMax;
  return sign > 0 ? 1 : sign < 0 ? 0 : 0.5;
}

const scored: [number, number][] = [];
for (let opening = 0; opening < pairs; opening++) scored.push([play(opening, true) + play(opening, false), 2]);
const points = scored.reduce((s, [p]) => s + p, 0);
const [challenger] = ratings(2, [{ i: 0, j: 1, pairs: scored }]);
// Two players of mean 0: the difference is twice the challenger's rating.
const elo = (x: number) => (2 * x).toFixed(0);
console.log(
  `${game}, ${time} ms a move, ${pairs} pairs: alphabeta-tt ${set} scores ${points} of ${2 * pairs} ` +
    `against plain alphabeta-tt: ${elo(challenger.elo)} Elo (95 %: ${elo(challenger.low)} to ${elo(challenger.high)})`,
);
