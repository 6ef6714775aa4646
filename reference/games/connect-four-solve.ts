// The reference's exact Connect-Four solver: the algorithm of
// assembly/games/connect-four-solve.ts move for move (same move order, same
// transposition-table hash, size and replacement), so both engines visit the same nodes.
// The score is Pascal Pons' (side to move: a win with its own k-th stone scores 22 - k,
// a loss the negation, a draw 0), and the recipe the one his blog builds up, rewritten
// from its description (the parts taken, and why, are listed in the core's file):
// negamax with bounds from the stone count, anticipation of losing moves, threat-count
// move order with the centre first, a transposition table keyed by current + mask (and
// the enhanced transposition cutoff, which Pons' solver has not), and
// the null-window "solve" loop (or a -1..1 window: the weak mode). Boards are 32-bit
// halves; move lists and the table are preallocated typed arrays (the table on first use).

import { cutAt, isCut } from "../bounded.js";
import { CELLS, COLUMN_HI, COLUMN_LO, aligned, bits, possible, popcount, winningCells } from "./connect-four-bits.js";

const TT_BITS = 20;
const TT_SIZE = 1 << TT_BITS;
/**
 * A solve starts on the first 2^bits entries, bits = empty cells + 2, from TT_MIN_BITS up
 * to TT_START_BITS, and the part grows four times over (up to all 2^TT_BITS entries) each
 * time the solve has written four times as many entries as the part holds (the core's
 * TT_START_BITS says why).
 */
const TT_MIN_BITS = 12;
const TT_START_BITS = 16;
/**
 * The bits of the part in use, the writes from which it grows next (Infinity: never) and the
 * solve's writes (a double: exact past 2^31, where the core needed 64 bits), which start
 * at writesFrom (0, but tests start them near 2^31 as the core's solveWritesFrom does).
 */
let ttBits = TT_BITS;
let growAt = 0;
let written = 0;
let writesFrom = 0;
/** The hash's high bits that give a slot in the part in use: 32 - ttBits. */
let slotShift = 32 - TT_BITS;
/** The key's high half uses bits 0..16; the generation stamp sits above. */
const GEN_SHIFT = 17;
const GEN_LIMIT = 1 << 15;
const KEY_HI_MASK = (1 << GEN_SHIFT) - 1;

/** The table, made on first use: key halves (the high one with the generation) and values. */
let ttHi: Int32Array | undefined;
let ttLo: Int32Array | undefined;
let ttValues: Uint8Array | undefined;
let generation = 0;

const listHi = new Int32Array((CELLS + 1) * 7);
const listLo = new Int32Array((CELLS + 1) * 7);
const listKey = new Int32Array((CELLS + 1) * 7);
const ORDER = [3, 2, 4, 1, 5, 0, 6];

let nodes = 0;
/** The stones at the root of the solve, and the cell of the root's last cutoff (-1: none yet). */
let rootMoves = 0;
let rootCut = -1;

/** A solve's result: the score, a best move as the cell its stone lands on (-1: none), the nodes. */
export interface ConnectFourSolution {
  score: number;
  bestCell: number;
  nodes: number;
}

/** The bit index of a one-bit board given as halves. */
const cellOf = (hi: number, lo: number): number => (lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(hi));

function slot(kHi: number, kLo: number): number {
  let h = Math.imul(kLo, 0x9e3779b1 | 0) ^ Math.imul(kHi, 0x85ebca77 | 0);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return h >>> slotShift;
}

/** The lowest cell where the side to move (c) makes four with this stone, or -1. */
function winNow(cHi: number, cLo: number, mHi: number, mLo: number): number {
  winningCells(cHi, cLo, mHi, mLo);
  const wHi = bits.hi,
    wLo = bits.lo;
  possible(mHi, mLo);
  const hi = wHi & bits.hi,
    lo = wLo & bits.lo;
  return (hi | lo) === 0 ? -1 : cellOf(hi & -hi, lo & -lo);
}

/** The moves of c that do not let the opponent win at once, in bits (0 when every move loses). */
function nonLosingMoves(cHi: number, cLo: number, mHi: number, mLo: number): void {
  possible(mHi, mLo);
  let pHi = bits.hi,
    pLo = bits.lo;
  winningCells(cHi ^ mHi, cLo ^ mLo, mHi, mLo);
  const tHi = bits.hi,
    tLo = bits.lo;
  const fHi = pHi & tHi,
    fLo = pLo & tLo;
  if ((fHi | fLo) !== 0) {
    if (popcount(fHi) + popcount(fLo) > 1) {
      bits.hi = bits.lo = 0;
      return;
    } // two cells to block: lost
    pHi = fHi;
    pLo = fLo;
  }
  // Never under an opponent's winning cell.
  bits.hi = pHi & ~(tHi >>> 1);
  bits.lo = pLo & ~((tLo >>> 1) | (tHi << 31));
}

