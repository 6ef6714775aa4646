// The exact solver's ordering search (as Edax and Zebra order the top of an endgame
// search): from ORDER_SEARCH_EMPTIES empties, the children of a sorted node are ordered
// by a shallow fail-soft alpha-beta search with the static evaluation of othello-eval.ts
// at its horizon, beside the count of the opponent's replies (ORDER_REPLY_WEIGHT). High
// in the tree a child searched first that does not cut costs a subtree of millions of
// positions; the ordering searches cost a few hundred positions a child, at a few
// thousand nodes of the tree. reference/games/othello-solve-order.ts is the same search,
// position for position.

import { legalMoves, flips } from "./othello-bits";
import { evaluate, finalValue, WIN_BASE } from "./othello-eval";
import { countNode } from "./othello-solve-end";

/** From this many empties, a sorted node's children are ordered by an ordering search. */
export const ORDER_SEARCH_EMPTIES: i32 = 18;
/** From this many empties, the ordering search looks 3 plies ahead, not 2. */
const ORDER_DEPTH_3_EMPTIES: i32 = 20;
/**
 * In the sort key, the weight of one of the opponent's replies in the child (corner
 * replies counted twice, less the mover's corner-stable discs) beside the ordering
 * search's value: two discs, as Edax adds mobility; without it FFO #59 took over a minute
 * (docs/design/othello-solver.md#the-replies-beside-the-ordering-search).
 */
export const ORDER_REPLY_WEIGHT: i32 = 200;
/** Beyond every value of the evaluation, its won and lost games included. */
const INFINITY: i32 = WIN_BASE + 65;

/** The depth of the ordering search below a node of `empties` empties (ORDER_SEARCH_EMPTIES or more). */
// @ts-ignore: decorator
@inline export function orderDepth(empties: i32): i32 {
  return empties >= ORDER_DEPTH_3_EMPTIES ? 3 : 2;
}

/**
 * The value of the position for P (to move) by alpha-beta `depth` plies deep with the
 * evaluation at the horizon; every position it visits is a node of the solve. A pass
 * costs a ply (the search always ends), a finished game is its exact value.
 */
export function orderValue(P: u64, O: u64, depth: i32): i32 {
  return search(P, O, depth, -INFINITY, INFINITY);
}

function search(P: u64, O: u64, depth: i32, alpha: i32, beta: i32): i32 {
  countNode();
  if (depth == 0) return evaluate(P, O);
  const moves = legalMoves(P, O);
  if (moves == 0) {
    if (legalMoves(O, P) == 0) return finalValue(P, O);
    return -search(O, P, depth - 1, -beta, -alpha);
  }
  let best = -INFINITY;
  let m = moves;
  while (m != 0) {
    const sq = <i32>ctz(m);
    m &= m - 1;
    const f = flips(sq, P, O);
    const v = -search(O ^ f, P | f | (<u64>1 << <u64>sq), depth - 1, -beta, -(alpha > best ? alpha : best));
    if (v > best) {
      best = v;
      if (v >= beta) break;
    }
  }
  return best;
}
