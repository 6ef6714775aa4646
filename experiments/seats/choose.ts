// One move of a search at a budget per move. A search to a horizon (maxn, paranoid, brs,
// expectimax, star2: budgets are bounds, docs/searches.md) deepens: horizon 1, 2, ...,
// each iteration given what the move's budget has left, until one is stopped by it (its
// nodes count, its answer is void) or an iteration generates no more nodes than the last
// (the tree reached the game's end everywhere); the move is the deepest completed
// iteration's. Horizon 1 always completes, whatever the budget. A search that stops at a
// budget with a move (mcts, when it takes the shape) runs once at the whole budget.
// Searched by the reference engine (reference/search/run.ts) through the checked adapter,
// as searchGame does.

import { MAX_HORIZON, SEARCHES, type Game, type SearchName } from "../../contract/index.js";
import { CheckedGame } from "../../reference/checked-game.js";
import { runSearch } from "../../reference/search/run.js";
import type { BudgetBy } from "../compare/types.js";

/** The most a move's nodes go past its budget: the children of one expansion (no game here has more). */
export const MOST_OVERSHOOT = 64;

export interface Chosen {
  move: number;
  nodes: number;
  /** The deepest completed horizon (0 for a search without one). */
  depth: number;
}

export function chooseAt(game: Game, algorithm: SearchName, budget: number, by: BudgetBy): Chosen {
  const checked = new CheckedGame(game);
  checked.probeShape();
  const limit = (left: number) => (by === "nodes" ? { nodes: left } : { time: left });
  if (!SEARCHES[algorithm].takes.includes("horizon")) {
    const r = runSearch(checked, algorithm, limit(budget));
    return { move: r.move, nodes: r.stats.generated, depth: 0 };
  }
  const started = performance.now();
  const first = runSearch(checked, algorithm, { horizon: 1 });
  let chosen: Chosen = { move: first.move, nodes: first.stats.generated, depth: 1 };
  let last = first.stats.generated;
  for (let horizon = 2; horizon <= MAX_HORIZON; horizon++) {
    const left = by === "nodes" ? budget - chosen.nodes : Math.floor(budget - (performance.now() - started));
    if (left < 1) break;
    const r = runSearch(checked, algorithm, { horizon, ...limit(left) });
    chosen = { ...chosen, nodes: chosen.nodes + r.stats.generated };
    if (r.cutShort) break;
    chosen = { ...chosen, move: r.move, depth: horizon };
    if (r.stats.generated <= last) break;
    last = r.stats.generated;
  }
  checked.restore();
  return chosen;
}
