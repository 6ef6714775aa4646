// The exact Othello endgame solver of the core: fail-soft negamax alpha-beta to the end
// of the game on the disc margin (empties to the winner), for the side to move.
// Principal variation search with move ordering: the transposition-table move, then
// fewest opponent replies less the mover's corner-stable discs (moves into odd quadrants
// and the opponent's fewest potential moves first among near-equals) from 7 empties; from
// 12 that count weighed beside the child's value by the ordering evaluation
// (othello-solve-eval.ts), and from 18 beside a shallow ordering search with the
// evaluation (othello-solve-order.ts); below 7, the code of
// othello-solve-end.ts (parity order, no move generation). A stability cutoff (the
// opponent's stable discs bound the margin) fails nodes low early, and from 8 empties
// the enhanced transposition cutoff probes every child (in a loop of their own, so that
// their cache misses overlap). No allocation per node: move lists and the transposition
// table (two-way buckets, the entry of fewer empties replaced: 32 MiB for positions of
// 12 or more empties, and 512 KiB, a core's whole second-level cache on the test
// machine, for the many of 7 to 11) are
// static arenas. reference/games/othello-solve.ts is the same algorithm move for move
// (same hash, same order), so both count the same nodes.

import { legalMoves, legalMoves2, flips, count, CORNERS, stableDiscs, neighbours, MAX_PLIES } from "./othello-bits";
import { ORDER_SEARCH_EMPTIES, ORDER_REPLY_WEIGHT, orderDepth, orderValue } from "./othello-solve-order";
import { solveEvaluateWith } from "./othello-solve-eval";
import { searchEnd, finalMargin, oddQuadrants, countNode, resetNodes, nodesVisited } from "./othello-solve-end";
import { countExhausted, cutShort, noteCutShort } from "../search/limits";

/** With this many empties or more: sorted moves and the transposition table. */
const SORT_EMPTIES: i32 = 7;
/** With this many empties or more: the enhanced transposition cutoff (a table probe per child). */
const ETC_EMPTIES: i32 = 8;
const TT_BITS: i32 = 20;
/**
 * The small table for 7-11 empties: 2^14 entries, a core's second-level cache
 * (docs/design/othello-solver.md#the-small-table).
 */
const SMALL_BITS: i32 = 14;
/**
 * From this many empties, the big table: the small one's probes stay cached
 * (docs/design/othello-solver.md#where-the-big-table-starts).
 */
const BIG_EMPTIES: i32 = 12;
const TT_SIZE: i32 = (1 << TT_BITS) + (1 << SMALL_BITS);
/**
 * Below EVAL_KEY_EMPTIES, a child's sort key: REPLY_KEY per opponent reply (the mover's
 * corner-stable discs taken off), CORNER_KEY for a corner move, POTENTIAL_KEY per empty
 * square next to the mover's discs, less PARITY_KEY for a move into an odd quadrant.
 * Weights tuned by node counts on FFO positions
 * (docs/design/othello-solver.md#the-sort-key-below-12-empties).
 */
const REPLY_KEY: i32 = 8;
const CORNER_KEY: i32 = 4;
const POTENTIAL_KEY: i32 = 2;
const PARITY_KEY: i32 = 4;
/**
 * From this many empties (below ORDER_SEARCH_EMPTIES), a child's sort key is its value for
 * the opponent by the ordering evaluation (othello-solve-eval.ts) plus EVAL_REPLY_KEY per
 * reply, less EVAL_PARITY_KEY for an odd quadrant, in 1/16 discs: 3 discs a reply, 1 for
 * parity, the fewest nodes measured
 * (docs/design/othello-solver.md#the-ordering-evaluation-in-the-sort-key).
 */
const EVAL_KEY_EMPTIES: i32 = 12;
const EVAL_REPLY_KEY: i32 = 48;
const EVAL_PARITY_KEY: i32 = 16;
/** Room per ply in the move lists (Othello has at most 33 legal moves; passes add plies). */
const STRIDE: i32 = 40;

// The table is allocated by the first solve, not at start-up: its 33 MiB would take most of
// an engine's creation time, and most engines never solve.
// One bucket of two entries (slots s and s ^ 1) fills one 64-byte cache line, so a probe
// costs one memory access: the keys (P, O) of way 0 and way 1 at bytes 0 and 16, their
// data words at bytes 32 and 36. Data packed: lower bound + 64 (bits 0-7), upper bound
// + 64 (8-15), best square + 1 (16-23), empties (24-31).
let ttArena = new StaticArray<u64>(0);
/** The first bucket, ttArena's start rounded up to a cache line. */
let ttBase: usize = 0;
const BUCKET_BYTES: i32 = 64;

