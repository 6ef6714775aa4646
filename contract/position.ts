// Positions, for every game: a union discriminated by `game`. A position is a game's
// start (a random tree's parameters, an Othello board, the empty board) and then moves
// played from it: `moves` by name ("d3", "5"), then `path` by index into each position's
// legal moves (the searches' move numbers). Both engines check a position the same way,
// with the game's notation (./games.ts), before they touch it.

import type { RandomTreeSpec } from "./random-tree.js";

/** A node of one of Korf & Chickering's random game trees. */
export interface RandomPosition {
  /** The game: a random tree. */
  game: "random";
  /** The tree: its seed, branching factor and mode (docs/random-trees.md). */
  tree: RandomTreeSpec;
  /** Move numbers from the game's initial position. */
  path?: readonly number[];
}

/** An Othello position. */
export interface OthelloPosition {
  /** The game: Othello. */
  game: "othello";
  /** The start, in the FFO text form (docs/othello.md); default: the initial position. */
  board?: string;
  /** Moves by name from the start: "d3", "pass". */
  moves?: readonly string[];
  /** Then moves by index into each position's legal moves. */
  path?: readonly number[];
}

/** A tic-tac-toe position. */
export interface TicTacToePosition {
  /** The game: tic-tac-toe. */
  game: "tictactoe";
  /** Moves by name from the empty board: cells "1".."9". */
  moves?: readonly string[];
  /** Then moves by index into each position's legal moves. */
  path?: readonly number[];
}

/** A Connect-Four position (7 columns, 6 rows). */
export interface ConnectFourPosition {
  /** The game: Connect-Four. */
  game: "connect4";
  /** Columns played from the empty board: "1".."7" (the CLI and Pons' solver write them "4453"). */
  moves?: readonly string[];
  /** Then moves by index into each position's legal moves. */
  path?: readonly number[];
}

/** A position of any built-in game, told apart by `game`. */
export type Position = RandomPosition | OthelloPosition | TicTacToePosition | ConnectFourPosition;

/** The built-in games' names: "random", "othello", "tictactoe", "connect4". */
export type GameName = Position["game"];

/**
 * A move as the game names it: an integer for random trees, "d3"/"pass" for Othello, a cell "5" for tic-tac-toe, a
 * column "4" for Connect-Four.
 */
export type MoveName = number | string;
