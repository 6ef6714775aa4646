// Recursive best-first minimax, RBFMS: best-first minimax in space linear in the depth.
// Two variants, as the papers print them, with inclusive bounds (Alpha <= M[1] <= Beta):
//  - 1994 (rbfms): children generated one at a time; a MAX node returns at once when a
//    child exceeds Beta, a MIN node when one is below Alpha;
//  - 1992 (rbfms-inherit): all children generated; the children of a node whose stored
//    value differs from its static value inherit min(Value, static) (MAX parent) or
//    max(Value, static) (MIN parent).
// Each ply's frame holds that node's children (move, stored value M, static value),
// sorted best first with ties in move order, on three scratch stacks. Mirrors
// reference/search/rbfms.ts.

import { countExpanded, countGenerated, countRegenerated, notePeakStore } from "./counters";
import { budgetExhausted, depthLimit } from "./limits";
import { INF, pv, pvLength, setPvLength, setResult } from "./result";
import { Scratch } from "./scratch";
import { childKey, ledgerClear, ledgerRecord } from "./regeneration-ledger";

const moves = new Scratch(4096);
const stored = new Scratch(4096);
const statics = new Scratch(4096);
let top: i32 = 0;
let inherit1992: bool = false;
let stopped: bool = false;

export function rbfms<G>(game: G, variant1992: bool): void {
  inherit1992 = variant1992;
  stopped = false;
  top = 0;
  ledgerClear();
  const root = game.evaluate();
  const value = rbfmsNode<G>(game, 0, root, root, -INF, INF, 1);
  setResult(pvLength > 0 ? pv.get(0) : -1, value);
}

function rbfmsNode<G>(game: G, ply: i32, value: i32, staticValue: i32, alpha: i32, beta: i32, key: u64): i32 {
  // Entering a node of the principal variation: the stopping rules (the root is always expanded).
  if (ply > 0 && (game.isTerminal() || ply >= depthLimit || budgetExhausted())) {
    stopped = true;
    pv.ensure(ply);
    setPvLength(ply);
    return value;
  }
  const maxNode = game.maxToMove();
  const n = game.moveCount();
  const base = top;
  moves.ensure(base + n);
  stored.ensure(base + n);
  statics.ensure(base + n);
  const inherit = inherit1992 && value != staticValue;

  // Expand: generate and evaluate the children, keeping them sorted best first.
  countExpanded();
  let count = 0;
  let cutoff = false;
  for (let i = 0; i < n && !cutoff; i++) {
    game.play(i);
    const s = game.evaluate();
    game.undo();
    const v = inherit ? (maxNode ? min(value, s) : max(value, s)) : s;
    let k = base + count++;
    while (k > base) {
      const w = stored.get(k - 1);
      if (maxNode ? w >= v : w <= v) break;
      moves.set(k, moves.get(k - 1));
      stored.set(k, w);
      statics.set(k, statics.get(k - 1));
      k--;
    }
    moves.set(k, i);
    stored.set(k, v);
    statics.set(k, s);
    cutoff = !inherit1992 && (maxNode ? s > beta : s < alpha);
  }
  countGenerated(count);
  countRegenerated(ledgerRecord(key, count));
  // The child that crossed the bound is the best so far (no earlier one crossed it).
  if (cutoff) return stored.get(base);

  top = base + count;
  notePeakStore(top);
  let m1 = stored.get(base);
  while (alpha <= m1 && m1 <= beta) {
    const second = count > 1 ? stored.get(base + 1) : maxNode ? -INF : INF;
    const best = moves.get(base);
    game.play(best);
    const result = rbfmsNode<G>(game, ply + 1, m1, statics.get(base),
      maxNode ? (alpha > second ? alpha : second) : alpha,
      maxNode ? beta : (beta < second ? beta : second),
      childKey(key, best));
    game.undo();
    if (stopped) {
      stored.set(base, result);
      pv.set(ply, best);
      top = base;
      return result;
    }
    reinsertFirst(base, count, result, maxNode);
    m1 = stored.get(base);
  }
  top = base;
  return m1;
}

/** Gives the first entry the value v and moves it to its place (ties in move order). */
function reinsertFirst(base: i32, count: i32, v: i32, max: bool): void {
  const mv = moves.get(base), s = statics.get(base);
  let k = base;
  const end = base + count - 1;
  while (k < end) {
    const w = stored.get(k + 1);
    const before = max ? w > v || (w == v && moves.get(k + 1) < mv) : w < v || (w == v && moves.get(k + 1) < mv);
    if (!before) break;
    moves.set(k, moves.get(k + 1));
    stored.set(k, w);
    statics.set(k, statics.get(k + 1));
    k++;
  }
  moves.set(k, mv);
  stored.set(k, v);
  statics.set(k, s);
}
