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
// count the root's expansion as it begins: rootStopsAt, rootAnswerAt). Mirrors
// reference/search/root-stop.ts.

import { countExpanded, countGenerated, uncountExpanded } from "./stats";
import { askWatcher, deadlinePassed, isWatched, PROBE_MASK, probeMask } from "./limits";
import { lineRootBest } from "./line";
import { pv, setPvLength, setResult } from "./result";
import { peek } from "./scratch";

/**
 * Set by rootAnswer: the search stopped inside its root's expansion, its result set.
 * Extension's first phase clears it when it starts; its callers read it (no second phase).
 */
export let stoppedInRoot: bool = false;
export function clearStoppedInRoot(): void { stoppedInRoot = false; }

/** Whether the probe rootProbeDue found due is also the watcher's (every PROBE_MASK + 1 children). */
let watcherDue: bool = false;

/**
 * Before generating the root's child `move`: a probe is due after every probeMask + 1
 * children (the clock), the watcher's among them after every PROBE_MASK + 1.
 */
// @ts-ignore: decorator
@inline export function rootProbeDue(move: i32): bool {
  if (move <= 0 || (move & probeMask) != 0) return false;
  watcherDue = (move & PROBE_MASK) == 0;
  return true;
}

/**
 * The offset of the best of `count` values from `values` + `first` for the side to move (`max`: MAX), the first among
 * equals.
 */
function bestOf(values: usize, first: i32, count: i32, max: bool): i32 {
  let best = 0, b = peek(values, first);
  for (let k = 1; k < count; k++) {
    const v = peek(values, first + k);
    if (max ? v > b : v < b) {
      best = k;
      b = v;
    }
  }
  return best;
}

/**
 * At a probe of the root's expansion, `count` children generated, their static values
 * from `values` + `first`: true once the time budget is spent or the watcher says stop.
 * The watcher is asked at every such probe (not every 1024th check: a root's expansion
 * makes few), seeing the `count` children as generated and the best of them as the line.
 */
export function rootStops(values: usize, first: i32, count: i32, max: bool): bool {
  if (deadlinePassed()) return true;
  if (!isWatched() || !watcherDue) return false;
  const best = bestOf(values, first, count, max);
  lineRootBest(best, peek(values, first + best));
  countGenerated(count);
  const stop = askWatcher();
  countGenerated(-count);
  lineRootBest(-1, 0);
  return stop;
}

/**
 * The answer of a search stopped after the root's first `count` children (static values from `values` + `first`): they
 * count as generated.
 */
export function rootAnswer(values: usize, first: i32, count: i32, max: bool): void {
  const best = bestOf(values, first, count, max);
  countGenerated(count);
  setResult(best, peek(values, first + best));
  pv.ensure(1);
  pv.set(0, best);
  setPvLength(1);
  stoppedInRoot = true;
}

/**
 * rootStops for iterative deepening's and alphabeta-tt's first iteration, whose root
 * generates one child at a time (each counted) and whose best so far is `move` (static
 * value `value`); the watcher sees no expansion (the root's, counted as it began, would
 * not be counted if it stopped there).
 */
export function rootStopsAt(move: i32, value: i32): bool {
  if (deadlinePassed()) return true;
  if (!isWatched() || !watcherDue) return false;
  lineRootBest(move, value);
  uncountExpanded();
  const stop = askWatcher();
  countExpanded();
  lineRootBest(-1, 0);
  return stop;
}

/** The answer of a first iteration stopped inside its root (rootStopsAt): the root's expansion is not counted. */
export function rootAnswerAt(move: i32, value: i32): void {
  uncountExpanded();
  setResult(move, value);
  pv.ensure(1);
  pv.set(0, move);
  setPvLength(1);
  stoppedInRoot = true;
}
