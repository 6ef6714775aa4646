// Labels a position: every legal move's exact score for the side to move (minus the
// exact value of the position after it: Connect-Four's and Othello's solvers, tic-tac-toe's
// plain minimax of ./tic-tac-toe.ts), and from the scores each move's labels. A move is
// optimal when its score is the best, and sound when its score has the best's sign (it
// keeps the win, the draw, or - in a lost position - any move is sound).

import { BestfirstError, type Engine } from "../../../contract/index.js";
import { ticTacToeValue } from "./tic-tac-toe.js";
import type { DecisionGame, DecisionPosition, LabelledPosition, ScoredMove } from "./types.js";

/** The position after `move`. */
export function after(position: DecisionPosition, move: string): DecisionPosition {
  return { ...position, moves: [...(position.moves ?? []), move] } as DecisionPosition;
}

/** The labels of moves with exact `scores` (in move order). */
export function labelsOf(moves: readonly string[], scores: readonly number[]): { score: number; moves: ScoredMove[] } {
  const score = Math.max(...scores);
  return {
    score,
    moves: moves.map((move, i) => ({
      move,
      score: scores[i],
      optimal: scores[i] === score,
      sound: Math.sign(scores[i]) === Math.sign(score),
    })),
  };
}

/** Labels `position` of `game` (`text`: its notation, for the record); `engine` solves. */
export function label(game: DecisionGame, position: DecisionPosition, text: string, engine: Engine): LabelledPosition {
  const legal = engine.moves(position).map((m) => String(m.move));
  if (legal.length === 0)
    throw new BestfirstError(`the ${game} position ${text || "(the start)"} is over: there is no move to choose`);
  const exact = (p: DecisionPosition) => (game === "tictactoe" ? ticTacToeValue(p.moves ?? []) : engine.solve(p).value);
  const scores = legal.map((move) => 0 - exact(after(position, move)));
  return { game, position, text, ...labelsOf(legal, scores) };
}
