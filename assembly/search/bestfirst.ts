// Best-first minimax (1992 report, section 2; 1994 paper, section 2) on the explicit
// tree of a node store, in numbered steps: 1. descend to the principal leaf; 2. stop
// there if a stopping rule says so; 3. reclaim room for its children; 4. expand it;
// 5. back the values up until an ancestor's value does not change, and descend again
// from there. The tree may come from an earlier move (the players keep it), and a memory
// limit may make step 3 free the least promising subtrees. Mirrors
// reference/search/bestfirst.ts.

import { childValue } from "./child-value";
import { countExpanded, countGenerated, countRegenerated, notePeakStore } from "./stats";
import { budgetExhausted, deadlinePassed, depthLimit, memoryLimit, noteTreeFull, probeMask } from "./limits";
import { pv, setPvLength, setResult } from "./result";
import { Scratch, peek, poke } from "./scratch";
import { NodeStore, NO_CHILD, COLLAPSED, bestChildOf, bestChildValue, principalChildOf } from "./node-store";
import { lineFromTree } from "./line";
import { rootAnswer, rootProbeDue, rootStops } from "./root-stop";

// The principal variation being walked: node numbers and sides, by ply from the root.
const path = new Scratch(1024);
/** The last expansion ran past the time budget and was given back (expand). */
let abandoned: bool = false;
const maxAt = new Scratch(1024);
const moves = new Scratch(1024);
const brothers = new Scratch(256);

const searchStore = new NodeStore(false);

/** True when every node on the walked path, root to `ply`, holds the value v. */
function pathHolds(store: NodeStore, ply: i32, v: i32): bool {
  for (let p = 0; p < ply; p++) if (store.value.get(path.get(p)) != v) return false;
  return true;
}

/** Best-first minimax from the game's position on a fresh tree of at most `memoryLimit` nodes. */
export function bestFirst<G>(game: G): void {
  searchStore.reset(game.evaluate());
  if (!bestFirstOnTree<G>(game, searchStore, memoryLimit, true, true)) noteTreeFull();
  searchStore.shrink();
}

/**
 * Best-first minimax on the tree in `store`, whose root (node 0) is the game's position,
 * holding at most `memoryNodes`. Returns false when the store filled up and `linear` is
 * set, or nothing could be freed (the caller then goes on in linear space).
 * `leavesStatic`: every unexpanded node not freed holds its static value (no other search
 * wrote the tree).
 */
export function bestFirstOnTree<G>(
  game: G, store: NodeStore, memoryNodes: i32, linear: bool, leavesStatic: bool = false
): bool {
  const decisive = game.decisive;
  let ply = 0;
  abandoned = false;
  path.set(0, 0);
  maxAt.set(0, game.maxToMove() ? 1 : 0);
  lineFromTree(store, game.maxToMove());

  for (;;) {
    // A solved root (decisive games; perhaps solved at an earlier move) has nothing left to search.
    if (decisive && store.isSolved(0)) break;

    // 1. Descend to the principal leaf (never into a solved node: see markSolved).
    ply = descend<G>(game, store, ply, decisive, leavesStatic);

    // 2. The stopping rules, checked on the principal leaf (the root is always expanded,
    //    unless the time budget or the watcher stops its expansion: step 4).
    if (game.isTerminal()) {
      const top = terminalLeaf(store, ply, decisive);
      if (top == STOP) break;
      ply = undoTo<G>(game, ply, top - 1);
      continue;
    }
    if (ply > 0 && (ply >= depthLimit || budgetExhausted())) break;

    // 3. Reclaim: make room for the leaf's children, or go on in linear space.
    const n = game.moveCount();
    if (!makeRoom(store, ply, n, memoryNodes, linear)) {
      undoTo<G>(game, ply, 0);
      return false;
    }

    // 4. Expand the leaf: generate and evaluate every child. A wide leaf whose expansion
    //    ran past the time budget is left a leaf, and the search stops on it.
    const best = expand<G>(game, store, ply, n);
    if (abandoned) {
      if (ply > 0) break;
      // Stopped inside the root's expansion: the result is set (./root-stop.ts).
      notePeakStore(store.live);
      return true;
    }

    // 5. Back the value up until it stops changing; descend again from where the
    //    principal variation may have changed.
    ply = undoTo<G>(game, ply, backUp(store, ply, best));
  }

  // 6. The result: the principal variation and the root's value.
  notePeakStore(store.live);
  // Outside the decisive games the search stops on the principal leaf, so the walked path
  // is the principal variation (the descent takes the first child holding each node's
  // value, and a resumed descent keeps only path nodes whose child is still that child):
  // its moves are read off the path, with no scan of the children. A decisive search may
  // stop elsewhere (a solved root; the descent skips solved children): it walks the tree.
  let length = ply;
  if (decisive) length = store.principalLine(maxAt.get(0) != 0, pv, true);
  else pathMoves(store, ply, pv);
  undoTo<G>(game, ply, 0);
  setPvLength(length);
  setResult(length > 0 ? pv.get(0) : -1, store.value.get(0));
  return true;
}

