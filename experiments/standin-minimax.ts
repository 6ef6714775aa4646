// STAND-IN PLAYER, not the papers' algorithms: plain depth-limited minimax (no pruning,
// the ICS 180A notes' oracle) on both sides, the "best-first" side to bfDepth and the
// "alpha-beta" side to abDepth. It exists so that the tournament machinery runs real
// random games end to end before the real players (best-first with tree retention,
// alpha-beta with fixed ordering) are plugged in through ./players.ts.

import type { Game } from "../reference/game.js";
import { randomTreeParams } from "../reference/engine.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { judgePair } from "./judge.js";
import { playOut, type Side } from "./play-out.js";
import type { PairJob, PairResult } from "./types.js";

/** Minimax value of `game` searched `depth` plies; counts every generated node in `count`. */
function minimax(game: Game, depth: number, count: { nodes: number }): number {
  if (depth === 0 || game.isTerminal()) return game.evaluate();
  const max = game.maxToMove();
  let best = max ? -Infinity : Infinity;
  for (let m = 0, n = game.moveCount(); m < n; m++) {
    game.play(m);
    count.nodes++;
    const v = minimax(game, depth - 1, count);
    game.undo();
    if (max ? v > best : v < best) best = v;
  }
  return best;
}

/** A side that moves to the first child of best minimax value at horizon `depth`. */
export function minimaxSide(depth: number): Side {
  return {
    choose(game) {
      const count = { nodes: 0 };
      const max = game.maxToMove();
      let best = max ? -Infinity : Infinity, move = 0;
      for (let m = 0, n = game.moveCount(); m < n; m++) {
        game.play(m);
        count.nodes++;
        const v = minimax(game, depth - 1, count);
        game.undo();
        if (max ? v > best : v < best) { best = v; move = m; }
      }
      return { move, nodes: count.nodes };
    },
  };
}

/** The stand-in's pair on a random game: seed, B and mode from the job, depth 100. */
export function playStandInPair(job: PairJob): PairResult {
  if (job.game !== "random") throw new Error("the stand-in player plays random games only");
  const params = randomTreeParams({ seed: job.seed, branching: job.branching, mode: job.mode });
  const game = (bfIsMax: boolean) =>
    playOut(new RandomTree(params), minimaxSide(job.bfDepth), minimaxSide(job.abDepth), bfIsMax);
  return judgePair(job, [game(true), game(false)]);
}
