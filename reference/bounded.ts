// The bounds of an operation with no answer before its end (perft, a solve): its node
// and time budgets and its watcher (./search/limits.ts, Budget), checked where the core
// checks them (assembly/search/limits.ts, countExhausted). The solvers are module-level
// recursions, so the budget under way is module state too; a stop cuts the operation short.

import { Budget, type Limits } from "./search/limits.js";
import { SearchStats } from "./search/stats.js";

interface Bound {
  budget: Budget | undefined;
  stats: SearchStats;
  cut: boolean;
}

let current: Bound = { budget: undefined, stats: new SearchStats(), cut: false };

/**
 * Runs `body` under `limits` (none: unbounded). `stats.generated` is the count at the
 * last check (perft's positions made, a solver's nodes): the watcher reports it. Returns its value and
 * whether a check cut it short.
 */
export function runBounded<T>(
  limits: Limits | undefined,
  body: (stats: SearchStats) => T,
): { value: T; cut: boolean; stats: SearchStats } {
  const outer = current;
  const bound: Bound = { budget: limits && new Budget(limits), stats: new SearchStats(), cut: false };
  current = bound;
  try {
    const value = body(bound.stats);
    return { value, cut: bound.cut, stats: bound.stats };
  } finally {
    current = outer;
  }
}

/** The check of a node, `count` nodes counted so far: true stops the operation (and stays true). */
export function cutAt(count: number): boolean {
  const bound = current;
  bound.stats.generated = count; // what the watcher's progress reports
  if (!bound.cut && bound.budget !== undefined && bound.budget.exhaustedAt(count, bound.stats)) bound.cut = true;
  return bound.cut;
}

/** Whether the operation under way was cut short (a recursion unwinds at once). */
export function isCut(): boolean {
  return current.cut;
}
