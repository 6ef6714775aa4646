// The exact Connect-Four solver of the core, on the score of Pascal Pons' solver (side to
// move: a win with its own k-th stone scores 22 - k, a loss the negation, a draw 0), so
// that his published scores and examples check it. The recipe is the one his blog
// builds up step by step, rewritten here from its description;
// reference/games/connect-four-solve.ts is the same algorithm move for move (same order,
// same table and hash), so both engines count the same nodes. Taken, and why:
//  - negamax alpha-beta, fail-soft on cutoffs, its window clipped by what the stone
//    count allows (the side to move cannot win with this stone, the opponent not with
//    its next): free bounds that end many null-window searches before any move;
//  - anticipation of losing moves: only moves that do not hand the opponent a win next
//    move are searched (a threat to block is the only move, two lose at once), which
//    prunes the many hopeless replies near the end without a node each;
//  - move order: most threats (cells that would complete four) created first, centre
//    columns first among equals (3 2 4 1 5 0 6): the centre joins the most lines;
//  - a transposition table of up to 2^20 entries, of which a solve uses a part that
//    starts small and grows with the solve's writes (TT_START_BITS: a small part stays
//    in the caches), keyed by current + mask (unique per position), the full key stored
//    (no false hits), always replaced, holding an upper or a lower bound: the
//    null-window passes revisit the same positions;
//  - enhanced transposition cutoff (not in Pons' solver): before its children are
//    searched, a node probes their entries, and a child whose upper bound refutes the
//    node ends it. Its probes mostly hit the caches now that the table's part in use is
//    small, and they spare a fifth of the nodes on Middle-Medium;
//  - the "solve" loop: null-window searches whose test value halves the range of the
//    score, tried near 0 first (most positions are close to a draw); the weak mode only
//    asks -1..1, the sign.
// Not taken: his opening book (a file of precomputed early positions), and his partial
// keys (a 32-bit key and a prime table size, exact by the Chinese remainder theorem),
// which halve the memory; the full key is simpler to keep the same in both engines. The
// table is allocated on the first solve, not at start-up. An entry is one u64, the key
// and the value side by side (one cache line a probe, not two); a solve empties only the
// entries the last one wrote (a list of slots; the whole part it used when the list
// overflowed or the part grew). The
// reference hides old entries by a generation stamp instead: the same hits, the same nodes.

import { CELLS, aligned, columnMask, possible, winningCells } from "./connect-four-bits";
import { countExhausted, cutShort, noteCutShort } from "../search/limits";

const TT_BITS: i32 = 20;
const TT_SIZE: i32 = 1 << TT_BITS;
/**
 * A solve starts on the first 2^bits entries of the table, bits = its empty cells + 2,
 * from TT_MIN_BITS up to TT_START_BITS, and the part it uses grows four times over (up to
 * all 2^TT_BITS entries) each time the solve has written four times as many entries as
 * the part holds (grow). Each node probes one random entry, and a probe that misses the
 * caches costs more than the rest of the node: spread over 8 MiB, past the reach of the
 * second-level TLB's 4 KiB pages, nearly every probe misses; on 2^16 entries (512 KiB)
 * most hit the second-level cache. A solve of a few thousand nodes (Pons' Begin-Easy
 * kind) loses no hits to the small part, one of tens of thousands (Middle-Medium) a few
 * (more collisions: some more nodes, each much cheaper), and one of millions gets the
 * whole table.
 */
const TT_MIN_BITS: i32 = 12;
const TT_START_BITS: i32 = 16;
/**
 * The bits of the part in use, and the writes from which it grows next (i64.MAX_VALUE: never, it is
 * the whole table).
 */
