// Players that keep their search tree between moves (1994 paper, section 4; spec:
// "Playing a game"). After its own move and the opponent's reply a player keeps only
// the subtree still reachable and searches on from it: what it learnt is not
// regenerated or re-evaluated.
//  - bestfirst: best-first minimax to a depth bound, under a memory limit (when the
//    store fills it frees the least promising subtrees, or goes on in linear space: RBFMS);
//  - extension: best-first extension (section 6): alpha-beta to a shallow horizon on
//    the kept tree, then best-first minimax to the bound on the same tree;
//  - alphabeta: alpha-beta with fixed ordering, ordering nodes kept from the last move by
//    their backed-up values;
//  - mma: Rivest's min/max approximation with budgets per move (they do not carry over);
//  - mcts: UCT with MCTS-Solver with budgets per move (./mcts-player.ts).
//  - alphabeta-tt: a fresh search each move with the move's budgets (it keeps no tree).
// Every player's store holds at most its memory limit (default: its row's, playerMemoryNodes): the
// alpha-beta player then plays that move by plain alpha-beta, the extension player by
// RBFMS, and mma stops there as at a spent budget. No limit of a player's own bookkeeping
// fails its move: RBFMS in linear space keeps no regeneration ledger unless the player
// asked for the count (countRegenerations), and where that ledger fills it stops there.

import { MAX_SEARCH_MEMORY_NODES, playerMemoryNodes, type PlayerSpec } from "../../contract/index.js";
import { NodeStore, NOT_GENERATED } from "../search/node-store.js";
import { bestFirstOnTree } from "../search/bestfirst.js";
import { alphabetaExtension, alphabetaRetained } from "../search/alphabeta-tree.js";
import { rbfmsRun } from "../search/rbfms.js";
import { Budget } from "../search/limits.js";
import { SearchStats, type SearchOutcome } from "../search/stats.js";
import { alphabeta } from "../search/alphabeta.js";
import { mmaOnTree, TipIndex } from "../search/mma.js";
import { createMctsPlayer } from "./mcts-player.js";
import type { TreePlayer } from "./kept-tree-player.js";
import { alphabetaTT } from "../search/alphabeta-tt.js";

export type { TreePlayer };

/** A move searched in linear space after the store filled: its counts added to the move's. */
function inLinearSpace(linear: SearchOutcome, stats: SearchStats): SearchOutcome {
  stats.generated += linear.stats.generated;
  stats.expanded += linear.stats.expanded;
  stats.regenerated += linear.stats.regenerated;
  return { ...linear, stats };
}

export function createTreePlayer(spec: PlayerSpec): TreePlayer {
  if (spec.kind === "mcts") return createMctsPlayer(spec);
  const store = new NodeStore(spec.kind === "alphabeta");
  const memoryNodes = playerMemoryNodes(spec);
  const retain = spec.retain ?? true;
  let haveTree = false;
  const tips = spec.kind === "mma" ? new TipIndex() : undefined;

  return {
    choose(game, checkpoint) {
      if (!haveTree || !retain) store.reset(game.evaluate());
      const kept = store.live;
      const stats = new SearchStats();
      let result;
      if (spec.kind === "alphabeta") {
        result = alphabetaRetained(game, store, spec.horizon!, stats, memoryNodes);
        if (result === undefined) {
          // The store is full: this move by plain alpha-beta, in linear space; the next from a fresh tree.
          result = inLinearSpace(alphabeta(game, spec.horizon!), stats);
          store.reset(game.evaluate());
        }
      } else if (spec.kind === "alphabeta-tt") {
        // A fresh search with the move's budgets; its memory limit is the table's.
        const { nodes, time, horizon, pvs, history, lmr, quiescence, nullMove } = spec;
        const limits = { nodes, time, horizon, pvs, history, lmr, quiescence, nullMove, memoryNodes, checkpoint };
        result = inLinearSpace(alphabetaTT(game, limits), stats);
      } else if (spec.kind === "mma") {
        const { moveCalls, nodes, time, p, penaltyConstant } = spec;
        result = mmaOnTree(
          game,
          store,
          tips!,
          { moveCalls, nodes, time, p, penaltyConstant, memoryNodes, checkpoint },
          stats,
        );
      } else {
        // Extension's two phases share one budget (its checks count on), as a search's do.
        const limits = { bound: spec.bound, checkpoint },
          budget = new Budget(limits);
        // Extension's first phase may answer itself: stopped inside the root's expansion
        // (../search/root-stop.ts), which it leaves a leaf.
        const first =
          spec.kind !== "extension" || alphabetaExtension(game, store, spec.horizon!, stats, memoryNodes, budget);
        result =
          first === true
            ? bestFirstOnTree(game, store, limits, stats, { memoryNodes, onFull: spec.onFull, budget })
            : first || undefined;
        if (result === undefined) {
          // The store is full: go on in linear space, from scratch, for this move. The
          // frames (depth bound x children a node) may pass a small limit: they get a
          // search's most, so that the player never fails for want of memory (the spec).
          // The regeneration ledger only when asked; where it fills, the move stops there.
          const linear = rbfmsRun(
            game,
            {
              bound: spec.bound,
              memoryNodes: MAX_SEARCH_MEMORY_NODES,
              checkpoint,
              countRegenerations: spec.countRegenerations === true,
            },
            "1994",
          );
          result = inLinearSpace(linear.outcome, stats);
          store.reset(game.evaluate());
        }
      }
      haveTree = true;
      return {
        move: result.move,
        value: result.value,
        generated: stats.generated,
        expanded: stats.expanded,
        regenerated: stats.regenerated,
        kept,
        stored: store.live,
      };
    },

    observe(move) {
      if (!haveTree) return;
      const child = store.firstChild(0) + move;
      if (!store.isExpanded(0) || move >= store.childCount(0) || store.statics?.[child] === NOT_GENERATED) {
        haveTree = false;
        return;
      }
      // The best-first player moves its root without copying (NodeStore#moveRoot): its
      // search reclaims the garbage before its limit counts. The other players' searches
      // count the store's size as it is, so they keep only the subtree, copied.
      if (spec.kind === "bestfirst") store.moveRoot(child);
      else store.rebase(child);
    },
  };
}
