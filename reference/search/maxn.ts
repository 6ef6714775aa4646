// max^n (Luckhardt & Irani 1986): full width to a horizon in a game of any number of
// players; each node's value is a vector, a value a player, and the player to move takes
// the child whose vector is best for themselves, the first in move order among equals.
// Counted as minimax (docs/searches.md, "maxn"); under a budget it stops as minimax does.

import type { Game } from "../../contract/index.js";
import { PvTable } from "./ply-buffers.js";
import { lateAt, type Budget } from "./limits.js";
import { moverOf, valueVector } from "./shape-view.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

export function maxn(game: Game, horizon: number, budget?: Budget): SearchOutcome {
  const stats = new SearchStats();
  const pv = new PvTable();
  let rootMove = 0;
  let stopped = false;

  /** The max^n vector of the current node, `depthLeft` plies above the horizon (>= 1); [] once stopped. */
  function search(ply: number, depthLeft: number): number[] {
    pv.clear(ply);
    if (budget?.exhausted(stats)) {
      stopped = true;
      return [];
    }
    const mover = moverOf(game);
    const n = game.moveCount();
    stats.expanded++;
    let best: number[] = [];
    for (let move = 0; move < n; move++) {
      if (lateAt(budget, move)) {
        stopped = true;
        return [];
      }
      game.play(move);
      stats.generated++;
      const leaf = depthLeft === 1 || game.isTerminal();
      if (leaf) pv.clear(ply + 1);
      const v = leaf ? valueVector(game) : search(ply + 1, depthLeft - 1);
      game.undo();
      if (stopped) return [];
      if (move === 0 || v[mover] > best[mover]) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
      }
    }
    return best;
  }

  const rootMover = moverOf(game);
  const values = search(0, horizon);
  return {
    move: rootMove,
    value: values[rootMover] ?? 0,
    values,
    pv: pv.line(0),
    stats,
    ...(stopped ? { cutShort: true } : {}),
  };
}
