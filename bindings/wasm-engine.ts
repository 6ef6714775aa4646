// The WebAssembly engine: the Engine interface over the core's ABI. Thin by design:
// it validates with the reference's shared checks, writes bulk input into the exchange
// buffer, makes one call, and reads the results back. No search logic lives here.

import {
  type Engine, type RandomTreeSpec, type TreeNodeInfo,
  randomTreeParams, checkPath, illegalPathMove, checkEdgeRange,
} from "../reference/engine.js";
import { seedHalves, fail, type Seed } from "../reference/errors.js";
import { ALGORITHMS, checkSearchLimits, type SearchRequest, type SearchReport } from "../reference/search-request.js";
import { u64ToString } from "../reference/u64.js";
import { Core } from "./core.js";

export function wasmEngineFrom(module: WebAssembly.Module): Engine {
  const core = new Core(module);

  /** Configures the core's random tree and walks `path` (checked); returns the parameters. */
  function walkTo(spec: RandomTreeSpec, path?: readonly number[]) {
    const p = randomTreeParams(spec);
    const moves = checkPath(path, p.terminalDepth);
    const c = core.exports;
    c.treeConfigure(p.seedLo, p.seedHi, p.branching, p.mode === "uniform" ? 1 : 0, p.terminalDepth);
    core.io().set(moves);
    const bad = c.treeWalk(moves.length);
    if (bad >= 0) illegalPathMove(moves, bad, c.treeDepth() >= p.terminalDepth ? 0 : c.treeBranching());
    return p;
  }

  return {
    name: "wasm",

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      return core.run("tree", (c) => {
        walkTo(spec, path);
        return {
          index: u64ToString(c.treeIndexHi(), c.treeIndexLo()),
          value: c.treeValue(),
          branching: c.treeBranching(),
          depth: c.treeDepth(),
        };
      });
    },

    search(request: SearchRequest): SearchReport {
      if (request?.position?.game !== "random") fail(`unknown game "${String(request?.position?.game)}"; games: random`);
      return core.run(`search (${String(request.algorithm)})`, (c) => {
        const p = walkTo(request.position.tree, request.position.path);
        checkSearchLimits(request, p.terminalDepth - c.treeDepth());
        const start = performance.now();
        c.searchRandom(ALGORITHMS.indexOf(request.algorithm), request.horizon ?? 0, request.stopDepth ?? 0,
          request.bound ?? 0, request.nodes ?? 0, request.time ?? 0);
        const ms = performance.now() - start;
        return {
          move: c.searchMove(),
          value: c.searchValue(),
          pv: Array.from(core.io().subarray(0, c.searchPv())),
          nodes: { generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated() },
          peakStore: c.searchPeakStore(),
          ms,
        };
      });
    },

    edgeCostSum(seed: Seed, first: number, count: number): number {
      checkEdgeRange(first, count);
      const { hi, lo } = seedHalves(seed);
      return core.run("edgeCostSum", (c) => c.edgeCostSum(lo, hi, first, count));
    },
  };
}
