// The limits the tests search with: one row per algorithm, one column per test that needs
// limits of its own. The table is keyed by `Algorithm`, so a new search of contract/searches.ts
// fails the type check here, and only here, until its row is written. What the contract's row
// decides is derived from it: which depth setting a search takes (`depthLimits`, for the tests
// that search to a depth), and whether it needs a horizon beside a time budget (`clockLimits`).
// Only a search that takes no depth setting gives those tests budgets of its own (`budgets`).

import { ALGORITHMS, SEARCHES, searchNeeds, type Algorithm, type SearchLimits } from "../contract/index.js";

/**
 * A random tree and request drawn by test/searches.test.ts: the drawn `limit` (1..6), a
 * node budget `nodes`, whether the search's budget is `nodes` itself (`useNodes`) or its
 * other stopping rule, whether a horizon of `limit` is too `wide`, the plies `left` in
 * the tree, and the tree's seed and branching factor B.
 */
export interface RandomTreeDraw {
  seed: bigint;
  B: number;
  left: number;
  limit: number;
  nodes: number;
  useNodes: boolean;
  wide: boolean;
}

/**
 * A search of test/soak/long-lived.ts's sequences as drawn: the horizon held to the game's cost
 * and the plies left, its node or time budget, a depth bound (empty when none was drawn),
 * whether its tables are `small`, and the drawn node count and time.
 */
export interface LongLivedDraw {
  horizon: number;
  budget: SearchLimits;
  bound: SearchLimits;
  small: boolean;
  nodes: number;
  time: number;
}

/**
 * The budgets of a search that takes no depth setting, in the tests that give the others a
 * depth (`depthLimits`): mostly budgets above the whole game's tree.
 */
export interface DepthlessBudgets {
  /** test/game-shape.test.ts: a search of the shaped games, refused before it starts. */
  shapedGames: SearchLimits;
  /** test/own-game.test.ts: the whole of a Nim of at most 9 plies, Bouton's answer. */
  nim: SearchLimits;
  /** test/searcher-own-game.test.ts: the whole 3x3 Hexapawn, Gardner's answer. */
  hexapawn3x3: SearchLimits;
  /** test/breakthrough.test.ts: the whole tree below a solved position, of `treeSize` nodes (0: not counted). */
  breakthrough: (treeSize: number) => SearchLimits;
  /** test/tic-tac-toe.test.ts: every position of 7 or fewer empty squares, its forced wins proven. */
  ticTacToe: SearchLimits;
  /** test/connect-four.test.ts: late won positions proven, the search stopping there; null: it never stops early. */
  connectFourWin: SearchLimits | null;
}

/** What the tests need of one algorithm. */
export interface SearchTestLimits {
  /** test/searches.test.ts: random trees, from a drawn request. */
  randomTree: (draw: RandomTreeDraw) => SearchLimits;
  /** test/othello-search.test.ts: limits that grow with k (1..4), for the engines' agreement. */
  othello: (k: number) => SearchLimits;
  /** test/connect-four.test.ts: limits that grow with k (1..4), for the engines' agreement. */
  connectFour: (k: number) => SearchLimits;
  /** test/searcher-own-game.test.ts: small enough for a test on 4x4 Hexapawn. */
  hexapawn4x4: SearchLimits;
  /** test/kit.test.ts: the kit's 12-ply Nim, deep enough to matter, short of solving it all. */
  kitNim: SearchLimits;
  /** test/kit-start-names.test.ts: small limits on the kit's 12-ply Nim. */
  kitNimSmall: SearchLimits;
  /** test/kit-protocol.test.ts, kit-shape.test.ts: the second ply of the kit's small test games (broken, shaped). */
  kitSmallGames: SearchLimits;
  /** test/gomoku-kit.test.ts: deep enough to matter, small enough for a test. */
  gomokuKit: SearchLimits;
  /** test/breakthrough-kit.test.ts: deep enough to matter, small enough for a test (8 x 8 and 5 x 4). */
  breakthroughKit: SearchLimits;
  /** test/own-game.test.ts's child process: Nim [1, 3, 5] breaking the protocol, every search meeting the break. */
  brokenNim: SearchLimits;
  /** test/soak/long-lived.ts: a drawn search that its rules take. */
  longLived: (draw: LongLivedDraw) => SearchLimits;
  /** Given exactly when the search takes no depth setting (`depthLimits` gives the others theirs). */
  budgets?: DepthlessBudgets;
}