// @ts-ignore: decorator
@inline function keyAt(s: i32): usize { return ttBase + (<usize>(s >> 1) << 6) + (<usize>(s & 1) << 4); }
// @ts-ignore: decorator
@inline function dataAt(s: i32): usize { return ttBase + (<usize>(s >> 1) << 6) + 32 + (<usize>(s & 1) << 2); }
// @ts-ignore: decorator
@inline function holds(s: i32, P: u64, O: u64): bool {
  const k = keyAt(s);
  return load<u64>(k) == P && load<u64>(k, 8) == O;
}

const listSq = new StaticArray<i32>(MAX_PLIES * STRIDE);
const listKey = new StaticArray<i32>(MAX_PLIES * STRIDE);
/** The discs each listed move flips, computed once while ordering (not again to search it). */
const listFlips = new StaticArray<u64>(MAX_PLIES * STRIDE);
/** One node's moves in square order and their flips, before they are sorted into the lists. */
const moveSq = new StaticArray<i32>(STRIDE);
const moveFlips = new StaticArray<u64>(STRIDE);
/** The opponent's legal moves after each of them. */
const moveReplies = new StaticArray<u64>(STRIDE);

/** Counters of the last solve. */
export let solveNodes: u64 = 0;
/** The root's best square; -1 for a pass, -2 when the game is over. */
export let solveBest: i32 = -2;

// @ts-ignore: decorator
@inline function slot(P: u64, O: u64, empties: i32): i32 {
  // The hash is defined on 32-bit halves so that the reference computes the same one.
  let h = (<i32>P * <i32>0x9e3779b1) ^ (<i32>(P >> 32) * <i32>0x85ebca77)
    ^ (<i32>O * <i32>0xc2b2ae3d) ^ (<i32>(O >> 32) * <i32>0x27d4eb2f);
  h = (h ^ (h >>> 16)) * 0x45d9f3b;
  return empties >= BIG_EMPTIES
    ? <i32>(<u32>h >>> (32 - TT_BITS))
    : (1 << TT_BITS) + <i32>(<u32>h >>> (32 - SMALL_BITS));
}

/**
 * The discs of `me` that are corners or next to one of its corners along an edge (as
 * Edax's corner stability), each counted against one opponent reply in the sort key:
 * fewer nodes (docs/design/othello-solver.md#corner-stable-discs-in-the-key).
 */
// @ts-ignore: decorator
@inline function cornerStable(me: u64): i32 {
  return count((((me & 0x0100000000000001) << 1) | ((me & 0x8000000000000080) >> 1)
    | ((me & 0x0000000000000081) << 8) | ((me & 0x8100000000000000) >> 8) | CORNERS) & me);
}

/** The stored upper bound of the position (64 when the table does not hold it). */
function ttUpper(P: u64, O: u64, empties: i32): i32 {
  let s = slot(P, O, empties);
  if (!holds(s, P, O)) s ^= 1;
  if (!holds(s, P, O)) return 64;
  return ((load<i32>(dataAt(s)) >> 8) & 0xff) - 64;
}

/** Lists the moves `m` in square order with their flips in moveSq and moveFlips; their number. */
// @ts-ignore: decorator
@inline function listMoves(m: u64, P: u64, O: u64): i32 {
  let n = 0;
  while (m != 0) {
    const sq = <i32>ctz(m);
    m &= m - 1;
    unchecked(moveSq[n] = sq);
    unchecked(moveFlips[n++] = flips(sq, P, O));
  }
  return n;
}

