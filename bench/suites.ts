// The benchmark suites: each is a fixed piece of work per call, measured on both engines
// in one run, so that their rates and ratio come from the same noisy machine minute.
// Later domains add their suites to `suites` below; the Breakthrough suites (./breakthrough.ts)
// measure a user's game, the kit's core against the reference on its TypeScript class.

import type { RandomTreeSpec } from "../contract/index.js";
import type { Algorithm, PlayerSpec, Position, SearchReport, SearchRequest } from "../contract/index.js";
import { playerSelfPlay, selfPlay } from "./self-play.js";
import { INITIAL_BOARD } from "../contract/index.js";
import { END_POSITIONS, MIDDLE_POSITIONS } from "./connect-four-positions.js";
import { breakthroughSuites } from "./breakthrough.js";
import type { Suite } from "./suite.js";

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

type Limits = Omit<SearchRequest, "position" | "algorithm">;

/** Whole random games (depth 100), one search for both sides: nodes generated per second. */
function wholeGames(name: string, algorithm: Algorithm, games: [RandomTreeSpec, Limits][]): Suite {
  return {
    name,
    unit: "nodes/s",
    iterations: 4,
    prepare(engine) {
      const play = () =>
        games.reduce((sum, [tree, limits]) => sum + selfPlay(engine, tree, algorithm, limits).generated, 0);
      return { units: play(), run: play };
    },
  };
}

const b10 = { seed: 1, branching: 10, mode: "uniform" } as const;
const b4 = { seed: 1, branching: 4, mode: "random" } as const;

export const alphabetaRandom = wholeGames("alphabeta-random", "alphabeta", [
  [b10, { horizon: 6 }],
  [b4, { horizon: 8 }],
]);
// RBFMS itself: its regeneration ledger (an instrument, about a tenth of its time) left out.
export const rbfmsRandom = wholeGames("rbfms-random", "rbfms", [
  [b10, { bound: 10, countRegenerations: false }],
  [b4, { bound: 20, countRegenerations: false }],
]);

/**
 * Whole random games (depth 100) played by one tree-keeping best-first player for both
 * sides (it observes every move and keeps the subtree below it): nodes generated per second.
 */
function playerGames(name: string, games: [RandomTreeSpec, PlayerSpec][]): Suite {
  return {
    name,
    unit: "nodes/s",
    iterations: 4,
    prepare(engine) {
      const play = () => games.reduce((sum, [tree, spec]) => sum + playerSelfPlay(engine, tree, spec), 0);
      return { units: play(), run: play };
    },
  };
}

export const bestfirstPlayerRandom = playerGames("bestfirst-player-random", [
  [b10, { kind: "bestfirst", bound: 10 }],
  [b4, { kind: "bestfirst", bound: 20 }],
]);

/** Othello perft(9) and perft(8) of the initial position (docs/othello.md), leaves only. */
const PERFT_LEAVES = [0, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];

export const othelloPerft: Suite = {
  name: "othello-perft",
  unit: "leaves/s",
  prepare(engine) {
    // About 0.1-0.5 s a call on either engine: depth 9 on the core, 8 on the reference.
    const depth = engine.name === "wasm" ? 9 : 8;
    return { units: PERFT_LEAVES[depth], run: () => engine.perft({ game: "othello", board: INITIAL_BOARD }, depth) };
  },
};

/** A middle-game position: 20 plies in, 40 empty squares (a fixed playout). */
const MIDDLE_GAME = "----------------X---XOX--XOOOOO--XOOXO----OXXO---OOOX-----O----- X";

export const alphabetaOthello: Suite = {
  name: "alphabeta-othello",
  unit: "nodes/s",
  iterations: 8,
  prepare(engine) {
    const search = () =>
      engine.search({ position: { game: "othello", board: MIDDLE_GAME }, algorithm: "alphabeta", horizon: 7 });
    return { units: search().nodes.generated, run: search };
  },
};

/**
 * Connect-Four perft from the empty board, leaves only: depth 8 on the core, 7 on the reference
 * (about 0.1-0.3 s a call).
 */
export const connectFourPerft: Suite = {
  name: "connect4-perft",
  unit: "leaves/s",
  iterations: 8,
  prepare(engine) {
    const depth = engine.name === "wasm" ? 8 : 7;
    const run = () => engine.perft({ game: "connect4" }, depth);
    return { units: run()[depth - 1], run };
  },
};

