// Best-reply search (Schadd & Winands 2011): in a game of any number of players, the root's
// player moves at every other ply and, between those, only the one opponent with the
// strongest reply: a MIN ply takes every opponent's moves together (each opponent handed the
// move by the game's setToMove) and keeps the least value for the root's player. Fail-soft
// alpha-beta to a horizon, every ply counted, children in move order (the opponents in turn
// order after the root's player), generated one at a time (docs/searches.md, "brs").
// With two players the one opponent always replies, so it follows the game's own turn and is
// paranoid's alpha-beta; no player is handed the move. Its line is the root move alone: below
// it, moves are played out of turn. Mirrors reference/search/brs.ts.

import { countExpanded, countGenerated } from "./stats";
import { INF, pv, setPvLength, setResult } from "./result";
import { bounded, budgetExhausted, deadlinePassed, noteCutShort, probeMask } from "./limits";
import { openWindow, alphaAt, betaAt, cutsOff } from "./window";
import { moverOf, playersOf, valueFor } from "./shape-view";

let rootMove: i32 = 0;
let root: i32 = 0;
let players: i32 = 2;
let checking: bool = false;
let stopped: bool = false;

/**
 * Hands the move to `player` where another is to move (never in a two-player game: it keeps its own turn). A game
 * without setToMove never gets here (more than two players: the bindings refuse it; a built-in game: they refuse brs).
 */
// @ts-ignore: decorator
@inline function handTo<G>(game: G, player: i32): void {
  if (isDefined(game.setToMove)) if (moverOf<G>(game) != player) game.setToMove(player);
}

export function brs<G>(game: G, horizon: i32): void {
  checking = bounded();
  stopped = false;
  rootMove = 0;
  root = moverOf<G>(game);
  players = playersOf<G>(game);
  const value = search<G>(game, 0, horizon, -INF, INF, true);
  if (stopped) {
    noteCutShort();
    return;
  }
  // The line below the root move is played out of turn, which the game's own order cannot replay: the move alone.
  pv.ensure(1);
  pv.set(0, rootMove);
  setPvLength(1);
  setResult(rootMove, value);
}

/** The best-reply value for `root` of the current node in (alpha, beta), fail-soft; `max`: the root's ply. */
function search<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32, max: bool): i32 {
  if (checking && budgetExhausted()) {
    stopped = true;
    return 0;
  }
  countExpanded();
  openWindow(ply, alpha, beta);
  const mover = moverOf<G>(game);
  // Two players: the mover's moves, MAX where it is the root's player. More: the root's ply
  // its own moves; a MIN ply each opponent's in turn, indexed one after another.
  if (players == 2) max = mover == root;
  const first = players == 2 ? 0 : max ? 0 : 1;
  const last = players == 2 || max ? 1 : players;
  let best = max ? -INF : INF;
  let index = 0;
  for (let k = first; k < last; k++) {
    if (players > 2) handTo<G>(game, (root + k) % players);
    const n = game.moveCount();
    for (let move = 0; move < n; move++, index++) {
      if (checking && (index & probeMask) == probeMask && deadlinePassed()) stopped = true;
      if (stopped) return 0;
      game.play(move);
      countGenerated(1);
      const leaf = depthLeft == 1 || game.isTerminal();
      const v = leaf
        ? valueFor<G>(game, root)
        : search<G>(game, ply + 1, depthLeft - 1, alphaAt(ply), betaAt(ply), !max);
      game.undo();
      if (stopped) return 0;
      if (max ? v > best : v < best) {
        best = v;
        if (ply == 0) rootMove = move;
        if (cutsOff(ply, max, best)) {
          handTo<G>(game, mover);
          return best;
        }
      }
    }
  }
  handTo<G>(game, mover);
  return best;
}
