// Plain depth-limited minimax (ICS 180A notes), no pruning: the oracle the other
// searches are tested against. Mirrors reference/search/minimax.ts. Values from MAX's
// point of view; ties go to the first child in move order. Under a budget or a watcher
// it checks them at every node and, stopped, ends with no answer (./limits.ts, cutShort).

import { countExpanded, countGenerated } from "./stats";
import { INF, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { bounded, budgetExhausted, deadlinePassed, noteCutShort, probeMask } from "./limits";

export function minimax<G>(game: G, horizon: i32): void {
  checking = bounded();
  stopped = false;
  const value = minimaxNode<G>(game, 0, horizon);
  if (stopped) {
    noteCutShort();
    return;
  }
  pvFromTable();
  setResult(rootMove, value);
}

let rootMove: i32 = 0;
let checking: bool = false;
let stopped: bool = false;

function minimaxNode<G>(game: G, ply: i32, depthLeft: i32): i32 {
  pvClear(ply);
  if (checking && budgetExhausted()) {
    stopped = true;
    return 0;
  }
  const max = game.maxToMove();
  const n = game.moveCount();
  countExpanded();
  let best = max ? -INF : INF;
  for (let move = 0; move < n; move++) {
    // A wide node reads the clock as it goes (./limits.ts, deadlinePassed).
    if (checking && (move & probeMask) == probeMask && deadlinePassed()) {
      stopped = true;
      return 0;
    }
    game.play(move);
    countGenerated(1);
    const leaf = depthLeft == 1 || game.isTerminal();
    if (leaf) pvClear(ply + 1);
    const v = leaf ? game.evaluate() : minimaxNode<G>(game, ply + 1, depthLeft - 1);
    game.undo();
    if (stopped) return 0;
    if (max ? v > best : v < best) {
      best = v;
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
    }
  }
  return best;
}