function negamax(
  cHi: number,
  cLo: number,
  mHi: number,
  mLo: number,
  moves: number,
  alpha: number,
  beta: number,
): number {
  // The budgets, before the node counts (../bounded.ts): a stopped solve unwinds at once.
  if (cutAt(nodes)) return 0;
  nodes++;
  nonLosingMoves(cHi, cLo, mHi, mLo);
  const nHi = bits.hi,
    nLo = bits.lo;
  if ((nHi | nLo) === 0) return -((CELLS - moves) >> 1); // the opponent wins with its next stone
  if (moves >= CELLS - 2) return 0;
  const lo = -((CELLS - 2 - moves) >> 1);
  if (alpha < lo) {
    alpha = lo;
    if (alpha >= beta) return alpha;
  }
  let hi = (CELLS - 1 - moves) >> 1;
  const kLo = (cLo + mLo) | 0;
  const kHi = cHi + mHi + (kLo >>> 0 < cLo >>> 0 ? 1 : 0);
  const s = slot(kHi, kLo);
  const stampHi = kHi | (generation << GEN_SHIFT);
  if (ttHi![s] === stampHi && ttLo![s] === kLo) {
    const stored = ttValues![s];
    if (stored >= 128) {
      const v = stored - 192;
      if (alpha < v) {
        alpha = v;
        if (alpha >= beta) return alpha;
      }
    } else if (stored !== 0) {
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
  const oHi = cHi ^ mHi,
    oLo = cLo ^ mLo;
  for (let col = 0; col < 7; col++) {
    const bHi = nHi & COLUMN_HI[col],
      bLo = nLo & COLUMN_LO[col];
    if ((bHi | bLo) === 0) continue;
    const v = -childUpperBound(oHi, oLo, mHi | bHi, mLo | bLo);
    if (v >= beta) {
      if (moves === rootMoves) rootCut = cellOf(bHi, bLo);
      ttPut(kHi, kLo, v + 192);
      return v;
    }
  }

  // Most threats created first, the centre first among equals (stable insertion).
  const base = moves * 7;
  let n = 0;
  for (let i = 0; i < 7; i++) {
    const col = ORDER[i];
    const bHi = nHi & COLUMN_HI[col],
      bLo = nLo & COLUMN_LO[col];
    if ((bHi | bLo) === 0) continue;
    winningCells(cHi | bHi, cLo | bLo, mHi | bHi, mLo | bLo);
    const k = popcount(bits.hi) + popcount(bits.lo);
    let j = n++;
    while (j > 0 && listKey[base + j - 1] < k) {
      listKey[base + j] = listKey[base + j - 1];
      listHi[base + j] = listHi[base + j - 1];
      listLo[base + j] = listLo[base + j - 1];
      j--;
    }
    listKey[base + j] = k;
    listHi[base + j] = bHi;
    listLo[base + j] = bLo;
  }
  for (let i = 0; i < n; i++) {
    const bHi = listHi[base + i],
      bLo = listLo[base + i];
    const score = -negamax(cHi ^ mHi, cLo ^ mLo, mHi | bHi, mLo | bLo, moves + 1, -beta, -alpha);
    if (isCut()) return 0;
    if (score >= beta) {
      if (moves === rootMoves) rootCut = cellOf(bHi, bLo);
      ttPut(kHi, kLo, score + 192);
      return score;
    }
    if (score > alpha) alpha = score;
  }
  ttPut(kHi, kLo, alpha + 64);
  return alpha;
}

/**
 * The stored upper bound of a position (c: side to move, m: all stones), or 64 (none: no bound that
 * can refute its parent).
 */
function childUpperBound(cHi: number, cLo: number, mHi: number, mLo: number): number {
  const kLo = (cLo + mLo) | 0;
  const kHi = cHi + mHi + (kLo >>> 0 < cLo >>> 0 ? 1 : 0);
  const s = slot(kHi, kLo);
  if (ttHi![s] !== (kHi | (generation << GEN_SHIFT)) || ttLo![s] !== kLo) return 64;
  const stored = ttValues![s];
  return stored !== 0 && stored < 128 ? stored - 64 : 64;
}

/** Stores a value (its slot found again: the part in use may have grown since the probe). */
function ttPut(kHi: number, kLo: number, value: number): void {
  const s = slot(kHi, kLo);
  ttHi![s] = kHi | (generation << GEN_SHIFT);
  ttLo![s] = kLo;
  ttValues![s] = value;
  if (++written >= growAt) grow();
}

/**
 * Makes the part in use four times larger (at most the whole table), moving each entry of
 * this solve to its slot there: from slot s to one of 4s..4s+3, walking down from the last
 * slot (as the core's grow).
 */
function grow(): void {
  const old = 1 << ttBits;
  ttBits = Math.min(TT_BITS, ttBits + 2);
  slotShift = 32 - ttBits;
  growAt = ttBits < TT_BITS ? 4 << ttBits : Infinity;
  const keysHi = ttHi!,
    keysLo = ttLo!,
    values = ttValues!;
  for (let s = old - 1; s >= 0; s--) {
    const stampHi = keysHi[s];
    if (stampHi >>> GEN_SHIFT !== generation) continue;
    keysHi[s] = 0;
    const to = slot(stampHi & KEY_HI_MASK, keysLo[s]);
    keysHi[to] = stampHi;
    keysLo[to] = keysLo[s];
    values[to] = values[s];
  }
}

/** For the tests: the solves that follow count their writes from `count` (the core's solveWritesFrom). */
export function solveWritesFrom(count: number): void {
  writesFrom = count;
}

/**
 * Solves the position exactly: the side to move's score in Pons' definition (weak: only
 * its sign, -1, 0 or 1), a best move (the cell of its stone; -1 when the game is over)
 * and the nodes (negamax calls). c: the side to move's stones, m: all stones (as
 * halves), moves: their number. A finished game scores for the side to move, who lost it
 * or drew.
 */
export function solveBoards(
  cHi: number,
  cLo: number,
  mHi: number,
  mLo: number,
  moves: number,
  weak: boolean,
): ConnectFourSolution {
  nodes = 0;
  if (aligned(cHi ^ mHi, cLo ^ mLo)) return { score: weak ? -1 : ((moves + 1) >> 1) - 22, bestCell: -1, nodes };
  if (moves === CELLS) return { score: 0, bestCell: -1, nodes };
  const win = winNow(cHi, cLo, mHi, mLo);
  if (win >= 0) return { score: weak ? 1 : (CELLS + 1 - moves) >> 1, bestCell: win, nodes };
  if (ttHi === undefined) {
    ttHi = new Int32Array(TT_SIZE);
    ttLo = new Int32Array(TT_SIZE);
    ttValues = new Uint8Array(TT_SIZE);
  }
  // A new generation hides every entry of the previous solves.
  if (++generation === GEN_LIMIT) {
    ttHi.fill(0);
    generation = 1;
  }
  ttBits = Math.min(TT_START_BITS, Math.max(TT_MIN_BITS, CELLS - moves + 2));
  slotShift = 32 - ttBits;
  growAt = 4 << ttBits;
  written = writesFrom;
  // Without a cutoff at the root, every move that does not lose at once is as good as
  // any: the score is then the least the stone count allows (or all moves lose at once).
  let bestCell = fallbackMove(cHi, cLo, mHi, mLo);
  rootMoves = moves;
  let lo = -((CELLS - moves) >> 1),
    hi = (CELLS + 1 - moves) >> 1;
  if (weak) {
    lo = -1;
    hi = 1;
  }
  while (lo < hi) {
    // The test value: halfway, but nearer 0 while the range straddles it.
    let med = lo + ((hi - lo) >> 1);
    if (med <= 0 && Math.trunc(lo / 2) < med) med = Math.trunc(lo / 2);
    else if (med >= 0 && Math.trunc(hi / 2) > med) med = Math.trunc(hi / 2);
    rootCut = -1;
    const r = negamax(cHi, cLo, mHi, mLo, moves, med, med + 1);
    if (isCut()) break;
    if (r <= med) hi = r;
    else {
      lo = r;
      // The move that failed high is worth at least r, the score: a best move. (A
      // cutoff without a move, from the stone count, leaves the fallback.)
      if (rootCut >= 0) bestCell = rootCut;
    }
  }
  return { score: (weak ? Math.sign(lo) : lo) + 0, bestCell, nodes };
}

/** The first move in the solver's column order that does not lose at once, or else the first open column. */
function fallbackMove(cHi: number, cLo: number, mHi: number, mLo: number): number {
  nonLosingMoves(cHi, cLo, mHi, mLo);
  let hi = bits.hi,
    lo = bits.lo;
  if ((hi | lo) === 0) {
    possible(mHi, mLo);
    hi = bits.hi;
    lo = bits.lo;
  }
  for (const col of ORDER) {
    const bHi = hi & COLUMN_HI[col],
      bLo = lo & COLUMN_LO[col];
    if ((bHi | bLo) !== 0) return cellOf(bHi, bLo);
  }
  return -1;
}
