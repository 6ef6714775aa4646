// The window of fail-soft alpha-beta, one a ply, and the rule each of the depth-first
// searches (./alphabeta.ts, ./alphabeta-tree.ts) applies to a node's new best value: it
// cuts the node off where it reaches the other side's bound (beta for MAX, alpha for
// MIN), else it narrows the side's own bound to it. A node opens its window from its
// caller's bounds and searches each child with its window as narrowed so far
// (extension's first phase applies the rule to every child's value: one no better than
// the best so far neither cuts nor narrows). alphabeta-tt keeps the rule in its own loop,
// on locals, as in the core (./alphabeta-tt.ts). Each search makes its own (a search
// from a callback of another runs inside it on the reference). Mirrors assembly/search/window.ts.

import { MAX_HORIZON } from "../../contract/index.js";

// Float64: a user's game's values reach the window as it returns them, unrounded.
/** One search's windows, a ply each. */
export class Window {
  private readonly alphas = new Float64Array(MAX_HORIZON + 2);
  private readonly betas = new Float64Array(MAX_HORIZON + 2);

  /** Opens the window (alpha, beta) of the node at `ply`. */
  openWindow(ply: number, alpha: number, beta: number): void {
    this.alphas[ply] = alpha;
    this.betas[ply] = beta;
  }

  /** The alpha of the node at `ply`, as narrowed so far. */
  alphaAt(ply: number): number {
    return this.alphas[ply];
  }

  /** The beta of the node at `ply`, as narrowed so far. */
  betaAt(ply: number): number {
    return this.betas[ply];
  }

  /**
   * A new best value `v` of the side to move (`max`) at `ply`: true when it cuts the node
   * off (v >= beta for MAX, v <= alpha for MIN), else the window narrows to it.
   */
  cutsOff(ply: number, max: boolean, v: number): boolean {
    if (max) {
      if (v >= this.betas[ply]) return true;
      if (v > this.alphas[ply]) this.alphas[ply] = v;
    } else {
      if (v <= this.alphas[ply]) return true;
      if (v < this.betas[ply]) this.betas[ply] = v;
    }
    return false;
  }
}
