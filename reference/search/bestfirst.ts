// Best-first minimax (1992 report, section 2; 1994 paper, section 2) with the explicit
// tree in a flat node store, in numbered steps: 1. descend to the principal leaf; 2. stop
// there if a stopping rule says so; 3. reclaim room for its children; 4. expand it;
// 5. back the values up until an ancestor's value does not change, and descend again
// from there. The move is the root child that holds the root's value. The tree may come from an
// earlier move (a player keeps it), and a memory limit may make it free subtrees.

import { MAX_SEARCH_MEMORY_NODES, outOfMemory, type Game, type OnFull } from "../../contract/index.js";
import { NodeStore } from "./node-store.js";
import { Budget, probeMask, type Limits } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";
import { rootAnswer, rootProbeDue, rootStops } from "./root-stop.js";

export interface TreeOptions {
  /** The most nodes the store may hold (default: no limit). */
  memoryNodes?: number;
  onFull?: OnFull;
  /**
   * The budget to go on with (extension's, whose first phase counted checks already); default: a fresh one of `limits`.
   */
  budget?: Budget;
}

/**
 * Best-first minimax from the game's position on a fresh tree, which may hold `limits.memoryNodes` (a BestfirstError
 * when it fills).
 */
export function bestFirst(game: Game, limits: Limits): SearchOutcome {
  const store = new NodeStore();
  store.reset(game.evaluate());
  const memoryNodes = limits.memoryNodes ?? MAX_SEARCH_MEMORY_NODES;
  return (
    bestFirstOnTree(game, store, limits, new SearchStats(), { memoryNodes, onFull: "linear" }) ??
    outOfMemory("bestfirst", memoryNodes)
  );
}

/**
 * Best-first minimax on the tree in `store`, whose root (node 0) is the game's position.
 * Returns undefined when the store filled up with `onFull: "linear"` (the caller then
 * goes on in linear space).
 */
export function bestFirstOnTree(
  game: Game,
  store: NodeStore,
  limits: Limits,
  stats: SearchStats,
  tree: TreeOptions = {},
): SearchOutcome | undefined {
  const budget = tree.budget ?? new Budget(limits);
  const depthLimit = Math.min(limits.stopDepth ?? Infinity, limits.bound ?? Infinity);
  const memory = tree.memoryNodes ?? Infinity;
  const decisive = game.decisive;
  // The principal variation being walked: node numbers and sides, by ply from the root.
  const path: number[] = [0];
  const maxAt: boolean[] = [game.maxToMove()];
  let ply = 0;
  budget.line = () => ({ pv: principalVariation(store, maxAt[0]), value: store.value[0] });

  for (;;) {
    // A solved root (decisive games; perhaps solved at an earlier move) has nothing left to search.
    if (decisive && store.isSolved(0)) break;

    // 1. Descend to the principal leaf (never into a solved node: see markSolved).
    let node = path[ply];
    while (store.isExpanded(node)) {
      const child = decisive ? store.principalUnsolvedChild(node, maxAt[ply]) : store.principalChild(node, maxAt[ply]);
      game.play(child - store.firstChild(node));
      path[++ply] = node = child;
      maxAt[ply] = game.maxToMove();
    }

    // 2. The stopping rules, checked on the principal leaf (the root is always expanded,
    //    unless the time budget or the watcher stops its expansion: step 4).
    if (game.isTerminal()) {
      // A terminal leaf cannot be expanded. It ends the search, unless the game is
      // decisive: then a win for the side to move at the root ends it only if it is the
      // principal leaf of the whole tree (every node on the path holds its value: the
      // descent skips solved children, so the leaf reached may lie off the principal
      // variation); any other terminal leaf is marked solved and the search goes on with
      // the best unsolved leaf.
      const v = store.value[node];
      if (!decisive || ply === 0) break;
      if ((maxAt[0] ? v > 0 : v < 0) && pathHolds(store, path, ply, v)) break;
      const top = markSolved(store, path, maxAt, ply);
      if (top === 0) break; // the root is solved
      while (ply > top - 1) {
        game.undo();
        ply--;
      }
      continue;
    }
    if (ply > 0 && (ply >= depthLimit || budget.exhausted(stats))) break;

    // 3. Reclaim: make room for the leaf's children, or go on in linear space.
    const n = game.moveCount();
    // Garbage a player's moves left (see NodeStore#moveRoot) is reclaimed before the
    // limit, which counts the nodes the tree holds, would stop the search (so the limit is
    // met where it always was), and before the arrays would grow to hold it.
    if (store.garbage > 0 && (store.size + n > memory || store.reclaimsFirst(n))) {
      rebaseKeepingPath(store, path, ply);
      node = path[ply];
    }
    if (store.size + n > memory) {
      if (tree.onFull === "linear" || !freeLeastPromising(store, path, maxAt, ply, memory / 2 - n)) {
        while (ply-- > 0) game.undo();
        return undefined;
      }
      node = path[ply];
    }

    // 4. Expand the leaf: generate and evaluate every child.
    const regeneration = store.isCollapsed(node);
    const first = store.size,
      leafMax = maxAt[ply];
    let best = 0; // the best new child's value: the leaf's backed-up value
    // Every probeMask + 1 children the clock is read (./limits.ts, deadlinePassed): past
    // the time budget the children added are given back and the search stops on the leaf.
    // The root's expansion stops for the time budget or the watcher (./root-stop.ts): the
    // best child so far is the answer, and the root stays a leaf.
    let late = false;
    for (let move = 0; move < n; move++) {
      if (
        ply > 0
          ? move > 0 && (move & probeMask) === 0 && budget.deadlinePassed()
          : rootProbeDue(move) && rootStops(budget, stats, store.value, first, move, leafMax)
      ) {
        if (ply === 0) {
          const answer = rootAnswer(store.value, first, move, leafMax, stats);
          store.size = first;
          stats.peakStore = Math.max(stats.peakStore, store.live);
          return answer;
        }
        stats.generated += move;
        store.size = first;
        late = true;
        break;
      }
      game.play(move);
      const v = game.evaluate();
      game.undo();
      store.add(v);
      if (move === 0 || (leafMax ? v > best : v < best)) best = v;
    }
    if (late) break;
    store.setChildren(node, first);
    stats.generated += n;
    if (regeneration) stats.regenerated += n;
    stats.expanded++;

    // 5. Back the value up until it stops changing. A parent needs a scan of its children
    // only when the child that held its value got worse for it: a child that got better
    // for it, or one that did not hold its value and stayed no better, decides its new
    // value alone (the same values as a full scan every time). Then descend again from
    // the shallowest node whose principal child may have changed (`from`): where the
    // path's child got strictly better for its parent it is still the parent's only child
    // of best value, so the descent would walk the same path down to there.
    let old = store.value[node],
      changed = best;
    store.value[node] = changed;
    let top = ply,
      from = ply;
    while (top > 0 && changed !== old) {
      const parent = path[top - 1],
        max = maxAt[top - 1],
        held = store.value[parent];
      let v = held;
      if (max ? changed > held : changed < held) v = changed;
      else {
        if (old === held) {
          const b = store.bestChild(parent, max);
          v = store.value[b];
          if (b !== path[top]) from = top - 1;
        } else from = top - 1;
        if (v === held) {
          from = top - 1;
          break;
        }
      }
      store.value[parent] = v;
      old = held;
      changed = v;
      top--;
    }
    while (ply > from) {
      game.undo();
      ply--;
    }
  }

  // 6. The result: the principal variation and the root's value.
  stats.peakStore = Math.max(stats.peakStore, store.live);
  // Outside the decisive games the search stops on the principal leaf, so the walked path
  // is the principal variation (the descent takes the first child holding each node's
  // value, and a resumed descent keeps only path nodes whose child is still that child):
  // its moves are read off the path, with no scan of the children. A decisive search may
  // stop elsewhere (a solved root; the descent skips solved children): it walks the tree.
  const pv = decisive ? principalVariation(store, maxAt[0]) : pathMoves(store, path, ply);
  while (ply > 0) {
    game.undo();
    ply--;
  }
  return { move: pv[0], value: store.value[0], pv, stats };
}

