// An independent oracle for the full-width searches: the minimax value of every root
// move, computed by the plainest recursion over the reference's random tree (itself held
// to the BigInt oracle by random-tree.test.ts), and the size of the tree cut at the
// horizon.

import type { Game } from "../contract/index.js";

interface Count {
  generated: number;
  expanded: number;
}

function value(game: Game, depthLeft: number, count: Count): number {
  if (depthLeft === 0 || game.isTerminal()) return game.evaluate();
  count.expanded++;
  const values: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    count.generated++;
    values.push(value(game, depthLeft - 1, count));
    game.undo();
  }
  return game.maxToMove() ? Math.max(...values) : Math.min(...values);
}

/**
 * The minimax value of the root cut at `horizon`, the value of each root move, and the
 * tree's size: the nodes below the root down to the horizon (`generated`) and those of
 * them with children inside it, the root included (`expanded`).
 */
export function rootValues(
  game: Game,
  horizon: number,
): { value: number; moveValues: number[]; generated: number; expanded: number } {
  const count: Count = { generated: 0, expanded: 1 };
  const moveValues: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    count.generated++;
    moveValues.push(value(game, horizon - 1, count));
    game.undo();
  }
  const best = game.maxToMove() ? Math.max(...moveValues) : Math.min(...moveValues);
  return { value: best, moveValues, ...count };
}