/** What terminalLeaf returns when the search ends at the leaf. */
const STOP: i32 = 0;

/** Undoes the moves from `ply` back up to `to`; returns `to`. */
// @ts-ignore: decorator
@inline function undoTo<G>(game: G, ply: i32, to: i32): i32 {
  for (let p = ply; p > to; p--) game.undo();
  return to;
}

/**
 * Step 1: walks from the node at `from` down the principal children (the first holding
 * each node's value; on decisive games the best unsolved one) to a leaf, playing their
 * moves and growing the path; returns the leaf's ply.
 * Nothing grows in the descent but the path: the store's addresses are read once, the
 * path's again only when it grows, and each node's link word once.
 */
// @ts-ignore: decorator
@inline function descend<G>(game: G, store: NodeStore, from: i32, decisive: bool, leavesStatic: bool): i32 {
  // Where every unexpanded, unfreed node holds its static value (`leavesStatic`: the
  // tree was grown by best-first alone) and the game can use it (the random tree), the
  // descent need not recompute the static values on its way: the nodes it passes are
  // expanded and their values are never read, and the leaf's is in the store.
  const blind = isDefined(game.playBlind) && leavesStatic;
  let ply = from, node = path.get(ply);
  const values = store.value.ptr, links = store.link.ptr;
  let pathAt = path.ptr, maxAtPly = maxAt.ptr, room = min(path.length, maxAt.length);
  let link = peek(links, node);
  while ((link & NO_CHILD) != NO_CHILD) {
    const first = link & NO_CHILD, max = peek(maxAtPly, ply) != 0;
    const child = decisive
      ? store.principalUnsolvedChild(node, max)
      : principalChildOf(values, links, first, peek(values, node), max);
    const move = child - first;
    link = peek(links, child);
    if (!blind) game.play(move);
    else if ((link & NO_CHILD) != NO_CHILD) game.playBlind(move);
    else if ((link & COLLAPSED) == 0) game.playKnown(move, peek(values, child));
    else {
      // A freed node's value is backed up, not static: its regeneration needs the real one.
      game.playBlind(move);
      game.revalue();
    }
    node = child;
    ply++;
    if (ply >= room) {
      path.ensure(ply + 1);
      maxAt.ensure(ply + 1);
      pathAt = path.ptr;
      maxAtPly = maxAt.ptr;
      room = min(path.length, maxAt.length);
    }
    poke(pathAt, ply, node);
    poke(maxAtPly, ply, game.maxToMove() ? 1 : 0);
  }
  return ply;
}

/**
 * Step 2, on a terminal leaf at `ply`: it cannot be expanded. It ends the search (STOP),
 * unless the game is decisive: then a win for the side to move at the root ends it only
 * if it is the principal leaf of the whole tree (every node on the path holds its value:
 * the descent skips solved children, so the leaf reached may lie off the principal
 * variation); any other terminal leaf is marked solved and the search goes on with the
 * best unsolved leaf. Returns the ply of the shallowest node marked solved (STOP: the
 * root), the descent resuming one ply above it.
 */
