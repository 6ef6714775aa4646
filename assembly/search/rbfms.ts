// Recursive best-first minimax, RBFMS: best-first minimax in space linear in the depth.
// The two variants, as the papers print them, with inclusive bounds (Alpha <= M[1] <= Beta):
//
//   RBFMS_1994 (rbfms; the 1994 paper)        RBFMS_1992 (rbfms-inherit; the 1992 report)
//   BFMAX (Node, Alpha, Beta)                 BFMAX (Node, Value, Alpha, Beta)
//   FOR each Child[i] of Node                 expand (Node)
//     M[i] := Evaluation(Child[i])            FOR each Child[i] of Node,
//     IF M[i] > Beta return M[i]                IF Value <> Static(Node), M[i] := min(Value, Static(Child[i]))
//   sort Child[i] and M[i] in decreasing        ELSE M[i] := Static(Child[i])
//     order of M[i]                           sort Child[i] and M[i] in decreasing order of M[i]
//   IF only one child, M[2] := -infinity      IF only one child, M[2] := -infinity
//   WHILE Alpha <= M[1] <= Beta               WHILE alpha <= M[1] <= beta
//     M[1] := BFMIN(Child[1],                   M[1] := BFMIN(Child[1], M[1], max(alpha, M[2]), beta)
//              max(Alpha, M[2]), Beta)          insert Child[1] and M[1] in sorted order
//     insert Child[1] and M[1] in sorted order return M[1]
//   return M[1]
//
// BFMIN is symmetric (increasing order; IF M[i] < Alpha return M[i]; M[2] := +infinity;
// BFMAX(Child[1], ..., Alpha, min(Beta, M[2]))). One function `bf` is both: the side to
// move at the node picks the order and which bound the second-best value tightens. Ties
// are broken by move order. Each ply's frame M[] is on the scratch stacks of
// ./rbfms-frame.ts; the counts, stopping rules, regeneration ledger and principal
// variation are in ./rbfms-context.ts. Mirrors reference/search/rbfms.ts.

import { INF, pv, pvLength, resultValue, setResult } from "./result";
import { notePeakStore } from "./stats";
import {
  M1, M2, bestSolvedValue, clearSolved, firstEntry, frameAdd, frameHold, frameOpen, frameSort, frameRelease,
  framesClear, framesKeys, framesStatics, moveAt, nextUnsolvedValue, reinsert, setStatic, staticOf, valueAt,
} from "./rbfms-frame";
import { childValue } from "./child-value";
import {
  childSolved, contextStart, countExpansion, decisive, descend, openFrame, rbfmsLineValue, returnSolved, rootSolved,
  solvedChild, staticAt, stopped, stopsAt, wouldOverflow, lateAt, stopAtRoot,
} from "./rbfms-context";
import { rootAnswer, rootProbeDue, rootStops } from "./root-stop";
import { probeMask } from "./limits";
import { lineFromPath } from "./line";

/** The 1994 paper's RBFMS: children generated one at a time, early cutoffs. */
export const RBFMS_1994: i32 = 0;
/** The 1992 report's RBFMS: every child generated, value inheritance. */
export const RBFMS_1992: i32 = 1;

let cutoffs: bool = true;
let inheritance: bool = false;

/** RBFMS (`variant` RBFMS_1994 or RBFMS_1992) from the game's position, under the limits set. */
export function rbfms<G>(game: G, variant: i32): void {
  cutoffs = variant == RBFMS_1994;
  inheritance = variant == RBFMS_1992;
  framesClear();
  const root = game.evaluate();
  // Games with wins, draws and losses follow the completion rule (docs/searches.md).
  contextStart(root, game.maxToMove(), game.decisive);
  lineFromPath();
  const value = bf<G>(game, 0, root, -INF, INF);
  // Unbounded at the root, the loop there ends only at a stop or (decisive games) with the root solved.
  if (!stopped) rootSolved(value);
  setResult(pvLength > 0 ? pv.get(0) : -1, rbfmsLineValue);
}

/**
 * BFMAX / BFMIN (Node, Value, Alpha, Beta): best-first search below the node at `ply`
 * (the game's current position, stored value `value`) while its value stays within
 * [alpha, beta] and, on decisive games, it is not solved; returns the node's new value
 * (and tells the caller through `childSolved` whether it is solved). After a stop,
 * returns at once (the context holds the result).
 *
 * The frame's keys hold each value as seen by the side to move, r(x) = -x at MAX and x
 * at MIN (lower is better: ./rbfms-frame.ts), and so do the tests of the expansion
 * loop: min(Value, Static) at MAX and max(Value, Static) at MIN are both max(r(Value),
 * r(Static)), and M[i] > Beta at MAX and M[i] < Alpha at MIN are both r(M[i]) < r(bound).
 * The side is then decided once per node, not per child.
 */
