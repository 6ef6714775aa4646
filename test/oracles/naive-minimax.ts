// An independent oracle for the full-width searches: the minimax value of every root
// move, computed by the plainest recursion over the reference's random tree (itself held
// to the BigInt oracle by random-tree.test.ts).

import type { Game } from "../../contract/index.js";

function value(game: Game, depthLeft: number): number {
  if (depthLeft === 0 || game.isTerminal()) return game.evaluate();
  const values: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    values.push(value(game, depthLeft - 1));
    game.undo();
  }
  return game.maxToMove() ? Math.max(...values) : Math.min(...values);
}

/** The minimax value of the root cut at `horizon`, and the value of each root move. */
export function rootValues(game: Game, horizon: number): { value: number; moveValues: number[] } {
  const moveValues: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    moveValues.push(value(game, horizon - 1));
    game.undo();
  }
  const best = game.maxToMove() ? Math.max(...moveValues) : Math.min(...moveValues);
  return { value: best, moveValues };
}
