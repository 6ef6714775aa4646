// Recursive best-first minimax, RBFMS: best-first minimax in space linear in the depth.
// Two variants, as the papers print them, with inclusive bounds (Alpha <= M[1] <= Beta):
//  - "1994" (rbfms): children generated one at a time; a MAX node returns at once when
//    a child exceeds Beta, a MIN node when one is below Alpha.
//  - "1992" (rbfms-inherit): all children generated; the children of a node whose stored
//    value differs from its static value inherit min(Value, static) (MAX parent) or
//    max(Value, static) (MIN parent).
// The recursion stack holds the principal variation and the brothers of its nodes: each
// ply's frame is that node's children, sorted best first, ties in move order.

import type { Game } from "../../contract/index.js";
import { INF } from "../../contract/index.js";
import { PlyBuffers } from "./ply-buffers.js";
import { RegenerationLedger, childKey } from "./regeneration-ledger.js";
import { out } from "../u64.js";
import { Budget, SearchStats, type Limits, type SearchOutcome } from "./stats.js";

export type RbfmsVariant = "1994" | "1992";

export function rbfms(game: Game, limits: Limits, variant: RbfmsVariant): SearchOutcome {
  const stats = new SearchStats();
  const budget = new Budget(limits);
  const depthLimit = Math.min(limits.stopDepth ?? Infinity, limits.bound ?? Infinity);
  const ledger = new RegenerationLedger();
  // Frame of ply p: the moves, stored values M and static values of the node's children.
  const moves = new PlyBuffers(), values = new PlyBuffers(), statics = new PlyBuffers();
  const pv: number[] = [];
  let stopped = false;
  let inStore = 0;

  /**
   * Best-first search below the current node (stored value `value`, static value
   * `staticValue`, path key keyHi:keyLo) while its value stays within [alpha, beta];
   * returns its new value. On a stop, returns at once, leaving the principal variation.
   */
  function search(ply: number, value: number, staticValue: number, alpha: number, beta: number, keyHi: number, keyLo: number): number {
    // Entering a node of the principal variation: the stopping rules (the root is always expanded).
    if (ply > 0 && (game.isTerminal() || ply >= depthLimit || budget.exhausted(stats))) {
      stopped = true;
      pv.length = ply;
      return value;
    }
    const max = game.maxToMove();
    const n = game.moveCount();
    const move = moves.value(ply, n), m = values.value(ply, n), st = statics.value(ply, n);
    const inherit = variant === "1992" && value !== staticValue;

    // Expand: generate and evaluate the children, keeping them sorted best first.
    stats.expanded++;
    let count = 0;
    let cutoff = false;
    for (let i = 0; i < n && !cutoff; i++) {
      game.play(i);
      const s = game.evaluate();
      game.undo();
      const v = inherit ? (max ? Math.min(value, s) : Math.max(value, s)) : s;
      let k = count++;
      while (k > 0 && (max ? m[k - 1] < v : m[k - 1] > v)) {
        move[k] = move[k - 1]; m[k] = m[k - 1]; st[k] = st[k - 1];
        k--;
      }
      move[k] = i; m[k] = v; st[k] = s;
      cutoff = variant === "1994" && (max ? s > beta : s < alpha);
    }
    stats.generated += count;
    stats.regenerated += ledger.record(keyHi, keyLo, count);
    // The child that crossed the bound is the best so far (no earlier one crossed it).
    if (cutoff) return m[0];

    inStore += count;
    if (inStore > stats.peakStore) stats.peakStore = inStore;
    while (alpha <= m[0] && m[0] <= beta) {
      const second = count > 1 ? m[1] : max ? -INF : INF;
      const best = move[0];
      game.play(best);
      childKey(keyHi, keyLo, best);
      const result = search(ply + 1, m[0], st[0],
        max ? Math.max(alpha, second) : alpha,
        max ? beta : Math.min(beta, second),
        out.hi, out.lo);
      game.undo();
      if (stopped) {
        m[0] = result;
        pv[ply] = best;
        inStore -= count;
        return result;
      }
      reinsertFirst(move, m, st, count, result, max);
    }
    inStore -= count;
    return m[0];
  }

  const root = game.evaluate();
  const value = search(0, root, root, -INF, INF, 0, 1);
  return { move: pv[0], value, pv, stats };
}

/** Gives the first entry the value v and moves it to its place (ties in move order). */
function reinsertFirst(move: Int32Array, m: Int32Array, st: Int32Array, count: number, v: number, max: boolean): void {
  const mv = move[0], s = st[0];
  let k = 0;
  while (k + 1 < count && (max ? m[k + 1] > v || (m[k + 1] === v && move[k + 1] < mv) : m[k + 1] < v || (m[k + 1] === v && move[k + 1] < mv))) {
    move[k] = move[k + 1]; m[k] = m[k + 1]; st[k] = st[k + 1];
    k++;
  }
  move[k] = mv; m[k] = v; st[k] = s;
}
