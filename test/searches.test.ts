// The searches of docs/searches.md against oracles and each other: alpha-beta against
// minimax and a naive oracle, best-first against its two linear-space forms, and the two
// engines against each other, exactly, on property-generated random trees.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { naiveBestFirst } from "../oracles/naive-bestfirst.js";
import { TieFreeTree } from "../oracles/tie-free-tree.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { runSearch } from "../reference/search/run.js";
import { ALGORITHMS, type SearchRequest } from "../contract/index.js";
import { column } from "./search-limits.js";
import { runs } from "./soak/runs.js";

const [wasm, ts] = engines;

const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const mode = fc.constantFrom("uniform" as const, "random" as const);

function treeAt(seed: bigint, branching: number, m: "uniform" | "random", depth = 100): RandomTree {
  return new RandomTree({
    seedHi: Number(seed >> 32n),
    seedLo: Number(seed & 0xffffffffn),
    branching,
    mode: m,
    terminalDepth: depth,
  });
}

describe("alpha-beta and minimax", () => {
  test("alpha-beta to horizon H returns the minimax value of the tree cut at H and a best move (wasm)", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 6 }),
        mode,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        (seed, B, m, horizon, depth) => {
          const position = { game: "random" as const, tree: { seed, branching: B, mode: m, depth } };
          const ab = wasm.search({ position, algorithm: "alphabeta", horizon });
          const mm = wasm.search({ position, algorithm: "minimax", horizon });
          const oracle = rootValues(treeAt(seed, B, m, depth), horizon);
          expect(ab.value).toBe(oracle.value);
          expect(mm.value).toBe(oracle.value);
          // Minimax breaks ties by move order; alpha-beta takes the first best in its search order.
          expect(mm.move).toBe(oracle.moveValues.indexOf(oracle.value));
          expect(oracle.moveValues[ab.move as number]).toBe(oracle.value);
          if (oracle.moveValues.filter((v) => v === oracle.value).length === 1) expect(ab.move).toBe(mm.move);
          // Minimax generates the whole tree cut at H, and alpha-beta at most that.
          expect([mm.nodes.generated, mm.nodes.expanded]).toEqual([oracle.generated, oracle.expanded]);
          expect(ab.nodes.generated).toBeLessThanOrEqual(oracle.generated);
        },
      ),
      { numRuns: 3000 },
    );
  });

  test("the same on the reference engine", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 5 }),
        mode,
        fc.integer({ min: 1, max: 4 }),
        (seed, B, m, horizon) => {
          const position = { game: "random" as const, tree: { seed, branching: B, mode: m } };
          const ab = ts.search({ position, algorithm: "alphabeta", horizon });
          const oracle = rootValues(treeAt(seed, B, m), horizon);
          expect(ab.value).toBe(oracle.value);
          expect(oracle.moveValues[ab.move as number]).toBe(oracle.value);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("alpha-beta's principal variation leads to a node whose static value is the root's value", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 2, max: 6 }),
        mode,
        fc.integer({ min: 1, max: 5 }),
        (seed, B, m, horizon) => {
          const tree = { seed, branching: B, mode: m };
          const ab = wasm.search({ position: { game: "random", tree }, algorithm: "alphabeta", horizon });
          expect(ab.pv.length).toBe(horizon);
          expect(wasm.treeNode(tree, ab.pv as number[]).value).toBe(ab.value);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("iterative deepening with a horizon cap equals alpha-beta at that horizon when the budget allows", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 5 }),
        mode,
        fc.integer({ min: 1, max: 5 }),
        (seed, B, m, horizon) => {
          const position = { game: "random" as const, tree: { seed, branching: B, mode: m } };
          const id = wasm.search({ position, algorithm: "id", horizon });
          const ab = wasm.search({ position, algorithm: "alphabeta", horizon });
          expect(id.value).toBe(ab.value);
          // Its move is a best move (it may differ from alpha-beta's only on a tie).
          const oracle = rootValues(treeAt(seed, B, m), horizon);
          expect(oracle.moveValues[id.move as number]).toBe(oracle.value);
          // At horizon 1 there is nothing to deepen: exactly alpha-beta.
          if (horizon === 1) expect({ ...id, ms: 0 }).toEqual({ ...ab, ms: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("best-first minimax and RBFMS", () => {
  const cases = fc.record({
    seed: seeds,
    B: fc.integer({ min: 2, max: 8 }),
    mode,
    depth: fc.integer({ min: 4, max: 14 }),
    rule: fc.constantFrom("stopDepth" as const, "bound" as const),
    limit: fc.integer({ min: 1, max: 10 }),
  });

  test("on trees without ties, all three choose the same move and value and expand new nodes in the same order", () => {
    fc.assert(
      fc.property(cases, ({ seed, B, mode: m, depth, rule, limit }) => {
        const k = Math.min(limit, depth);
        const runs = (["bestfirst", "rbfms", "rbfms-inherit"] as const).map((algorithm) => {
          const game = new TieFreeTree(treeAt(seed, B, m, depth));
          const result = runSearch(game, algorithm, { [rule]: k });
          return { result, order: game.firstExpansions() };
        });
        const [bf, r94, r92] = runs;
        for (const other of [r94, r92]) {
          expect(other.result.move).toBe(bf.result.move);
          expect(other.result.value).toBe(bf.result.value);
          expect(other.result.pv).toEqual(bf.result.pv);
          expect(other.order).toEqual(bf.order);
        }
        expect(bf.result.stats.regenerated).toBe(0);
        // rbfms-inherit generates every child of every node it expands: less its
        // regenerations, exactly best-first's nodes.
        expect(r92.result.stats.generated - r92.result.stats.regenerated).toBe(bf.result.stats.generated);
      }),
      { numRuns: 400 },
    );
  });

  test("the linear-space variants hold at most b·d children at once; best-first holds its whole tree", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 10 }), fc.integer({ min: 2, max: 12 }), (seed, B, k) => {
        const position = { game: "random" as const, tree: { seed, branching: B, mode: "uniform" as const } };
        const bf = wasm.search({ position, algorithm: "bestfirst", stopDepth: k });
        expect(bf.peakStore).toBe(bf.nodes.generated + 1);
        for (const algorithm of ["rbfms", "rbfms-inherit"] as const) {
          const r = wasm.search({ position, algorithm, stopDepth: k });
          expect(r.peakStore).toBeLessThanOrEqual(B * k);
          expect(r.value).toBe(bf.value);
        }
      }),
      { numRuns: 200 },
    );
    // And the bound has teeth: a deep best-first search holds its whole tree, which the
    // oracle counts, far more than b·d nodes.
    const deep = wasm.search({
      position: { game: "random", tree: { seed: 3, branching: 4, mode: "uniform" } },
      algorithm: "bestfirst",
      stopDepth: 20,
    });
    const oracle = naiveBestFirst(treeAt(3n, 4, "uniform"), { stopDepth: 20 });
    expect(deep.peakStore).toBe(oracle.generated + 1);
    expect(oracle.generated + 1).toBeGreaterThan(4 * 20 * 10);
  });

  test("the stopping depth: the principal variation reaches k moves; k = 1 expands only the root", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 8 }), mode, fc.integer({ min: 1, max: 12 }), (seed, B, m, k) => {
        const position = { game: "random" as const, tree: { seed, branching: B, mode: m } };
        const r = wasm.search({ position, algorithm: "bestfirst", stopDepth: k });
        expect(r.pv.length).toBe(k);
        expect(wasm.treeNode(position.tree, r.pv as number[]).value).toBe(r.value);
        if (k === 1) {
          expect(r.nodes.expanded).toBe(1);
          const ab = wasm.search({ position, algorithm: "alphabeta", horizon: 1 });
          expect([r.move, r.value]).toEqual([ab.move, ab.value]);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("a terminal principal leaf ends the search at the game's end", () => {
    const position = { game: "random" as const, tree: { seed: 5, branching: 2, mode: "uniform" as const, depth: 6 } };
    const oracle = naiveBestFirst(treeAt(5n, 2, "uniform", 6), { nodes: 1e6 });
    expect(oracle.stop).toBe("terminal"); // not the budget: the whole tree has 2^7 - 2 nodes below the root
    for (const engine of engines) {
      const r = engine.search({ position, algorithm: "bestfirst", nodes: 1e6 });
      expect(r.pv.length).toBe(6);
      expect([r.move, r.value, r.pv, r.nodes.generated, r.nodes.expanded]).toEqual([
        oracle.move,
        oracle.value,
        oracle.pv,
        oracle.generated,
        oracle.expanded,
      ]);
    }
  });
});

