// Iterative deepening over alpha-beta (ICS 180A): horizons 1, 2, ... until the node,
// move-call or time budget is spent (an expansion that would pass the move-call budget
// aborts the iteration), the horizon limit is reached, or an iteration saw the whole
// tree. The move comes from the deepest completed iteration; each iteration searches the
// previous one's best move first.

import { MAX_HORIZON, type Game } from "../../contract/index.js";
import { alphabeta } from "./alphabeta.js";
import { Budget, type Limits, type Line } from "./limits.js";
import { rootStopOutcome } from "./root-stop.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

export function iterativeDeepening(game: Game, limits: Limits): SearchOutcome & { depth: number } {
  const stats = new SearchStats();
  const budget = new Budget(limits);
  // Without a horizon, MAX_HORIZON at most (the most any horizon takes; the core's table of lines has that many rows).
  const deepest = limits.horizon ?? MAX_HORIZON;
  let done: SearchOutcome | undefined;
  let depth = 0;
  for (let horizon = 1; horizon <= deepest; horizon++) {
    // Horizon 1 always has a move: only the time budget or the watcher may stop it, inside
    // the root, and then the best child so far is the answer (./root-stop.ts).
    const abort = horizon === 1 ? undefined : (n: number) => budget.exhausted(stats) || budget.movesExceeded(stats, n);
    const rootStopped = horizon === 1 ? (best: () => Line) => budget.rootStopped(stats, 0, true, best) : undefined;
    const result = alphabeta(game, horizon, {
      stats,
      abort,
      deadlinePassed: abort && (() => budget.deadlinePassed()),
      rootFirst: done?.move,
      rootStopped,
    });
    if (result.stoppedInRoot) return rootStopOutcome(result.stoppedInRoot.move, result.stoppedInRoot.value, stats);
    if (result.aborted) break;
    done = result;
    depth = horizon;
    budget.completed = { move: result.move, value: result.value, depth };
    const line = { pv: result.pv, value: result.value };
    budget.line = () => line;
    if (!result.reachedHorizon || budget.exhausted(stats)) break;
  }
  return { ...done!, stats, depth };
}
