// The benchmark suites: each is a fixed piece of work per call, measured on both engines
// in one run, so that their rates and ratio come from the same noisy machine minute.
// Later domains add their suites to `suites` below.

import type { Engine } from "../reference/engine.js";

export interface Suite {
  /** The name `bench --suite` selects and the JSON reports. */
  name: string;
  /** What the rate counts, per second. */
  unit: string;
  /** Returns one call's worth of work on `engine` and how many units it does. */
  prepare(engine: Engine): { run: () => unknown; units: number };
}

const EDGES_PER_CALL = 200_000;

export const edgeCosts: Suite = {
  name: "edge-costs",
  unit: "edges/s",
  prepare(engine) {
    let first = 0;
    return {
      units: EDGES_PER_CALL,
      run: () => {
        first = (first + EDGES_PER_CALL) % 1_000_000_000; // fresh indices every call
        return engine.edgeCostSum(12345n, first, EDGES_PER_CALL);
      },
    };
  },
};

export const suites: Suite[] = [edgeCosts];