/** Random trees: the full-width searches to `limit` plies (2 where the tree is wide). */
const fullWidth = ({ wide, limit }: RandomTreeDraw): SearchLimits => ({ horizon: wide ? 2 : limit });
/** Random trees: best-first and RBFMS by nodes or to a stopping depth within the tree. */
const bestFirst = ({ useNodes, nodes, limit, left }: RandomTreeDraw): SearchLimits =>
  useNodes ? { nodes } : { stopDepth: Math.min(limit * 2, left) };
/** Long-lived sequences: minimax and alpha-beta budgeted, mostly below the horizon's tree (cut short, no answer). */
const fullWidthLongLived = ({ horizon, budget, small, nodes, time }: LongLivedDraw): SearchLimits => ({
  horizon,
  ...(small ? (time > 0 ? budget : { nodes: 1 + (nodes % 60) }) : {}),
});
/** Long-lived sequences: best-first and RBFMS by budget, with the bound drawn. */
const bestFirstLongLived = ({ budget, bound }: LongLivedDraw): SearchLimits => ({ ...budget, ...bound });

/** The table: one row per search of contract/searches.ts. */
export const SEARCH_LIMITS: Record<Algorithm, SearchTestLimits> = {
  minimax: {
    randomTree: fullWidth,
    othello: (k) => ({ horizon: k }),
    connectFour: (k) => ({ horizon: k }),
    hexapawn4x4: { horizon: 5 },
    kitNim: { horizon: 4 },
    kitNimSmall: { horizon: 3 },
    kitSmallGames: { horizon: 4 },
    gomokuKit: { horizon: 2 },
    breakthroughKit: { horizon: 3 },
    brokenNim: { horizon: 4 },
    longLived: fullWidthLongLived,
  },
  alphabeta: {
    randomTree: fullWidth,
    othello: (k) => ({ horizon: k }),
    connectFour: (k) => ({ horizon: k }),
    hexapawn4x4: { horizon: 7 },
    kitNim: { horizon: 5 },
    kitNimSmall: { horizon: 4 },
    kitSmallGames: { horizon: 4 },
    gomokuKit: { horizon: 3 },
    breakthroughKit: { horizon: 4 },
    brokenNim: { horizon: 4 },
    longLived: fullWidthLongLived,
  },
  id: {
    randomTree: ({ useNodes, nodes }) => (useNodes ? { nodes } : { moveCalls: nodes }),
    othello: (k) => ({ nodes: 500 * k }),
    connectFour: (k) => ({ nodes: 300 * k }),
    hexapawn4x4: { nodes: 3000 },
    kitNim: { horizon: 6, nodes: 3000 },
    kitNimSmall: { nodes: 900 },
    kitSmallGames: { horizon: 6, nodes: 3000 },
    gomokuKit: { horizon: 6, nodes: 5000 },
    breakthroughKit: { horizon: 8, nodes: 20_000 },
    brokenNim: { horizon: 4 },
    longLived: ({ horizon, budget, small }) => ({ ...budget, ...(small ? { horizon } : {}) }),
  },
  bestfirst: {
    randomTree: bestFirst,
    othello: (k) => ({ bound: 2 * k }),
    connectFour: (k) => ({ bound: 2 * k }),
    hexapawn4x4: { bound: 8 },
    kitNim: { bound: 8 },
    kitNimSmall: { bound: 6 },
    kitSmallGames: { bound: 8 },
    gomokuKit: { bound: 10, nodes: 5000 },
    breakthroughKit: { bound: 10, nodes: 20_000 },
    brokenNim: { bound: 6 },
    longLived: bestFirstLongLived,
  },
  rbfms: {
    randomTree: bestFirst,
    othello: (k) => ({ bound: 2 * k }),
    connectFour: (k) => ({ bound: 2 * k }),
    hexapawn4x4: { bound: 6 },
    kitNim: { bound: 8 },
    kitNimSmall: { bound: 6, nodes: 700 },
    kitSmallGames: { bound: 8 },
    gomokuKit: { bound: 6, nodes: 5000 },
    breakthroughKit: { bound: 6, nodes: 20_000 },
    brokenNim: { bound: 6 },
    longLived: bestFirstLongLived,
  },
  "rbfms-inherit": {
    randomTree: bestFirst,
    othello: (k) => ({ bound: 2 * k }),
    connectFour: (k) => ({ bound: 2 * k }),
    hexapawn4x4: { bound: 6 },
    kitNim: { bound: 8 },
    kitNimSmall: { bound: 5 },
    kitSmallGames: { bound: 8 },
    gomokuKit: { bound: 6, nodes: 5000 },
    breakthroughKit: { bound: 6, nodes: 20_000 },
    brokenNim: { bound: 6 },
    longLived: bestFirstLongLived,
  },
  extension: {
    randomTree: ({ useNodes, nodes, limit, left, B }) => {
      // Alpha-beta to a horizon that keeps the whole tree small, then best-first.
      const horizon = Math.max(1, Math.min(limit - 1, left, B > 6 ? 1 : 3));
      return useNodes ? { horizon, nodes } : { horizon, stopDepth: Math.min(limit * 2, left) };
    },
    othello: (k) => ({ horizon: Math.min(k, 2), bound: 2 * k }),
    connectFour: (k) => ({ horizon: 1, bound: 2 * k }),
    hexapawn4x4: { horizon: 2, bound: 7 },
    kitNim: { horizon: 2, bound: 8 },
    kitNimSmall: { horizon: 2, bound: 6 },
    kitSmallGames: { horizon: 2, bound: 8 },
    gomokuKit: { horizon: 2, bound: 8, nodes: 5000 },
    breakthroughKit: { horizon: 2, bound: 8, nodes: 20_000 },
    brokenNim: { horizon: 2, bound: 6 },
    longLived: ({ horizon, budget, bound }) => ({ horizon: Math.min(horizon, 2), ...budget, ...bound }),
  },
  mma: {
    randomTree: ({ useNodes, nodes, limit }) => {
      // p from 1 (every penalty log n) to 40 (nearly max/min), fractional ones too.
      const p = [1, 2, 3.5, 10, 40, 7.25][limit - 1],
        penaltyConstant = [0, 0.5, 0, 2, 0, 0.1][limit - 1];
      return useNodes ? { nodes, p } : { moveCalls: nodes, p, penaltyConstant };
    },
    othello: (k) => ({ moveCalls: 500 * k, p: [1, 3, 10, 40][k - 1] }),
    connectFour: (k) => ({ moveCalls: 300 * k, p: [1, 3, 10, 40][k - 1] }),
    hexapawn4x4: { moveCalls: 2000 },
    kitNim: { moveCalls: 3000 },
    kitNimSmall: { moveCalls: 500 },
    kitSmallGames: { moveCalls: 200 },
    gomokuKit: { moveCalls: 1000 },
    breakthroughKit: { moveCalls: 3000 },
    brokenNim: { nodes: 500 },
    longLived: ({ budget, small }) => ({ ...budget, ...(small ? { p: 2 } : {}) }),
    budgets: {
      shapedGames: { moveCalls: 100 },
      // A budget above the whole game's size: every tip terminal.
      nim: { moveCalls: 1e6 },
      hexapawn3x3: { moveCalls: 1e5 },
      // Min/max approximation does not stop when the root is proven: a budget above the tree expands every tip.
      breakthrough: (treeSize) => ({ moveCalls: treeSize + 1 }),
      // A budget above the whole tree of every position with 7 or fewer empty squares (every forced win
      // there), so it proves them by expanding every tip.
      ticTacToe: { moveCalls: 60000 },
      // No completion rule: Rivest's method stops on its budget, or when every tip is terminal.
      connectFourWin: null,
    },
  },
  mcts: {
    randomTree: ({ useNodes, nodes, seed, limit }) =>
      useNodes ? { nodes, seed } : { simulations: nodes, leaf: limit > 3 ? "evaluation" : "rollout" },
    othello: (k) => ({ simulations: 50 * k, seed: k }),
    connectFour: (k) => ({ simulations: 40 * k, seed: k }),
    hexapawn4x4: { simulations: 2000 },
    kitNim: { simulations: 2000, seed: 7 },
    kitNimSmall: { simulations: 500, seed: 3 },
    kitSmallGames: { simulations: 200, seed: 7 },
    gomokuKit: { simulations: 500, seed: 11 },
    breakthroughKit: { simulations: 2000, seed: 11 },
    brokenNim: { simulations: 500 },
    longLived: ({ budget, small, nodes }) => ({ ...budget, seed: nodes, ...(small ? { memoryNodes: 200 } : {}) }),
    // MCTS-Solver proves the root (or the win) within these budgets, and stops there.
    budgets: {
      shapedGames: { simulations: 100, seed: 3 },
      nim: { simulations: 1e6 },
      hexapawn3x3: { simulations: 1e5 },
      breakthrough: () => ({ simulations: 10_000_000 }),
      // Every forced win within 328 simulations (test/mcts.test.ts); its value in thousandths.
      ticTacToe: { simulations: 2000 },
      connectFourWin: { simulations: 1e6 },
    },
  },
  "alphabeta-tt": {
    // A small table now and then, so that entries are replaced.
    randomTree: (draw) =>
      draw.useNodes ? { nodes: draw.nodes, memoryNodes: draw.limit > 3 ? 64 : undefined } : fullWidth(draw),
    othello: (k) => ({ nodes: 500 * k }),
    connectFour: (k) => ({ nodes: 300 * k }),
    hexapawn4x4: { nodes: 3000 },
    kitNim: { horizon: 6, nodes: 3000 },
    kitNimSmall: { nodes: 900 },
    kitSmallGames: { horizon: 6, nodes: 3000 },
    gomokuKit: { horizon: 4, nodes: 20_000 },
    breakthroughKit: { horizon: 8, nodes: 20_000 },
    brokenNim: { horizon: 4 },
    longLived: ({ horizon, budget, small }) => ({
      ...budget,
      ...(small ? { memoryNodes: 64 } : {}),
      ...(small ? { horizon } : {}),
    }),
  },
};