/**
 * The exact Connect-Four solver on 100 end positions (29+ stones played) and 100 middle
 * ones (15-28 played, the game over within 13 plies), the kinds of Pons' End-Easy and
 * Middle-Easy sets: positions solved a second. BENCHMARKS.md has the mean microseconds
 * of each kind through `solve --stdin`.
 */
export const connectFourSolve: Suite = {
  name: "connect4-solve",
  unit: "positions/s",
  iterations: 8,
  prepare(engine) {
    const positions = [...END_POSITIONS, ...MIDDLE_POSITIONS].map(
      (line) => ({ game: "connect4", moves: [...line.split(" ")[0]] }) as const,
    );
    const run = () => positions.reduce((nodes, position) => nodes + engine.solve(position).nodes, 0);
    run(); // the solver's table is made on the first solve
    return { units: positions.length, run };
  },
};

/**
 * Min/max approximation and iterative deepening with Rivest's budget of 5000 calls to the
 * move routine, from Connect-Four openings: calls (nodes generated) per second, what the
 * time rows of Rivest's table 2 turn on.
 */
function connectFourCalls(name: string, algorithm: "mma" | "id"): Suite {
  const openings = [
    ["4", "4"],
    ["3", "5"],
    ["1", "7"],
  ];
  return {
    name,
    unit: "calls/s",
    iterations: 16,
    prepare(engine) {
      const search = () =>
        openings.reduce(
          (sum, moves) =>
            sum + engine.search({ position: { game: "connect4", moves }, algorithm, moveCalls: 5000 }).nodes.generated,
          0,
        );
      return { units: search(), run: search };
    },
  };
}

export const mmaConnectFour = connectFourCalls("mma-connect4", "mma");
export const idConnectFour = connectFourCalls("id-connect4", "id");

/**
 * MCTS (UCT, MCTS-Solver on, uniform random rollouts to the end, seed 0) with a
 * simulation budget from a few positions: simulations per second, and nodes generated
 * per second (rollout positions included: docs/searches.md, "Monte-Carlo tree search").
 */
function mctsSimulations(name: string, positions: Position[], simulations: number): Suite {
  return {
    name,
    unit: "simulations/s",
    alsoUnit: "nodes/s",
    iterations: 8,
    prepare(engine) {
      const search = () => positions.map((position) => engine.search({ position, algorithm: "mcts", simulations }));
      const reports = search();
      const sum = (count: (r: SearchReport) => number) => reports.reduce((total, r) => total + count(r), 0);
      return { units: sum((r) => r.simulations!), alsoUnits: sum((r) => r.nodes.generated), run: search };
    },
  };
}

export const mctsConnectFour = mctsSimulations(
  "mcts-connect4",
  [[], ["4", "4"], ["3", "5"], ["1", "7"]].map((moves) => ({ game: "connect4", moves })),
  5000,
);
export const mctsOthello = mctsSimulations(
  "mcts-othello",
  [
    { game: "othello", board: INITIAL_BOARD },
    { game: "othello", board: MIDDLE_GAME },
  ],
  2000,
);

/**
 * Alpha-beta with a transposition table (iterative deepening, the table's move and killers
 * first) to a fixed horizon from a few positions: nodes generated per second, the table's
 * probes and stores included (alphabeta-othello searches the same middle game without them).
 */
function alphabetaTT(name: string, positions: Position[], horizon: number): Suite {
  return {
    name,
    unit: "nodes/s",
    iterations: 8,
    prepare(engine) {
      const search = () =>
        positions.reduce(
          (sum, position) => sum + engine.search({ position, algorithm: "alphabeta-tt", horizon }).nodes.generated,
          0,
        );
      return { units: search(), run: search };
    },
  };
}

export const alphabetaTTOthello = alphabetaTT("alphabeta-tt-othello", [{ game: "othello", board: MIDDLE_GAME }], 7);
export const alphabetaTTConnectFour = alphabetaTT(
  "alphabeta-tt-connect4",
  [
    ["4", "4"],
    ["3", "5"],
    ["1", "7"],
  ].map((moves) => ({ game: "connect4", moves })),
  9,
);

/** Every suite, each typed by its own sides (a suite without `sides` measures the engines the runner is given). */
export const suites: Suite<unknown>[] = [
  edgeCosts,
  alphabetaRandom,
  rbfmsRandom,
  bestfirstPlayerRandom,
  othelloPerft,
  alphabetaOthello,
  connectFourPerft,
  connectFourSolve,
  mmaConnectFour,
  idConnectFour,
  mctsConnectFour,
  mctsOthello,
  alphabetaTTOthello,
  alphabetaTTConnectFour,
  ...breakthroughSuites,
];
