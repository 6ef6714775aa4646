// Expectimax: full width to a horizon through decision and chance nodes. A chance node's
// value is the weighted mean of its outcomes' (chanceWeight); a decision node's its best
// child's, the first in move order among equals: MAX's greatest and MIN's least value of
// evaluate() in a two-player game, max^n's vectors in a game of more players. Counted as
// minimax, chance nodes like any other (docs/searches.md, "expectimax"). The vectors are
// f64 and a mean is Σ w·v in move order over Σ w, the reference's steps, so its fractional
// values are the reference's to the last bit (./result-values.ts reports them). Mirrors
// reference/search/expectimax.ts.

import { countExpanded, countGenerated } from "./stats";
import { MAX_HORIZON, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { MOST_PLAYERS, setResultMean, setResultValues } from "./result-values";
import { bounded, budgetExhausted, deadlinePassed, noteCutShort, probeMask } from "./limits";
import { chanceAt, moverOf, playersOf, valueVector, weightOf } from "./shape-view";

/**
 * Row `ply` (MOST_PLAYERS wide) holds the node at `ply`'s best vector so far, or at a chance node the weighted sum
 * so far; its child's vector is written at the row after it.
 */
const vectors = new StaticArray<f64>((MAX_HORIZON + 2) * MOST_PLAYERS);

let rootMove: i32 = 0;
/** A two-player game: vectors of one value, evaluate()'s (MAX's view). */
let two: bool = true;
/** The values a vector holds: 1 in a two-player game, else the players. */
let width: i32 = 1;
let checking: bool = false;
let stopped: bool = false;

export function expectimax<G>(game: G, horizon: i32): void {
  checking = bounded();
  stopped = false;
  rootMove = 0;
  const players = playersOf<G>(game);
  two = players == 2;
  width = two ? 1 : players;
  search<G>(game, 0, horizon);
  if (stopped) {
    noteCutShort();
    return;
  }
  pvFromTable();
  const value = unchecked(vectors[two ? 0 : moverOf<G>(game)]);
  setResult(rootMove, <i32>value);
  setResultMean(value);
  if (!two) setResultValues(vectors, 0, width);
}

/** A leaf's vector into row `at`: [evaluate()] in a two-player game, else every player's value. */
// @ts-ignore: decorator
@inline function leafVector<G>(game: G, at: i32): void {
  if (two) unchecked(vectors[at] = <f64>game.evaluate());
  else valueVector<G>(game, width, vectors, at);
}

/** The expectimax vector of the current node into row `ply`, `depthLeft` plies above the horizon (>= 1). */
function search<G>(game: G, ply: i32, depthLeft: i32): void {
  // 1. The budgets, before the expansion.
  pvClear(ply);
  if (checking && budgetExhausted()) {
    stopped = true;
    return;
  }
  // 2. Expand: every move, its child valued (a leaf's vector, else searched).
  const chance = chanceAt<G>(game);
  const mover = chance ? -1 : moverOf<G>(game);
  const n = game.moveCount();
  countExpanded();
  const row = ply * MOST_PLAYERS, next = row + MOST_PLAYERS;
  let total: f64 = 0;
  for (let move = 0; move < n; move++) {
    if (checking && (move & probeMask) == probeMask && deadlinePassed()) {
      stopped = true;
      return;
    }
    const weight: f64 = chance ? <f64>weightOf<G>(game, move) : 0;
    game.play(move);
    countGenerated(1);
    const leaf = depthLeft == 1 || game.isTerminal();
    if (leaf) {
      pvClear(ply + 1);
      leafVector<G>(game, next);
    } else search<G>(game, ply + 1, depthLeft - 1);
    game.undo();
    if (stopped) return;
    // 3. A chance node sums its outcomes' weighted vectors; a player keeps the best for the mover.
    if (chance) {
      // Σ w·v in move order, divided by Σ w at the end: the oracle's and the reference's order.
      for (let c = 0; c < width; c++) {
        const w = weight * unchecked(vectors[next + c]);
        unchecked(vectors[row + c] = move == 0 ? 0 + w : unchecked(vectors[row + c]) + w);
      }
      total += weight;
    } else if (move == 0 || better(mover, next, row)) {
      for (let c = 0; c < width; c++) unchecked(vectors[row + c] = unchecked(vectors[next + c]));
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
    }
  }
  // 4. A chance node's line ends there (no player chooses its outcome), its value the mean.
  if (chance) {
    pvClear(ply);
    for (let c = 0; c < width; c++) unchecked(vectors[row + c] = unchecked(vectors[row + c]) / total);
  }
}

/** Whether the vector at `at` is better for `mover` than the one at `best`: MAX's or MIN's in a two-player game. */
// @ts-ignore: decorator
@inline function better(mover: i32, at: i32, best: i32): bool {
  if (two) {
    const v = unchecked(vectors[at]), b = unchecked(vectors[best]);
    return mover == 0 ? v > b : v < b;
  }
  return unchecked(vectors[at + mover]) > unchecked(vectors[best + mover]);
}
