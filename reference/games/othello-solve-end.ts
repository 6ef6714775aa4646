// The reference solver's last empties (fewer than 7 empty squares, below the root), as
// assembly/games/othello-solve-end.ts: no move generation, no sorting, no table. The
// empty squares are walked in quadrant-parity order (odd quadrants first, ascending
// within each group, from 4 empties the C- and X-squares last in each group), a square is tried
// only when it touches an opponent disc, and its flips are computed directly; the last empty square
// is resolved by counting its flips without playing it. The stability cutoff is tried from
// STABILITY_EMPTIES empties, after the side to move is known to have a move. Boards are 32-bit
// halves (hi, lo).

import { bits, flips, neighbours, stableDiscs, popcount as pc, lowestBit } from "./othello-bits.js";

/** The stability cutoff is tried only with this many empties or more (below, it costs more than it saves). */
export const STABILITY_EMPTIES = 3;

/** Nodes visited by the solve under way (a node = a position searched, passes included). */
let nodes = 0;

export function resetNodes(): void {
  nodes = 0;
}
export function nodesVisited(): number {
  return nodes;
}
export function countNode(): void {
  nodes++;
}

/** Per square, the squares one king step away (halves): a move must flip a disc next to it. */
const NEAR_HI = new Int32Array(64),
  NEAR_LO = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  neighbours(sq >= 32 ? 1 << (sq - 32) : 0, sq < 32 ? 1 << sq : 0);
  NEAR_HI[sq] = bits.hi;
  NEAR_LO[sq] = bits.lo;
}

/** Whether the square touches a disc of x. */
function touches(sq: number, xHi: number, xLo: number): boolean {
  return ((NEAR_HI[sq] & xHi) | (NEAR_LO[sq] & xLo)) !== 0;
}

/** Whether P may play `sq` (its flips then in `bits`); tried only next to an opponent disc. */
function legalAt(sq: number, pHi: number, pLo: number, oHi: number, oLo: number): boolean {
  if (!touches(sq, oHi, oLo)) return false;
  flips(sq, pHi, pLo, oHi, oLo);
  return (bits.hi | bits.lo) !== 0;
}

/** The margin of a finished game for the side with p discs against o, empties to the winner. */
export function finalMargin(p: number, o: number): number {
  return p > o ? 64 - 2 * o : p < o ? 2 * p - 64 : 0;
}

/** One empty square left: the margin after it is played (by P, else O), counted without playing it. */
export function lastMove(pHi: number, pLo: number, oHi: number, oLo: number): number {
  const eLo = ~(pLo | oLo),
    eHi = ~(pHi | oHi);
  const sq = eLo !== 0 ? lowestBit(eLo) : 32 + lowestBit(eHi);
  // With 63 discs down, P's margin after flipping n discs is 2 * (p + n + 1) - 64.
  if (touches(sq, oHi, oLo)) {
    flips(sq, pHi, pLo, oHi, oLo);
    const n = pc(bits.hi) + pc(bits.lo);
    if (n !== 0) return 2 * (pc(pHi) + pc(pLo) + n + 1) - 64;
  }
  if (touches(sq, pHi, pLo)) {
    flips(sq, oHi, oLo, pHi, pLo);
    const n = pc(bits.hi) + pc(bits.lo);
    if (n !== 0) return 64 - 2 * (pc(oHi) + pc(oLo) + n + 1);
  }
  return finalMargin(pc(pHi) + pc(pLo), pc(oHi) + pc(oLo));
}

/** Low and high halves of the squares in quadrants with an odd number of empties. */
export let parLo = 0,
  parHi = 0;
export function oddQuadrants(eHi: number, eLo: number): void {
  parLo = (pc(eLo & 0x0f0f0f0f) & 1 ? 0x0f0f0f0f : 0) | (pc(eLo & 0xf0f0f0f0) & 1 ? 0xf0f0f0f0 | 0 : 0);
  parHi = (pc(eHi & 0x0f0f0f0f) & 1 ? 0x0f0f0f0f : 0) | (pc(eHi & 0xf0f0f0f0) & 1 ? 0xf0f0f0f0 | 0 : 0);
}

/** The C- and X-squares (halves), tried last in each parity group from 4 empties (as the core's LATE). */
const LATE_LO = 0x0000c342,
  LATE_HI = 0x42c30000;

/** Whether P has a legal move on one of the empty squares (eHi, eLo). */
function canMove(pHi: number, pLo: number, oHi: number, oLo: number, eHi: number, eLo: number): boolean {
  while ((eLo | eHi) !== 0) {
    let sq: number;
    if (eLo !== 0) {
      sq = lowestBit(eLo);
      eLo &= eLo - 1;
    } else {
      sq = 32 + lowestBit(eHi);
      eHi &= eHi - 1;
    }
    if (legalAt(sq, pHi, pLo, oHi, oLo)) return true;
  }
  return false;
}

