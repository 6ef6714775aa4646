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

import { INF, pv, pvLength, setResult } from "./result";
import { notePeakStore } from "./counters";
import { memoryLimit } from "./limits";
import { M1, M2, child1, frameHold, frameInsert, frameOpen, frameRelease, framesClear, reinsertFirst, static1 } from "./rbfms-frame";
import { childValue } from "./child-value";
import { contextStart, countExpansion, descend, staticAt, stopFull, stopped, stopsAt, unwind } from "./rbfms-context";
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
  contextStart(root);
  lineFromPath();
  const value = bf<G>(game, 0, root, -INF, INF);
  setResult(pvLength > 0 ? pv.get(0) : -1, value);
}

/**
 * BFMAX / BFMIN (Node, Value, Alpha, Beta): best-first search below the node at `ply`
 * (the game's current position, stored value `value`) while its value stays within
 * [alpha, beta]; returns the node's new value. After a stop, returns at once.
 */
function bf<G>(game: G, ply: i32, value: i32, alpha: i32, beta: i32): i32 {
  // 0. A node of the principal variation: the stopping rules may end the search here.
  if (stopsAt<G>(game, ply)) return value;
  const maxNode = game.maxToMove();
  const n = game.moveCount();
  const base = frameOpen(n);

  // 1. Expand the node: FOR each Child[i], M[i] := its static value, or (1992) the
  //    inherited min(Value, Static) at MAX / max(Value, Static) at MIN when
  //    Value <> Static(Node); kept sorted best first as generated.
  const inherit = inheritance && value != staticAt(ply);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const s = childValue<G>(game, i);
    frameInsert(base, count++, i, inherit ? (maxNode ? min(value, s) : max(value, s)) : s, s, maxNode);
    // 1a. (1994) IF M[i] > Beta return M[i] (BFMIN: IF M[i] < Alpha).
    if (cutoffs && (maxNode ? s > beta : s < alpha)) {
      countExpansion(ply, count);
      return s;
    }
  }
  countExpansion(ply, count);
  // The frames hold at most the memory limit's children together (else: no result).
  if (<i64>base + count > <i64>memoryLimit) return stopFull(ply, value);
  notePeakStore(frameHold(base, count));

  // 2. IF only one child, M[2] := -infinity (BFMIN: +infinity): M2().
  // 3. WHILE Alpha <= M[1] <= Beta
  let m1 = M1(base);
  while (alpha <= m1 && m1 <= beta) {
    // 4. M[1] := BFMIN(Child[1], M[1], max(Alpha, M[2]), Beta)
    //    (BFMIN: M[1] := BFMAX(Child[1], M[1], Alpha, min(Beta, M[2]))).
    const m2 = M2(base, count, maxNode);
    const child = child1(base);
    descend(ply, child, static1(base), m1);
    game.play(child);
    const v = maxNode
      ? bf<G>(game, ply + 1, m1, max(alpha, m2), beta)
      : bf<G>(game, ply + 1, m1, alpha, min(beta, m2));
    game.undo();
    if (stopped) {
      frameRelease(base);
      unwind(ply, child);
      return v;
    }
    // 5. Insert Child[1] and M[1] in sorted order.
    reinsertFirst(base, count, v, maxNode);
    m1 = M1(base);
  }
  frameRelease(base);
  // 6. return M[1]
  return m1;
}
