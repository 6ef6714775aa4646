// The window of fail-soft alpha-beta, one a ply, and the rule each of the depth-first
// searches (./alphabeta.ts, ./alphabeta-tree.ts) applies to a node's new best value: it
// cuts the node off where it reaches the other side's bound (beta for MAX, alpha for
// MIN), else it narrows the side's own bound to it. A node opens its window from its
// caller's bounds and searches each child with its window as narrowed so far
// (extension's first phase applies the rule to every child's value: one no better than
// the best so far neither cuts nor narrows). alphabeta-tt keeps the rule in its own loop,
// on locals, as in the core (./alphabeta-tt.ts). The searches run one at a time, so one
// set of windows serves them all. Mirrors assembly/search/window.ts.

import { MAX_HORIZON } from "../../contract/index.js";

// Float64: a user's game's values reach the window as it returns them, unrounded.
const alphas = new Float64Array(MAX_HORIZON + 2);
const betas = new Float64Array(MAX_HORIZON + 2);

/** Opens the window (alpha, beta) of the node at `ply`. */
export function openWindow(ply: number, alpha: number, beta: number): void {
  alphas[ply] = alpha;
  betas[ply] = beta;
}

/** The alpha of the node at `ply`, as narrowed so far. */
export function alphaAt(ply: number): number {
  return alphas[ply];
}

/** The beta of the node at `ply`, as narrowed so far. */
export function betaAt(ply: number): number {
  return betas[ply];
}

/**
 * A new best value `v` of the side to move (`max`) at `ply`: true when it cuts the node
 * off (v >= beta for MAX, v <= alpha for MIN), else the window narrows to it.
 */
export function cutsOff(ply: number, max: boolean, v: number): boolean {
  if (max) {
    if (v >= betas[ply]) return true;
    if (v > alphas[ply]) alphas[ply] = v;
  } else {
    if (v <= alphas[ply]) return true;
    if (v < betas[ply]) betas[ply] = v;
  }
  return false;
}
