// Recursive best-first minimax, RBFMS: best-first minimax in space linear in the depth.
// The two variants, as the papers print them, with inclusive bounds (Alpha <= M[1] <= Beta):
//
//   "1994" (rbfms; the 1994 paper)           "1992" (rbfms-inherit; the 1992 report)
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
// are broken by move order (docs/searches.md). The recursion stack holds the principal
// variation and the brothers of its nodes: each ply's frame M[] (./rbfms-frame.ts).
// The counts, the stopping rules, the regeneration ledger and the principal variation are
// kept in a context beside the recursion (./rbfms-context.ts).

import { INF, MAX_SEARCH_MEMORY_NODES, ledgerFull, outOfMemory, type Game } from "../../contract/index.js";
import { Frames } from "./rbfms-frame.js";
import { RbfmsContext } from "./rbfms-context.js";
import { probeMask, type Limits } from "./limits.js";
import type { SearchOutcome } from "./stats.js";
import { rootProbeDue } from "./root-stop.js";

/** Which text's RBFMS: the 1994 paper's (early cutoffs) or the 1992 report's (value inheritance). */
export type RbfmsVariant = "1994" | "1992";

/**
 * A read-only probe for experiments (experiments/quality/tree.ts): told of every expansion
 * how many children it generated, whether the node's stored value differed from its static
 * value (the 1992 report's only test for "expanded before"), and how many children the
 * inheritance rule gave a value other than their static one. It never changes the search;
 * null (the default) costs one comparison per expansion.
 */
export const rbfmsProbe: {
  onExpand: ((children: number, valueDiffers: boolean, inheritedChanged: number) => void) | null;
} = { onExpand: null };

/** RBFMS as a search: a full regeneration ledger ends it with an error (its count would be wrong). */
export function rbfms(game: Game, limits: Limits, variant: RbfmsVariant): SearchOutcome {
  const { outcome, ledgerFilled } = rbfmsRun(game, limits, variant);
  if (ledgerFilled) ledgerFull(variant === "1994" ? "rbfms" : "rbfms-inherit");
  return outcome;
}

/**
 * RBFMS, and whether its regeneration ledger filled: the search then stopped there as at
 * a spent budget, with its best line so far (a player plays that move: tree-player.ts).
 */