describe("the two engines agree exactly", () => {
  /** Each search's limits from the drawn request (test/search-limits.ts). */
  const LIMITS = column("randomTree");

  const requests: fc.Arbitrary<SearchRequest> = fc
    .record({
      seed: seeds,
      B: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 7, max: 60 })),
      mode,
      depth: fc.integer({ min: 2, max: 100 }),
      pathChoices: fc.array(fc.nat(), { maxLength: 3 }),
      algorithm: fc.constantFrom(...ALGORITHMS),
      limit: fc.integer({ min: 1, max: 6 }),
      nodes: fc.integer({ min: 1, max: 3000 }),
      useNodes: fc.boolean(),
    })
    .map(({ seed, B, mode: m, depth, pathChoices, algorithm, limit, nodes, useNodes }) => {
      const tree = treeAt(seed, B, m, depth);
      const path = pathChoices.slice(0, depth - 1).map((c) => {
        const move = c % tree.moveCount();
        tree.play(move);
        return move;
      });
      const left = depth - path.length;
      const position = { game: "random" as const, tree: { seed, branching: B, mode: m, depth }, path };
      const wide = B ** Math.min(limit, left) > 20000;
      return { position, algorithm, ...LIMITS[algorithm]({ seed, B, left, limit, nodes, useNodes, wide }) };
    });

  test("move, value, principal variation and every node count", () => {
    fc.assert(
      fc.property(requests, (request) => {
        const a = wasm.search(request),
          b = ts.search(request);
        expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
      }),
      { numRuns: runs(600) },
    );
  });

  test("on large branching factors (long sorts)", () => {
    for (const [B, horizon] of [
      [200, 2],
      [3000, 2],
      [65536, 1],
    ]) {
      const request: SearchRequest = {
        position: { game: "random", tree: { seed: 11, branching: B, mode: "uniform" } },
        algorithm: "alphabeta",
        horizon,
      };
      expect({ ...wasm.search(request), ms: 0 }).toEqual({ ...ts.search(request), ms: 0 });
      const bf: SearchRequest = {
        position: { game: "random", tree: { seed: 11, branching: B, mode: "random" } },
        algorithm: "rbfms",
        nodes: 20000,
      };
      expect({ ...wasm.search(bf), ms: 0 }).toEqual({ ...ts.search(bf), ms: 0 });
    }
  });
});