let ttBits: i32 = TT_BITS;
let growAt: i64 = 0;
/** The hash's high bits that give a slot in the part in use: 32 - ttBits. */
let slotShift: i32 = 32 - TT_BITS;
/** The key uses bits 0..48; the stored value sits above. */
const VALUE_SHIFT: u64 = 49;
const KEY_MASK: u64 = (<u64>1 << VALUE_SHIFT) - 1;
/**
 * Slots written by the last solve, to empty before the next; past the limit, or once the
 * part grew (its entries moved), the whole part is emptied. Static memory, not a
 * StaticArray: the core's start function would zero the quarter MiB in every instance,
 * the many that never solve Connect-Four included.
 */
const WRITTEN_LIMIT: i32 = 1 << 16;
const WRITTEN: usize = memory.data(WRITTEN_LIMIT << 2, 16);
/**
 * The solve's writes so far: 64 bits, as a long solve writes past 2^31 entries (the
 * position after the centre column writes billions); it also indexes the list of written
 * slots while below WRITTEN_LIMIT, so it must never wrap to a negative offset.
 */
let writtenCount: i64 = 0;
/** Where the next solve's count starts: 0, but tests start it near 2^31 (solveWritesFrom). */
let writesFrom: i64 = 0;
let grew: bool = false;

/** Address of the table (0 until the first solve). */
let tt: usize = 0;

/** Moves and the cells each lets the side to move complete (its order key: their number), per depth (7 a ply). */
const listMove = new StaticArray<u64>((CELLS + 1) * 7);
const listWins = new StaticArray<u64>((CELLS + 1) * 7);
const ORDER: StaticArray<i32> = [3, 2, 4, 1, 5, 0, 6];

/** Nodes (negamax calls) of the last solve. */
export let solveNodes: u64 = 0;
/** A best move of the last solve, as the cell its stone lands on (0: none, the game is over). */
export let solveBest: u64 = 0;
/** The stones at the root of the solve, and the move of the root's last cutoff (0: none yet). */
let rootMoves: i32 = 0;
let rootCut: u64 = 0;

// @ts-ignore: decorator
@inline function slot(key: u64): usize {
  // A hash of the two 32-bit halves, as the reference computes it.
  let h = (<i32>key * <i32>0x9e3779b1) ^ (<i32>(key >> 32) * <i32>0x85ebca77);
  h = (h ^ (h >>> 16)) * 0x45d9f3b;
  return <usize>(<u32>h >>> slotShift);
}

/** Stored values: score + 64 for an upper bound, + 128 more for a lower bound; 0 none. */
// @ts-ignore: decorator
@inline function ttGet(key: u64): i32 {
  const e = load<u64>(tt + (slot(key) << 3));
  return (e & KEY_MASK) == key ? <i32>(e >> VALUE_SHIFT) : 0;
}

// @ts-ignore: decorator
@inline function ttPut(key: u64, value: i32): void {
  const s = slot(key);
  store<u64>(tt + (s << 3), key | (<u64>value << VALUE_SHIFT));
  if (writtenCount < WRITTEN_LIMIT) store<i32>(WRITTEN + (<usize>writtenCount << 2), <i32>s);
  if (++writtenCount >= growAt) grow();
}

/**
 * Makes the part in use four times larger (at most the whole table), moving each entry to
 * its slot there: the slot is the hash's high bits, so an entry of slot s moves to one of
 * 4s..4s+3, and walking down from the last slot moves every entry before its new slot's
 * old entry is needed. Everything past the old part is empty (emptyTable keeps it so).
 */
function grow(): void {
  const old = 1 << ttBits;
  ttBits = min(TT_BITS, ttBits + 2);
  slotShift = 32 - ttBits;
  growAt = ttBits < TT_BITS ? <i64>4 << ttBits : i64.MAX_VALUE;
  grew = true;
  for (let s = old - 1; s >= 0; s--) {
    const at = tt + (<usize>s << 3);
    const e = load<u64>(at);
    if (e == 0) continue;
    store<u64>(at, 0);
    store<u64>(tt + (slot(e & KEY_MASK) << 3), e);
  }
}

/**
 * Empties the table of what the last solve wrote (allocating it on the first solve), and
 * sets the part in use for a solve from `empty` empty cells.
 */
