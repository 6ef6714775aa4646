// Plain depth-limited minimax (ICS 180A notes), no pruning: the oracle the other
// searches are tested against. Values from MAX's point of view; ties go to the first
// child in move order. Under a budget or a watcher it checks them at every node and,
// stopped, ends with no answer (cutShort).

import type { Game } from "../../contract/index.js";
import { INF } from "../../contract/index.js";
import { PvTable } from "./ply-buffers.js";
import { lateAt, type Budget } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

export function minimax(game: Game, horizon: number, budget?: Budget): SearchOutcome {
  const stats = new SearchStats();
  const pv = new PvTable();
  let rootMove = 0;
  let stopped = false;

  /** The minimax value of the current node, `depthLeft` plies above the horizon (>= 1). */
  function search(ply: number, depthLeft: number): number {
    pv.clear(ply);
    if (budget?.exhausted(stats)) {
      stopped = true;
      return 0;
    }
    const max = game.maxToMove();
    const n = game.moveCount();
    stats.expanded++;
    let best = max ? -INF : INF;
    for (let move = 0; move < n; move++) {
      // A wide node reads the clock as it goes (./limits.ts, deadlinePassed).
      if (lateAt(budget, move)) {
        stopped = true;
        return 0;
      }
      game.play(move);
      stats.generated++;
      const leaf = depthLeft === 1 || game.isTerminal();
      if (leaf) pv.clear(ply + 1);
      const v = leaf ? game.evaluate() : search(ply + 1, depthLeft - 1);
      game.undo();
      if (stopped) return 0;
      if (max ? v > best : v < best) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
      }
    }
    return best;
  }

  const value = search(0, horizon);
  return { move: rootMove, value, pv: pv.line(0), stats, ...(stopped ? { cutShort: true } : {}) };
}
