// The TypeScript reference engine: the Engine interface over the reference's games and
// searches. It is the oracle the tests hold the WebAssembly core to, and the baseline
// the benchmarks compare it with.

import {
  type Engine, type RandomTreeSpec, type TreeNodeInfo,
  randomTreeParams, checkPath, illegalPathMove, checkEdgeRange,
} from "./engine.js";
import { seedHalves, type Seed } from "./errors.js";
import { RandomTree, edgeCostSum } from "./games/random-tree.js";
import { u64ToString } from "./u64.js";
import { referenceOthello } from "./othello-reference.js";

export function createReferenceEngine(): Engine {
  return {
    name: "ts",

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      const params = randomTreeParams(spec);
      const moves = checkPath(path, params.terminalDepth);
      const tree = new RandomTree(params);
      for (let k = 0; k < moves.length; k++) {
        const count = tree.moveCount();
        if (moves[k] >= count) illegalPathMove(moves, k, count);
        tree.play(moves[k]);
      }
      return {
        index: u64ToString(tree.indexHiHere(), tree.indexLoHere()),
        value: tree.evaluate(),
        branching: tree.branchingHere(),
        depth: tree.depth,
      };
    },

    edgeCostSum(seed: Seed, first: number, count: number): number {
      checkEdgeRange(first, count);
      const { hi, lo } = seedHalves(seed);
      return edgeCostSum(hi, lo, first, count);
    },

    ...referenceOthello(),
  };
}
