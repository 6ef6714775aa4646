// The reference's exact Othello endgame solver: the algorithm of
// assembly/games/othello-solve.ts move for move (same ordering, same transposition-table
// hash and replacement), so both engines visit the same nodes. Principal variation
// search on the disc margin for the side to move (empties to the winner), with the
// core's stability cutoff and two-way table buckets; from 12 empties the ordering
// evaluation of othello-solve-eval.ts in the move ordering, from 18 the ordering search
// of othello-solve-order.ts; below 7 empties the code of
// othello-solve-end.ts. Boards are 32-bit halves; move lists and the table are
// preallocated typed arrays.

import { cutAt, isCut } from "../bounded.js";
import {
  bits,
  legalMoves,
  canMove,
  flips,
  neighbours,
  stableDiscs,
  popcount as pc,
  lowestBit,
} from "./othello-bits.js";
import {
  searchEnd,
  finalMargin,
  oddQuadrants,
  parHi,
  parLo,
  countNode,
  resetNodes,
  nodesVisited,
} from "./othello-solve-end.js";
import { MAX_PLIES } from "./othello.js";
import { ORDER_SEARCH_EMPTIES, ORDER_REPLY_WEIGHT, orderDepth, orderValue } from "./othello-solve-order.js";
import { solveEvaluate } from "./othello-solve-eval.js";

const SORT_EMPTIES = 7;
/** With this many empties or more: the enhanced transposition cutoff (a table probe per child). */
const ETC_EMPTIES = 8;
const TT_BITS = 20;
/** A second, small table for the positions of fewer than BIG_EMPTIES empties, after the big one (as in the core). */
const SMALL_BITS = 14;
const BIG_EMPTIES = 12;
const TT_SIZE = (1 << TT_BITS) + (1 << SMALL_BITS);
/**
 * Below ORDER_SEARCH_EMPTIES, the sort key's weights of a reply, a corner move, an empty
 * square next to the mover and a move into a quadrant of odd empties (as in the core).
 */
const REPLY_KEY = 8,
  CORNER_KEY = 4,
  POTENTIAL_KEY = 2,
  PARITY_KEY = 4;
/**
 * From this many empties (below ORDER_SEARCH_EMPTIES), the key is the child's value by the
 * ordering evaluation, plus the weight of a reply, less that of a move into an odd
 * quadrant (in the evaluation's unit, 1/16 disc; as in the core).
 */
const EVAL_KEY_EMPTIES = 12,
  EVAL_REPLY_KEY = 48,
  EVAL_PARITY_KEY = 16;
const STRIDE = 40;
const CORNERS_LO = 0x81,
  CORNERS_HI = 0x81000000 | 0;

/**
 * The discs of `me` (halves) that are corners or next to one of its corners along an edge,
 * as the core's cornerStable (no square moves between the halves: a1/h1 and their
 * neighbours are in the low half, a8/h8 and theirs in the high one).
 */
export function cornerStable(meHi: number, meLo: number): number {
  const lo = (((meLo & 0x01) << 1) | ((meLo & 0x80) >>> 1) | ((meLo & 0x81) << 8) | 0x81) & meLo;
  const hi =
    (((meHi & 0x01000000) << 1) | ((meHi & 0x80000000) >>> 1) | ((meHi & 0x81000000) >>> 8) | CORNERS_HI) & meHi;
  return pc(lo) + pc(hi);
}

/** The table, made on first use: keys (4 halves) and packed bounds and move, as in the core. */
let tt: Int32Array | undefined;
const listSq = new Int32Array(MAX_PLIES * STRIDE);
const listKey = new Int32Array(MAX_PLIES * STRIDE);
/** One node's moves in square order and their flips (halves), before they are sorted into the lists. */
const moveSq = new Int32Array(STRIDE);
const moveFlipsHi = new Int32Array(STRIDE);
const moveFlipsLo = new Int32Array(STRIDE);

let rootBest = -2;

