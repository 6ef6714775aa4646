// The Breakthrough suites: a user's own game at core speed. The worked example's
// AssemblyScript class (examples/breakthrough/assembly), built by the game kit's
// build-game, against its TypeScript twin (examples/breakthrough/breakthrough.ts)
// searched by the reference's searchGame: the same searches from the same positions,
// which the two search node for node alike (test/breakthrough-kit.test.ts), so the
// runner holds their node counts equal and the ratio is per node.

import { join } from "node:path";
import { createWasmEngine, searchGame, type Algorithm, type SearchLimits, type SearchReport } from "../library.js";
import { Breakthrough } from "../examples/breakthrough/breakthrough.js";
import { packageRoot } from "../kit/build-game.js";
import { cachedKitCore } from "./kit-core.js";
import type { Suite } from "./suite.js";

/** One side of a Breakthrough suite: a search of the 8 x 8 game after `moves` (names from the start). */
export interface BreakthroughSide {
  search(moves: readonly string[], request: SearchLimits & { algorithm: Algorithm }): SearchReport;
}

/** The reference's side: a fresh TypeScript board each search, as the core sets up its own. */
export const referenceSide: BreakthroughSide = {
  search(moves, request) {
    const game = new Breakthrough(8, 8);
    game.playNames(moves);
    return searchGame(game, request);
  },
};

let core: Promise<BreakthroughSide> | undefined;

/** The core's side: the class built by the kit (once per process, the build cached on disk). */
export function coreSide(note?: (text: string) => void): Promise<BreakthroughSide> {
  core ??= cachedKitCore(
    join(packageRoot(), "examples/breakthrough/assembly/breakthrough.ts"),
    "Breakthrough",
    note,
  ).then(async (bytes) => {
    const engine = await createWasmEngine({ core: bytes });
    return { search: (moves, request) => engine.search({ position: { moves }, ...request }) };
  });
  return core;
}

/** The start, and eight plies in (both sides have opened their flanks and centre). */
export const BREAKTHROUGH_POSITIONS: readonly string[][] = [
  [],
  ["h2-g3", "g7-g6", "e2-e3", "e7-e6", "b2-b3", "b7-a6", "b1-b2", "f8-e7"],
];

/**
 * A search from each position, about 0.1 to 0.5 s a call on the reference: nodes generated a second
 * (MCTS: simulations, and nodes beside).
 */
function breakthrough(algorithm: Algorithm, limits: SearchLimits): Suite<BreakthroughSide> {
  const mcts = algorithm === "mcts";
  return {
    name: `breakthrough-${algorithm}`,
    unit: mcts ? "simulations/s" : "nodes/s",
    ...(mcts ? { alsoUnit: "nodes/s" } : {}),
    iterations: 8,
    sameWork: true,
    sides: async (note) => ({ wasm: await coreSide(note), ts: referenceSide }),
    prepare(side) {
      const search = () => BREAKTHROUGH_POSITIONS.map((moves) => side.search(moves, { algorithm, ...limits }));
      const reports = search();
      const sum = (count: (r: SearchReport) => number) => reports.reduce((total, r) => total + count(r), 0);
      const nodes = sum((r) => r.nodes.generated);
      return mcts
        ? { units: sum((r) => r.simulations!), alsoUnits: nodes, run: search }
        : { units: nodes, run: search };
    },
  };
}

/** Each suite's search (scripts/lab/breakthrough-speed.ts times the same ones in CPU time). */
export const BREAKTHROUGH_SEARCHES: readonly { algorithm: Algorithm; limits: SearchLimits }[] = [
  { algorithm: "alphabeta", limits: { horizon: 5 } },
  { algorithm: "alphabeta-tt", limits: { horizon: 6 } },
  { algorithm: "bestfirst", limits: { bound: 10, nodes: 50_000 } },
  { algorithm: "rbfms", limits: { bound: 7, countRegenerations: false } },
  { algorithm: "mcts", limits: { simulations: 1000, seed: 1 } },
];

export const breakthroughSuites = BREAKTHROUGH_SEARCHES.map(({ algorithm, limits }) => breakthrough(algorithm, limits));
