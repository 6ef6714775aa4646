// Decision quality on Pig (Neller & Presser 2004): the searches that take a two-player game
// with dice (expectimax, star2, mcts) each choose, at each budget, between rolling and
// holding in seeded positions of Pig, and each choice is scored by the game's exact
// solution (games/pig-solve.ts). A job is one search's choice in one position at one
// budget. Workers post these as JSON.

import type { SearchName } from "../../contract/index.js";
import type { BudgetBy } from "../compare/types.js";

/** Everything that decides a run's results (the results file's header). */
export interface PigSpec {
  /** The score that wins (Neller & Presser's 100 by default). */
  goal: number;
  /** The searches, in the order given. */
  algorithms: SearchName[];
  /** Budgets per choice, ascending (nodes generated, or ms). */
  budgets: number[];
  by: BudgetBy;
  /** The number of positions (./positions.ts draws each from the seed). */
  positions: number;
  seed: number;
}

/** One choice: `algorithm` at `budget` in position `position` (0-based). */
export interface PigJob {
  budget: number;
  algorithm: SearchName;
  position: number;
}

/** The two moves of a decision node, in the game's move order (games/pig.ts). */
export const PIG_MOVES = ["roll", "hold"] as const;
export type PigMove = (typeof PIG_MOVES)[number];

/** A choice as made. */
export type PigChoice = PigJob & {
  move: PigMove;
  /** Nodes generated and milliseconds spent choosing; the deepest horizon completed (0: a search without one). */
  nodes: number;
  ms: number;
  depth: number;
};

/** A decision state of Pig: the mover's and the opponent's scores, the turn total, the player to move. */
export interface PigState {
  mine: number;
  theirs: number;
  turnTotal: number;
  toMove: number;
}