function terminalLeaf(store: NodeStore, ply: i32, decisive: bool): i32 {
  if (!decisive || ply == 0) return STOP;
  const v = store.value.get(path.get(ply));
  if ((maxAt.get(0) != 0 ? v > 0 : v < 0) && pathHolds(store, ply, v)) return STOP;
  return markSolved(store, ply);
}

/**
 * Step 3: room in the store for the `n` children of the leaf at `ply`. Garbage a
 * player's moves left (see NodeStore#moveRoot) is reclaimed before the limit, which
 * counts the nodes the tree holds, would stop the search (so the limit is met where it
 * always was), and before the arrays would grow to hold it. A store still too full frees
 * the least promising subtrees, unless it is to go on in linear space (`linear`): false
 * then, or when not enough could be freed. Renumbers the path.
 */
// @ts-ignore: decorator
@inline function makeRoom(store: NodeStore, ply: i32, n: i32, memoryNodes: i32, linear: bool): bool {
  if (store.garbage > 0 && (<i64>store.size + n > <i64>memoryNodes || store.reclaimsFirst(n))) {
    rebaseKeepingPath(store, ply);
  }
  if (<i64>store.size + n > <i64>memoryNodes) return !linear && freeLeastPromising(store, ply, memoryNodes / 2 - n);
  return true;
}

/**
 * Step 4: expands the leaf at `ply`, generating and evaluating its `n` children; returns
 * its backed-up value (the best child's).
 * The children's records are written straight into the store's lists, made big enough
 * first (a call to NodeStore#add per child reloaded the lists and checked their room).
 * Values are compared without branches: a MIN node's complemented (~v orders as -v,
 * without overflow), the best so far kept by a select (random values mispredict).
 */
// @ts-ignore: decorator
@inline function expand<G>(game: G, store: NodeStore, ply: i32, n: i32): i32 {
  const node = path.get(ply);
  const regeneration = store.isCollapsed(node);
  const first = store.reserve(n), leafFlip = maxAt.get(ply) - 1;
  const values = store.value.ptr, links = store.link.ptr;
  let bestKey = 0; // the best new child's value, flipped
  // In chunks of probeMask + 1 children, aligned to them (so the root's watcher is still
  // asked every PROBE_MASK + 1), the clock read between them (./limits.ts,
  // deadlinePassed): past the time budget the children reserved are given back. The
  // root's expansion stops for the time budget or the watcher (./root-stop.ts): the best
  // child so far is the result, and the root stays a leaf.
  for (let move = 0; move < n;) {
    if (
      move > 0 && (ply > 0 ? deadlinePassed() : rootProbeDue(move) && rootStops(values, first, move, leafFlip == 0))
    ) {
      if (ply == 0) rootAnswer(values, first, move, leafFlip == 0);
      else countGenerated(move);
      abandoned = true;
      return 0;
    }
    const end = min(n, (move | probeMask) + 1);
    for (; move < end; move++) {
      const v = childValue<G>(game, move), key = v ^ leafFlip;
      poke(values, first + move, v);
      poke(links, first + move, NO_CHILD);
      bestKey = select<i32>(key, bestKey, (move == 0) | (key > bestKey));
    }
  }
  store.setLeaves(node, first, n);
  countGenerated(n);
  if (regeneration) countRegenerated(n);
  countExpanded();
  return bestKey ^ leafFlip;
}

/**
 * Step 5: the leaf at `ply` takes the value `best`, backed up until it stops changing;
 * returns the ply to descend again from. A parent needs a scan of its children only when
 * the child that held its value got worse for it: a child that got better for it, or one
 * that did not hold its value and stayed no better, decides its new value alone (the
 * same values as a full scan every time). The descent resumes from the shallowest node
 * whose principal child may have changed: where the path's child got strictly better
 * for its parent it is still the parent's only child of best value, so the descent
 * would walk the same path down to there.
 * Nothing grows here: the lists' addresses are read once.
 */
