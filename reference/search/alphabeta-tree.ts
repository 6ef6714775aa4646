// Alpha-beta on a stored tree, for the players that keep their tree between moves
// (1994 paper, sections 4-6):
//  - `alphabetaRetained`: the alpha-beta player. Nodes generated at an earlier move are
//    not generated or evaluated again, and children searched before are ordered by their
//    backed-up values; otherwise exactly ./alphabeta.ts (fixed ordering, one child at a
//    time one ply above the horizon, fail-soft). The store keeps static values too.
//  - `alphabetaExtension`: the first phase of best-first extension: alpha-beta to a
//    shallow horizon that leaves a whole explicit tree for best-first minimax to go on
//    with (every child of an expanded node generated, every value the minimax of its
//    children's).

import type { Game } from "../../contract/index.js";
import { INF } from "../../contract/index.js";
import { COLLAPSED, NOT_GENERATED, type NodeStore } from "./node-store.js";
import { sortByValue } from "./ordering.js";
import { PlyBuffers, PvTable } from "./ply-buffers.js";
import type { SearchOutcome, SearchStats } from "./stats.js";

export function alphabetaRetained(game: Game, store: NodeStore, horizon: number, stats: SearchStats): SearchOutcome {
  const statics = store.statics!;
  const buffers = new PlyBuffers();
  const pv = new PvTable();
  let rootMove = 0;

  /** Generates the child `c` (move `move` of the current node) if it is not yet. */
  function generate(c: number, move: number): void {
    if (statics[c] !== NOT_GENERATED) return;
    game.play(move);
    statics[c] = store.value[c] = game.evaluate();
    game.undo();
    stats.generated++;
  }

  function search(node: number, ply: number, depthLeft: number, alpha: number, beta: number): number {
    pv.clear(ply);
    const max = game.maxToMove();
    if (!store.isExpanded(node)) {
      // Room for every child; alpha-beta generates them as it needs them.
      const n = game.moveCount(), first = store.size;
      for (let k = 0; k < n; k++) store.add(0, NOT_GENERATED);
      store.first[node] = first;
      store.count[node] = n;
      stats.expanded++;
    }
    const first = store.first[node], n = store.childCount(node);
    let best = max ? -INF : INF;

    if (depthLeft === 1) {
      pv.clear(ply + 1);
      for (let move = 0; move < n; move++) {
        generate(first + move, move);
        const v = statics[first + move];
        if (max ? v > best : v < best) {
          best = v;
          pv.update(ply, move);
          if (ply === 0) rootMove = move;
          if (max ? v >= beta : v <= alpha) return best;
          if (max) alpha = Math.max(alpha, v); else beta = Math.min(beta, v);
        }
      }
      return best;
    }

    const value = buffers.value(ply, n), order = buffers.order(ply, n);
    for (let move = 0; move < n; move++) {
      generate(first + move, move);
      value[move] = store.value[first + move];
      order[move] = move;
    }
    sortByValue(order, value, 0, n, max);
    for (let k = 0; k < n; k++) {
      const move = order[k], c = first + move;
      game.play(move);
      let v: number;
      if (game.isTerminal()) {
        pv.clear(ply + 1);
        v = statics[c];
      } else {
        v = search(c, ply + 1, depthLeft - 1, alpha, beta);
        store.value[c] = v; // its backed-up value orders it at the next move
      }
      game.undo();
      if (max ? v > best : v < best) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
        if (max ? v >= beta : v <= alpha) break;
        if (max) alpha = Math.max(alpha, v); else beta = Math.min(beta, v);
      }
    }
    return best;
  }

  const value = search(0, 0, horizon, -INF, INF);
  stats.peakStore = Math.max(stats.peakStore, store.size);
  return { move: rootMove, value, pv: pv.line(0), stats };
}

export function alphabetaExtension(game: Game, store: NodeStore, horizon: number, stats: SearchStats): void {
  const buffers = new PlyBuffers();

  function search(node: number, ply: number, depthLeft: number, alpha: number, beta: number): number {
    if (depthLeft === 0 || game.isTerminal()) return store.value[node];
    const max = game.maxToMove();
    if (!store.isExpanded(node)) {
      const n = game.moveCount(), first = store.size;
      for (let move = 0; move < n; move++) {
        game.play(move);
        store.add(game.evaluate());
        game.undo();
      }
      if (store.count[node] === COLLAPSED) stats.regenerated += n;
      store.first[node] = first;
      store.count[node] = n;
      stats.generated += n;
      stats.expanded++;
    }
    const first = store.first[node], n = store.childCount(node);
    const value = buffers.value(ply, n), order = buffers.order(ply, n);
    for (let move = 0; move < n; move++) {
      value[move] = store.value[first + move];
      order[move] = move;
    }
    sortByValue(order, value, 0, n, max);
    for (let k = 0; k < n; k++) {
      const move = order[k];
      game.play(move);
      const v = search(first + move, ply + 1, depthLeft - 1, alpha, beta);
      game.undo();
      if (max ? v >= beta : v <= alpha) break;
      if (max) alpha = Math.max(alpha, v); else beta = Math.min(beta, v);
    }
    // The node's value in the explicit tree: the minimax of all its children's values
    // (a bound on the same side as alpha-beta's fail-soft value when it cut off).
    return (store.value[node] = store.value[store.bestChild(node, max)]);
  }

  search(0, 0, horizon, -INF, INF);
  stats.peakStore = Math.max(stats.peakStore, store.size);
}
