// Is our Othello evaluation worth something? Alpha-beta with it against alpha-beta with
// the plain disc count, at equal depth, from the 244 openings, colours swapped (the
// tournament's pairs and scoring). Runs on the reference engine's generic alpha-beta:
// the disc-count side sees the same game through a view that only changes `evaluate`.

import type { Game } from "../../contract/index.js";
import { GAME_NOTATIONS } from "../../contract/index.js";
import { othelloAt } from "../../reference/games/othello.js";
import type { Othello } from "../../reference/games/othello.js";
import { popcount } from "../../reference/games/othello-bits.js";
import { WIN_BASE } from "../../reference/games/othello-eval.js";
import { alphabeta } from "../../reference/search/alphabeta.js";
import { othelloOpenings } from "../../experiments/tournament/othello-openings.js";

/** The game seen with the disc count (black's discs less white's) as its evaluation; exact at the end. */
function discCountView(game: Othello): Game {
  return {
    decisive: true,
    moveCount: () => game.moveCount(),
    play: (move) => game.play(move),
    undo: () => game.undo(),
    isTerminal: () => game.isTerminal(),
    maxToMove: () => game.maxToMove(),
    moveName: (move) => game.moveName(move),
    evaluate: () => {
      if (game.isTerminal()) return game.evaluate();
      const own = popcount(game.ownHiHere()) + popcount(game.ownLoHere());
      const opp = popcount(game.oppHiHere()) + popcount(game.oppLoHere());
      return game.blackToMove() ? own - opp : opp - own;
    },
  };
}

/** One game: returns the final disc margin for black. Our evaluation plays black when `evalIsBlack`. */
function playGame(board: string, depth: number, evalIsBlack: boolean): number {
  const game = othelloAt(board);
  const discs = discCountView(game);
  while (!game.isTerminal()) {
    const ours = game.blackToMove() === evalIsBlack;
    game.play(alphabeta(ours ? game : discs, depth).move);
  }
  const v = game.evaluate();
  return v > 0 ? v - WIN_BASE : v < 0 ? v + WIN_BASE : 0;
}

export interface EvaluationScore {
  depth: number;
  pairs: number;
  /** Pairs won by our evaluation, by the disc count, and tied (the tournament's rule). */
  evalWins: number;
  discWins: number;
  ties: number;
}

/** Pairs from the first `pairs` openings at alpha-beta depth `depth`. */
export function evaluationMatch(depth: number, pairs = GAME_NOTATIONS.othello.starts!): EvaluationScore {
  const score: EvaluationScore = { depth, pairs, evalWins: 0, discWins: 0, ties: 0 };
  for (const board of othelloOpenings().slice(0, pairs)) {
    const asBlack = playGame(board, depth, true),
      asWhite = playGame(board, depth, false);
    // The side that was MAX (black) when the larger margin was reached wins the pair.
    if (asBlack === asWhite) score.ties++;
    else if (asBlack > asWhite) score.evalWins++;
    else score.discWins++;
  }
  return score;
}
