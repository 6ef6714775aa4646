// Best-reply search (Schadd & Winands 2011): in a game of any number of players, the root's
// player moves at every other ply and, between those, only the one opponent with the
// strongest reply: a MIN ply takes every opponent's moves together (each opponent handed the
// move by the game's setToMove) and keeps the least value for the root's player. Fail-soft
// alpha-beta to a horizon, every ply counted, children in move order (the opponents in turn
// order after the root's player), generated one at a time (docs/searches.md, "brs").
// With two players the one opponent always replies, so it follows the game's own turn (a pass
// or a second roll included) and is paranoid's alpha-beta; no player is handed the move.
// Its line is the root move alone: below it, moves are played out of turn.

import { INF, type Game } from "../../contract/index.js";
import { lateAt, type Budget } from "./limits.js";
import { moverOf, playersOf, valueFor } from "./shape-view.js";
import { SearchStats, type SearchOutcome } from "./stats.js";
import { Window } from "./window.js";

/** Hands the move to `player` where another is to move (never in a two-player game: it keeps its own turn). */
function handTo(game: Game, player: number): void {
  if (moverOf(game) !== player) game.setToMove!(player);
}

export function brs(game: Game, horizon: number, budget?: Budget): SearchOutcome {
  const stats = new SearchStats();
  const window = new Window();
  const root = moverOf(game);
  const players = playersOf(game);
  let rootMove = 0;
  let stopped = false;

  /** The best-reply value for `root` of the current node in (alpha, beta), fail-soft; `max`: the root's ply. */
  function search(ply: number, depthLeft: number, alpha: number, beta: number, max: boolean): number {
    if (budget?.exhausted(stats)) {
      stopped = true;
      return 0;
    }
    stats.expanded++;
    window.openWindow(ply, alpha, beta);
    const mover = moverOf(game);
    // Two players: the mover's moves, MAX where it is the root's player. More: the root's ply
    // its own moves; a MIN ply each opponent's in turn, indexed one after another.
    if (players === 2) max = mover === root;
    const first = players === 2 ? 0 : max ? 0 : 1;
    const last = players === 2 || max ? 1 : players;
    let best = max ? -INF : INF;
    let index = 0;
    for (let k = first; k < last; k++) {
      if (players > 2) handTo(game, (root + k) % players);
      const n = game.moveCount();
      for (let move = 0; move < n; move++, index++) {
        if (lateAt(budget, index)) stopped = true;
        if (stopped) return 0;
        game.play(move);
        stats.generated++;
        const leaf = depthLeft === 1 || game.isTerminal();
        const v = leaf
          ? valueFor(game, root)
          : search(ply + 1, depthLeft - 1, window.alphaAt(ply), window.betaAt(ply), !max);
        game.undo();
        if (stopped) return 0;
        if (max ? v > best : v < best) {
          best = v;
          if (ply === 0) rootMove = move;
          if (window.cutsOff(ply, max, best)) {
            handTo(game, mover);
            return best;
          }
        }
      }
    }
    handTo(game, mover);
    return best;
  }

  const value = search(0, horizon, -INF, INF, true);
  // The line below the root move is played out of turn, which the game's own order cannot replay: the move alone.
  return { move: rootMove, value, pv: [rootMove], stats, ...(stopped ? { cutShort: true } : {}) };
}
