// The window of fail-soft alpha-beta, one a ply, and the rule each of the depth-first
// searches (./alphabeta.ts, ./alphabeta-tree.ts) applies to a node's new best value: it
// cuts the node off where it reaches the other side's bound (beta for MAX, alpha for
// MIN), else it narrows the side's own bound to it. A node opens its window from its
// caller's bounds and searches each child with its window as narrowed so far
// (extension's first phase applies the rule to every child's value: one no better than
// the best so far neither cuts nor narrows). alphabeta-tt keeps the rule in its own loop,
// on locals: the window in memory cost it about 3.6 % (./alphabeta-tt.ts). Mirrors
// reference/search/window.ts.

import { MAX_HORIZON } from "./result";

const alphas = new StaticArray<i32>(MAX_HORIZON + 2);
const betas = new StaticArray<i32>(MAX_HORIZON + 2);

/** Opens the window (alpha, beta) of the node at `ply`. */
// @ts-ignore: decorator
@inline export function openWindow(ply: i32, alpha: i32, beta: i32): void {
  unchecked(alphas[ply] = alpha);
  unchecked(betas[ply] = beta);
}

/** The alpha of the node at `ply`, as narrowed so far. */
// @ts-ignore: decorator
@inline export function alphaAt(ply: i32): i32 { return unchecked(alphas[ply]); }

/** The beta of the node at `ply`, as narrowed so far. */
// @ts-ignore: decorator
@inline export function betaAt(ply: i32): i32 { return unchecked(betas[ply]); }

/**
 * A new best value `v` of the side to move (`max`) at `ply`: true when it cuts the node
 * off (v >= beta for MAX, v <= alpha for MIN), else the window narrows to it.
 */
// @ts-ignore: decorator
@inline export function cutsOff(ply: i32, max: bool, v: i32): bool {
  if (max) {
    if (v >= unchecked(betas[ply])) return true;
    if (v > unchecked(alphas[ply])) unchecked(alphas[ply] = v);
  } else {
    if (v <= unchecked(alphas[ply])) return true;
    if (v < unchecked(betas[ply])) unchecked(betas[ply] = v);
  }
  return false;
}
