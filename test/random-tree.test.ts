// The random game tree: the spec's vectors on both engines, and both engines against
// an independent BigInt oracle along property-generated paths.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines, treeVectors } from "./helpers.js";
import { oracleNode, oracleEdgeCost } from "../oracles/random-tree-bigint.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { runs } from "./soak/runs.js";

const vectors = treeVectors();

describe.each(engines)("$name engine", (engine) => {
  test("the vector file is all there", () => expect(vectors.length).toBe(68));

  test.each(vectors)("vector seed $seed B=$B $mode |path|=$path.length", (v) => {
    const node = engine.treeNode({ seed: v.seed, branching: v.B, mode: v.mode, depth: 1000 }, v.path);
    expect(node).toEqual({ index: v.index, value: v.value, branching: v.bf, depth: v.path.length });
  });
});

/** A legal path: each choice taken modulo the branching factor where it is played. */
function legalPath(seed: bigint, B: number, mode: "uniform" | "random", choices: number[]): number[] {
  const tree = new RandomTree({
    seedHi: Number(seed >> 32n),
    seedLo: Number(seed & 0xffffffffn),
    branching: B,
    mode,
    terminalDepth: 1000,
  });
  return choices.map((c) => {
    const move = c % tree.moveCount();
    tree.play(move);
    return move;
  });
}

test("both engines equal the BigInt oracle along random paths of random trees", () => {
  const [wasm, ts] = engines;
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
      fc.oneof(fc.integer({ min: 1, max: 65536 }), fc.integer({ min: 1, max: 12 })),
      fc.constantFrom("uniform" as const, "random" as const),
      fc.array(fc.nat({ max: 65535 }), { maxLength: 200 }),
      (seed, B, mode, choices) => {
        const path = legalPath(seed, B, mode, choices);
        const spec = { seed, branching: B, mode, depth: 1000 };
        const expected = oracleNode(seed, B, mode, path);
        for (const cut of [path.length, path.length >> 1]) {
          const prefix = path.slice(0, cut);
          const want = cut === path.length ? expected : oracleNode(seed, B, mode, prefix);
          expect(wasm.treeNode(spec, prefix)).toEqual(want);
          expect(ts.treeNode(spec, prefix)).toEqual(want);
        }
      },
    ),
    { numRuns: runs(400) },
  );
});

test("the edge-cost kernel agrees across engines and with the oracle", () => {
  const [wasm, ts] = engines;
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
      fc.nat({ max: 1e9 }),
      fc.nat({ max: 300 }),
      (seed, first, count) => {
        let sum = 0;
        for (let m = first; m < first + count; m++) sum = (sum + oracleEdgeCost(seed, BigInt(m))) | 0;
        expect(wasm.edgeCostSum(seed, first, count)).toBe(sum);
        expect(ts.edgeCostSum(seed, first, count)).toBe(sum);
      },
    ),
    { numRuns: runs(200) },
  );
});