function slot(pHi: number, pLo: number, oHi: number, oLo: number, empties: number): number {
  let h =
    Math.imul(pLo, 0x9e3779b1 | 0) ^
    Math.imul(pHi, 0x85ebca77 | 0) ^
    Math.imul(oLo, 0xc2b2ae3d | 0) ^
    Math.imul(oHi, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return empties >= BIG_EMPTIES ? h >>> (32 - TT_BITS) : (1 << TT_BITS) + (h >>> (32 - SMALL_BITS));
}

/** The stored upper bound of the position (64 when the table does not hold it). */
function ttUpper(table: Int32Array, pHi: number, pLo: number, oHi: number, oLo: number, empties: number): number {
  const k = slot(pHi, pLo, oHi, oLo, empties);
  let s = k * 5;
  if (table[s] !== pHi || table[s + 1] !== pLo || table[s + 2] !== oHi || table[s + 3] !== oLo) s = (k ^ 1) * 5;
  if (table[s] !== pHi || table[s + 1] !== pLo || table[s + 2] !== oHi || table[s + 3] !== oLo) return 64;
  return ((table[s + 4] >> 8) & 0xff) - 64;
}

/** Lists the moves (halves mHi, mLo) in square order with their flips in moveSq and moveFlips*; their number. */
function listMoves(mHi: number, mLo: number, pHi: number, pLo: number, oHi: number, oLo: number): number {
  let n = 0;
  let lo = mLo,
    hi = mHi;
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
    moveSq[n] = sq;
    moveFlipsHi[n] = bits.hi;
    moveFlipsLo[n++] = bits.lo;
  }
  return n;
}

/** Plays `sq` for P and searches the child (the opponent to move) with window (alpha, beta). */
function child(
  sq: number,
  pHi: number,
  pLo: number,
  oHi: number,
  oLo: number,
  alpha: number,
  beta: number,
  ply: number,
): number {
  flips(sq, pHi, pLo, oHi, oLo);
  const fHi = bits.hi,
    fLo = bits.lo;
  return -search(
    oHi ^ fHi,
    oLo ^ fLo,
    pHi | fHi | (sq >= 32 ? 1 << (sq - 32) : 0),
    pLo | fLo | (sq < 32 ? 1 << sq : 0),
    -beta,
    -alpha,
    ply + 1,
  );
}