function emptyTable(empty: i32): void {
  if (tt == 0) {
    tt = heap.alloc(<usize>TT_SIZE << 3);
    memory.fill(tt, 0, <usize>TT_SIZE << 3);
  } else if (grew || writtenCount > WRITTEN_LIMIT) {
    memory.fill(tt, 0, <usize>1 << (ttBits + 3));
  } else {
    const n = <i32>writtenCount;
    for (let i = 0; i < n; i++) store<u64>(tt + (<usize>load<i32>(WRITTEN + (<usize>i << 2)) << 3), 0);
  }
  writtenCount = writesFrom;
  grew = false;
  ttBits = min(TT_START_BITS, max(TT_MIN_BITS, empty + 2));
  slotShift = 32 - ttBits;
  growAt = <i64>4 << ttBits;
}

/**
 * For the tests: the solves that follow start their count of writes at `count` (a
 * whole number below 2^53), as if they had written that many entries already, so that a
 * solve of a few thousand nodes crosses 2^31 and 2^32 writes, or grows its part at once:
 * the part grows at its first write past each growth point it starts beyond (to the whole
 * table from 2^20 writes), and a count past the list's limit lists no slot (the next
 * solve empties the whole part). What a solve that long does, in a small one.
 */
export function solveWritesFrom(count: f64): void {
  writesFrom = <i64>count;
}

/**
 * The moves that do not let the opponent win at once, given the opponent's winning cells
 * (`threats`, as winningCells(opponent, mask) finds them).
 */
// @ts-ignore: decorator
@inline function nonLosingMoves(mask: u64, threats: u64): u64 {
  let moves = possible(mask);
  const forced = moves & threats;
  if (forced != 0) {
    if (forced & (forced - 1)) return 0; // two cells to block: lost
    moves = forced;
  }
  return moves & ~(threats >> 1); // never play under an opponent's winning cell
}

/**
 * The score of the position (cur: side to move, mask: all stones, `moves` stones) within
 * (alpha, beta), fail-soft; the side to move cannot win at once (the caller checked).
 * `threats`: the opponent's winning cells, winningCells(cur ^ mask, mask), which the
 * caller found already when it ordered this move (the cells its stones would complete).
 */
function negamax(cur: u64, mask: u64, moves: i32, alpha: i32, beta: i32, threats: u64): i32 {
  // The budgets, before the node counts (../search/limits.ts): a stopped solve unwinds at once.
  if (countExhausted(<i64>solveNodes)) {
    noteCutShort();
    return 0;
  }
  solveNodes++;
  const next = nonLosingMoves(mask, threats);
  if (next == 0) return -(CELLS - moves) / 2; // the opponent wins with its next stone
  if (moves >= CELLS - 2) return 0; // two cells or fewer and no loss: a draw
  // The opponent cannot win with its next stone: a loss comes later than that.
  const lo = -(CELLS - 2 - moves) / 2;
  if (alpha < lo) {
    alpha = lo;
    if (alpha >= beta) return alpha;
  }
  // Nor can the side to move win with this stone.
  let hi = (CELLS - 1 - moves) / 2;
  const key = cur + mask;
  const stored = ttGet(key);
  if (stored != 0) {
    if (stored >= 128) {
      const v = stored - 192;
      if (alpha < v) {
        alpha = v;
        if (alpha >= beta) return alpha;
      }
    } else {
      const v = stored - 64;
      if (v < hi) hi = v;
    }
  }
  if (beta > hi) {
    beta = hi;
    if (alpha >= beta) return beta;
  }

  // Enhanced transposition cutoff: a child whose stored upper bound u has -u >= beta
  // refutes this node before any child is searched (columns left to right, the first such).
  const child = cur ^ mask;
  let m = next;
  while (m != 0) {
    const bit = m & (0 - m);
    m ^= bit;
    const st = ttGet(child + (mask | bit));
    if (st != 0 && st < 128 && 64 - st >= beta) {
      if (moves == rootMoves) rootCut = bit;
      ttPut(key, 64 - st + 192);
      return 64 - st;
    }
  }

  // Most threats created first, the centre first among equals (stable insertion). A
  // move's threats are the child's `threats`: kept beside the move, not found again.
  const base = moves * 7;
  let n = 0;
  for (let i = 0; i < 7; i++) {
    const bit = next & columnMask(unchecked(ORDER[i]));
    if (bit == 0) continue;
    const wins = winningCells(cur | bit, mask | bit);
    const k = popcnt(wins);
    let j = n++;
    while (j > 0 && popcnt(unchecked(listWins[base + j - 1])) < k) {
      unchecked(listWins[base + j] = listWins[base + j - 1]);
      unchecked(listMove[base + j] = listMove[base + j - 1]);
      j--;
    }
    unchecked(listWins[base + j] = wins);
    unchecked(listMove[base + j] = bit);
  }
  for (let i = 0; i < n; i++) {
    const bit = unchecked(listMove[base + i]);
    const score = -negamax(cur ^ mask, mask | bit, moves + 1, -beta, -alpha, unchecked(listWins[base + i]));
    if (cutShort) return 0;
    if (score >= beta) {
      if (moves == rootMoves) rootCut = bit;
      ttPut(key, score + 192);
      return score;
    }
    if (score > alpha) alpha = score;
  }
  ttPut(key, alpha + 64);
  return alpha;
}

