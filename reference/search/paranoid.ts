// Paranoid search (Sturtevant & Korf 2000): the root's player maximizes its own value and
// every other player is taken to minimize it, a coalition against the root, so that a game
// of any number of players is searched as a two-player one: fail-soft alpha-beta to a
// horizon, children in move order, generated one at a time (docs/searches.md, "paranoid").

import { INF, type Game } from "../../contract/index.js";
import { PvTable } from "./ply-buffers.js";
import { lateAt, type Budget } from "./limits.js";
import { moverOf, valueFor } from "./shape-view.js";
import { SearchStats, type SearchOutcome } from "./stats.js";
import { Window } from "./window.js";

export function paranoid(game: Game, horizon: number, budget?: Budget): SearchOutcome {
  const stats = new SearchStats();
  const pv = new PvTable();
  const window = new Window();
  const root = moverOf(game);
  let rootMove = 0;
  let stopped = false;

  /** The paranoid value for `root` of the current node in the window (alpha, beta), fail-soft. */
  function search(ply: number, depthLeft: number, alpha: number, beta: number): number {
    pv.clear(ply);
    if (budget?.exhausted(stats)) {
      stopped = true;
      return 0;
    }
    const maximizing = moverOf(game) === root;
    const n = game.moveCount();
    stats.expanded++;
    let best = maximizing ? -INF : INF;
    window.openWindow(ply, alpha, beta);
    for (let move = 0; move < n; move++) {
      if (lateAt(budget, move)) {
        stopped = true;
        return 0;
      }
      game.play(move);
      stats.generated++;
      const leaf = depthLeft === 1 || game.isTerminal();
      if (leaf) pv.clear(ply + 1);
      const v = leaf ? valueFor(game, root) : search(ply + 1, depthLeft - 1, window.alphaAt(ply), window.betaAt(ply));
      game.undo();
      if (stopped) return 0;
      if (maximizing ? v > best : v < best) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
        if (window.cutsOff(ply, maximizing, best)) return best;
      }
    }
    return best;
  }

  const value = search(0, horizon, -INF, INF);
  return { move: rootMove, value, pv: pv.line(0), stats, ...(stopped ? { cutShort: true } : {}) };
}
