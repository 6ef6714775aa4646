// MCTS as the challenger of a tournament ("bf" side, docs/searches.md "Tournaments"): the
// MCTS player (tree kept between moves) with a node budget per move. On random games and
// Othello its level is the job's bfDepth, matched to alpha-beta's cost as a best-first
// bound is (./depth-match.ts): level k is a budget of round(16 · 2^((k − 1) / 3)) nodes
// generated a move, three levels to a doubling, so the matching's steps are 26 %. On
// Connect-Four it gets alpha-beta's budget, as mma does (./connect-four-pair.ts).
//
// Its seed comes from the job alone: the pair's start (pairIndex) and which game of the
// pair it is, so a game is the same whichever worker plays it and however many there are;
// from move to move the player's rollouts go on along that one stream.

import type { PlayerSpec } from "../../contract/index.js";
import type { PairJob } from "./types.js";

/**
 * The most nodes its kept tree may hold: it stops there as at a spent budget (as best-first's limit on Connect-Four).
 */
export const MCTS_MEMORY_NODES = 1 << 21;

/** The node budget a move of level `k` (1, 2, ...). */
export function mctsLevelNodes(k: number): number {
  return Math.round(16 * 2 ** ((k - 1) / 3));
}

/** The rollouts' seed of the MCTS player in the game of `job` where it moves first (`first`) or second. */
export function mctsGameSeed(job: Pick<PairJob, "pairIndex">, first: boolean): number {
  return job.pairIndex * 2 + (first ? 0 : 1);
}

/** The MCTS player of one game of `job`, with the budget a move given. */
export function mctsSpec(job: PairJob, first: boolean, budget: { nodes?: number; time?: number }): PlayerSpec {
  return { kind: "mcts", ...budget, seed: mctsGameSeed(job, first), memoryNodes: MCTS_MEMORY_NODES };
}