// @ts-ignore: decorator
@inline function backUp(store: NodeStore, ply: i32, best: i32): i32 {
  const values = store.value.ptr, links = store.link.ptr, pathAt = path.ptr, maxAtPly = maxAt.ptr;
  const node = peek(pathAt, ply);
  let old = peek(values, node), changed = best;
  poke(values, node, changed);
  let top = ply, from = ply;
  while (top > 0 && changed != old) {
    const parent = peek(pathAt, top - 1), flip = peek(maxAtPly, top - 1) - 1, held = peek(values, parent);
    let v = held;
    if ((changed ^ flip) > (held ^ flip)) v = changed;
    else {
      if (old == held) {
        // The rescan (NodeStore#bestChild) on the lists' addresses already read.
        const b = bestChildOf(values, links, peek(links, parent) & NO_CHILD, flip);
        v = bestChildValue;
        if (b != peek(pathAt, top)) from = top - 1;
      } else from = top - 1;
      if (v == held) {
        from = top - 1;
        break;
      }
    }
    poke(values, parent, v);
    old = held;
    changed = v;
    top--;
  }
  return from;
}

/**
 * Marks the terminal leaf at `ply` solved and passes it up: a node is solved when one of
 * its solved children is a win for the side to move there, or all of them are solved.
 * Returns the ply of the shallowest node marked (0: the root is solved).
 */
function markSolved(store: NodeStore, ply: i32): i32 {
  store.markSolved(path.get(ply));
  let p = ply;
  for (; p > 0; p--) {
    const parent = path.get(p - 1), max = maxAt.get(p - 1) != 0;
    let all = true, won = false;
    for (let c = store.firstChild(parent); ; c++) {
      if (!store.isSolved(c)) all = false;
      else if (max ? store.value.get(c) > 0 : store.value.get(c) < 0) won = true;
      if (store.isLast(c)) break;
    }
    if (!all && !won) break;
    store.markSolved(parent);
  }
  return p;
}

/**
 * Frees the least promising subtrees until the store holds at most `target` nodes: the
 * expanded brothers of the principal variation, shallowest first and, among brothers,
 * worst first for the side to move (ties: later moves first). Every freed node keeps its
 * backed-up value. Renumbers the path. False if not enough could be freed.
 */
function freeLeastPromising(store: NodeStore, leafPly: i32, target: i32): bool {
  for (let p = 0; p < leafPly && store.live > target; p++) {
    const parent = path.get(p), first = store.firstChild(parent), n = store.childCount(parent);
    const max = maxAt.get(p) != 0;
    let count = 0;
    brothers.ensure(n);
    for (let c = first; c < first + n; c++) {
      if (c == path.get(p + 1) || !store.isExpanded(c)) continue;
      // Insertion: worst first; among equal values the later move first.
      let k = count++;
      const v = store.value.get(c);
      while (k > 0) {
        const w = store.value.get(brothers.get(k - 1));
        if (max ? w < v : w > v) break;
        if (w == v && brothers.get(k - 1) > c) break;
        brothers.set(k, brothers.get(k - 1));
        k--;
      }
      brothers.set(k, c);
    }
    for (let k = 0; k < count && store.live > target; k++) store.collapse(brothers.get(k));
  }
  if (store.live > target) return false;
  rebaseKeepingPath(store, leafPly);
  return true;
}

/** Rebases the store onto its root (reclaiming freed and garbage nodes) and renumbers the path, root to `leafPly`. */
function rebaseKeepingPath(store: NodeStore, leafPly: i32): void {
  pathMoves(store, leafPly, moves);
  store.rebase(0);
  for (let p = 1; p <= leafPly; p++) path.set(p, store.firstChild(path.get(p - 1)) + moves.get(p - 1));
}

/** The moves of the walked path, root to `ply`, into `out` (the move at ply p - 1 as entry p - 1). */
function pathMoves(store: NodeStore, ply: i32, out: Scratch): void {
  out.ensure(ply);
  const pathAt = path.ptr, outAt = out.ptr;
  for (let p = 1; p <= ply; p++) poke(outAt, p - 1, peek(pathAt, p) - store.firstChild(peek(pathAt, p - 1)));
}
