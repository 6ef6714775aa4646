// Iterative deepening over alpha-beta (ICS 180A): horizons 1, 2, ... until the node or
// time budget is spent, the horizon limit is reached, or an iteration saw the whole
// tree. The result is the deepest completed iteration's; each iteration searches the
// previous one's best move first. Mirrors reference/search/iterative-deepening.ts.

import { alphabeta, aborted, reachedHorizon } from "./alphabeta";
import { budgetExhausted, noteCompletedDepth } from "./limits";
import { resultMove } from "./result";
import { lineFromResult } from "./line";

export function iterativeDeepening<G>(game: G, deepest: i32): void {
  let first = -1;
  for (let horizon = 1; horizon <= deepest; horizon++) {
    // Horizon 1 always has a move: only the time budget or the watcher may stop it, inside
    // the root, and then the best child so far is the result (./root-stop.ts). An aborted
    // iteration leaves the previous iteration's result in place.
    alphabeta<G>(game, horizon, first, horizon > 1, horizon == 1);
    if (aborted) break;
    first = resultMove;
    noteCompletedDepth(horizon);
    lineFromResult();
    if (!reachedHorizon || budgetExhausted()) break;
  }
}
