// Rivest's min/max approximation (1987), reverse approximation: true minimax values in
// the explicit tree, the generalized mean's derivative only for the edge penalties
// (./mma-penalty.ts). The tip of least penalty (the sum of the penalties on its path) is
// expanded next; terminal tips never. Every node keeps the least penalty of a tip below
// it and the child leading there, so choosing a tip walks one path and an expansion
// updates one path. Mirrors reference/search/mma.ts, the same reports to the bit, with
// shortcuts of its own: a game's `childValues` and `playOn` where it has them, the next
// walk resumed where it leaves the last path, an update in two passes, least tips found
// by integer keys (docs/design/mma.md measures each).

import { countExpanded, countGenerated, notePeakStore } from "./stats";
import {
  budgetExhausted, deadlinePassed, movesExceeded, mmaP, mmaConstant, memoryLimit, noteWork, probeMask,
} from "./limits";
import { pv, setPvLength, setResult } from "./result";
import { peek, poke, Scratch } from "./scratch";
import { NodeStore, NO_CHILD, SOLVED } from "./node-store";
import { edgePenalty, logMeanOf, logRatios } from "./mma-penalty";
import { logCount, newMeanSearch } from "./mma-ratios";
import { lineFromTree } from "./line";
import { rootAnswer, rootProbeDue, rootStops } from "./root-stop";

// The path to the tip being expanded: node numbers and sides, by ply from the root.
const path = new Scratch(1024);
const maxAt = new Scratch(1024);
/** By ply of the path, between an update's two passes: whether the node's edges are new, and its log(S/n)/p. */
const newEdges = new Scratch(1024);
const meansAt = new Scratch<f64>(1024);
const searchStore = new NodeStore(false);

/**
 * Per node, side by side (one cache line for a node's children's both): at 2 node the
 * penalty of the edge from its parent (./mma-penalty.ts), at 2 node + 1 the least penalty
 * of a tip below it (relative to the node). A node's edges depend only on its children's
 * values, so they are computed again only when one of those changed: along an
 * expansion's path, up to the first node whose value stays.
 */
const costs = new Scratch<f64>(1 << 13);
/** Per node: the child (offset) leading to its least-penalty tip. */
const tip = new Scratch(1 << 12);
/** Per expanded node: its number of children (a scan to the LAST flag is a load per child). */
const counts = new Scratch(1 << 12);
const sides = new Scratch(1 << 12);

// @ts-ignore: decorator
@inline function belowAt(node: i32): i32 { return 2 * node + 1; }

/** Room for a path of `plies` nodes. */
// @ts-ignore: decorator
@inline function fitPath(plies: i32): void {
  path.ensure(plies);
  maxAt.ensure(plies);
  newEdges.ensure(plies);
  meansAt.ensure(plies);
}

/** Room for `size` nodes' least penalties, tips and edges. */
function fit(size: i32): void {
  tip.ensure(size);
  counts.ensure(size);
  costs.ensure(2 * size);
}

/** Min/max approximation from the game's position on a fresh tree of at most `memoryLimit` nodes. */
export function mma<G>(game: G): void {
  searchStore.reset(game.evaluate());
  mmaOnTree<G>(game, searchStore, memoryLimit);
}

/**
 * Min/max approximation on the tree in `store`, whose root (node 0) is the game's
 * position (terminal tips carry the SOLVED flag). The root is always expanded (unless the
 * time budget or the watcher stops its expansion: ./root-stop.ts); then it stops when the
 * next expansion would pass a budget or take the tree past `memoryNodes` (the memory
 * limit is one more budget: mma is an anytime search), or every tip is terminal.
 */
