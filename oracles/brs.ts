// An independent oracle for `brs` (best-reply search, Schadd & Winands 2011): the plainest
// recursion, no pruning, over a ShapedGame that can hand the move to any player
// (setToMove); shares no code with reference/ or assembly/.

import { moverOf, playersOf, type ShapedGame, valueFor } from "./shaped-game.js";

/** A ShapedGame with the member best-reply search needs in a game of more than two players. */
export interface HandingGame extends ShapedGame {
  setToMove?(player: number): void;
}

export interface BrsOutcome {
  /** The best-reply value for the root player. */
  value: number;
  /** The first root move, in move order, of that value. */
  move: number;
  /** Each root move's value, in move order. */
  moveValues: number[];
}

/** `player`'s moves' values at the current position, each child searched with the other kind of ply next. */
function movesOf(game: HandingGame, player: number, root: number, depthLeft: number, maxNext: boolean): number[] {
  const before = moverOf(game);
  if (before !== player) game.setToMove!(player);
  const values: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    values.push(brsValue(game, root, depthLeft - 1, maxNext));
    game.undo();
  }
  if (moverOf(game) !== before) game.setToMove!(before);
  return values;
}

function brsValue(game: HandingGame, root: number, depthLeft: number, max: boolean): number {
  if (depthLeft === 0 || game.isTerminal()) return valueFor(game, root);
  // Two players: the one opponent always replies, so the game's own turn decides (a pass too).
  if (playersOf(game) === 2) {
    const mover = moverOf(game);
    const values = movesOf(game, mover, root, depthLeft, false);
    return mover === root ? Math.max(...values) : Math.min(...values);
  }
  if (max) return Math.max(...movesOf(game, root, root, depthLeft, false));
  // Every opponent's every move: the strongest reply against the root player is the least.
  let least = Number.POSITIVE_INFINITY;
  for (let p = 0; p < playersOf(game); p++)
    if (p !== root) least = Math.min(least, ...movesOf(game, p, root, depthLeft, true));
  return least;
}

/**
 * Best-reply search from the current position to `horizon` plies (horizon >= 1; every ply
 * counts): the root's mover is the root player, who moves at the even plies; at the odd ones
 * every other player's every move is tried (each handed the move by setToMove) and the least
 * value for the root player taken; after that move the root player is to move again. A
 * leaf's value is `evaluateFor(root)` (two players without it: `evaluate()` or its negation).
 * With two players every ply is the mover's own (no one is handed the move): plain minimax.
 */
export function brs(game: HandingGame, horizon: number): BrsOutcome {
  if (horizon < 1 || game.isTerminal()) throw new Error("brs oracle: horizon >= 1 from a non-terminal root");
  const root = moverOf(game);
  const moveValues = movesOf(game, root, root, horizon, false);
  const value = Math.max(...moveValues);
  return { value, move: moveValues.indexOf(value), moveValues };
}
