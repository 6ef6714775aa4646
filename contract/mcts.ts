// Monte-Carlo tree search's options (UCT with MCTS-Solver, after OpenSpiel's MCTSBot;
// docs/searches.md, "MCTS"), their defaults, and the two pieces of arithmetic both
// engines must do alike: the squash of a static value into [-1, 1] and the choice of a
// uniform random move from the project's SplitMix64 stream.

import { checkInt, fail, shown } from "./errors.js";
import { seedHalves, type Seed } from "./seed.js";

/** MCTS's settings, in a search request or a player's description (docs/searches.md, MCTS). */
export interface MctsOptions {
  /** Simulation budget (one descent, one leaf value, one backup each). At least two run whatever the budgets. */
  simulations?: number;
  /** The seed of the rollouts' SplitMix64 stream (default 0). */
  seed?: Seed;
  /** UCT's exploration constant c in Q/N + c·sqrt(ln N_parent / N) (default MCTS_DEFAULT_C). */
  exploration?: number;
  /** How a new leaf is valued: a uniform random rollout (default) or the squashed static value. */
  leaf?: "rollout" | "evaluation";
  /** A rollout's most random moves; past them the squashed static value stands for the rest (default: to the end). */
  rolloutDepth?: number;
  /** The squash's scale s: a static value v counts as v / (|v| + s) (default MCTS_DEFAULT_SCALE). */
  evaluationScale?: number;
  /** MCTS-Solver's backups of proven values (default: on in games of wins, draws and losses, Game.decisive). */
  solver?: boolean;
  /**
   * Implicit minimax backups (Lanctot et al. 2014), the weight α in [0, 1] (default 0: off):
   * UCT's mean becomes (1 − α)·Q/N + α·v, v the minimax value of the squashed static values
   * of the tree's leaves; an expansion then generates and evaluates every child.
   */
  alpha?: number;
}

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

/**
 * Checks MCTS's options of a request for `algorithm`: each one well formed, and none
 * given to another search. Returns whether the request has a simulation budget.
 */
export function checkMctsOptions(request: MctsOptions, algorithm: string): boolean {
  const { simulations, seed, exploration, leaf, rolloutDepth, evaluationScale, solver, alpha } = request;
  const given = [simulations, seed, exploration, leaf, rolloutDepth, evaluationScale, solver, alpha].some(
    (x) => x !== undefined,
  );
  if (given && algorithm !== "mcts")
    fail(
      `simulations, seed, exploration, leaf, rolloutDepth, evaluationScale, solver and alpha are MCTS's options ` +
        `(mcts), not ${algorithm}'s`,
    );
  if (alpha !== undefined && (typeof alpha !== "number" || !Number.isFinite(alpha) || alpha < 0 || alpha > 1))
    fail(`alpha (the implicit minimax weight) must be a number from 0 to 1, got ${shown(alpha)}`);
  if (simulations !== undefined) checkInt("simulation budget", simulations, 1, MCTS_MAX_SIMULATIONS);
  if (seed !== undefined) seedHalves(seed);
  if (
    exploration !== undefined &&
    (typeof exploration !== "number" || !Number.isFinite(exploration) || exploration < 0 || exploration > MCTS_MAX_C)
  )
    fail(`exploration (UCT's c) must be a number from 0 to ${MCTS_MAX_C}, got ${shown(exploration)}`);
  if (leaf !== undefined && leaf !== "rollout" && leaf !== "evaluation")
    fail(`leaf must be "rollout" or "evaluation", got ${shown(leaf)}`);
  if (rolloutDepth !== undefined) {
    checkInt("rollout depth", rolloutDepth, 0, MCTS_MAX_ROLLOUT_DEPTH);
    if (leaf === "evaluation")
      fail('rolloutDepth is for rollout leaves; leaf "evaluation" takes the static value at once');
  }
  if (
    evaluationScale !== undefined &&
    (typeof evaluationScale !== "number" ||
      !Number.isFinite(evaluationScale) ||
      evaluationScale < MCTS_MIN_SCALE ||
      evaluationScale > MCTS_MAX_SCALE)
  )
    fail(`evaluationScale must be a number from ${MCTS_MIN_SCALE} to ${MCTS_MAX_SCALE}, got ${shown(evaluationScale)}`);
  if (solver !== undefined && typeof solver !== "boolean") fail(`solver must be true or false, got ${shown(solver)}`);
  return simulations !== undefined;
}