function search(pHi: number, pLo: number, oHi: number, oLo: number, alpha: number, beta: number, ply: number): number {
  const root = ply === 0;
  const eHi = ~(pHi | oHi),
    eLo = ~(pLo | oLo);
  const empties = pc(eHi) + pc(eLo);
  // 1. The last empties below the root: othello-solve-end.ts.
  if (!root && empties < SORT_EMPTIES) return searchEnd(pHi, pLo, oHi, oLo, alpha, beta, empties);
  // 2. The budgets, before the node counts (../bounded.ts): a stopped solve unwinds at once.
  // The last SORT_EMPTIES plies (searchEnd) are a bounded few thousand nodes.
  if (cutAt(nodesVisited())) return 0;
  countNode();
  // 3. The end of the game, or a pass.
  if (empties === 0) return pc(pHi) + pc(pLo) - pc(oHi) - pc(oLo);
  legalMoves(pHi, pLo, oHi, oLo);
  const mHi = bits.hi,
    mLo = bits.lo;
  if ((mHi | mLo) === 0) {
    if (!canMove(oHi, oLo, pHi, pLo)) {
      if (root) rootBest = -2;
      return finalMargin(pc(pHi) + pc(pLo), pc(oHi) + pc(oLo));
    }
    if (root) rootBest = -1;
    return -search(oHi, oLo, pHi, pLo, -beta, -alpha, ply + 1);
  }
  // 4. Stability cutoff: the opponent keeps its stable discs, so the margin is at most
  // 64 - 2 * stable; when that cannot beat alpha the node fails low at once.
  if (!root && alpha >= 64 - 2 * (pc(oHi) + pc(oLo))) {
    stableDiscs(pHi, pLo, oHi, oLo);
    const bound = 64 - 2 * (pc(bits.hi) + pc(bits.lo));
    if (bound <= alpha) return bound;
  }
  let best = -65,
    bestSq = -1;
  // 5. A root of few empties: quadrant parity orders its moves, no table.
  if (empties < SORT_EMPTIES) {
    // Quadrant parity: odd regions first, ascending squares within each group.
    oddQuadrants(eHi, eLo);
    const pl = parLo,
      ph = parHi;
    outer: for (let pass = 0; pass < 2; pass++) {
      let lo = mLo & (pass === 0 ? pl : ~pl),
        hi = mHi & (pass === 0 ? ph : ~ph);
      while ((lo | hi) !== 0) {
        let sq: number;
        if (lo !== 0) {
          sq = lowestBit(lo);
          lo &= lo - 1;
        } else {
          sq = 32 + lowestBit(hi);
          hi &= hi - 1;
        }
        const v = child(sq, pHi, pLo, oHi, oLo, alpha > best ? alpha : best, beta, ply);
        if (isCut()) return 0;
        if (v > best) {
          best = v;
          bestSq = sq;
          if (v >= beta) break outer;
        }
      }
    }
    if (root) rootBest = bestSq;
    return best;
  }

  // 6. Transposition table: narrow the window by the stored bounds, take its move first.
  const table = (tt ??= new Int32Array(TT_SIZE * 5));
  const k0 = slot(pHi, pLo, oHi, oLo, empties),
    s0 = k0 * 5,
    s1 = (k0 ^ 1) * 5;
  let s = s0;
  let ttSq = -1;
  if (table[s] !== pHi || table[s + 1] !== pLo || table[s + 2] !== oHi || table[s + 3] !== oLo) s = s1;
  if (table[s] === pHi && table[s + 1] === pLo && table[s + 2] === oHi && table[s + 3] === oLo) {
    const data = table[s + 4];
    const lower = (data & 0xff) - 64,
      upper = ((data >> 8) & 0xff) - 64;
    ttSq = ((data >> 16) & 0xff) - 1;
    if (!root) {
      if (lower === upper || lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
    }
  }
  const alpha0 = alpha;

  // 7. The moves in square order with their flips, then the enhanced transposition
  // cutoff before any of them is ordered: a child the table already bounds below -beta.
  let n = listMoves(mHi, mLo, pHi, pLo, oHi, oLo);
  if (!root && empties >= ETC_EMPTIES) {
    for (let i = 0; i < n; i++) {
      const sq = moveSq[i],
        fHi = moveFlipsHi[i],
        fLo = moveFlipsLo[i];
      const u = ttUpper(
        table,
        oHi ^ fHi,
        oLo ^ fLo,
        pHi | fHi | (sq >= 32 ? 1 << (sq - 32) : 0),
        pLo | fLo | (sq < 32 ? 1 << sq : 0),
        empties - 1,
      );
      if (-u >= beta) return -u;
    }
  }
  // 8. The table's move first, before the others are ordered (as in the core): when it
  // cuts, no child's replies are counted and no ordering search runs.
  let first = true;
  if (ttSq >= 0) {
    best = child(ttSq, pHi, pLo, oHi, oLo, alpha, beta, ply);
    if (isCut()) return 0;
    bestSq = ttSq;
    first = false;
    n =
      best >= beta
        ? 0
        : listMoves(
            ttSq >= 32 ? mHi & ~(1 << (ttSq - 32)) : mHi,
            ttSq < 32 ? mLo & ~(1 << ttSq) : mLo,
            pHi,
            pLo,
            oHi,
            oLo,
          );
  }
  // 9. Order the others. Fewest opponent replies first (its corner replies count twice)
  // less the mover's corner-stable discs, weighed with a corner move, the opponent's
  // potential mobility and parity (REPLY_KEY); from ORDER_SEARCH_EMPTIES, the child's
  // value for the opponent by the ordering search (othello-solve-order.ts) plus that
  // count, weighted.
  const base = ply * STRIDE;
  const depth = empties >= ORDER_SEARCH_EMPTIES ? orderDepth(empties) : 0;
  oddQuadrants(eHi, eLo);
  const oddHi = parHi,
    oddLo = parLo;
  for (let i = 0; i < n; i++) {
    const sq = moveSq[i],
      fHi = moveFlipsHi[i],
      fLo = moveFlipsLo[i];
    const bHi = sq >= 32 ? 1 << (sq - 32) : 0,
      bLo = sq < 32 ? 1 << sq : 0;
    const mineHi = pHi | fHi | bHi,
      mineLo = pLo | fLo | bLo; // the mover's discs after the move
    legalMoves(oHi ^ fHi, oLo ^ fLo, mineHi, mineLo);
    const replies =
      pc(bits.hi) + pc(bits.lo) + pc(bits.hi & CORNERS_HI) + pc(bits.lo & CORNERS_LO) - cornerStable(mineHi, mineLo);
    let key: number;
    if (depth > 0) key = orderValue(oHi ^ fHi, oLo ^ fLo, mineHi, mineLo, depth) + ORDER_REPLY_WEIGHT * replies;
    else if (empties >= EVAL_KEY_EMPTIES) {
      key =
        solveEvaluate(oHi ^ fHi, oLo ^ fLo, mineHi, mineLo) +
        EVAL_REPLY_KEY * replies -
        ((bHi & oddHi) | (bLo & oddLo) ? EVAL_PARITY_KEY : 0);
    } else {
      // The opponent's potential mobility: the empty squares next to the mover's discs.
      neighbours(mineHi, mineLo);
      key =
        REPLY_KEY * replies +
        ((bHi & CORNERS_HI) | (bLo & CORNERS_LO) ? CORNER_KEY : 0) +
        POTENTIAL_KEY * (pc(bits.hi & ~(mineHi | oHi)) + pc(bits.lo & ~(mineLo | oLo))) -
        ((bHi & oddHi) | (bLo & oddLo) ? PARITY_KEY : 0);
    }
    let k = i;
    while (k > 0 && listKey[base + k - 1] > key) {
      listKey[base + k] = listKey[base + k - 1];
      listSq[base + k] = listSq[base + k - 1];
      k--;
    }
    listKey[base + k] = key;
    listSq[base + k] = sq;
  }
  // 10. Principal variation search: the first move with the full window, the others with a
  // null window, searched again when they beat the best so far.
  for (let i = 0; i < n; i++) {
    const sq = listSq[base + i];
    const a = alpha > best ? alpha : best;
    let v: number;
    if (i === 0 && first) v = child(sq, pHi, pLo, oHi, oLo, a, beta, ply);
    else {
      v = child(sq, pHi, pLo, oHi, oLo, a, a + 1, ply);
      if (v > a && v < beta && !isCut()) v = child(sq, pHi, pLo, oHi, oLo, v, beta, ply);
    }
    if (isCut()) return 0;
    if (v > best) {
      best = v;
      bestSq = sq;
      if (v >= beta) break;
    }
  }
  // 11. Store the bounds and the best move: two-way buckets, the same position's entry,
  // else the one of fewer empties.
  const lower = best >= beta ? best : best > alpha0 ? best : -64;
  const upper = best <= alpha0 ? best : best < beta ? best : 64;
  if (table[s] !== pHi || table[s + 1] !== pLo || table[s + 2] !== oHi || table[s + 3] !== oLo)
    s = table[s0 + 4] >>> 24 <= table[s1 + 4] >>> 24 ? s0 : s1;
  table[s] = pHi;
  table[s + 1] = pLo;
  table[s + 2] = oHi;
  table[s + 3] = oLo;
  table[s + 4] = (lower + 64) | ((upper + 64) << 8) | ((bestSq + 1) << 16) | (empties << 24);
  if (root) rootBest = bestSq;
  return best;
}

/**
 * Solves the position (side to move P, other side O, as halves) exactly: the margin for
 * the side to move, the best square (-1 pass, -2 game over) and the nodes visited.
 */
export function solve(
  pHi: number,
  pLo: number,
  oHi: number,
  oLo: number,
): { value: number; best: number; nodes: number } {
  resetNodes();
  rootBest = -2;
  // Below SORT_EMPTIES the table is not used: no need to clear it.
  if (pc(~(pHi | oHi)) + pc(~(pLo | oLo)) >= SORT_EMPTIES) tt?.fill(0);
  const value = search(pHi, pLo, oHi, oLo, -64, 64, 0) + 0; // + 0 turns a -0 into 0
  return { value, best: rootBest, nodes: nodesVisited() };
}