describe("bad requests", () => {
  const position = { game: "random" as const, tree: { seed: 1, branching: 3, mode: "uniform" as const, depth: 10 } };
  test.each([
    [{ algorithm: "alphabeta", horizon: 0 }, /horizon must be an integer from 1/],
    [{ algorithm: "alphabeta", horizon: "2" }, /horizon must be an integer from 1 to 64, got the string "2"/],
    [{ algorithm: "alphabeta" }, /alphabeta needs a horizon/],
    [{ algorithm: "bestfirst", bound: 11 }, /depth bound 11 is larger than the 10 moves left/],
    [{ algorithm: "bestfirst" }, /needs a stopping rule/],
    [{ algorithm: "sss*", horizon: 2 }, /unknown algorithm "sss\*"/],
    [{ algorithm: "rbfms", stopDepth: 3, path: new Array(10).fill(0) }, /the position is terminal/],
  ])("%o is refused by both engines", (request, message) => {
    const { path, ...rest } = request as { path?: number[] };
    for (const engine of engines)
      expect(() => engine.search({ position: { ...position, path }, ...rest } as SearchRequest)).toThrow(message);
  });
});

describe("time budgets", () => {
  test.each(engines.map((e) => [e.name, e] as const))(
    "%s: a time budget stops searches that nothing else would stop",
    (_name, engine) => {
      const position = { game: "random" as const, tree: { seed: 2, branching: 10, mode: "uniform" as const } };
      for (const algorithm of ["id", "bestfirst", "rbfms"] as const) {
        const r = engine.search({ position, algorithm, time: 40 });
        // Without the budget these would search to the end of a 100-ply game of 10^100
        // leaves: that it returned is the stop. The clock is read every 1024 budget checks, so
        // the search runs at least the 40 ms; how soon after it stops is the machine's speed.
        expect(r.ms).toBeGreaterThanOrEqual(40);
        // The budget is checked where the node budget is: stopping when the time is up
        // after G nodes is exactly the search with a budget of G nodes.
        const byNodes = engine.search({ position, algorithm, nodes: r.nodes.generated });
        expect({ ...r, ms: 0 }).toEqual({ ...byNodes, ms: 0 });
      }
    },
  );
});

test("id without a horizon deepens to MAX_HORIZON (64) at most, both engines; the table of lines not overrun", () => {
  // A line of 100 plies (B = 1): every iteration reaches its horizon, so only the cap ends id.
  const position = {
    game: "random" as const,
    tree: { seed: 17315354846814243003n, branching: 1, mode: "uniform" as const, depth: 100 },
  };
  const reports = engines.map((engine) => ({ ...engine.search({ position, algorithm: "id", nodes: 1e6 }), ms: 0 }));
  expect(reports[0].pv).toHaveLength(64);
  expect(reports[1]).toEqual(reports[0]);
  // The soak's failing sequence, shortened: after that id, a small alpha-beta search ends with the reference's result.
  const after = {
    game: "random" as const,
    tree: { seed: 5931722495704047585n, branching: 4, mode: "random" as const, depth: 7 },
    path: [1, 1],
  };
  const [wasmAfter, tsAfter] = engines.map((engine) => ({
    ...engine.search({ position: after, algorithm: "alphabeta", horizon: 3 }),
    ms: 0,
  }));
  expect(wasmAfter).toEqual(tsAfter);
});