export function mmaOnTree<G>(game: G, store: NodeStore, memoryNodes: i32): void {
  const p = mmaP, constant = mmaConstant;
  const rootMax = game.maxToMove();
  newMeanSearch();
  reindex(store, rootMax, p, constant);
  path.set(0, 0);
  maxAt.set(0, rootMax ? 1 : 0);
  lineFromTree(store, rootMax);

  // The game is at the path's node `ply` between expansions: the walk goes on from there.
  let node = 0, ply = 0;
  for (;;) {
    // 1. Stop when every tip is terminal.
    if (store.isExpanded(0) && costs.get(belowAt(0)) == Infinity) {
      while (ply-- > 0) game.undo();
      break;
    }
    // 2. Walk to the tip of least penalty.
    while (store.isExpanded(node)) {
      const move = tip.get(node);
      // An expanded node's children are not terminal where the walk goes: the least tip is never one.
      if (isDefined(game.playOn)) game.playOn(move);
      else game.play(move);
      node = store.firstChild(node) + move;
      ply++;
      fitPath(ply + 1);
      path.set(ply, node);
      maxAt.set(ply, game.maxToMove() ? 1 : 0);
    }
    // 3. The budgets and the memory limit, before the expansion: spent, the search ends.
    const n = game.moveCount();
    // The walk and the last updates count toward the clock's next read: on a deep tree
    // they, not the children generated, are an expansion's cost.
    noteWork(ply);
    // A tip held as not terminal has moves, unless the game broke the protocol (an undo
    // that does not restore the position, a negative count): the search ends there, as
    // at a spent budget, rather than expand a node of no children (a walk with no end).
    if (ply > 0 && (n <= 0 || <i64>store.size + n > <i64>memoryNodes || movesExceeded(n) || budgetExhausted())) {
      while (ply-- > 0) game.undo();
      break;
    }

    // 4. Expand the tip: generate and evaluate every child; a terminal child is a tip never expanded.
    const first = store.size;
    let late = false;
    // A game that evaluates its children without playing them (Connect-Four) does so
    // below the root, for at most 32 children (their ends are the bits of a u32; no clock
    // is read inside so narrow a node).
    const made = isDefined(game.childValues) && ply > 0 && n <= 32;
    if (made) {
      store.reserve(n);
      const links = store.link.ptr;
      let terminal = game.childValues(store.value.ptr + (<usize>first << 2));
      for (let c = first; c < first + n; c++, terminal >>= 1) {
        poke(links, c, NO_CHILD | select<i32>(SOLVED, 0, (terminal & 1) != 0));
      }
      store.setLeaves(node, first, n);
    }
    for (let move = made ? n : 0; move < n; move++) {
      // A wide tip reads the clock as it goes: past the time budget its children are
      // given back (counted as generated) and the search ends as at a spent budget.
      if (ply > 0 && (move & probeMask) == probeMask && deadlinePassed()) {
        store.size = first;
        countGenerated(move);
        late = true;
        break;
      }
      // The root's expansion stops for the time budget or the watcher (./root-stop.ts):
      // the best child so far is the result, and the root stays a tip.
      if (ply == 0 && rootProbeDue(move) && rootStops(store.value.ptr, first, move, rootMax)) {
        rootAnswer(store.value.ptr, first, move, rootMax);
        store.size = first;
        notePeakStore(store.size);
        return;
      }
      game.play(move);
      const v = game.evaluate();
      const child = store.add(v, v);
      if (game.isTerminal()) store.markSolved(child);
      game.undo();
    }
    if (late) {
      while (ply-- > 0) game.undo();
      break;
    }
    if (!made) store.setChildren(node, first);
    countGenerated(n);
    countExpanded();
    fit(store.size);
    counts.set(node, n);
    for (let c = first; c < first + n; c++) {
      costs.set(belowAt(c), store.isSolved(c) ? Infinity : 0);
      tip.set(c, 0);
    }

    // 5. Update the path, tip to root, the game going back up it: values by minimax, then
    // penalties and least tips.
    // A node's edges are new when it was just expanded or its child's value changed.
    // Past the time budget inside a wide node's edges, the rest of the path gets its
    // values only and the search ends (a kept tree's penalties are made afresh by
    // reindex when it is searched again).
    // Once a node's value stays, so do its ancestors' (their children's values are as they were).
    // In two passes: first every node's value and new edges' log r_i and log(S/n)/p,
    // then the least tips. A node's logarithm of S/n does not wait for its child's least
    // tip that way, and the processor overlaps the path's logarithms (a table miss costs
    // one portableLog, whose latency was 14 % of the time when it came between the tips).
    let fresh = true, lateAt = -1;
    for (let k = ply; k >= 0; k--) {
      const step = refresh(store, path.get(k), maxAt.get(k) != 0, fresh, lateAt < 0, p, true, k);
      if (step & LATE) lateAt = k;
      fresh = (step & CHANGED) != 0;
    }
    // The least tips below the node whose edges ran out of time, if one did.
    for (let k = ply; k > lateAt; k--) finishTip(store, path.get(k), k, p, constant);
    // The next walk follows this path as far as its nodes' tips still lead along it: the
    // game goes back only to where it leaves (the same positions as a walk from the root,
    // without replaying the common part).
    let keep = 0;
    if (lateAt < 0) {
      while (keep < ply && store.firstChild(path.get(keep)) + tip.get(path.get(keep)) == path.get(keep + 1)) keep++;
    }
    while (ply > keep) {
      game.undo();
      ply--;
    }
    node = path.get(ply);
    if (lateAt >= 0) break;
  }

  // 6. The result: the principal line and the root's value.
  notePeakStore(store.size);
  const length = store.principalLine(rootMax, pv);
  setPvLength(length);
  setResult(length > 0 ? pv.get(0) : -1, store.value.get(0));
}

/** What update did (flags): the node's value changed; the time ran out inside its edges. */
const CHANGED = 1, LATE = 2;

/** Updates an expanded node of a kept tree from its children (reindex's sweep): refresh, then finishTip. */
function update(store: NodeStore, node: i32, max: bool, p: f64, constant: f64): void {
  refresh(store, node, max, true, true, p, false, 0);
  finishTip(store, node, 0, p, constant);
}

/**
 * The second pass of a node's update (refresh's at `ply` came first): its new edges' penalties if it has them, and its
 * least tip.
 */
