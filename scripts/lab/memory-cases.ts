// The cases of the memory measurements (scripts/lab/memory-use.ts, test/memory-use.test.ts):
// every search that keeps a tree, frames or a table, and every player that keeps a store,
// given a memory limit of n nodes and a budget past it on a game whose tree grows, so
// that the store fills; and the run of one case on an engine.

import {
  MAX_MCTS_MEMORY_NODES,
  MAX_MEMORY_NODES,
  MAX_MMA_MEMORY_NODES,
  MAX_SEARCH_MEMORY_NODES,
  MAX_TABLE_ENTRIES,
  type Algorithm,
  type Engine,
  type PlayerSpec,
  type Position,
  type SearchProgress,
  type SearchRequest,
} from "../../contract/index.js";

/** A case: a search request or a player's description for a memory limit of n nodes. */
export interface MemoryCase {
  /** The contract's row (contract/searches.ts) whose memory figures it measures: the search's, or its player's. */
  algorithm: Algorithm;
  /** The largest limit it takes. */
  most: number;
  search?: (n: number) => SearchRequest;
  /** A player plays `moves` moves of its own (the opponent's reply is move 0), each with this spec's budget. */
  player?: (n: number) => PlayerSpec;
}

const RANDOM: Position = { game: "random", tree: { seed: 1, branching: 10, mode: "uniform" } };
const WIDE: Position = { game: "random", tree: { seed: 1, branching: 1000, mode: "uniform" } };
const CONNECT_FOUR: Position = { game: "connect4" };

/** The budget past the limit: every search below stops at its memory limit, not at its budget. */
const past = (n: number) => 3 * n + 10_000;

/** MCTS valuing leaves by the evaluation (no rollouts to the tree's end), with implicit minimax backups at `alpha`. */
const mctsRequest = (n: number, alpha: number): SearchRequest => ({
  position: RANDOM,
  algorithm: "mcts",
  leaf: "evaluation",
  alpha,
  simulations: past(n),
  memoryNodes: n,
});

export const MEMORY_CASES: Record<string, MemoryCase> = {
  bestfirst: {
    algorithm: "bestfirst",
    most: MAX_SEARCH_MEMORY_NODES,
    search: (n) => ({ position: WIDE, algorithm: "bestfirst", nodes: past(n), memoryNodes: n }),
  },
  extension: {
    algorithm: "extension",
    most: MAX_SEARCH_MEMORY_NODES,
    search: (n) => ({ position: WIDE, algorithm: "extension", horizon: 2, nodes: past(n), memoryNodes: n }),
  },
  // RBFMS's frames are bound x B at most: to a depth bound of 2 on a uniform tree of B = n / 2 - 1, it holds
  // n - 2 children at once (the root's and its best child's; B = 65535 at most, so n = 2^17 at most here).
  rbfms: {
    algorithm: "rbfms",
    most: 2 ** 17,
    search: (n) => ({
      position: { game: "random", tree: { seed: 1, branching: n / 2 - 1, mode: "uniform" } },
      algorithm: "rbfms",
      bound: 2,
      countRegenerations: false,
    }),
  },
  mma: {
    algorithm: "mma",
    most: MAX_MMA_MEMORY_NODES,
    search: (n) => ({ position: RANDOM, algorithm: "mma", nodes: past(n), memoryNodes: n }),
  },
  mcts: { algorithm: "mcts", most: MAX_MCTS_MEMORY_NODES, search: (n) => mctsRequest(n, 0) },
  "mcts-alpha": { algorithm: "mcts", most: MAX_MCTS_MEMORY_NODES, search: (n) => mctsRequest(n, 0.5) },
  "alphabeta-tt": {
    algorithm: "alphabeta-tt",
    most: MAX_TABLE_ENTRIES,
    search: (n) => ({ position: CONNECT_FOUR, algorithm: "alphabeta-tt", horizon: 12, nodes: past(n), memoryNodes: n }),
  },
  "bestfirst-player": {
    algorithm: "bestfirst",
    most: MAX_MEMORY_NODES,
    player: (n) => ({ kind: "bestfirst", bound: 30, memoryNodes: n }),
  },
  "extension-player": {
    algorithm: "extension",
    most: MAX_MEMORY_NODES,
    player: (n) => ({ kind: "extension", bound: 30, horizon: 2, memoryNodes: n }),
  },
  "alphabeta-player": {
    algorithm: "alphabeta",
    most: MAX_MEMORY_NODES,
    player: (n) => ({ kind: "alphabeta", horizon: 2 * Math.ceil(Math.log10(n)) - 2, memoryNodes: n }),
  },
  "mma-player": {
    algorithm: "mma",
    most: MAX_MMA_MEMORY_NODES,
    player: (n) => ({ kind: "mma", nodes: past(n), memoryNodes: n }),
  },
  "mcts-player": {
    algorithm: "mcts",
    most: MAX_MCTS_MEMORY_NODES,
    player: (n) => ({ kind: "mcts", leaf: "evaluation", simulations: past(n), memoryNodes: n }),
  },
  "mcts-alpha-player": {
    algorithm: "mcts",
    most: MAX_MCTS_MEMORY_NODES,
    player: (n) => ({ kind: "mcts", leaf: "evaluation", alpha: 0.5, simulations: past(n), memoryNodes: n }),
  },
};

/**
 * The player's position: best-first's tree to a depth bound of 30 grows past 2^25 nodes on
 * a uniform tree of B = 1000 (on B = 10 it stays under a million); alpha-beta's to a
 * horizon h on B = 10 holds about 10^(h/2 + 1).
 */
const playerPosition = (name: string): Position =>
  name.startsWith("alphabeta") || name.startsWith("m") ? RANDOM : WIDE;
/** Two moves: the second searches the kept subtree, rebased into the spare arrays when it needs room. */
const PLAYER_MOVES = 2;

/**
 * What a case held: the nodes at the end (a search's peakStore, a player's most stored; n where the tree filled), and
 * the error that ended it.
 */
export interface CaseRun {
  held: number;
  error?: string;
}

/**
 * Runs case `name` at a limit of n nodes on `engine`: the search, or the player's moves (its opponent replies with move
 * 0).
 */
export function runMemoryCase(engine: Engine, name: string, n: number): CaseRun {
  const c = MEMORY_CASES[name];
  let held = 0;
  try {
    if (c.search) held = engine.search(c.search(n)).peakStore || n; // alphabeta-tt: its table of n entries
    if (c.player) {
      const player = engine.createPlayer(c.player(n));
      const path: number[] = [];
      for (let i = 0; i < PLAYER_MOVES; i++) {
        // Best-first and extension players have no budget: a move is stopped once it generated twice the limit.
        let generated = 0;
        const control = {
          progressMs: 0,
          onProgress: (p: SearchProgress) => (generated = p.nodes.generated),
          shouldStop: () => generated > 2 * n,
        };
        const choice = player.choose({ ...playerPosition(name), path }, control);
        held = Math.max(held, choice.stored);
        player.observe(choice.move);
        player.observe(0);
        path.push(choice.move, 0);
      }
    }
  } catch (e) {
    return { held: n, error: (e as Error).message };
  }
  return { held };
}
