// The bytes a node docs/searches.md ("Memory") and docs/library.md state for each search's
// tree and each player's store, held to the core's lists: the contract's figures
// (contract/searches.ts, memory.bytesPerNode and player.bytesPerNode, which the docs
// quote) against what the core's scratch lists hold at once (coreScratchPeak, exact and
// deterministic: the allocator's sizes, no timing) when each case of scripts/lab/memory-cases.ts
// fills its store at two limits; the difference of the two is the bytes a node, free of
// the fixed part (lists sized at start-up, tables made once).

import { describe, expect, test } from "vitest";
import { Core } from "../bindings/core.js";
import { compileCoreSync } from "../bindings/load.js";
import { wasmEngineOn } from "../bindings/wasm-engine.js";
import { SEARCHES } from "../contract/index.js";
import { MEMORY_CASES, runMemoryCase } from "../scripts/lab/memory-cases.js";

const module = compileCoreSync();
const SMALL = 2 ** 16;
const LARGE = 2 ** 17;

/**
 * The documented bytes a node of case `name`: its player's, or its search's (with `alpha`'s implicit values for
 * mcts-alpha).
 */
function documented(name: string): number {
  const c = MEMORY_CASES[name];
  const row = SEARCHES[c.algorithm];
  const alpha = name.startsWith("mcts-alpha") ? row.memory.alphaBytesPerNode! : 0;
  // A player's implicit values are in both of its trees.
  return c.player ? row.player!.bytesPerNode + 2 * alpha : row.memory.bytesPerNode! + alpha;
}

/**
 * The most bytes the core's lists held at once while the case ran at a limit of n nodes, above what they held before;
 * and with the old blocks of lists that moved.
 */
function measure(name: string, n: number): { held: number; moving: number; nodes: number; error?: string } {
  const core = new Core(module);
  const engine = wasmEngineOn(core);
  for (const moving of [0, 1]) core.exports.coreScratchPeak(moving);
  const before = core.exports.coreScratchPeak(0);
  const run = runMemoryCase(engine, name, n);
  return {
    held: core.exports.coreScratchPeak(0) - before,
    moving: core.exports.coreScratchPeak(1) - before,
    nodes: run.held,
    error: run.error,
  };
}

describe.each(Object.keys(MEMORY_CASES))("%s", (name) => {
  test(
    "its lists hold at most the documented bytes a node (and a search's within a byte of it); moving lists at " +
      "most half again",
    () => {
      const small = measure(name, SMALL);
      const large = measure(name, LARGE);
      // Only the expected end: a full best-first tree's error, never the core out of memory.
      for (const run of [small, large])
        expect(run.error ?? "ran out of memory: its tree").toMatch(/ran out of memory: its tree/);
      const perNode = (large.held - small.held) / (LARGE - SMALL);
      const doc = documented(name);
      expect(perNode).toBeGreaterThan(0);
      expect(perNode).toBeLessThanOrEqual(doc);
      // A search's store fills to the limit: its figure is its lists' exactly.
      if (!MEMORY_CASES[name].player) expect(perNode).toBeGreaterThan(doc - 1);
      // A list that grows by moving holds its old block (half its new one) while it is copied.
      expect(large.moving).toBeLessThanOrEqual(1.5 * doc * LARGE + (1 << 20));
    },
  );
});
