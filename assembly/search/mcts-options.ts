// MCTS's options for the searches that follow (set by the bindings before every mcts
// search, as contract/mcts.ts defines them) and its own counts of the last search:
// simulations and static evaluations. Mirrors the options of reference/search/mcts.ts.

/** Simulation budget (i64.MAX_VALUE: none). */
export let mctsSimulationBudget: i64 = i64.MAX_VALUE;
/** The rollouts' SplitMix64 seed. */
export let mctsSeed: u64 = 0;
/** UCT's exploration constant c. */
export let mctsC: f64 = Math.SQRT2;
/** A rollout's most random moves (i32.MAX_VALUE: to the end; 0: the static value, `leaf: "evaluation"`). */
export let mctsRolloutDepth: i32 = i32.MAX_VALUE;
/** The squash's scale s: v / (|v| + s). */
export let mctsScale: f64 = 100;
/** MCTS-Solver: 1 on, 0 off, -1 as the game is decisive. */
export let mctsSolver: i32 = -1;
/** Implicit minimax backups' weight α (0: off). */
export let mctsAlpha: f64 = 0;

/** The last search's simulations and static evaluations (calls to evaluate). */
export let mctsSimulations: i64 = 0;
export let mctsEvaluations: i64 = 0;

export function setMctsOptions(
  simulations: f64, seedLo: i32, seedHi: i32, c: f64, rolloutDepth: i32, scale: f64, solver: i32, alpha: f64
): void {
  mctsSimulationBudget = simulations > 0 ? <i64>simulations : i64.MAX_VALUE;
  mctsSeed = (<u64><u32>seedHi << 32) | <u64><u32>seedLo;
  mctsC = c;
  mctsRolloutDepth = rolloutDepth >= 0 ? rolloutDepth : i32.MAX_VALUE;
  mctsScale = scale;
  mctsSolver = solver;
  mctsAlpha = alpha;
}

export function setMctsCounts(simulations: i64, evaluations: i64): void {
  mctsSimulations = simulations;
  mctsEvaluations = evaluations;
}