function search(P: u64, O: u64, alpha: i32, beta: i32, ply: i32): i32 {
  const root = ply == 0;
  const E = ~(P | O);
  const empties = count(E);
  // 1. The last empties below the root: othello-solve-end.ts.
  if (!root && empties < SORT_EMPTIES) return searchEnd(P, O, alpha, beta, empties, oddQuadrants(E));
  // 2. The budgets, before the node counts (../search/limits.ts): a stopped solve unwinds at
  // once. The last SORT_EMPTIES plies (searchEnd) are a bounded few thousand nodes.
  if (countExhausted(<i64>nodesVisited())) {
    noteCutShort();
    return 0;
  }
  countNode();
  // 3. The end of the game, or a pass.
  if (empties == 0) return count(P) - count(O);
  const moves = legalMoves(P, O);
  if (moves == 0) {
    if (legalMoves(O, P) == 0) {
      if (root) solveBest = -2;
      return finalMargin(P, O);
    }
    if (root) solveBest = -1;
    return -search(O, P, -beta, -alpha, ply + 1);
  }
  // 4. Stability cutoff: the opponent keeps its stable discs, so the margin is at most
  // 64 - 2 * stable; when that cannot beat alpha the node fails low at once.
  if (!root && alpha >= 64 - 2 * count(O)) {
    const bound = 64 - 2 * count(stableDiscs(P, O));
    if (bound <= alpha) return bound;
  }
  let best = -65, bestSq = -1;
  // 5. A root of few empties: quadrant parity orders its moves, no table.
  if (empties < SORT_EMPTIES) {
    // Quadrant parity: odd regions first (the last disc in a region is often the best).
    const par = oddQuadrants(E);
    for (let pass = 0; pass < 2; pass++) {
      let m = moves & (pass == 0 ? par : ~par);
      while (m != 0) {
        const sq = <i32>ctz(m);
        m &= m - 1;
        const f = flips(sq, P, O);
        const v = -search(O ^ f, P | f | (<u64>1 << <u64>sq), -beta, -(alpha > best ? alpha : best), ply + 1);
        if (cutShort) return 0;
        if (v > best) {
          best = v; bestSq = sq;
          if (v >= beta) { pass = 2; break; }
        }
      }
    }
    if (root) solveBest = bestSq;
    return best;
  }

  // 6. Transposition table: narrow the window by the stored bounds, take its move first.
  const s0 = slot(P, O, empties);
  let s = s0;
  let ttSq = -1;
  if (!holds(s, P, O)) s ^= 1;
  if (holds(s, P, O)) {
    const data = load<i32>(dataAt(s));
    const lower = (data & 0xff) - 64, upper = ((data >> 8) & 0xff) - 64;
    ttSq = ((data >> 16) & 0xff) - 1;
    if (!root) {
      if (lower == upper || lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
    }
  }
  const alpha0 = alpha;

  // 7. The moves in square order with their flips, then the enhanced transposition
  // cutoff before any of them is ordered. The children's table probes come in a loop of
  // their own: nothing in it waits for one probe's cache miss before the next starts.
  let n = listMoves(moves, P, O);
  // Enhanced transposition cutoff: a child the table already bounds below -beta.
  if (!root && empties >= ETC_EMPTIES) {
    for (let i = 0; i < n; i++) {
      const sq = unchecked(moveSq[i]), f = unchecked(moveFlips[i]);
      const u = ttUpper(O ^ f, P | f | (<u64>1 << <u64>sq), empties - 1);
      if (-u >= beta) return -u;
    }
  }
  // 8. The table's move first, before the others are ordered: when it cuts, as it mostly
  // does where the table holds a move, no child's replies are counted and no ordering
  // search runs. Its search reuses moveSq and moveFlips, so the others are listed again.
  let first = true;
  if (ttSq >= 0) {
    const bit = <u64>1 << <u64>ttSq, f = flips(ttSq, P, O);
    best = -search(O ^ f, P | f | bit, -beta, -alpha, ply + 1);
    if (cutShort) return 0;
    bestSq = ttSq;
    first = false;
    n = best >= beta ? 0 : listMoves(moves & ~bit, P, O);
  }
  // 9. Order the others. Fewest opponent replies (its corner replies counted twice) less
  // the mover's corner discs and the edge discs beside them (cornerStable), first,
  // weighed with a corner move, the opponent's potential mobility and parity
  // (REPLY_KEY); insertion-sorted (stable).
  // The opponent's replies in each child, two children at a time (legalMoves2, one per
  // lane; an odd last child is paired with itself).
  for (let i = 0; i < n; i += 2) {
    const j = i + 1 < n ? i + 1 : i;
    const sa = unchecked(moveSq[i]), fa = unchecked(moveFlips[i]);
    const sb = unchecked(moveSq[j]), fb = unchecked(moveFlips[j]);
    const r = legalMoves2(
      i64x2.replace_lane(i64x2.splat(O ^ fa), 1, O ^ fb),
      i64x2.replace_lane(i64x2.splat(P | fa | (<u64>1 << <u64>sa)), 1, P | fb | (<u64>1 << <u64>sb)));
    unchecked(moveReplies[i] = i64x2.extract_lane(r, 0));
    unchecked(moveReplies[j] = i64x2.extract_lane(r, 1));
  }
  // From ORDER_SEARCH_EMPTIES, the key is the child's value for the opponent by the
  // ordering search (othello-solve-order.ts) plus that count, weighted.
  const base = ply * STRIDE;
  const depth = empties >= ORDER_SEARCH_EMPTIES ? orderDepth(empties) : 0;
  const odd = oddQuadrants(E);
  for (let i = 0; i < n; i++) {
    const sq = unchecked(moveSq[i]), f = unchecked(moveFlips[i]);
    const bit = <u64>1 << <u64>sq;
    // The opponent's replies, its corner replies counted twice.
    const r = unchecked(moveReplies[i]);
    const mine = P | f | bit; // the mover's discs after the move
    const replies = count(r) + count(r & CORNERS) - cornerStable(mine);
    const key = depth > 0 ? orderValue(O ^ f, mine, depth) + ORDER_REPLY_WEIGHT * replies
      : empties >= EVAL_KEY_EMPTIES
        ? solveEvaluateWith(O ^ f, mine, r) + EVAL_REPLY_KEY * replies - (bit & odd ? EVAL_PARITY_KEY : 0)
      : REPLY_KEY * replies + (bit & CORNERS ? CORNER_KEY : 0)
        + POTENTIAL_KEY * count(neighbours(mine) & ~(mine | O)) - (bit & odd ? PARITY_KEY : 0);
    let k = i;
    while (k > 0 && unchecked(listKey[base + k - 1]) > key) {
      unchecked(listKey[base + k] = listKey[base + k - 1]);
      unchecked(listSq[base + k] = listSq[base + k - 1]);
      unchecked(listFlips[base + k] = listFlips[base + k - 1]);
      k--;
    }
    unchecked(listKey[base + k] = key);
    unchecked(listSq[base + k] = sq);
    unchecked(listFlips[base + k] = f);
  }
  // 10. Principal variation search: the first move with the full window, the others with a
  // null window that only asks whether they beat the best so far (searched again if so).
  for (let i = 0; i < n; i++) {
    const sq = unchecked(listSq[base + i]);
    const f = unchecked(listFlips[base + i]);
    const cP = O ^ f, cO = P | f | (<u64>1 << <u64>sq);
    const a = alpha > best ? alpha : best;
    let v: i32;
    if (i == 0 && first) v = -search(cP, cO, -beta, -a, ply + 1);
    else {
      v = -search(cP, cO, -a - 1, -a, ply + 1);
      if (v > a && v < beta && !cutShort) v = -search(cP, cO, -beta, -v, ply + 1);
    }
    if (cutShort) return 0;
    if (v > best) {
      best = v; bestSq = sq;
      if (v >= beta) break;
    }
  }
  // 11. Store the bounds and the best move: two-way buckets, the same position's entry,
  // else the one of fewer empties.
  const lower = best >= beta ? best : best > alpha0 ? best : -64;
  const upper = best <= alpha0 ? best : best < beta ? best : 64;
  if (!holds(s, P, O))
    s = (load<u32>(dataAt(s0)) >>> 24) <= (load<u32>(dataAt(s0 ^ 1)) >>> 24) ? s0 : s0 ^ 1;
  const k = keyAt(s);
  store<u64>(k, P);
  store<u64>(k, O, 8);
  store<i32>(dataAt(s), (lower + 64) | ((upper + 64) << 8) | ((bestSq + 1) << 16) | (empties << 24));
  if (root) solveBest = bestSq;
  return best;
}

/** Solves the position exactly; the value is for the side to move, the move in solveBest. */
export function solve(P: u64, O: u64): i32 {
  resetNodes();
  solveBest = -2;
  const bytes = <usize>(TT_SIZE >> 1) * BUCKET_BYTES;
  if (ttArena.length == 0) {
    ttArena = new StaticArray<u64>(<i32>(bytes >> 3) + (BUCKET_BYTES >> 3));
    ttBase = (changetype<usize>(ttArena) + BUCKET_BYTES - 1) & ~(<usize>BUCKET_BYTES - 1);
  }
  // Below SORT_EMPTIES the table is not used: no need to clear it (the end games of
  // tournaments solve many such positions).
  if (count(~(P | O)) >= SORT_EMPTIES) memory.fill(ttBase, 0, bytes);
  const value = search(P, O, -64, 64, 0);
  solveNodes = nodesVisited();
  return value;
}
