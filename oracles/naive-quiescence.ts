// An independent oracle for alphabeta-tt's quiescence search: plain minimax (no pruning, no
// table, no move order) to the horizon, and past it a plain minimax over the noisy moves in
// which the side to move may also stand on the static value, at most `plies` noisy plies
// deep. Written for the test from the rule in docs/searches.md, sharing no code with the
// searches: alpha-beta with stand-pat over the same tree must give its value exactly.

import type { Game } from "../contract/index.js";

/** The quiescence value past the horizon: the side to move's best of standing and its noisy moves. */
function quiet(game: Game, plies: number): number {
  const stand = game.evaluate();
  if (plies === 0 || game.isTerminal() || !game.isNoisy) return stand;
  const values = [stand];
  for (let move = 0; move < game.moveCount(); move++) {
    if (!game.isNoisy(move)) continue;
    game.play(move);
    values.push(quiet(game, plies - 1));
    game.undo();
  }
  return game.maxToMove() ? Math.max(...values) : Math.min(...values);
}

function value(game: Game, depthLeft: number, plies: number): number {
  if (game.isTerminal()) return game.evaluate();
  if (depthLeft === 0) return quiet(game, plies);
  const values: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    values.push(value(game, depthLeft - 1, plies));
    game.undo();
  }
  return game.maxToMove() ? Math.max(...values) : Math.min(...values);
}

/** The root's value cut at `horizon` with quiescence of at most `plies` noisy plies past it, and each root move's. */
export function quiescenceRootValues(
  game: Game,
  horizon: number,
  plies: number,
): { value: number; moveValues: number[] } {
  const moveValues: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    moveValues.push(value(game, horizon - 1, plies));
    game.undo();
  }
  const best = game.maxToMove() ? Math.max(...moveValues) : Math.min(...moveValues);
  return { value: best, moveValues };
}
