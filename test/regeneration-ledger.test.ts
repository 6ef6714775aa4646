// RBFMS's regeneration ledger is an instrument, not part of the algorithm (it
// must not slow a search that does not ask for it): `countRegenerations: false` leaves it
// out. The search is then the same search, node for node, on both engines; only its
// `regenerated` count is 0. And the ledger itself counts as a plain map would.

import { expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";
import type { SearchRequest } from "../contract/index.js";
import { RegenerationLedger } from "../reference/search/regeneration-ledger.js";

const [wasm, ts] = engines;
const report = (request: SearchRequest, engine = wasm) => ({ ...engine.search(request), ms: 0 });

test("without the ledger RBFMS makes the same moves, values, lines and counts, regenerated 0, on both engines", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 2, max: 8 }),
      fc.constantFrom("uniform", "random" as const),
      fc.constantFrom("rbfms", "rbfms-inherit" as const),
      fc.integer({ min: 2, max: 9 }),
      fc.integer({ min: 100, max: 20_000 }),
      (seed, branching, mode, algorithm, bound, nodes) => {
        const position = { game: "random" as const, tree: { seed, branching, mode, depth: 30 } };
        const counted = report({ position, algorithm, bound, nodes });
        const plain = report({ position, algorithm, bound, nodes, countRegenerations: false });
        expect(plain).toEqual({ ...counted, nodes: { ...counted.nodes, regenerated: 0 } });
        expect(report({ position, algorithm, bound, nodes, countRegenerations: false }, ts)).toEqual(plain);
        expect(report({ position, algorithm, bound, nodes, countRegenerations: true }, ts)).toEqual(counted);
      },
    ),
    { numRuns: runs(80) },
  );
});

test("countRegenerations is refused where there is no ledger, and when it is not a boolean, by both engines", () => {
  const position = { game: "random" as const, tree: { seed: 1, branching: 3, mode: "random" as const } };
  for (const engine of engines) {
    expect(() => engine.search({ position, algorithm: "bestfirst", bound: 3, countRegenerations: false })).toThrow(
      "countRegenerations is for rbfms and rbfms-inherit (their regeneration ledger), not bestfirst",
    );
    expect(() =>
      engine.search({ position, algorithm: "rbfms", bound: 3, countRegenerations: 0 as unknown as boolean }),
    ).toThrow("countRegenerations must be true or false, got 0");
  }
});

test("the reference's ledger counts regenerations as a plain map does, across the table's growth", () => {
  // The node recorded at the moment the table grows must survive the copy (its slot is
  // marked before the copy): losing it showed as 8 regenerations fewer than the core on an
  // RBFMS search of the whole tic-tac-toe tree.
  fc.assert(
    fc.property(fc.integer(), fc.integer({ min: 3000, max: 6000 }), (seed, nodes) => {
      const ledger = new RegenerationLedger();
      const seen = new Map<number, number>();
      let total = 0,
        expected = 0,
        x = seed | 0;
      // Every node once, in order (the table grows from 4096 slots as it passes half full),
      // then as many records again of nodes drawn at random; 0-9 children each time.
      for (let i = 0; i < 2 * nodes; i++) {
        x = (Math.imul(x, 1103515245) + 12345) | 0;
        const node = i < nodes ? i : (x >>> 8) % nodes,
          generated = (x >>> 4) % 10;
        const before = seen.get(node) ?? 0;
        expected += Math.min(before, generated);
        seen.set(node, Math.max(before, generated));
        // Keys spread over both halves, as path keys are; node 0 has the key (0, 0).
        total += ledger.record(Math.imul(node, 0x9e3779b1) >>> 0, node * 7, generated);
      }
      expect(total).toBe(expected);
    }),
    { numRuns: runs(20) },
  );
});
