// Best-first minimax (1992 report, section 2; 1994 paper, section 2) with the explicit
// tree in a flat node store. Repeat: descend to the principal leaf, expand it, back the
// values up until an ancestor's value does not change, and descend again from there.
// The move is the root child that holds the root's value.

import type { Game } from "../game.js";
import { NodeStore } from "./node-store.js";
import { Budget, SearchStats, type Limits, type SearchOutcome } from "./stats.js";

export function bestFirst(game: Game, limits: Limits, store = new NodeStore()): SearchOutcome {
  const stats = new SearchStats();
  const budget = new Budget(limits);
  const depthLimit = Math.min(limits.stopDepth ?? Infinity, limits.bound ?? Infinity);
  // The principal variation being walked: node numbers and sides, by ply from the root.
  const path: number[] = [store.reset(game.evaluate())];
  const maxAt: boolean[] = [game.maxToMove()];
  let ply = 0;

  for (;;) {
    // Descend to the principal leaf.
    let node = path[ply];
    while (store.first[node] >= 0) {
      const child = store.bestChild(node, maxAt[ply]);
      game.play(child - store.first[node]);
      path[++ply] = node = child;
      maxAt[ply] = game.maxToMove();
    }

    // The stopping rules, checked on the principal leaf (the root is always expanded).
    if (ply > 0 && (game.isTerminal() || ply >= depthLimit || budget.exhausted(stats))) break;
    if (game.isTerminal()) break; // a terminal root: nothing to search

    // Expand it: generate and evaluate every child.
    const n = game.moveCount();
    const first = store.size;
    for (let move = 0; move < n; move++) {
      game.play(move);
      store.add(game.evaluate());
      game.undo();
    }
    store.first[node] = first;
    store.count[node] = n;
    stats.generated += n;
    stats.expanded++;

    // Back the value up until it stops changing; descend again from there.
    store.value[node] = store.value[store.bestChild(node, maxAt[ply])];
    let top = ply;
    while (top > 0) {
      const parent = path[top - 1];
      const v = store.value[store.bestChild(parent, maxAt[top - 1])];
      if (v === store.value[parent]) break;
      store.value[parent] = v;
      top--;
    }
    const restart = top > 0 ? top - 1 : 0;
    while (ply > restart) {
      game.undo();
      ply--;
    }
  }

  stats.peakStore = store.size;
  const pv: number[] = [];
  for (let p = 1; p <= ply; p++) pv.push(path[p] - store.first[path[p - 1]]);
  while (ply > 0) {
    game.undo();
    ply--;
  }
  return { move: pv[0], value: store.value[path[0]], pv, stats };
}
