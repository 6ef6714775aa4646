// What a benchmark suite is: a fixed piece of work per call, prepared on each of two
// sides (by default the built-in core and the reference engine), whose rates the runner
// (./run.ts) measures in one run, alternating.

import type { Engine } from "../contract/index.js";

export interface Suite<Side = Engine> {
  /** The name `bench --suite` selects and the JSON reports. */
  name: string;
  /** What the rate counts, per second. */
  unit: string;
  /** The same calls counted in a second unit (MCTS: nodes beside simulations), reported as a row of its own. */
  alsoUnit?: string;
  /** Returns one call's worth of work on `engine`, how many units it does, and how many of alsoUnit. */
  prepare(engine: Side): { run: () => unknown; units: number; alsoUnits?: number };
  /**
   * The two sides measured, when they are not the built-in core and the reference engine
   * (a user's game: a core the kit builds, a TypeScript class): made before the suite runs;
   * `note` hears what takes long (a build).
   */
  sides?: (note: (text: string) => void) => Promise<{ wasm: Side; ts: Side }>;
  /** Both sides do the same work (the same searches, node for node): the runner holds their counts equal. */
  sameWork?: boolean;
  /** Fewest samples per engine (tinybench's default of 64 is too many for whole games). */
  iterations?: number;
}
