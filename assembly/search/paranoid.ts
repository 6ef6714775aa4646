// Paranoid search (Sturtevant & Korf 2000): the root's player maximizes its own value and
// every other player is taken to minimize it, a coalition against the root, so that a game
// of any number of players is searched as a two-player one: fail-soft alpha-beta to a
// horizon, children in move order, generated one at a time (docs/searches.md, "paranoid").
// Under a budget or a watcher it checks them as minimax does. Mirrors reference/search/paranoid.ts.

import { countExpanded, countGenerated } from "./stats";
import { INF, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { bounded, budgetExhausted, deadlinePassed, noteCutShort, probeMask } from "./limits";
import { openWindow, alphaAt, betaAt, cutsOff } from "./window";
import { moverOf, valueFor } from "./shape-view";

let rootMove: i32 = 0;
let root: i32 = 0;
let checking: bool = false;
let stopped: bool = false;

export function paranoid<G>(game: G, horizon: i32): void {
  checking = bounded();
  stopped = false;
  rootMove = 0;
  root = moverOf<G>(game);
  const value = search<G>(game, 0, horizon, -INF, INF);
  if (stopped) {
    noteCutShort();
    return;
  }
  pvFromTable();
  setResult(rootMove, value);
}

/** The paranoid value for `root` of the current node in the window (alpha, beta), fail-soft. */
function search<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32): i32 {
  pvClear(ply);
  if (checking && budgetExhausted()) {
    stopped = true;
    return 0;
  }
  const maximizing = moverOf<G>(game) == root;
  const n = game.moveCount();
  countExpanded();
  let best = maximizing ? -INF : INF;
  openWindow(ply, alpha, beta);
  for (let move = 0; move < n; move++) {
    if (checking && (move & probeMask) == probeMask && deadlinePassed()) {
      stopped = true;
      return 0;
    }
    game.play(move);
    countGenerated(1);
    const leaf = depthLeft == 1 || game.isTerminal();
    if (leaf) pvClear(ply + 1);
    const v = leaf ? valueFor<G>(game, root) : search<G>(game, ply + 1, depthLeft - 1, alphaAt(ply), betaAt(ply));
    game.undo();
    if (stopped) return 0;
    if (maximizing ? v > best : v < best) {
      best = v;
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
      if (cutsOff(ply, maximizing, best)) return best;
    }
  }
  return best;
}
