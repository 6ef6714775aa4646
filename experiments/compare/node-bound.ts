// The most nodes a round robin's side can generate in one move, so that a results file
// cannot claim node counts no search at the header's budget makes (10^15 nodes in a
// 3-move game would sink a search's nodes per move). A search at a node budget stops at
// its first check past the budget: it passes the budget by about one expansion (a
// position's moves) or, for MCTS, by the two simulations it always runs (a leaf and a
// rollout to the game's end each). Allowed: the game's most moves and two rollouts.
// Measured on every entrant and built-in game at budgets 1 to 1,000, the most any move
// passed its budget by was 113 nodes (MCTS on Othello), inside the 64 + 2 x 129 allowed.
// A time budget names no count: its moves are bounded by a node rate no engine reaches
// (10^9 nodes a second) and a late clock check.
// Decision quality's choices (./decisions/store.ts) are one move each, bounded alike.

import { GAME_NOTATIONS, LEVELS, MOST_MOVES, parseEntrant } from "../../contract/index.js";
import { CORE_MOST_PLIES } from "./core-game.js";
import type { BudgetBy, RoundRobinSpec } from "./types.js";

/** Nodes a millisecond: far above any engine's rate (the core generates some 10^8 nodes a second). */
export const MOST_NODES_PER_MS = 1_000_000;
/** The nodes a search may generate after its time is up, before its next look at the clock. */
const LATE_CLOCK_NODES = 1 << 20;

/** The game a bound is for: a round robin's spec, or a decision-quality run's game. */
type BoundGame = Pick<RoundRobinSpec, "game"> & Partial<Pick<RoundRobinSpec, "branching" | "depth">>;

/** The most nodes one move of a search at `budget` (nodes, or ms `by` time) can generate in the game. */
export function mostNodesPerMove(game: BoundGame, by: BudgetBy, budget: number): number {
  const [moves, plies] =
    game.game === "random"
      ? [game.branching!, game.depth!]
      : game.game === "core"
        ? [MOST_MOVES, CORE_MOST_PLIES]
        : [GAME_NOTATIONS[game.game].mostMoves ?? MOST_MOVES, GAME_NOTATIONS[game.game].maxPlies];
  const past = moves + 2 * (plies + 1);
  return by === "nodes" ? budget + past : budget * MOST_NODES_PER_MS + LATE_CLOCK_NODES + past;
}

/**
 * The most nodes one move of level `level` can generate: its budget, and past it, each of
 * its searches (one a root move and the root's one-ply minimax, contract/levels.ts) as a
 * search at a node budget passes it.
 */
export function mostLevelNodesPerMove(game: BoundGame, level: number): number {
  const moves =
    game.game === "random" ? game.branching! : (GAME_NOTATIONS[game.game as "othello"]?.mostMoves ?? MOST_MOVES);
  return LEVELS[level - 1].nodes + (moves + 1) * mostNodesPerMove(game, "nodes", 0) + moves;
}

/**
 * The most nodes a round robin's side making `moves` moves at `budget` can generate (at most 2^53 - 1); a level
 * side (`entrant` level:N) at its own budget.
 */
export function mostNodes(spec: RoundRobinSpec, budget: number, moves: number, entrant?: string): number {
  const level = entrant?.startsWith("level:") ? parseEntrant(entrant) : undefined;
  const perMove =
    level?.form === "level" ? mostLevelNodesPerMove(spec, level.level) : mostNodesPerMove(spec, spec.by, budget);
  return Math.min(Number.MAX_SAFE_INTEGER, moves * perMove);
}
