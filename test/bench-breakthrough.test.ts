// The Breakthrough benchmark suites (bench/breakthrough.ts) measure per node: on each
// suite's two sides, the kit's core built from the example and the reference searching
// the TypeScript class, one call's work counts the same nodes (and simulations), which
// the runner holds equal when it times them. No timing here.

import { expect, test } from "vitest";
import { breakthroughSuites } from "../bench/breakthrough.js";
import { suiteNames } from "../bench/run.js";

test("every Breakthrough suite is one of bench's, and its two sides do the same work", async () => {
  expect(breakthroughSuites.map((s) => s.name)).toEqual(
    ["alphabeta", "alphabeta-tt", "bestfirst", "rbfms", "mcts"].map((a) => `breakthrough-${a}`),
  );
  for (const suite of breakthroughSuites) {
    expect(suiteNames()).toContain(suite.name);
    expect(suite.sameWork).toBe(true);
    const sides = await suite.sides!(() => {});
    const core = suite.prepare(sides.wasm);
    const reference = suite.prepare(sides.ts);
    expect(core.units, suite.name).toBeGreaterThan(1000);
    expect({ units: core.units, alsoUnits: core.alsoUnits }, suite.name).toEqual({
      units: reference.units,
      alsoUnits: reference.alsoUnits,
    });
  }
}, 900_000);
