// The reference's exact Connect-Four solver: the algorithm of
// assembly/games/connect-four-solve.ts move for move (same move order, same
// transposition-table hash, size and replacement), so both engines visit the same nodes.
// The score is Pascal Pons' (side to move: a win with its own k-th stone scores 22 - k,
// a loss the negation, a draw 0), and the recipe the one his blog builds up, rewritten
// from its description (the parts taken, and why, are listed in the core's file):
// negamax with bounds from the stone count, anticipation of losing moves, threat-count
// move order with the centre first, a transposition table keyed by current + mask, and
// the null-window "solve" loop (or a -1..1 window: the weak mode). Boards are 32-bit
// halves; move lists and the table are preallocated typed arrays (the table on first use).

import {
  CELLS, COLUMN_HI, COLUMN_LO, aligned, bits, possible, popcount, winningCells, type ConnectFour,
} from "./connect-four.js";

const TT_BITS = 20;
const TT_SIZE = 1 << TT_BITS;
/** The key's high half uses bits 0..16; the generation stamp sits above. */
const GEN_SHIFT = 17;
const GEN_LIMIT = 1 << 15;

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

function slot(kHi: number, kLo: number): number {
  let h = Math.imul(kLo, 0x9e3779b1 | 0) ^ Math.imul(kHi, 0x85ebca77 | 0);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return h >>> (32 - TT_BITS);
}

/** Whether the side to move (c) can make four with this stone. */
function canWinNow(cHi: number, cLo: number, mHi: number, mLo: number): boolean {
  winningCells(cHi, cLo, mHi, mLo);
  const wHi = bits.hi, wLo = bits.lo;
  possible(mHi, mLo);
  return ((wHi & bits.hi) | (wLo & bits.lo)) !== 0;
}

function negamax(cHi: number, cLo: number, mHi: number, mLo: number, moves: number, alpha: number, beta: number): number {
  nodes++;
  // The moves that do not let the opponent win at once.
  possible(mHi, mLo);
  let pHi = bits.hi, pLo = bits.lo;
  winningCells(cHi ^ mHi, cLo ^ mLo, mHi, mLo);
  const tHi = bits.hi, tLo = bits.lo;
  const fHi = pHi & tHi, fLo = pLo & tLo;
  if ((fHi | fLo) !== 0) {
    if (popcount(fHi) + popcount(fLo) > 1) return -((CELLS - moves) >> 1); // two cells to block: lost
    pHi = fHi; pLo = fLo;
  }
  // Never under an opponent's winning cell.
  const nHi = pHi & ~(tHi >>> 1), nLo = pLo & ~((tLo >>> 1) | (tHi << 31));
  if ((nHi | nLo) === 0) return -((CELLS - moves) >> 1); // the opponent wins with its next stone
  if (moves >= CELLS - 2) return 0;
  const lo = -((CELLS - 2 - moves) >> 1);
  if (alpha < lo) {
    alpha = lo;
    if (alpha >= beta) return alpha;
  }
  let hi = (CELLS - 1 - moves) >> 1;
  const kLo = (cLo + mLo) | 0;
  const kHi = cHi + mHi + ((kLo >>> 0) < (cLo >>> 0) ? 1 : 0);
  const s = slot(kHi, kLo);
  const stampHi = kHi | (generation << GEN_SHIFT);
  const keysHi = ttHi!, keysLo = ttLo!, values = ttValues!;
  if (keysHi[s] === stampHi && keysLo[s] === kLo) {
    const stored = values[s];
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

  // Most threats created first, the centre first among equals (stable insertion).
  const base = moves * 7;
  let n = 0;
  for (let i = 0; i < 7; i++) {
    const col = ORDER[i];
    const bHi = nHi & COLUMN_HI[col], bLo = nLo & COLUMN_LO[col];
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
    const bHi = listHi[base + i], bLo = listLo[base + i];
    const score = -negamax(cHi ^ mHi, cLo ^ mLo, mHi | bHi, mLo | bLo, moves + 1, -beta, -alpha);
    if (score >= beta) {
      keysHi[s] = stampHi; keysLo[s] = kLo; values[s] = score + 192;
      return score;
    }
    if (score > alpha) alpha = score;
  }
  keysHi[s] = stampHi; keysLo[s] = kLo; values[s] = alpha + 64;
  return alpha;
}

/**
 * Solves the position exactly: the side to move's score in Pons' definition (weak: only
 * its sign, -1, 0 or 1), and the nodes (negamax calls). c: the side to move's stones,
 * m: all stones (as halves), moves: their number. A finished game scores for the side to
 * move, who lost it or drew.
 */
export function solveBoards(cHi: number, cLo: number, mHi: number, mLo: number, moves: number, weak: boolean): { score: number; nodes: number } {
  nodes = 0;
  if (aligned(cHi ^ mHi, cLo ^ mLo)) return { score: weak ? -1 : ((moves + 1) >> 1) - 22, nodes };
  if (moves === CELLS) return { score: 0, nodes };
  if (canWinNow(cHi, cLo, mHi, mLo)) return { score: weak ? 1 : (CELLS + 1 - moves) >> 1, nodes };
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
  let lo = -((CELLS - moves) >> 1), hi = (CELLS + 1 - moves) >> 1;
  if (weak) { lo = -1; hi = 1; }
  while (lo < hi) {
    // The test value: halfway, but nearer 0 while the range straddles it.
    let med = lo + ((hi - lo) >> 1);
    if (med <= 0 && Math.trunc(lo / 2) < med) med = Math.trunc(lo / 2);
    else if (med >= 0 && Math.trunc(hi / 2) > med) med = Math.trunc(hi / 2);
    const r = negamax(cHi, cLo, mHi, mLo, moves, med, med + 1);
    if (r <= med) hi = r;
    else lo = r;
  }
  return { score: (weak ? Math.sign(lo) : lo) + 0, nodes };
}

/** Solves the game's current position (see solveBoards). */
export function solve(game: ConnectFour, weak = false): { score: number; nodes: number } {
  return solveBoards(game.currentHi(), game.currentLo(), game.maskHi(), game.maskLo(), game.ply, weak);
}