export function rbfmsRun(
  game: Game,
  limits: Limits,
  variant: RbfmsVariant,
): { outcome: SearchOutcome; ledgerFilled: boolean } {
  const cutoffs = variant === "1994",
    inheritance = variant === "1992";
  // Games with wins, draws and losses follow the completion rule (docs/searches.md).
  const decisive = game.decisive;
  const frames = new Frames();
  const root = game.evaluate();
  const algorithm = variant === "1994" ? "rbfms" : "rbfms-inherit";
  const context = new RbfmsContext(limits, root, game.maxToMove(), decisive, frames);

  /**
   * BFMAX / BFMIN (Node, Value, Alpha, Beta): best-first search below the node at `ply`
   * (the game's current position, stored value `value`) while its value stays within
   * [alpha, beta] and, on decisive games, it is not solved; returns the node's new value
   * (and tells the caller through context.childSolved whether it is solved). After a
   * stop, returns at once (the context holds the result).
   */
  function bf(ply: number, value: number, alpha: number, beta: number): number {
    // 0. A node of the principal variation: the stopping rules may end the search here,
    //    and on decisive games the completion rule marks a terminal leaf solved instead.
    if (context.stopsAt(game, ply, value)) return value;
    const max = game.maxToMove();
    const n = game.moveCount();
    const M = frames.at(ply);
    M.open(n, max);
    if (decisive) {
      M.clearSolved(n);
      context.openFrame(ply);
    }

    // 1. Expand the node: FOR each Child[i], M[i] := its static value, or (1992) the
    //    inherited min(Value, Static) at MAX / max(Value, Static) at MIN when
    //    Value <> Static(Node); then sorted best first.
    //    As the frame keeps them, r(x) = -x at MAX and x at MIN (./rbfms-frame.ts), both
    //    inheritance rules are r(M[i]) = max(r(Value), r(Static)), and both cutoff tests
    //    (M[i] > Beta at MAX, M[i] < Alpha at MIN) are r(M[i]) < r(bound): the side is
    //    decided once per node, not per child.
    const sign = max ? -1 : 1;
    const differs = value !== context.staticAt(ply);
    const floor = inheritance && differs ? sign * value : -Infinity;
    // 1a. (1994) IF M[i] > Beta return M[i] (BFMIN: IF M[i] < Alpha); never (1992).
    const cut = cutoffs ? sign * (max ? beta : alpha) : -Infinity;
    let changed = 0;
    for (let i = 0; i < n; i++) {
      // A wide node reads the clock as it goes: past the time budget the search stops here,
      // the children so far counted as an expansion cut short (as a cutoff's).
      if ((i & probeMask) === probeMask && context.lateAt(ply)) {
        context.countExpansion(ply, i);
        return value;
      }
      // The root's expansion stops for the time budget or the watcher: the best child so far is the answer.
      if (ply === 0 && rootProbeDue(i) && context.rootStopsAt(i, M.statics, max)) return value;
      game.play(i);
      const s = game.evaluate();
      game.undo();
      const r = sign * s;
      if (r < cut) {
        context.countExpansion(ply, i + 1);
        return s;
      }
      if (floor > r) changed++;
      M.add(i, floor > r ? floor : r, s);
    }
    if (ply > 0) M.sort();
    else if (context.rootSortStopped(M, max)) return value;
    context.countExpansion(ply, M.count);
    if (rbfmsProbe.onExpand) rbfmsProbe.onExpand(M.count, differs, changed);
    // The frames hold at most the memory limit's children together (else: no result).
    if (context.wouldOverflow(ply, M.count)) return value;
    context.hold(M.count);

    // 2. IF only one child, M[2] := -infinity (BFMIN: +infinity): M.second().
    // 3. WHILE Alpha <= M[1] <= Beta (and, on decisive games, the node is not solved)
    let solved = false;
    while (!solved && alpha <= M.first() && M.first() <= beta) {
      // 4. M[1] := BFMIN(Child[1], M[1], max(Alpha, M[2]), Beta)
      //    (BFMIN: M[1] := BFMAX(Child[1], M[1], Alpha, min(Beta, M[2]))).
      //    Completion rule: Child[1] and M[2] are the best unsolved children. A solved
      //    child whose value lies inside the node's bounds keeps the node's value inside
      //    them on that side whatever Child[1] does, so there only M[2] bounds Child[1].
      const k = decisive ? M.firstUnsolved() : 0;
      const child = M.move[k],
        m = M.valueAt(k);
      const m2 = decisive ? M.nextUnsolvedValue(k) : M.second();
      const s = decisive ? M.bestSolvedValue() : sign * INF;
      context.descend(ply, child, M.staticAt(k), m);
      game.play(child);
      const v = max
        ? bf(ply + 1, m, s >= alpha ? m2 : Math.max(alpha, m2), beta)
        : bf(ply + 1, m, alpha, s <= beta ? m2 : Math.min(beta, m2));
      game.undo();
      if (context.stopped) {
        context.release(M.count);
        return v;
      }
      // 5. Insert Child[1] and M[1] in sorted order.
      M.reinsert(k, v);
      if (context.childSolved) solved = context.solvedChild(ply, child, v);
    }
    context.release(M.count);
    // 6. return M[1]
    context.childSolved = solved;
    return M.first();
  }

  const value = bf(0, root, -INF, INF);
  if (context.full) outOfMemory(algorithm, limits.memoryNodes ?? MAX_SEARCH_MEMORY_NODES);
  // Unbounded at the root, the loop there ends only at a stop or (decisive games) with the root solved.
  if (!context.stopped) context.rootSolved(value);
  return {
    outcome: { move: context.pv[0], value: context.value, pv: context.pv, stats: context.stats },
    ledgerFilled: context.ledger?.full === true,
  };
}
