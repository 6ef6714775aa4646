// The decision-quality experiment (1992 report, figure 4): each tree's numbers held to
// independent oracles on small trees - the exact root values to plain minimax, both
// alpha-beta counts to plain implementations of each ordering, best-first to the naive
// best-first oracle - and the summary's rules (correct moves, ties, overheads).

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { createWasmEngineSync } from "../index.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { randomTreeParams } from "../contract/index.js";
import { runQualityTree, qualityTreeSpec } from "../experiments/quality/tree.js";
import { summarize, isCorrect } from "../experiments/quality/summary.js";
import { reportDepth, treeNodes } from "../experiments/quality/depths.js";
import { rootValues as naiveRootValues } from "../oracles/naive-minimax.js";
import { plainAlphaBeta } from "../oracles/plain-alphabeta.js";
import { expansionAlphaBeta } from "../oracles/expansion-alphabeta.js";
import { naiveBestFirst } from "../oracles/naive-bestfirst.js";
import type { QualityJob } from "../experiments/quality/types.js";

const engine = createWasmEngineSync();
const tree = (job: QualityJob) => new RandomTree(randomTreeParams(qualityTreeSpec(job)));

const smallJob = fc
  .record({
    b: fc.integer({ min: 2, max: 5 }),
    d: fc.integer({ min: 1, max: 6 }),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
  })
  .filter((j) => treeNodes(j.b, j.d) < 20_000);

describe("one tree", () => {
  test("root values are minimax; alpha-beta counts plain ones of both orderings; best-first the naive oracle's", () => {
    fc.assert(
      fc.property(smallJob, (job) => {
        const r = runQualityTree(job, engine);
        const naive = naiveRootValues(tree(job), job.d);
        expect(r.rootValues).toEqual(naive.moveValues);
        expect(Math.max(...r.rootValues)).toBe(
          engine.search({
            position: { game: "random", tree: qualityTreeSpec(job) },
            algorithm: "minimax",
            horizon: job.d,
          }).value,
        );
        for (let h = 1; h < job.d; h++) {
          const spec = plainAlphaBeta(tree(job), h),
            expansion = expansionAlphaBeta(tree(job), h);
          expect(r.abNodesSpec[h - 1]).toBe(spec.generated);
          expect(r.abNodes[h - 1]).toBe(expansion.generated);
          expect(r.abMove[h - 1]).toBe(spec.move);
          expect(r.abMove[h - 1]).toBe(expansion.move);
        }
        for (let k = 1; k <= job.d; k++) {
          const o = naiveBestFirst(tree(job), { stopDepth: k });
          expect(r.bfMove[k - 1]).toBe(o.move);
          expect(r.bfGenerated[k - 1] - r.bfRegenerated[k - 1]).toBe(o.generated);
          expect(r.bfRegeneratedByTest[k - 1]).toBeLessThanOrEqual(r.bfRegenerated[k - 1]);
        }
        expect(r.abMove).toHaveLength(job.d - 1);
        expect(r.bfMove).toHaveLength(job.d);
      }),
      { numRuns: 40 },
    );
  });

  test("the report's test counts regenerations at its depth for b = 10 (a node re-expanded with its value)", () => {
    const r = runQualityTree({ b: 10, d: 6, seed: 3 }, engine);
    // Every regeneration the report's test sees is a real one, and it sees some.
    expect(r.bfRegeneratedByTest.some((x) => x > 0)).toBe(true);
    r.bfRegeneratedByTest.forEach((x, i) => expect(x).toBeLessThanOrEqual(r.bfRegenerated[i]));
  });
});

describe("summary", () => {
  const base = {
    b: 3,
    d: 2,
    seed: 1,
    abNodes: [3],
    abNodesSpec: [3],
    bfGenerated: [3, 12],
    bfRegenerated: [0, 3],
    bfRegeneratedByTest: [0, 3],
    bfInheritChanged: [0, 0],
  };
  test("the correct move is whole-tree minimax's: the first of the root's exact value; ties are counted", () => {
    const tied = { ...base, rootValues: [5, -2, 5], abMove: [2], bfMove: [0, 1] };
    const plain = { ...base, seed: 2, rootValues: [1, 7, 3], abMove: [1], bfMove: [0, 1] };
    expect([0, 1, 2].map((m) => isCorrect(tied, m))).toEqual([true, false, false]);
    expect([0, 1, 2].map((m) => isCorrect(plain, m))).toEqual([false, true, false]);
    const s = summarize([tied, plain]);
    expect(s.rootTies).toEqual([{ b: 3, d: 2, trees: 2, tied: 1 }]);
    const at = (algorithm: string, depth: number) =>
      s.points.find((p) => p.algorithm === algorithm && p.depth === depth)!;
    expect(at("alphabeta", 1).correctPct).toBe(50); // move 2 of the tied tree is the second of its best: wrong
    expect(at("bestfirst", 1).correctPct).toBe(50);
    expect(at("bestfirst", 2).correctPct).toBe(50);
    expect(at("bestfirst", 2).nodes).toBe(9);
    expect(at("bestfirst", 2).nodesWithRegenerations).toBe(12);
    const k2 = s.regeneration.rows.find((r) => r.depth === 2)!;
    expect(k2.ledgerPct).toBeCloseTo(100 / 3);
  });
});

describe("the report's depths (8 MB, 2 bytes a node)", () => {
  test("20 for b = 2 down to 4 for b = 40, as the report says", () => {
    expect([2, 3, 4, 10, 40].map((b) => reportDepth(b))).toEqual([20, 13, 10, 6, 4]);
    // The next depth does not fit; this one does.
    for (const b of [2, 3, 4, 10, 40]) {
      expect(2 * treeNodes(b, reportDepth(b))).toBeLessThanOrEqual(8_000_000);
      expect(2 * treeNodes(b, reportDepth(b) + 1)).toBeGreaterThan(8_000_000);
    }
  });
});
