// Requests that run until a bound stops them, one per algorithm of contract/searches.ts
// and game: the overshoot benchmark (./overshoot.ts) gives them a time budget, the test
// of the stop (test/bounds.test.ts) a control that stops at its k-th check. Built from
// the table, so a new search is covered by its row alone.

import {
  GAMES,
  MAX_HORIZON,
  SEARCHES,
  searchNeeds,
  type Algorithm,
  type Position,
  type SearchRequest,
} from "../contract/index.js";

/**
 * The positions: each game's start from the table (a random tree has none: its tree is a field), and the issue's
 * wide random tree (B = 65,536).
 */
export const BOUNDED_POSITIONS: readonly { name: string; position: Position }[] = [
  ...GAMES.filter((game) => game !== "random").map((game) => ({ name: game, position: { game } as Position })),
  { name: "random B=65536", position: { game: "random", tree: { seed: 2, branching: 65536, mode: "uniform" } } },
];

/**
 * The request of `algorithm` from `position` with no bound of its own to end it first: a
 * search that needs a horizon gets the deepest (extension, whose horizon is its
 * alpha-beta phase's, gets 2, as it is used); no depth bound, no node budget.
 */
export function unboundedRequest(algorithm: Algorithm, position: Position): SearchRequest {
  const request: SearchRequest = { position, algorithm };
  if (searchNeeds(algorithm, "horizon"))
    request.horizon = SEARCHES[algorithm].takes.includes("bound") ? 2 : MAX_HORIZON;
  return request;
}
