// max^n (Luckhardt & Irani 1986): full width to a horizon in a game of any number of
// players; each node's value is a vector, a value a player, and the player to move takes
// the child whose vector is best for themselves, the first in move order among equals.
// Counted as minimax (docs/searches.md, "maxn"); under a budget or a watcher it checks them
// as minimax does and, stopped, ends with no answer. Mirrors reference/search/maxn.ts.

import { countExpanded, countGenerated } from "./stats";
import { MAX_HORIZON, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { MOST_PLAYERS, setResultValues } from "./result-values";
import { bounded, budgetExhausted, deadlinePassed, noteCutShort, probeMask } from "./limits";
import { moverOf, playersOf, valueVector } from "./shape-view";

/** Row `ply` (MOST_PLAYERS wide) holds the best vector so far of the node at `ply`; a leaf's, the row after. */
const vectors = new StaticArray<f64>((MAX_HORIZON + 2) * MOST_PLAYERS);

let rootMove: i32 = 0;
let players: i32 = 2;
let checking: bool = false;
let stopped: bool = false;

export function maxn<G>(game: G, horizon: i32): void {
  checking = bounded();
  stopped = false;
  rootMove = 0;
  players = playersOf<G>(game);
  search<G>(game, 0, horizon);
  if (stopped) {
    noteCutShort();
    return;
  }
  pvFromTable();
  setResult(rootMove, <i32>unchecked(vectors[moverOf<G>(game)]));
  setResultValues(vectors, 0, players);
}

/** The max^n vector of the current node into row `ply`, `depthLeft` plies above the horizon (>= 1). */
function search<G>(game: G, ply: i32, depthLeft: i32): void {
  pvClear(ply);
  if (checking && budgetExhausted()) {
    stopped = true;
    return;
  }
  const mover = moverOf<G>(game);
  const n = game.moveCount();
  countExpanded();
  const row = ply * MOST_PLAYERS, next = row + MOST_PLAYERS;
  for (let move = 0; move < n; move++) {
    // A wide node reads the clock as it goes (./limits.ts, deadlinePassed).
    if (checking && (move & probeMask) == probeMask && deadlinePassed()) {
      stopped = true;
      return;
    }
    game.play(move);
    countGenerated(1);
    const leaf = depthLeft == 1 || game.isTerminal();
    if (leaf) {
      pvClear(ply + 1);
      valueVector<G>(game, players, vectors, next);
    } else search<G>(game, ply + 1, depthLeft - 1);
    game.undo();
    if (stopped) return;
    if (move == 0 || unchecked(vectors[next + mover]) > unchecked(vectors[row + mover])) {
      for (let p = 0; p < players; p++) unchecked(vectors[row + p] = unchecked(vectors[next + p]));
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
    }
  }
}
