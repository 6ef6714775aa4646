// The reference's ordering search for the exact solver: assembly/games/othello-solve-order.ts
// position for position (same depth, same move order, same cutoffs, same nodes counted).
// From ORDER_SEARCH_EMPTIES empties, a sorted node's children are ordered by a shallow
// fail-soft alpha-beta search with the static evaluation (othello-eval.ts) at its
// horizon, beside the count of the opponent's replies (ORDER_REPLY_WEIGHT): high in the
// tree a child searched first that does not cut costs a subtree of millions of
// positions, and the ordering searches cost a few hundred positions a child.

import { bits, legalMoves, canMove, flips, popcount as pc, lowestBit } from "./othello-bits.js";
import { evaluate, finalValue, WIN_BASE } from "./othello-eval.js";
import { countNode } from "./othello-solve-end.js";

/** From this many empties, a sorted node's children are ordered by an ordering search. */
export const ORDER_SEARCH_EMPTIES = 18;
/** From this many empties, the ordering search looks 3 plies ahead, not 2. */
const ORDER_DEPTH_3_EMPTIES = 20;
/**
 * In the sort key, the weight of one of the opponent's replies in the child (corner
 * replies counted twice, less the mover's corner-stable discs) beside the ordering
 * search's value: two discs, as Edax adds mobility; without it FFO #59 took over a minute
 * (docs/design/othello-solver.md#the-replies-beside-the-ordering-search).
 */
export const ORDER_REPLY_WEIGHT = 200;
/** Beyond every value of the evaluation, its won and lost games included. */
const INFINITY = WIN_BASE + 65;

/** The depth of the ordering search below a node of `empties` empties (ORDER_SEARCH_EMPTIES or more). */
export function orderDepth(empties: number): number {
  return empties >= ORDER_DEPTH_3_EMPTIES ? 3 : 2;
}

/**
 * The value of the position for P (to move) by alpha-beta `depth` plies deep with the
 * evaluation at the horizon; every position it visits is a node of the solve. A pass
 * costs a ply (the search always ends), a finished game is its exact value.
 */
export function orderValue(pHi: number, pLo: number, oHi: number, oLo: number, depth: number): number {
  return search(pHi, pLo, oHi, oLo, depth, -INFINITY, INFINITY);
}

function search(
  pHi: number,
  pLo: number,
  oHi: number,
  oLo: number,
  depth: number,
  alpha: number,
  beta: number,
): number {
  countNode();
  if (depth === 0) return evaluate(pHi, pLo, oHi, oLo);
  legalMoves(pHi, pLo, oHi, oLo);
  let lo = bits.lo,
    hi = bits.hi;
  if ((lo | hi) === 0) {
    if (!canMove(oHi, oLo, pHi, pLo)) return finalValue(pc(pHi) + pc(pLo), pc(oHi) + pc(oLo));
    return -search(oHi, oLo, pHi, pLo, depth - 1, -beta, -alpha);
  }
  let best = -INFINITY;
  while ((lo | hi) !== 0) {
    let sq: number;
    if (lo !== 0) {
      sq = lowestBit(lo);
      lo &= lo - 1;
    } else {
      sq = 32 + lowestBit(hi);
      hi &= hi - 1;
    }
    flips(sq, pHi, pLo, oHi, oLo);
    const fHi = bits.hi,
      fLo = bits.lo;
    const v = -search(
      oHi ^ fHi,
      oLo ^ fLo,
      pHi | fHi | (sq >= 32 ? 1 << (sq - 32) : 0),
      pLo | fLo | (sq < 32 ? 1 << sq : 0),
      depth - 1,
      -beta,
      -(alpha > best ? alpha : best),
    );
    if (v > best) {
      best = v;
      if (v >= beta) break;
    }
  }
  return best;
}