/**
 * Fail-soft alpha-beta for P with 1 to 6 empties (`empties`), counting this node, as the
 * core's searchEnd (same order, windows and cutoffs, so the same nodes).
 */
export function searchEnd(
  pHi: number,
  pLo: number,
  oHi: number,
  oLo: number,
  alpha: number,
  beta: number,
  empties: number,
): number {
  if (empties === 2) return searchEnd2(pHi, pLo, oHi, oLo, alpha, beta);
  nodes++;
  if (empties === 1) return lastMove(pHi, pLo, oHi, oLo);
  const eHi = ~(pHi | oHi),
    eLo = ~(pLo | oLo);
  oddQuadrants(eHi, eLo);
  const pl = parLo,
    ph = parHi;
  let best = -65;
  // Odd quadrants first, and from 4 empties the C- and X-squares last in each parity group.
  const lateLo = empties >= 4 ? LATE_LO : 0,
    lateHi = empties >= 4 ? LATE_HI : 0;
  for (let pass = 0; pass < 4; pass++) {
    const lLo = (pass & 1) === 0 ? ~lateLo : lateLo,
      lHi = (pass & 1) === 0 ? ~lateHi : lateHi;
    let lo = eLo & ((pass & 2) === 0 ? pl : ~pl) & lLo,
      hi = eHi & ((pass & 2) === 0 ? ph : ~ph) & lHi;
    while ((lo | hi) !== 0) {
      let sq: number;
      if (lo !== 0) {
        sq = lowestBit(lo);
        lo &= lo - 1;
      } else {
        sq = 32 + lowestBit(hi);
        hi &= hi - 1;
      }
      if (!legalAt(sq, pHi, pLo, oHi, oLo)) continue;
      const fHi = bits.hi,
        fLo = bits.lo;
      if (best === -65 && empties >= STABILITY_EMPTIES && alpha >= 64 - 2 * (pc(oHi) + pc(oLo))) {
        // Stability cutoff: the opponent keeps its stable discs (see othello-solve.ts).
        stableDiscs(pHi, pLo, oHi, oLo);
        const bound = 64 - 2 * (pc(bits.hi) + pc(bits.lo));
        if (bound <= alpha) return bound;
      }
      const cPHi = oHi ^ fHi,
        cPLo = oLo ^ fLo;
      const cOHi = pHi | fHi | (sq >= 32 ? 1 << (sq - 32) : 0),
        cOLo = pLo | fLo | (sq < 32 ? 1 << sq : 0);
      const a = alpha > best ? alpha : best;
      let v: number;
      if (empties === 3) v = -searchEnd2(cPHi, cPLo, cOHi, cOLo, -beta, -a);
      else v = -searchEnd(cPHi, cPLo, cOHi, cOLo, -beta, -a, empties - 1);
      if (v > best) {
        best = v;
        if (v >= beta) return best;
      }
    }
  }
  if (best > -65) return best;
  // No move: the game is over, or P passes (the passed position is a node of its own).
  if (!canMove(oHi, oLo, pHi, pLo, eHi, eLo)) return finalMargin(pc(pHi) + pc(pLo), pc(oHi) + pc(oLo));
  return -searchEnd(oHi, oLo, pHi, pLo, -beta, -alpha, empties);
}

/**
 * searchEnd with two empties, as the core's: quadrant parity orders two squares ascending
 * (both in odd quadrants, or both in one even one), and each child is the last move
 * (exact, so only beta cuts; alpha is the passed position's beta).
 */
function searchEnd2(pHi: number, pLo: number, oHi: number, oLo: number, alpha: number, beta: number): number {
  nodes++;
  const eHi = ~(pHi | oHi),
    eLo = ~(pLo | oLo);
  let best = -65;
  for (let lo = eLo, hi = eHi; (lo | hi) !== 0; ) {
    let sq: number;
    if (lo !== 0) {
      sq = lowestBit(lo);
      lo &= lo - 1;
    } else {
      sq = 32 + lowestBit(hi);
      hi &= hi - 1;
    }
    if (!legalAt(sq, pHi, pLo, oHi, oLo)) continue;
    const fHi = bits.hi,
      fLo = bits.lo;
    nodes++;
    const v = -lastMove(
      oHi ^ fHi,
      oLo ^ fLo,
      pHi | fHi | (sq >= 32 ? 1 << (sq - 32) : 0),
      pLo | fLo | (sq < 32 ? 1 << sq : 0),
    );
    if (v > best) {
      best = v;
      if (v >= beta) return best;
    }
  }
  if (best > -65) return best;
  // No move: the game is over, or P passes (the passed position is a node of its own).
  if (!canMove(oHi, oLo, pHi, pLo, eHi, eLo)) return finalMargin(pc(pHi) + pc(pLo), pc(oHi) + pc(oLo));
  return -searchEnd2(oHi, oLo, pHi, pLo, -beta, -alpha);
}
