// Monte-Carlo tree search's options' defaults and ranges (UCT with MCTS-Solver, after OpenSpiel's
// MCTSBot; docs/searches.md, "MCTS"; the options are rows of ./settings.ts), and the two pieces of arithmetic both
// engines must do alike: the squash of a static value into [-1, 1] and the choice of a
// uniform random move from the project's SplitMix64 stream.

/** OpenSpiel's tests' exploration constant, sqrt(2). */
export const MCTS_DEFAULT_C = Math.SQRT2;
/** The default scale of the squash (a tic-tac-toe line of two counts 4 / 104; a random tree's edge up to ±32768). */
export const MCTS_DEFAULT_SCALE = 100;
/** The largest exploration constant c. */
export const MCTS_MAX_C = 1000;
/** The largest simulation budget. */
export const MCTS_MAX_SIMULATIONS = 2 ** 52;
/** The deepest rollout. */
export const MCTS_MAX_ROLLOUT_DEPTH = 1_000_000;
/**
 * The squash's scale lies in [1, 2^31]: at least 1, so no integer value squashes to exactly ±1, a
 * proven win's outcome.
 */
export const MCTS_MIN_SCALE = 1;
/** The largest squash scale. */
export const MCTS_MAX_SCALE = 2 ** 31;
/**
 * The most nodes MCTS's tree may hold, and the default: 2^25. The core keeps 32 bytes a
 * node (visits, total reward and proven outcome as doubles, the first child, the child
 * count with the flags; a double more with implicit backups, `alpha`), so 2^25 nodes take
 * 1 GiB (1.25 GiB with `alpha`; a player keeps two trees: contract/searches.ts). MCTS stops
 * at the limit as at a spent budget.
 */
export const MAX_MCTS_MEMORY_NODES = 2 ** 25;

/**
 * The static value `v` squashed into (-1, 1): v / (|v| + scale). Rational, not tanh: IEEE
 * 754 fixes division and addition but not tanh, and the engines must agree to the bit.
 * Odd (squash(-v) = -squash(v) exactly) and increasing, so the order of values is kept.
 */
export function squash(v: number, scale: number): number {
  return v / (Math.abs(v) + scale);
}

/**
 * The move a rollout plays among `n` (1..65536), from the stream's output whose high 32
 * bits are `hi`: floor(hi · n / 2^32) (exact in a double: hi · n < 2^48).
 */
export function uniformMove(hi: number, n: number): number {
  return Math.floor((hi * n) / 4294967296);
}