function bf<G>(game: G, ply: i32, value: i32, alpha: i32, beta: i32): i32 {
  // 0. A node of the principal variation: the stopping rules may end the search here,
  //    and on decisive games the completion rule marks a terminal leaf solved instead.
  if (stopsAt<G>(game, ply, value)) return value;
  const maxNode = game.maxToMove();
  const n = game.moveCount();
  const base = frameOpen(n);

  // 1. Expand the node: FOR each Child[i], M[i] := its static value, or (1992) the
  //    inherited min(Value, Static) at MAX / max(Value, Static) at MIN when
  //    Value <> Static(Node); then sorted best first.
  const sign: i64 = maxNode ? -1 : 1;
  const floor: i64 = inheritance && value != staticAt(ply) ? sign * <i64>value : i64.MIN_VALUE;
  // 1a. (1994) IF M[i] > Beta return M[i] (BFMIN: IF M[i] < Alpha); never (1992).
  const cut: i64 = cutoffs ? sign * <i64>(maxNode ? beta : alpha) : i64.MIN_VALUE;
  const kp = framesKeys(), sv = framesStatics();
  for (let i = 0; i < n; i++) {
    // A wide node reads the clock as it goes: past the time budget the search stops here,
    // the children so far counted as an expansion cut short (as a cutoff's).
    if ((i & probeMask) == probeMask && lateAt(ply)) {
      countExpansion(ply, i);
      return value;
    }
    // The root's expansion stops for the time budget or the watcher (./root-stop.ts): the best child so far is the
    // result.
    if (ply == 0 && rootProbeDue(i) && rootStops(sv, base, i, maxNode)) {
      rootAnswer(sv, base, i, maxNode);
      stopAtRoot(resultValue);
      return value;
    }
    const s = childValue<G>(game, i);
    const r = sign * <i64>s;
    if (r < cut) {
      countExpansion(ply, i + 1);
      return s;
    }
    setStatic(sv, base, i, s);
    frameAdd(kp, base, i, ((r > floor ? r : floor) << 32) | <i64><u32>i);
  }
  frameSort(kp, base, n);
  const count = n;
  countExpansion(ply, count);
  // The frames hold at most the memory limit's children together (else: no result).
  if (wouldOverflow(base, count)) return value;
  notePeakStore(frameHold(base, count));
  if (decisive) {
    clearSolved(base, count);
    openFrame(ply, base, count, maxNode);
  }

  // 2. IF only one child, M[2] := -infinity (BFMIN: +infinity): M2().
  // 3. WHILE Alpha <= M[1] <= Beta (and, on decisive games, the node is not solved)
  let m1 = M1(kp, base, maxNode);
  let solved = false;
  while (alpha <= m1 && m1 <= beta) {
    // 4. M[1] := BFMIN(Child[1], M[1], max(Alpha, M[2]), Beta)
    //    (BFMIN: M[1] := BFMAX(Child[1], M[1], Alpha, min(Beta, M[2]))).
    //    The frames' stacks may move while the child searches: their addresses are read afresh.
    //    Completion rule: Child[1] and M[2] are the best unsolved children. A solved child
    //    whose value lies inside the node's bounds keeps the node's value inside them on
    //    that side whatever Child[1] does, so there only M[2] bounds Child[1].
    const keys = framesKeys();
    let k = 0, m = m1, m2: i32, lo = alpha, hi = beta;
    if (decisive) {
      k = firstEntry(base, count, 0, false);
      m = valueAt(keys, base, k, maxNode);
      m2 = nextUnsolvedValue(base, count, k, maxNode);
      const s = bestSolvedValue(base, count, maxNode);
      if (maxNode) lo = s >= alpha ? m2 : max(alpha, m2);
      else hi = s <= beta ? m2 : min(beta, m2);
    } else {
      m2 = M2(keys, base, count, maxNode);
      if (maxNode) lo = max(alpha, m2);
      else hi = min(beta, m2);
    }
    const child = moveAt(keys, base, k);
    descend(ply, child, staticOf(framesStatics(), base, child), m);
    game.play(child);
    const v = bf<G>(game, ply + 1, m, lo, hi);
    game.undo();
    if (stopped) {
      frameRelease(base);
      return v;
    }
    // 5. Insert Child[1] and M[1] in sorted order.
    const after = framesKeys();
    reinsert(after, base, count, k, ((sign * <i64>v) << 32) | <i64><u32>child);
    m1 = M1(after, base, maxNode);
    if (childSolved && solvedChild(ply, base, count, maxNode, child, v)) {
      solved = true;
      break;
    }
  }
  frameRelease(base);
  returnSolved(solved);
  // 6. return M[1]
  return m1;
}