/** Whether the contract's row takes a depth setting (a horizon or a depth bound). */
function takesDepth(algorithm: Algorithm): boolean {
  const { takes } = SEARCHES[algorithm];
  return takes.includes("horizon") || takes.includes("bound");
}

// A row's budgets are there exactly when its search takes no depth setting: said at import, by name.
for (const algorithm of ALGORITHMS) {
  if (takesDepth(algorithm) === (SEARCH_LIMITS[algorithm].budgets !== undefined))
    throw new Error(
      `test/search-limits.ts: ${algorithm} ${takesDepth(algorithm) ? "takes a depth, so gives no" : "needs"} budgets`,
    );
}

/**
 * The limits with which a search that takes a depth sees `horizon` plies, from its contract row:
 * a full-width search to that horizon, best-first and RBFMS to the depth bound `bound` (by
 * default the same), extension (which takes both) to it after one ply of alpha-beta. A search
 * that takes no depth setting gets the budgets `pick` chooses from its row; null: it is left out.
 */
export function depthLimits(
  algorithm: Algorithm,
  pick: (budgets: DepthlessBudgets) => SearchLimits | null,
  horizon: number,
  bound = horizon,
): SearchLimits | null {
  const { takes } = SEARCHES[algorithm];
  if (takes.includes("horizon") && takes.includes("bound")) return { horizon: 1, bound };
  if (takes.includes("horizon")) return { horizon };
  if (takes.includes("bound")) return { bound };
  return pick(SEARCH_LIMITS[algorithm].budgets!);
}

/** `depthLimits` for a test that leaves no search out. */
export function depthOrBudgets(
  algorithm: Algorithm,
  pick: (budgets: DepthlessBudgets) => SearchLimits,
  horizon: number,
  bound = horizon,
): SearchLimits {
  return depthLimits(algorithm, pick, horizon, bound)!;
}

/** A time budget of `time` ms, and a horizon (deeper than the budget reaches) where the search needs one. */
export function clockLimits(algorithm: Algorithm, time: number, horizon: number): SearchLimits {
  return searchNeeds(algorithm, "horizon") ? { time, horizon } : { time };
}

/** One column of the table, keyed by algorithm (for a child process's script, as JSON). */
export function column<K extends keyof SearchTestLimits>(key: K): Record<Algorithm, SearchTestLimits[K]> {
  return Object.fromEntries(ALGORITHMS.map((a) => [a, SEARCH_LIMITS[a][key]])) as Record<
    Algorithm,
    SearchTestLimits[K]
  >;
}
