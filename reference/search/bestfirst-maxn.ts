// Best-first max^n: best-first minimax (./bestfirst.ts) in a game of more than two players
// (docs/searches.md, "Best-first max^n"). Each node holds a vector, every player's value;
// the principal leaf is the end of the max^n line (at each node the child whose vector is
// best for its mover, the first among equals); it is expanded, every child evaluated, and
// the vectors are backed up along the path. No completion rule: a terminal principal leaf
// ends the search. The core's twin: assembly/search/bestfirst-maxn.ts (a kit's class).

import { MAX_SEARCH_MEMORY_NODES, outOfMemory, type Game } from "../../contract/index.js";
import { Budget, type Limits } from "./limits.js";
import { moverOf, valueVector } from "./shape-view.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

/** The tree: a vector, the mover, the first child and the child count a node (children contiguous, in move order). */
interface MaxnTree {
  vector: number[][];
  mover: number[];
  first: number[];
  count: number[];
}

/** The child of `node` whose vector is best for its mover, the first in move order among equals. */
function bestChild(tree: MaxnTree, node: number): number {
  const p = tree.mover[node];
  let best = tree.first[node];
  for (let c = best + 1; c < tree.first[node] + tree.count[node]; c++)
    if (tree.vector[c][p] > tree.vector[best][p]) best = c;
  return best;
}

/** The principal line's moves from the root, to its leaf. */
function lineOf(tree: MaxnTree): number[] {
  const moves: number[] = [];
  for (let node = 0; tree.count[node] > 0; ) {
    const c = bestChild(tree, node);
    moves.push(c - tree.first[node]);
    node = c;
  }
  return moves;
}

export function bestFirstMaxn(game: Game, limits: Limits): SearchOutcome {
  const stats = new SearchStats();
  const budget = new Budget(limits);
  const depthLimit = Math.min(limits.stopDepth ?? Infinity, limits.bound ?? Infinity);
  const memory = limits.memoryNodes ?? MAX_SEARCH_MEMORY_NODES;
  const tree: MaxnTree = { vector: [valueVector(game)], mover: [0], first: [-1], count: [0] };
  const rootPlayer = moverOf(game);
  budget.line = () => {
    const pv = lineOf(tree);
    return { pv, value: tree.vector[0][rootPlayer] };
  };
  const path: number[] = [];

  for (;;) {
    // 1. Descend from the root to the principal leaf.
    path.length = 0;
    let node = 0;
    path.push(node);
    while (tree.count[node] > 0) {
      const child = bestChild(tree, node);
      game.play(child - tree.first[node]);
      path.push((node = child));
    }
    const ply = path.length - 1;

    // 2. The stopping rules on the principal leaf (the root is always expanded).
    const stop = game.isTerminal() || (ply > 0 && (ply >= depthLimit || budget.exhausted(stats)));
    const n = stop ? 0 : game.moveCount();
    if (!stop && tree.vector.length + n > memory) {
      for (let k = 0; k < ply; k++) game.undo();
      outOfMemory("bestfirst", memory);
    }
    if (stop) {
      for (let k = 0; k < ply; k++) game.undo();
      break;
    }

    // 3. Expand: every child generated and evaluated (every player's value).
    tree.mover[node] = moverOf(game);
    tree.first[node] = tree.vector.length;
    tree.count[node] = n;
    for (let move = 0; move < n; move++) {
      game.play(move);
      tree.vector.push(valueVector(game));
      tree.mover.push(0);
      tree.first.push(-1);
      tree.count.push(0);
      game.undo();
    }
    stats.generated += n;
    stats.expanded++;

    // 4. Back up: each node of the path, leaf to root, takes its best child's vector.
    for (let k = ply; k >= 0; k--) {
      tree.vector[path[k]] = tree.vector[bestChild(tree, path[k])];
      if (k > 0) game.undo();
    }
  }

  stats.peakStore = tree.vector.length;
  const pv = lineOf(tree);
  const values = tree.vector[0];
  return { move: pv[0], value: values[rootPlayer], values: [...values], pv, stats };
}
