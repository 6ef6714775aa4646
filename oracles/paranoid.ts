// An independent oracle for `paranoid` (Sturtevant & Korf): plain minimax in which the root
// player maximizes its own value and every other player minimizes it; no pruning, so it is
// the value the pruned search must reach. Shares no code with reference/ or assembly/.

import { type Count, isChance, moverOf, type ShapedGame, valueFor } from "./shaped-game.js";

export interface ParanoidOutcome {
  /** The paranoid value for the root player. */
  value: number;
  /** The first root move, in move order, of that value. */
  move: number;
  /** Each root move's paranoid value, in move order. */
  moveValues: number[];
  generated: number;
  expanded: number;
}

function paranoidValue(game: ShapedGame, root: number, depthLeft: number, count: Count): number {
  if (depthLeft === 0 || game.isTerminal()) return valueFor(game, root);
  if (isChance(game)) throw new Error("paranoid oracle: a chance node");
  count.expanded++;
  const values: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    count.generated++;
    values.push(paranoidValue(game, root, depthLeft - 1, count));
    game.undo();
  }
  return moverOf(game) === root ? Math.max(...values) : Math.min(...values);
}

/**
 * Paranoid minimax from the current position to `horizon` plies (horizon >= 1; every ply
 * counts). The root player is the root's mover; a leaf's value is `evaluateFor(root)` (for a
 * two-player game without it, `evaluate()` for player 0 and `-evaluate()` for player 1).
 * Counted as the full width is (maxn.ts): `generated` every node below the root down to the
 * horizon, `expanded` every node whose children were generated, the root included. The pruned
 * search counts fewer; only its value and move are held to this oracle.
 */
export function paranoid(game: ShapedGame, horizon: number): ParanoidOutcome {
  if (horizon < 1 || game.isTerminal()) throw new Error("paranoid oracle: horizon >= 1 from a non-terminal root");
  if (isChance(game)) throw new Error("paranoid oracle: a chance node");
  const root = moverOf(game);
  const count: Count = { generated: 0, expanded: 1 };
  const moveValues: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    count.generated++;
    moveValues.push(paranoidValue(game, root, horizon - 1, count));
    game.undo();
  }
  const value = Math.max(...moveValues);
  return { value, move: moveValues.indexOf(value), moveValues, ...count };
}
