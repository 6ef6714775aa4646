// Rivest's min/max approximation (1987) in the "reverse approximation" he tested: the
// explicit tree holds the true minimax values; the generalized mean's derivative is used
// only for the edge penalties (./mma-penalty.ts). A tip's penalty is the sum of the
// penalties on its path from the root; the tip of least penalty is expanded next
// (terminal tips never: infinite penalty). Every node keeps its value, the least penalty
// of a tip below it (relative to itself) and the child that leads there, so choosing
// the next tip walks one path and an expansion updates one path.

import type { Game } from "../../contract/index.js";
import { fail, MAX_MMA_MEMORY_NODES, MMA_DEFAULT_CONSTANT, MMA_DEFAULT_P } from "../../contract/index.js";
import { NodeStore } from "./node-store.js";
import { penaltiesFrom } from "./mma-penalty.js";
import { meanLogs } from "./mma-ratios.js";
import { principalVariation } from "./bestfirst.js";
import { Budget, probeMask, type Limits } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";
import { rootAnswer, rootProbeDue, rootStops } from "./root-stop.js";

/** Per node of the store: the least penalty of a tip below it, and the child (offset) on the way there. */
export class TipIndex {
  penalty = new Float64Array(4096);
  tip = new Int32Array(4096);
  /**
   * The penalty of the edge from each node's parent. A node's edges depend only on its
   * children's values, so they are computed again only when one of those changed: along
   * an expansion's path, up to the first node whose value stays.
   */
  edge = new Float64Array(4096);

  fit(size: number): void {
    if (size <= this.penalty.length) return;
    const n = Math.max(size, this.penalty.length * 2);
    const penalty = new Float64Array(n),
      tip = new Int32Array(n),
      edge = new Float64Array(n);
    penalty.set(this.penalty);
    tip.set(this.tip);
    edge.set(this.edge);
    this.penalty = penalty;
    this.tip = tip;
    this.edge = edge;
  }
}

/** Called before each expansion with the store and the moves from the root to the tip chosen (tests). */
export type TipObserver = (store: NodeStore, tips: TipIndex, path: readonly number[]) => void;

/** Min/max approximation from the game's position on a fresh tree. */
export function mma(game: Game, limits: Limits, observe?: TipObserver): SearchOutcome {
  const store = new NodeStore();
  store.reset(game.evaluate());
  return mmaOnTree(game, store, new TipIndex(), limits, new SearchStats(), observe);
}

/**
 * Min/max approximation on the tree in `store`, whose root (node 0) is the game's
 * position (a player's kept tree; terminal tips carry the SOLVED flag). The root is
 * always expanded (unless the time budget or the watcher stops its expansion:
 * ./root-stop.ts); then it stops when the next expansion would pass a budget or take
 * the tree past `limits.memoryNodes` (the memory limit is one more budget: mma is an
 * anytime search), or every tip is terminal.
 */
export function mmaOnTree(
  game: Game,
  store: NodeStore,
  tips: TipIndex,
  limits: Limits,
  stats: SearchStats,
  observe?: TipObserver,
): SearchOutcome {
  const p = limits.p ?? MMA_DEFAULT_P,
    constant = limits.penaltyConstant ?? MMA_DEFAULT_CONSTANT;
  const budget = new Budget(limits);
  const memoryNodes = limits.memoryNodes ?? MAX_MMA_MEMORY_NODES;
  const rootMax = game.maxToMove();
  meanLogs.newSearch();
  reindex(store, tips, rootMax, p, constant);
  // The path to the tip being expanded: node numbers, sides and moves by ply from the root.
  const path: number[] = [0];
  const maxAt: boolean[] = [rootMax];
  const moves: number[] = [];
  budget.line = () => ({ pv: principalVariation(store, rootMax), value: store.value[0] });
  /** Inside a wide node's edges: whether the time budget is spent (./mma-penalty.ts). */
  const clock = () => budget.deadlinePassed();
  /** The last updates' children, counted toward the clock's next read with the next walk. */
  let work = 0;

  for (;;) {
    // 1. Stop when every tip is terminal.
    if (store.isExpanded(0) && tips.penalty[0] === Infinity) break;
    // 2. Walk to the tip of least penalty.
    let node = 0,
      ply = 0;
    while (store.isExpanded(node)) {
      const move = tips.tip[node];
      game.play(move);
      moves[ply] = move;
      node = store.firstChild(node) + move;
      path[++ply] = node;
      maxAt[ply] = game.maxToMove();
    }
    // 3. The budgets and the memory limit, before the expansion: spent, the search ends.
    const n = game.moveCount();
    // The walk and the last updates count toward the clock's next read: on a deep tree
    // they, not the children generated, are an expansion's cost.
    budget.noteWork(ply + work);
    work = 0;
    // A tip held as not terminal has moves, unless the game broke the protocol (the
    // core's search ends there; a node of no children would make a walk with no end).
    if (ply > 0 && n === 0) brokenTip(game, ply);
    if (ply > 0 && (store.size + n > memoryNodes || budget.movesExceeded(stats, n) || budget.exhausted(stats))) {
      while (ply-- > 0) game.undo();
      break;
    }
    if (observe) observe(store, tips, moves.slice(0, ply));

    // 4. Expand the tip: generate and evaluate every child; a terminal child is a tip never expanded.
    const first = store.size;
    let late = false;
    for (let move = 0; move < n; move++) {
      // A wide tip reads the clock as it goes: past the time budget its children are
      // given back (counted as generated) and the search ends as at a spent budget.
      if (ply > 0 && (move & probeMask) === probeMask && budget.deadlinePassed()) {
        store.size = first;
        stats.generated += move;
        late = true;
        break;
      }
      // The root's expansion stops for the time budget or the watcher (./root-stop.ts):
      // the best child so far is the answer, and the root stays a tip.
      if (ply === 0 && rootProbeDue(move) && rootStops(budget, stats, store.value, first, move, rootMax)) {
        const answer = rootAnswer(store.value, first, move, rootMax, stats);
        store.size = first;
        stats.peakStore = Math.max(stats.peakStore, store.size);
        return answer;
      }
      game.play(move);
      const child = store.add(game.evaluate());
      if (game.isTerminal()) store.markSolved(child);
      game.undo();
    }
    if (late) {
      while (ply-- > 0) game.undo();
      break;
    }
    store.setChildren(node, first);
    stats.generated += n;
    stats.expanded++;
    tips.fit(store.size);
    for (let c = first; c < first + n; c++) {
      tips.penalty[c] = store.isSolved(c) ? Infinity : 0;
      tips.tip[c] = 0;
    }

    // 5. Update the path, tip to root, the game going back up it: values by minimax, then
    // penalties and least tips.
    // A node's edges are new when it was just expanded or its child's value changed.
    // Past the time budget inside a wide node's edges, the rest of the path gets its
    // values only and the search ends (a kept tree's penalties are made afresh by
    // reindex when it is searched again).
    // Once a node's value stays, so do its ancestors' (their children's values are as they were).
    let fresh = true,
      lateEdges = false;
    for (let k = ply; k >= 0; k--) {
      const n = store.childCount(path[k]);
      work += n;
      const step = update(store, tips, path[k], n, maxAt[k], fresh, !lateEdges, p, constant, clock);
      if (step & LATE) lateEdges = true;
      fresh = (step & CHANGED) !== 0;
      if (k > 0) game.undo();
    }
    if (lateEdges) break;
  }

  // 6. The result: the principal line and the root's value.
  stats.peakStore = Math.max(stats.peakStore, store.size);
  const pv = principalVariation(store, rootMax);
  return { move: pv[0], value: store.value[0], pv, stats };
}

