// The WebAssembly engine: the Engine interface over the core's ABI. Thin by design:
// it validates with the reference's shared checks, writes bulk input into the exchange
// buffer, makes one call, and reads the results back. No search logic lives here.

import {
  type Engine, type RandomTreeSpec, type TreeNodeInfo,
  randomTreeParams, checkPath, illegalPathMove, checkEdgeRange,
} from "../reference/engine.js";
import { seedHalves, type Seed } from "../reference/errors.js";
import { u64ToString } from "../reference/u64.js";
import { Core } from "./core.js";
import { wasmOthello } from "./wasm-othello.js";

export function wasmEngineFrom(module: WebAssembly.Module): Engine {
  const core = new Core(module);

  return {
    name: "wasm",

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      const p = randomTreeParams(spec);
      const moves = checkPath(path, p.terminalDepth);
      return core.run("tree", (c) => {
        c.treeConfigure(p.seedLo, p.seedHi, p.branching, p.mode === "uniform" ? 1 : 0, p.terminalDepth);
        core.io().set(moves);
        const bad = c.treeWalk(moves.length);
        if (bad >= 0) illegalPathMove(moves, bad, c.treeDepth() >= p.terminalDepth ? 0 : c.treeBranching());
        return {
          index: u64ToString(c.treeIndexHi(), c.treeIndexLo()),
          value: c.treeValue(),
          branching: c.treeBranching(),
          depth: c.treeDepth(),
        };
      });
    },

    edgeCostSum(seed: Seed, first: number, count: number): number {
      checkEdgeRange(first, count);
      const { hi, lo } = seedHalves(seed);
      return core.run("edgeCostSum", (c) => c.edgeCostSum(lo, hi, first, count));
    },

    ...wasmOthello(core),
  };
}
