// The vocabulary of decision quality on real games: positions whose every move has an
// exact score (the game's solver, or plain minimax for tic-tac-toe), the labels that
// follow from the scores (optimal: keeps the exact best score; sound: keeps the outcome,
// win, draw or loss), a search's choice at a budget, and the curve points summarised from
// the choices. Workers post these as plain JSON and the results file holds one record a
// position.

import type {
  Algorithm,
  ConnectFourPosition,
  OthelloPosition,
  SearchLimits,
  TicTacToePosition,
} from "../../../contract/index.js";

/** The games with an exact scorer. */
export type DecisionGame = "connect4" | "othello" | "tictactoe";

export type DecisionPosition = ConnectFourPosition | OthelloPosition | TicTacToePosition;

/** One legal move and its exact score, for the side to move (the game's scale: see `LabelledPosition.scale`). */
export interface ScoredMove {
  /** The move's name ("4", "d3", "pass", "5"). */
  move: string;
  /** The exact score after it, for the side that played it. */
  score: number;
  /** It keeps the position's exact score. */
  optimal: boolean;
  /** It keeps the position's outcome (the sign of the score). */
  sound: boolean;
}

/** A position whose every move is scored exactly. */
export interface LabelledPosition {
  game: DecisionGame;
  /** The position, as the engines take it (moves from the start; Othello: perhaps a board). */
  position: DecisionPosition;
  /** The position in the game's notation, as a positions file has it (Connect-Four: Pons' digits "4453"). */
  text: string;
  /**
   * The position's exact score for the side to move: Connect-Four, Pascal Pons' score;
   * Othello, the final disc margin (empties to the winner); tic-tac-toe, 1, 0 or -1.
   * It is the best of `moves`' scores and equals the solver's value of the position.
   */
  score: number;
  /** Every legal move in the engines' move order. */
  moves: ScoredMove[];
  /**
   * The score a positions file stated beside the position (Pons' test files do), if any: `score` is the solver's,
   * whatever it says.
   */
  stated?: number;
}

/**
 * A budget per decision: nodes generated (deterministic), or milliseconds (not: it depends on the machine and its
 * load).
 */
export type Budget = { nodes: number } | { time: number };

/** A search as a decision-quality run names it. */
export interface DecisionSearch {
  /** Its name in the results and the report, unique in a run ("alphabeta", "mcts-solver"). */
  name: string;
  algorithm: Algorithm;
  /** Its settings other than the budget (mcts's solver and seed, extension's horizon, mma's p). */
  settings?: Omit<SearchLimits, "nodes" | "time">;
}

/** What one search chose on one position at one budget. */
export interface Choice {
  search: string;
  budget: Budget;
  move: string;
  optimal: boolean;
  sound: boolean;
  /** Nodes the search generated. */
  nodes: number;
  /** Its time (ms): not part of a result's identity (a run repeated measures other times). */
  ms: number;
}

/** One job: a position (by its index in the run's list) and every search at every budget on it. */
export interface DecisionJob {
  index: number;
  game: DecisionGame;
  position: DecisionPosition;
  text: string;
  stated?: number;
  searches: DecisionSearch[];
  budgets: Budget[];
}

/** One job's result: its position, labelled, and every choice (search by search, budget by budget). */
export interface DecisionRecord extends LabelledPosition {
  index: number;
  choices: Choice[];
}

/** A Wilson score interval of a proportion, in percent. */
export interface Interval {
  low: number;
  high: number;
}

/** One point of a decision-quality curve: one search at one budget over the positions. */
export interface DecisionPoint {
  game: DecisionGame;
  search: string;
  budget: Budget;
  positions: number;
  /** Choices that were optimal, and their percent with a 95% Wilson interval. */
  optimal: number;
  optimalPct: number;
  optimalCi: Interval;
  sound: number;
  soundPct: number;
  soundCi: Interval;
  /** Mean nodes generated and mean time (ms) per decision. */
  meanNodes: number;
  meanMs: number;
}

/** The summary of a run: the points, and how hard the positions were. */
export interface DecisionSummary {
  points: DecisionPoint[];
  positions: number;
  /** Positions where every move is optimal (any choice is right) and where every move is sound. */
  allOptimal: number;
  allSound: number;
  /** The mean share of optimal moves among the legal moves, in percent (what a uniformly random choice scores). */
  randomOptimalPct: number;
  randomSoundPct: number;
}

/**
 * A position a positions file lists: its text in the game's notation, and the score the file stated beside it, if any.
 */
export interface ListedPosition {
  text: string;
  stated?: number;
}

/**
 * Which positions a run labels: drawn by random play from a seed (`count` of them, default
 * 100, with `empties` empty squares or cells, default ./positions.ts's DEFAULT_EMPTIES;
 * tic-tac-toe without a count: every reachable position), or listed (a positions file's).
 */
export type PositionSet = { seed: number; count?: number; empties?: [number, number] } | { listed: ListedPosition[] };

/** Everything that decides a decision-quality run's results. */
export interface DecisionParams {
  game: DecisionGame;
  set: PositionSet;
  searches: DecisionSearch[];
  budgets: Budget[];
}
