// Alpha-beta on a stored tree, for the players that keep their tree between moves.
// Mirrors reference/search/alphabeta-tree.ts:
//  - alphabetaRetained: the alpha-beta player (nodes kept from the last move are not
//    generated or evaluated again; children searched before are ordered by their
//    backed-up values; otherwise ./alphabeta.ts exactly);
//  - alphabetaExtension: best-first extension's first phase, leaving a whole explicit
//    tree whose every value is the minimax of its children's.

import { countExpanded, countGenerated, countRegenerated, notePeakStore } from "./counters";
import { INF, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { Scratch } from "./scratch";
import { sortByValue } from "./ordering";
import { NodeStore, COLLAPSED, NOT_GENERATED } from "./node-store";

const values = new Scratch(4096);
const orders = new Scratch(4096);
let top: i32 = 0;
let rootMove: i32 = 0;

export function alphabetaRetained<G>(game: G, store: NodeStore, horizon: i32): void {
  top = 0;
  const value = retainedNode<G>(game, store, 0, 0, horizon, -INF, INF);
  notePeakStore(store.size);
  pvFromTable();
  setResult(rootMove, value);
}

/** Generates child `c` (move `move` of the current node) if it is not yet. */
function generate<G>(game: G, store: NodeStore, c: i32, move: i32): void {
  if (store.statics.get(c) != NOT_GENERATED) return;
  game.play(move);
  const v = game.evaluate();
  store.statics.set(c, v);
  store.value.set(c, v);
  game.undo();
  countGenerated(1);
}

function retainedNode<G>(game: G, store: NodeStore, node: i32, ply: i32, depthLeft: i32, alpha: i32, beta: i32): i32 {
  pvClear(ply);
  const max = game.maxToMove();
  if (!store.isExpanded(node)) {
    // Room for every child; alpha-beta generates them as it needs them.
    const n = game.moveCount(), first = store.size;
    for (let k = 0; k < n; k++) store.add(0, NOT_GENERATED);
    store.first.set(node, first);
    store.count.set(node, n);
    countExpanded();
  }
  const first = store.first.get(node), n = store.childCount(node);
  let best = max ? -INF : INF;

  if (depthLeft == 1) {
    pvClear(ply + 1);
    for (let move = 0; move < n; move++) {
      generate<G>(game, store, first + move, move);
      const v = store.statics.get(first + move);
      if (max ? v > best : v < best) {
        best = v;
        pvUpdate(ply, move);
        if (ply == 0) rootMove = move;
        if (max ? v >= beta : v <= alpha) return best;
        if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
      }
    }
    return best;
  }

  const base = top;
  top += n;
  values.ensure(top);
  orders.ensure(top);
  for (let move = 0; move < n; move++) {
    generate<G>(game, store, first + move, move);
    values.set(base + move, store.value.get(first + move));
    orders.set(base + move, move);
  }
  sortByValue(orders, values, base, base, n, max);
  for (let k = 0; k < n; k++) {
    const move = orders.get(base + k), c = first + move;
    game.play(move);
    let v: i32;
    if (game.isTerminal()) {
      pvClear(ply + 1);
      v = store.statics.get(c);
    } else {
      v = retainedNode<G>(game, store, c, ply + 1, depthLeft - 1, alpha, beta);
      store.value.set(c, v); // its backed-up value orders it at the next move
    }
    game.undo();
    if (max ? v > best : v < best) {
      best = v;
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
      if (max ? v >= beta : v <= alpha) break;
      if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
    }
  }
  top = base;
  return best;
}

export function alphabetaExtension<G>(game: G, store: NodeStore, horizon: i32): void {
  top = 0;
  extensionNode<G>(game, store, 0, horizon, -INF, INF);
  notePeakStore(store.size);
}

function extensionNode<G>(game: G, store: NodeStore, node: i32, depthLeft: i32, alpha: i32, beta: i32): i32 {
  if (depthLeft == 0 || game.isTerminal()) return store.value.get(node);
  const max = game.maxToMove();
  if (!store.isExpanded(node)) {
    const n = game.moveCount(), first = store.size;
    for (let move = 0; move < n; move++) {
      game.play(move);
      const v = game.evaluate();
      store.add(v, v);
      game.undo();
    }
    if (store.count.get(node) == COLLAPSED) countRegenerated(n);
    store.first.set(node, first);
    store.count.set(node, n);
    countGenerated(n);
    countExpanded();
  }
  const first = store.first.get(node), n = store.childCount(node);
  const base = top;
  top += n;
  values.ensure(top);
  orders.ensure(top);
  for (let move = 0; move < n; move++) {
    values.set(base + move, store.value.get(first + move));
    orders.set(base + move, move);
  }
  sortByValue(orders, values, base, base, n, max);
  for (let k = 0; k < n; k++) {
    const move = orders.get(base + k);
    game.play(move);
    const v = extensionNode<G>(game, store, first + move, depthLeft - 1, alpha, beta);
    game.undo();
    if (max ? v >= beta : v <= alpha) break;
    if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
  }
  top = base;
  // The node's value in the explicit tree: the minimax of all its children's values.
  const v = store.value.get(store.bestChild(node, max));
  store.value.set(node, v);
  return v;
}