// @ts-ignore: decorator
@inline function finishTip(store: NodeStore, node: i32, ply: i32, p: f64, constant: f64): void {
  const first = store.firstChild(node), n = counts.get(node);
  if (newEdges.get(ply)) leastTipOf(node, first, n, true, logCount(n), p, meansAt.get(ply), constant);
  else leastTipOf(node, first, n, false, 0, p, 0, constant);
}

/**
 * A node's part of an update that needs no least tip below it, for the path's node at
 * `ply`. When `fresh` (it was just expanded or a child's value changed): its value by
 * minimax, then (with `edges`) its edges' log r_i (./mma-penalty.ts's steps, the
 * children's values scanned once for both) and log(S/n)/p, kept at `ply` with a mark that
 * its edges are new (newEdges, meansAt). LATE when the time budget ran out inside the
 * edges (`clocked`): the value is set, the edges and the tip left as they were.
 */
function refresh(
  store: NodeStore, node: i32, max: bool, fresh: bool, edges: bool, p: f64, clocked: bool, ply: i32
): i32 {
  const first = store.firstChild(node), n = counts.get(node);
  noteWork(n);
  newEdges.set(ply, 0);
  if (!fresh) return 0;
  // The children's highest and lowest values: the node's value is one, the side to move's best.
  const values = store.value.ptr;
  let hi = peek(values, first), lo = hi;
  for (let i = 1; i < n; i++) {
    const v = peek(values, first + i);
    hi = select<i32>(v, hi, v > hi);
    lo = select<i32>(v, lo, v < lo);
  }
  const value = max ? hi : lo;
  const step = value != peek(values, node) ? CHANGED : 0;
  poke(values, node, value);
  if (!edges) return step;
  const sum = logRatios(store.value, first, n, max, hi, lo, p, costs, clocked);
  if (sum < 0) return step | LATE;
  meansAt.set(ply, logMeanOf(sum, n, p));
  newEdges.set(ply, 1);
  return step;
}

/**
 * A double's bits as an integer of the same order (negative doubles' magnitude bits
 * flipped); its own inverse. The totals compared below are never NaN or -0 (a total is
 * a penalty plus a least below, and the least belows start at +0), where the orders
 * would part.
 */
// @ts-ignore: decorator
@inline function flipNegative(bits: i64): i64 { return bits ^ ((bits >> 63) & 0x7fffffffffffffff); }
// @ts-ignore: decorator
@inline function orderKey(x: f64): i64 { return flipNegative(reinterpret<i64>(x)); }
// @ts-ignore: decorator
@inline function fromOrderKey(key: i64): f64 { return reinterpret<f64>(flipNegative(key)); }

/**
 * Finds a node's least-penalty tip among its children (the sum of the edge's penalty and
 * the least below it), setting its least penalty and tip. With `fresh` (a constant in each
 * inlined copy) the edges' penalties are finished first, in the same pass, from log n,
 * their log r_i (./mma-penalty.ts, logRatios) and log(S/n)/p; otherwise they stand.
 * The totals are compared as integers (orderKey), the least kept by integer selects: V8
 * makes a select of doubles a branch, which the new least's places mispredict.
 */
// @ts-ignore: decorator
@inline function leastTipOf(
  node: i32, first: i32, n: i32, fresh: bool, logN: f64, p: f64, logMean: f64, constant: f64
): void {
  // The children's edge and least below, 16 bytes a child from the first's; n >= 1.
  let at0 = costs.ptr + (<usize>first << 4);
  const end = at0 + (<usize>n << 4), pLess1 = p - 1;
  let least = orderKey(Infinity), at = 0, i = 0;
  do {
    let w = load<f64>(at0);
    if (fresh) {
      w = edgePenalty(logN, pLess1, w, logMean, constant);
      store<f64>(at0, w);
    }
    const total = orderKey(w + load<f64>(at0, 8)), better = total < least;
    least = select<i64>(total, least, better);
    at = select<i32>(i, at, better);
    i++;
    at0 += 16;
  } while (at0 < end);
  costs.set(belowAt(node), fromOrderKey(least));
  tip.set(node, at);
}

/**
 * Recomputes every node's least tip penalty (a kept tree, after the root moved down).
 * Children are stored after their parents, so a backward sweep sees children first;
 * the sides alternate by ply (MAX moves at even plies).
 */
function reindex(store: NodeStore, rootMax: bool, p: f64, constant: f64): void {
  const size = store.size;
  fit(size);
  sides.ensure(size);
  sides.set(0, rootMax ? 1 : 0);
  for (let node = 0; node < size; node++) {
    if (!store.isExpanded(node)) continue;
    const n = store.childCount(node);
    counts.set(node, n);
    for (let c = store.firstChild(node), end = c + n; c < end; c++) sides.set(c, 1 - sides.get(node));
  }
  for (let node = size - 1; node >= 0; node--) {
    if (store.isExpanded(node)) update(store, node, sides.get(node) != 0, p, constant);
    else {
      costs.set(belowAt(node), store.isSolved(node) ? Infinity : 0);
      tip.set(node, 0);
    }
  }
}