/**
 * Solves the position exactly: the side to move's score in Pons' definition (weak: only
 * its sign, -1, 0 or 1). cur: stones of the side to move, mask: all stones, moves: their
 * number. A finished game scores for the side to move, who lost it or drew.
 */
export function solve(cur: u64, mask: u64, moves: i32, weak: bool): i32 {
  solveNodes = 0;
  solveBest = 0;
  if (aligned(cur ^ mask)) {
    // The last stone made four: the opponent won with its (moves + 1) / 2-th stone.
    return weak ? -1 : (moves + 1) / 2 - 22;
  }
  if (moves == CELLS) return 0;
  const wins = winningCells(cur, mask) & possible(mask);
  if (wins != 0) {
    solveBest = wins & (0 - wins);
    return weak ? 1 : (CELLS + 1 - moves) / 2;
  }
  emptyTable(CELLS - moves);
  // Without a cutoff at the root, every move that does not lose at once is as good as
  // any: the score is then the least the stone count allows (or all moves lose at once).
  solveBest = fallbackMove(cur, mask);
  rootMoves = moves;
  let lo = -(CELLS - moves) / 2, hi = (CELLS + 1 - moves) / 2;
  if (weak) { lo = -1; hi = 1; }
  while (lo < hi) {
    // The test value: halfway, but nearer 0 while the range straddles it.
    let med = lo + (hi - lo) / 2;
    if (med <= 0 && lo / 2 < med) med = lo / 2;
    else if (med >= 0 && hi / 2 > med) med = hi / 2;
    rootCut = 0;
    const r = negamax(cur, mask, moves, med, med + 1, winningCells(cur ^ mask, mask));
    if (cutShort) break;
    if (r <= med) hi = r;
    else {
      lo = r;
      // The move that failed high is worth at least r, the score: a best move. (A
      // cutoff without a move, from the stone count, leaves the fallback, which is
      // worth that much.)
      if (rootCut != 0) solveBest = rootCut;
    }
  }
  return weak ? (lo > 0 ? 1 : lo < 0 ? -1 : 0) : lo;
}

/** The first move in the solver's column order that does not lose at once, or else the first open column. */
function fallbackMove(cur: u64, mask: u64): u64 {
  let moves = nonLosingMoves(mask, winningCells(cur ^ mask, mask));
  if (moves == 0) moves = possible(mask);
  for (let i = 0; i < 7; i++) {
    const bit = moves & columnMask(unchecked(ORDER[i]));
    if (bit != 0) return bit;
  }
  return 0;
}
