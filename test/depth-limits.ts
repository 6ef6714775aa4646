// The limits with which the searches that take a depth see a given number of plies, a row
// per algorithm, for the tests that search a game to its end. A table keyed by the
// algorithm, so that a new search fails the type check until it has a row here, or,
// if it takes budgets only, one in each of those tests.

import type { Algorithm, SearchLimits } from "../contract/index.js";

/** The searches that take no depth setting, only budgets: each test gives their budgets. */
export type BudgetSearch = "mma" | "mcts";

/**
 * The full-width searches to `horizon` plies; best-first and RBFMS to the depth bound
 * `bound` (by default the same), and extension to it after one ply of alpha-beta.
 */
export function depthLimits(horizon: number, bound = horizon): Record<Exclude<Algorithm, BudgetSearch>, SearchLimits> {
  return {
    minimax: { horizon },
    alphabeta: { horizon },
    id: { horizon },
    "alphabeta-tt": { horizon },
    extension: { horizon: 1, bound },
    bestfirst: { bound },
    rbfms: { bound },
    "rbfms-inherit": { bound },
  };
}
