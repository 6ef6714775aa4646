// The MCTS player (docs/searches.md, "Players"): UCT with MCTS-Solver with budgets per
// move (simulations, nodes generated, time), keeping its tree between moves. After its
// own move and the reply it keeps the subtree under those two moves, visits, totals,
// proven outcomes and implicit values as they were (MctsTree#rebase), and searches on
// from it; a move it never expanded below ends the tree and the next search starts
// afresh. Its rollouts draw on one SplitMix64 stream seeded by the description's seed,
// its counter going on from move to move, so a whole game is fixed by the seed.
// Mirrors the core's player (assembly/players.ts, its MCTS part).

import { playerMemoryNodes, type PlayerSpec } from "../../contract/index.js";
import { MctsTree } from "../search/mcts-tree.js";
import { mcts, type KeptSearch } from "../search/mcts.js";
import type { TreePlayer } from "./kept-tree-player.js";

export function createMctsPlayer(spec: PlayerSpec): TreePlayer {
  const tree = new MctsTree();
  const kept: KeptSearch = { draws: 0 };
  const retain = spec.retain ?? true;
  const { simulations, seed, exploration, leaf, rolloutDepth, evaluationScale, solver, alpha, nodes, time } = spec;
  const memoryNodes = playerMemoryNodes(spec);
  let haveTree = false;

  return {
    choose(game, checkpoint) {
      if (!haveTree || !retain) tree.size = 0;
      const before = Math.max(tree.size, 1);
      const result = mcts(
        game,
        {
          simulations,
          seed,
          exploration,
          leaf,
          rolloutDepth,
          evaluationScale,
          solver,
          alpha,
          nodes,
          time,
          memoryNodes,
          checkpoint,
        },
        tree,
        kept,
      );
      haveTree = true;
      const { generated, expanded, regenerated } = result.stats;
      return {
        move: result.move,
        value: result.value,
        generated,
        expanded,
        regenerated,
        kept: before,
        stored: tree.size,
      };
    },

    observe(move) {
      if (!haveTree) return;
      if (tree.count[0] === 0 || move >= tree.count[0]) {
        haveTree = false;
        return;
      }
      tree.rebase(tree.first[0] + move);
    },
  };
}
