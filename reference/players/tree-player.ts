// Players that keep their search tree between moves (1994 paper, section 4; spec:
// "Playing a game"). After its own move and the opponent's reply a player keeps only
// the subtree still reachable and searches on from it: what it learnt is not
// regenerated or re-evaluated.
//  - bestfirst: best-first minimax to a depth bound, under an optional memory limit
//    (then it frees the least promising subtrees, or goes on in linear space: RBFMS);
//  - extension: best-first extension (section 6): alpha-beta to a shallow horizon on
//    the kept tree, then best-first minimax to the bound on the same tree;
//  - alphabeta: alpha-beta with fixed ordering, ordering nodes kept from the last move by
//    their backed-up values;
//  - mma: Rivest's min/max approximation with budgets per move (they do not carry over).

import { MAX_MEMORY_NODES, type Game, type PlayerChoice, type PlayerSpec } from "../../contract/index.js";
import { NodeStore, NOT_GENERATED } from "../search/node-store.js";
import { bestFirstOnTree } from "../search/bestfirst.js";
import { alphabetaExtension, alphabetaRetained } from "../search/alphabeta-tree.js";
import { rbfms } from "../search/rbfms.js";
import { SearchStats, type Limits } from "../search/stats.js";
import { mmaOnTree, TipIndex } from "../search/mma.js";

export interface TreePlayer {
  /** Searches the game's position (the one reached by the moves observed so far), watched by `checkpoint` if given. */
  choose(game: Game, checkpoint?: Limits["checkpoint"]): PlayerChoice;
  /** A move of either side, played from the position the player last saw. */
  observe(move: number): void;
}

export function createTreePlayer(spec: PlayerSpec): TreePlayer {
  const store = new NodeStore(spec.kind === "alphabeta");
  const retain = spec.retain ?? true;
  let haveTree = false;
  const tips = spec.kind === "mma" ? new TipIndex() : undefined;

  return {
    choose(game, checkpoint) {
      if (!haveTree || !retain) store.reset(game.evaluate());
      const kept = store.size;
      const stats = new SearchStats();
      let result;
      if (spec.kind === "alphabeta") {
        result = alphabetaRetained(game, store, spec.horizon!, stats);
      } else if (spec.kind === "mma") {
        const { moveCalls, nodes, time, p, penaltyConstant } = spec;
        result = mmaOnTree(game, store, tips!, { moveCalls, nodes, time, p, penaltyConstant, checkpoint }, stats);
      } else {
        if (spec.kind === "extension") alphabetaExtension(game, store, spec.horizon!, stats);
        result = bestFirstOnTree(game, store, { bound: spec.bound, checkpoint }, stats, { memoryNodes: spec.memoryNodes ?? MAX_MEMORY_NODES, onFull: spec.onFull });
        if (result === undefined) {
          // The store is full: go on in linear space, from scratch, for this move.
          const linear = rbfms(game, { bound: spec.bound, checkpoint }, "1994");
          stats.generated += linear.stats.generated;
          stats.expanded += linear.stats.expanded;
          stats.regenerated += linear.stats.regenerated;
          result = { ...linear, stats };
          store.reset(game.evaluate());
        }
      }
      haveTree = true;
      return {
        move: result.move, value: result.value,
        generated: stats.generated, expanded: stats.expanded, regenerated: stats.regenerated,
        kept, stored: store.size,
      };
    },

    observe(move) {
      if (!haveTree) return;
      const child = store.first[0] + move;
      if (!store.isExpanded(0) || move >= store.childCount(0) || store.statics?.[child] === NOT_GENERATED) {
        haveTree = false;
        return;
      }
      store.rebase(child);
    },
  };
}
