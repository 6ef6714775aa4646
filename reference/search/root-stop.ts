// A search stopped inside its root's expansion (docs/searches.md, "Budgets"): a root of
// 65,536 children takes longer to expand than a short time budget, and a search has no
// move before its root is expanded. So every probeMask + 1 children of the root the
// clock is read (./limits.ts: as often as the game's speed asks), and every PROBE_MASK + 1
// the watcher asked; stopped there, the search answers with the best
// of the children generated so far by their static values (the first in move order
// among equals), and counts them as generated with no expansion: a report with
// `nodes.expanded` 0 is such an answer. The node and move-call budgets never stop a
// root's expansion. Iterative deepening and alphabeta-tt stop so in their first
// iteration's root (one child at a time: they keep the best so far themselves, and
// count the root's expansion as it begins: rootStopOutcome). Mirrors
// assembly/search/root-stop.ts.

import type { Budget } from "./limits.js";
import type { SearchOutcome, SearchStats } from "./stats.js";

/**
 * Before generating the root's child `move`: whether a probe is due (./limits.ts, beside the watcher's flag it sets).
 */
export { rootProbeDue } from "./limits.js";

/**
 * The offset of the best of `count` values from `values[first]` for the side to move (`max`: MAX), the first among
 * equals.
 */
export function bestOf(values: ArrayLike<number>, first: number, count: number, max: boolean): number {
  let best = 0;
  for (let k = 1; k < count; k++) {
    const v = values[first + k],
      b = values[first + best];
    if (max ? v > b : v < b) best = k;
  }
  return best;
}

/**
 * At a probe of the root's expansion, `count` children generated, their static values
 * from `values[first]`: true when the search stops there (Budget#rootStopped).
 */
export function rootStops(
  budget: Budget,
  stats: SearchStats,
  values: ArrayLike<number>,
  first: number,
  count: number,
  max: boolean,
): boolean {
  return budget.rootStopped(stats, count, false, () => {
    const best = bestOf(values, first, count, max);
    return { pv: [best], value: values[first + best] };
  });
}

/**
 * The answer of a search stopped after the root's first `count` children (static values from `values[first]`): they
 * count as generated.
 */
export function rootAnswer(
  values: ArrayLike<number>,
  first: number,
  count: number,
  max: boolean,
  stats: SearchStats,
): SearchOutcome {
  const best = bestOf(values, first, count, max);
  stats.generated += count;
  return { move: best, value: values[first + best], pv: [best], stats };
}

/**
 * The answer of iterative deepening or alphabeta-tt stopped inside the root of their
 * first iteration, whose best child so far is `move` (static value `value`): the root's
 * expansion, counted as it began, is not counted.
 */
export function rootStopOutcome(move: number, value: number, stats: SearchStats): SearchOutcome & { depth: number } {
  stats.expanded--;
  return { move, value, pv: [move], stats, depth: 0 };
}
