// The engine's turn with a search: one search of the move's whole budget (nodes or
// milliseconds) in the searcher's worker. Its progress carries the line it would play
// now (SearchProgress.pv, value and node counts), which the page draws as it grows. The
// move played is the search's: with a node budget, exactly the search of that budget.
// "Stop and move now" aborts it, and a search that takes budgets answers with its best
// move so far (searcher/types.ts, RunOptions).

import {
  searchNeeds,
  type Algorithm,
  type Position,
  type SearchProgress,
  type SearchReport,
  type SearchRequest,
  type Searcher,
} from "../index.browser.js";

export interface Budget {
  kind: "nodes" | "time";
  /** Nodes generated, or milliseconds. */
  amount: number;
}

/**
 * The request of a search: the algorithm's own settings and the move's budget (at a built-in game's or a kit core's
 * position).
 */
export function requestFor<P = Position>(
  position: P,
  algorithm: Algorithm,
  budget: Budget,
): Omit<SearchRequest, "position"> & { position: P } {
  const request: Omit<SearchRequest, "position"> & { position: P } = {
    position,
    algorithm,
    [budget.kind]: budget.amount,
  };
  // A search that needs a horizon beside the budget (extension: alpha-beta two plies deep first, then best-first).
  if (searchNeeds(algorithm, "horizon")) request.horizon = 2;
  return request;
}

export function think(
  searcher: Searcher,
  position: Position,
  algorithm: Algorithm,
  budget: Budget,
  signal: AbortSignal,
  onProgress: (progress: SearchProgress) => void,
): Promise<SearchReport> {
  return searcher.search(requestFor(position, algorithm, budget), { signal, onProgress });
}
