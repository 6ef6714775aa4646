// One tree of the decision-quality experiment (1992 report, section 4): the exact value
// of every root move (alpha-beta from each root child to the end of the tree, which is
// whole-tree minimax: tests hold it to plain minimax), alpha-beta to horizons 1..d-1, and
// best-first minimax to stopping depths 1..d, run as RBFMS (1992, value inheritance) the
// way the report collected both its broken lines.
//
// Alpha-beta's two orderings search the same nodes: a node one ply above the horizon gets
// the same window in both (fail-soft values that differ lie outside the window, so no
// cutoff or window changes), so they differ only in how many children such a node
// generates. The spec's search (the core's) generates them one at a time; the report's
// depth-first expansion generates all b of every node it expands, so its count is b times
// the expanded count on a uniform tree (test/quality.test.ts checks both against a plain
// implementation of each).
//
// Best-first runs on the reference engine, whose RBFMS has a read-only probe
// (reference/search/rbfms.ts) that sees what the report's own regeneration test sees.

import type { Engine, RandomTreeSpec } from "../../contract/index.js";
import { createReferenceEngine } from "../../reference/reference-engine.js";
import { rbfmsProbe } from "../../reference/search/rbfms.js";
import type { QualityJob, QualityTree } from "./types.js";

let reference: Engine | undefined;

/** The tree a job names. */
export function qualityTreeSpec(job: QualityJob): RandomTreeSpec {
  return { seed: job.seed, branching: job.b, mode: "uniform", depth: job.d };
}

/** The exact minimax value of each root move: alpha-beta from the child to the tree's end. */
export function rootValues(job: QualityJob, engine: Engine): number[] {
  const tree = qualityTreeSpec(job);
  if (job.d === 1) return Array.from({ length: job.b }, (_, i) => engine.treeNode(tree, [i]).value);
  return Array.from(
    { length: job.b },
    (_, i) =>
      engine.search({ position: { game: "random", tree, path: [i] }, algorithm: "alphabeta", horizon: job.d - 1 })
        .value,
  );
}

/** Runs every search of the experiment on one tree (`engine`: the worker's wasm core). */
export function runQualityTree(job: QualityJob, engine: Engine): QualityTree {
  const tree = qualityTreeSpec(job);
  const position = { game: "random" as const, tree };
  const out: QualityTree = {
    ...job,
    rootValues: rootValues(job, engine),
    abMove: [],
    abNodes: [],
    abNodesSpec: [],
    bfMove: [],
    bfGenerated: [],
    bfRegenerated: [],
    bfRegeneratedByTest: [],
    bfInheritChanged: [],
  };
  for (let h = 1; h < job.d; h++) {
    const r = engine.search({ position, algorithm: "alphabeta", horizon: h });
    out.abMove.push(r.move as number);
    out.abNodesSpec.push(r.nodes.generated);
    out.abNodes.push(job.b * r.nodes.expanded);
  }
  reference ??= createReferenceEngine();
  let byTest = 0,
    changed = 0;
  rbfmsProbe.onExpand = (children, valueDiffers, inheritedChanged) => {
    if (valueDiffers) byTest += children;
    changed += inheritedChanged;
  };
  try {
    for (let k = 1; k <= job.d; k++) {
      byTest = 0;
      changed = 0;
      const r = reference.search({ position, algorithm: "rbfms-inherit", stopDepth: k });
      out.bfMove.push(r.move as number);
      out.bfGenerated.push(r.nodes.generated);
      out.bfRegenerated.push(r.nodes.regenerated);
      out.bfRegeneratedByTest.push(byTest);
      out.bfInheritChanged.push(changed);
    }
  } finally {
    rbfmsProbe.onExpand = null;
  }
  return out;
}