/** True when every node on the walked path, root to `ply`, holds the value v (no array made). */
function pathHolds(store: NodeStore, path: readonly number[], ply: number, v: number): boolean {
  for (let p = 0; p < ply; p++) if (store.value[path[p]] !== v) return false;
  return true;
}

/** The moves of the walked path, root to `ply`. */
function pathMoves(store: NodeStore, path: readonly number[], ply: number): number[] {
  const moves: number[] = [];
  for (let p = 1; p <= ply; p++) moves.push(path[p] - store.firstChild(path[p - 1]));
  return moves;
}

/**
 * The principal variation of the tree: from the root, the first child of best value (the sides alternate by ply; a pass
 * is a ply).
 */
export function principalVariation(store: NodeStore, rootMax: boolean): number[] {
  const pv: number[] = [];
  for (let node = 0; store.isExpanded(node); ) {
    const child = store.bestChild(node, pv.length % 2 === 0 ? rootMax : !rootMax);
    pv.push(child - store.firstChild(node));
    node = child;
  }
  return pv;
}

/**
 * Marks the terminal leaf at `ply` solved and passes it up: a node is solved when one of
 * its solved children is a win for the side to move there, or all of them are solved.
 * Returns the ply of the shallowest node marked (0: the root is solved).
 */
function markSolved(store: NodeStore, path: number[], maxAt: boolean[], ply: number): number {
  store.markSolved(path[ply]);
  let p = ply;
  for (; p > 0; p--) {
    const parent = path[p - 1],
      max = maxAt[p - 1];
    let all = true,
      won = false;
    for (let c = store.firstChild(parent); ; c++) {
      if (!store.isSolved(c)) all = false;
      else if (max ? store.value[c] > 0 : store.value[c] < 0) won = true;
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
 * worst first for the side to move. Every freed node keeps its backed-up value, so
 * nothing the search needs is lost. Renumbers `path`. False if not enough could be freed.
 */
function freeLeastPromising(
  store: NodeStore,
  path: number[],
  maxAt: boolean[],
  leafPly: number,
  target: number,
): boolean {
  for (let p = 0; p < leafPly && store.live > target; p++) {
    const parent = path[p],
      first = store.firstChild(parent),
      n = store.childCount(parent);
    const brothers: number[] = [];
    for (let c = first; c < first + n; c++) if (c !== path[p + 1] && store.isExpanded(c)) brothers.push(c);
    // Worst first for the side to move at the parent; ties: later moves first.
    brothers.sort((a, b) => (maxAt[p] ? store.value[a] - store.value[b] : store.value[b] - store.value[a]) || b - a);
    for (const c of brothers) {
      if (store.live <= target) break;
      store.collapse(c);
    }
  }
  if (store.live > target) return false;
  rebaseKeepingPath(store, path, leafPly);
  return true;
}

/** Rebases the store onto its root (reclaiming freed and garbage nodes) and renumbers `path`, root to `leafPly`. */
function rebaseKeepingPath(store: NodeStore, path: number[], leafPly: number): void {
  const moves = pathMoves(store, path, leafPly);
  store.rebase(0);
  for (let p = 1; p <= leafPly; p++) path[p] = store.firstChild(path[p - 1]) + moves[p - 1];
}