/**
 * A tip the tree holds as not terminal has no moves: the game's undo() did not restore a
 * position (the tip was not terminal when it was generated), or its moveCount() changed
 * at the same position. Only a user's game can do that: a BestfirstError saying so.
 */
function brokenTip(game: Game, ply: number): never {
  while (ply-- > 0) game.undo();
  fail(
    "your game's moveCount() returned 0 at a position that was not terminal when the search first reached it: " +
      "undo() must restore the position exactly as it was before play(), and moveCount() and isTerminal() must " +
      "depend on the position alone",
  );
}

/** What update did (flags): the node's value changed; the time ran out inside its edges. */
const CHANGED = 1,
  LATE = 2;

/**
 * Updates an expanded node of `n` children after an expansion below it. When `fresh` (it
 * was just expanded or a child's value changed): its value by minimax, then (with
 * `edges`) its edge penalties (./mma-penalty.ts's steps, the children's values scanned
 * once for both). Then (with `edges`) its least-penalty tip. LATE when the time budget
 * ran out inside the edges (`clock`): the value is set, the tip left as it was.
 */
function update(
  store: NodeStore,
  tips: TipIndex,
  node: number,
  n: number,
  max: boolean,
  fresh: boolean,
  edges: boolean,
  p: number,
  constant: number,
  clock?: () => boolean,
): number {
  const first = store.firstChild(node),
    values = store.value,
    w = tips.edge,
    below = tips.penalty;
  let step = 0;
  if (fresh) {
    // The children's values from the side to move's point of view: the best is the node's value.
    let best = -Infinity,
      worst = Infinity;
    for (let i = 0; i < n; i++) {
      const x = max ? values[first + i] : -values[first + i];
      if (x > best) best = x;
      if (x < worst) worst = x;
    }
    const value = max ? best : -best;
    if (value !== values[node]) step = CHANGED;
    values[node] = value;
    if (!edges) return step;
    if (!penaltiesFrom(values, first, n, max, best, worst, p, constant, w, clock)) return step | LATE;
  }
  if (!edges) return step;
  let least = Infinity,
    at = 0;
  for (let i = 0; i < n; i++) {
    const total = w[first + i] + below[first + i];
    if (total < least) {
      least = total;
      at = i;
    }
  }
  below[node] = least;
  tips.tip[node] = at;
  return step;
}

/**
 * Recomputes every node's least tip penalty (a kept tree, after the root moved down).
 * Children are stored after their parents, so a backward sweep sees children first;
 * the sides alternate by ply (the Game contract: MAX moves at even plies).
 */
function reindex(store: NodeStore, tips: TipIndex, rootMax: boolean, p: number, constant: number): void {
  tips.fit(store.size);
  const maxAt = new Uint8Array(store.size);
  maxAt[0] = rootMax ? 1 : 0;
  for (let node = 0; node < store.size; node++) {
    if (!store.isExpanded(node)) continue;
    for (let c = store.firstChild(node), end = c + store.childCount(node); c < end; c++) maxAt[c] = 1 - maxAt[node];
  }
  for (let node = store.size - 1; node >= 0; node--) {
    if (store.isExpanded(node))
      update(store, tips, node, store.childCount(node), maxAt[node] === 1, true, true, p, constant);
    else {
      tips.penalty[node] = isTerminalTip(store, node) ? Infinity : 0;
      tips.tip[node] = 0;
    }
  }
}

/** A tip marked SOLVED is a terminal position. */
function isTerminalTip(store: NodeStore, node: number): boolean {
  return store.isSolved(node);
}
