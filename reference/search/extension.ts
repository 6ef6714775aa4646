// Best-first extension as one search (1994 paper, section 6; docs/searches.md): alpha-beta
// to the horizon on a fresh explicit tree (every child of an expanded node generated, so
// the tree is whole), then best-first minimax to the bound on the same tree. The nodes of
// both phases count in one total. The tree-keeping player does the same move after move.

import { MAX_SEARCH_MEMORY_NODES, outOfMemory, type Game } from "../../contract/index.js";
import { alphabetaExtension } from "./alphabeta-tree.js";
import { bestFirstOnTree } from "./bestfirst.js";
import { NodeStore } from "./node-store.js";
import { Budget, type Limits } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

export function extension(game: Game, limits: Limits): SearchOutcome {
  const store = new NodeStore();
  store.reset(game.evaluate());
  const stats = new SearchStats();
  const memoryNodes = limits.memoryNodes ?? MAX_SEARCH_MEMORY_NODES;
  // One budget for both phases: the checks count on from the first to the second.
  const budget = new Budget(limits);
  // 1. Alpha-beta to the horizon: every root move explored that deep, or as far as the
  //    budget goes. (A tree that fills the memory limit here ends the search with the
  //    error, as in phase 2.)
  const first = alphabetaExtension(game, store, limits.horizon!, stats, memoryNodes, budget);
  if (first === false) outOfMemory("extension", memoryNodes);
  // Stopped inside the root's expansion, it has its answer (./root-stop.ts).
  if (first !== true) return first;
  // 2. Best-first minimax from the tree, values and principal variation alpha-beta left.
  return (
    bestFirstOnTree(game, store, limits, stats, { memoryNodes, onFull: "linear", budget }) ??
    outOfMemory("extension", memoryNodes)
  );
}
