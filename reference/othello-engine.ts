// The Othello part of the Engine interface (./engine.ts extends it): perft, the exact
// endgame solver, and the legal moves and evaluation of a position, on boards in the
// FFO text form (./othello-board.ts). Both engines implement it and the tests compare them.

import { checkInt } from "./errors.js";

/** A legal move and the discs it flips; a forced pass is the only move, named "pass". */
export interface OthelloMove {
  move: string;
  flips: string[];
}

/** The exact result of a position under perfect play. */
export interface OthelloSolution {
  /** The final disc margin for the side to move, empty squares to the winner. */
  value: number;
  /** A best move ("a1".."h8" or "pass"); null when the game is already over. */
  move: string | null;
  /** Positions the solver visited. */
  nodes: number;
}

export interface OthelloEngine {
  /** perft(1..depth) from `board`: leaves at each depth, finished games counted once (spec/othello.md). */
  othelloPerft(board: string, depth: number): number[];
  /** Solves `board` exactly. */
  othelloSolve(board: string): OthelloSolution;
  /** The legal moves of `board` in move order (empty when the game is over). */
  othelloMoves(board: string): OthelloMove[];
  /** The static evaluation of `board` from black's point of view (reference/games/othello-eval.ts). */
  othelloEvaluate(board: string): number;
}

/** The deepest perft either engine runs (depth 14 is already 1.8e11 leaves). */
export const MAX_PERFT_DEPTH = 20;

export function checkPerftDepth(depth: unknown): number {
  return checkInt("perft depth", depth, 1, MAX_PERFT_DEPTH);
}
