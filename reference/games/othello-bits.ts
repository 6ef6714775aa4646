// Othello bitboard primitives for the reference, each 64-bit board as two 32-bit halves
// (hi = ranks 5-8, lo = ranks 1-4; square index = rank*8 + file, a1 = bit 0 of lo).
// The same functions as assembly/games/othello-bits.ts: moves, flips, neighbours, stable
// discs (flips walks square by square here: in 32-bit halves that was faster than the
// branch-free fills the core had; the core now follows precomputed rays). Results that are
// boards go to the `bits` register (read bits.hi / bits.lo at once), so no call allocates.

/** The result register: high and low halves (as signed 32-bit integers). */
export const bits = { hi: 0, lo: 0 };

const NOT_A = 0xfefefefe | 0;
const NOT_H = 0x7f7f7f7f;
const INNER = 0x7e7e7e7e;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit of a non-zero 32-bit value. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Whether square `sq` is set in the board (hi, lo). */
export function has(hi: number, lo: number, sq: number): boolean {
  return (((sq < 32 ? lo : hi) >>> (sq & 31)) & 1) !== 0;
}

let accHi = 0,
  accLo = 0;

/** Six fill steps towards higher squares (shift s), accumulated into acc. */
function fillUp(s: number, pHi: number, pLo: number, mHi: number, mLo: number): void {
  const r = 32 - s;
  let tHi = mHi & ((pHi << s) | (pLo >>> r)),
    tLo = mLo & (pLo << s);
  tHi |= mHi & ((tHi << s) | (tLo >>> r));
  tLo |= mLo & (tLo << s);
  tHi |= mHi & ((tHi << s) | (tLo >>> r));
  tLo |= mLo & (tLo << s);
  tHi |= mHi & ((tHi << s) | (tLo >>> r));
  tLo |= mLo & (tLo << s);
  tHi |= mHi & ((tHi << s) | (tLo >>> r));
  tLo |= mLo & (tLo << s);
  tHi |= mHi & ((tHi << s) | (tLo >>> r));
  tLo |= mLo & (tLo << s);
  accHi |= (tHi << s) | (tLo >>> r);
  accLo |= tLo << s;
}

function fillDown(s: number, pHi: number, pLo: number, mHi: number, mLo: number): void {
  const r = 32 - s;
  let tLo = mLo & ((pLo >>> s) | (pHi << r)),
    tHi = mHi & (pHi >>> s);
  tLo |= mLo & ((tLo >>> s) | (tHi << r));
  tHi |= mHi & (tHi >>> s);
  tLo |= mLo & ((tLo >>> s) | (tHi << r));
  tHi |= mHi & (tHi >>> s);
  tLo |= mLo & ((tLo >>> s) | (tHi << r));
  tHi |= mHi & (tHi >>> s);
  tLo |= mLo & ((tLo >>> s) | (tHi << r));
  tHi |= mHi & (tHi >>> s);
  tLo |= mLo & ((tLo >>> s) | (tHi << r));
  tHi |= mHi & (tHi >>> s);
  accLo |= (tLo >>> s) | (tHi << r);
  accHi |= tHi >>> s;
}

/** bits = the squares where P may play: empty, ending a line of O discs that starts at P. */
export function legalMoves(pHi: number, pLo: number, oHi: number, oLo: number): void {
  // Masking O with files b..g stops horizontal and diagonal lines from wrapping.
  const hHi = oHi & INNER,
    hLo = oLo & INNER;
  accHi = 0;
  accLo = 0;
  fillUp(1, pHi, pLo, hHi, hLo);
  fillDown(1, pHi, pLo, hHi, hLo);
  fillUp(8, pHi, pLo, oHi, oLo);
  fillDown(8, pHi, pLo, oHi, oLo);
  fillUp(7, pHi, pLo, hHi, hLo);
  fillDown(7, pHi, pLo, hHi, hLo);
  fillUp(9, pHi, pLo, hHi, hLo);
  fillDown(9, pHi, pLo, hHi, hLo);
  bits.hi = accHi & ~(pHi | oHi);
  bits.lo = accLo & ~(pLo | oLo);
}

/** Whether P has a legal move (without keeping the set). */
export function canMove(pHi: number, pLo: number, oHi: number, oLo: number): boolean {
  legalMoves(pHi, pLo, oHi, oLo);
  return (bits.hi | bits.lo) !== 0;
}

/** Square steps of the eight directions, and for each square and direction the squares to the edge. */
const STEP = [1, -1, 8, -8, 9, -9, 7, -7];
const DX = [1, -1, 0, 0, 1, -1, -1, 1];
const DY = [0, 0, 1, -1, 1, -1, 1, -1];
const RAY = new Int8Array(64 * 8);
for (let sq = 0; sq < 64; sq++)
  for (let d = 0; d < 8; d++) {
    let n = 0;
    for (let x = (sq & 7) + DX[d], y = (sq >> 3) + DY[d]; x >= 0 && x < 8 && y >= 0 && y < 8; x += DX[d], y += DY[d])
      n++;
    RAY[sq * 8 + d] = n;
  }

/** bits = the O discs that P's disc on `sq` flips (0 when the move is not legal). */
export function flips(sq: number, pHi: number, pLo: number, oHi: number, oLo: number): void {
  let fHi = 0,
    fLo = 0;
  for (let d = 0; d < 8; d++) {
    const step = STEP[d],
      n = RAY[sq * 8 + d];
    let k = 0,
      t = sq + step;
    while (k < n && has(oHi, oLo, t)) {
      k++;
      t += step;
    }
    if (k === 0 || k === n || !has(pHi, pLo, t)) continue;
    for (let u = sq + step; u !== t; u += step) {
      if (u < 32) fLo |= 1 << u;
      else fHi |= 1 << (u - 32);
    }
  }
  bits.hi = fHi;
  bits.lo = fLo;
}

/** bits = the squares one king step from any square of x. */
export function neighbours(hi: number, lo: number): void {
  const l1 =
    ((lo << 1) & NOT_A) |
    (((lo >>> 1) | (hi << 31)) & NOT_H) |
    (lo << 8) |
    ((lo >>> 8) | (hi << 24)) |
    ((lo << 9) & NOT_A) |
    (((lo >>> 9) | (hi << 23)) & NOT_H) |
    ((lo << 7) & NOT_H) |
    (((lo >>> 7) | (hi << 25)) & NOT_A);
  const h1 =
    (((hi << 1) | (lo >>> 31)) & NOT_A) |
    ((hi >>> 1) & NOT_H) |
    ((hi << 8) | (lo >>> 24)) |
    (hi >>> 8) |
    (((hi << 9) | (lo >>> 23)) & NOT_A) |
    ((hi >>> 9) & NOT_H) |
    (((hi << 7) | (lo >>> 25)) & NOT_H) |
    ((hi >>> 7) & NOT_A);
  bits.hi = h1;
  bits.lo = l1;
}

/** x (as halves) and every square on a line through it along shift s, both ways; up/down: wrap masks. */
function spread(s: number, hi: number, lo: number, up: number, down: number): void {
  const r = 32 - s;
  for (let i = 0; i < 7; i++) {
    const uHi = ((hi << s) | (lo >>> r)) & up,
      uLo = (lo << s) & up;
    const dHi = (hi >>> s) & down,
      dLo = ((lo >>> s) | (hi << r)) & down;
    hi |= uHi | dHi;
    lo |= uLo | dLo;
  }
  bits.hi = hi;
  bits.lo = lo;
}

/**
 * bits = a subset of O's stable discs, as in the core: O discs such that along each of
 * the four axes the line through them is full, or one neighbour on that axis is off the
 * board or an O disc already found stable; grown to a fixed point. Sound, not complete.
 */
export function stableDiscs(pHi: number, pLo: number, oHi: number, oLo: number): void {
  const fHi = pHi | oHi,
    fLo = pLo | oLo;
  // Full lines: rows stay within a half; a column is full when both halves are.
  let rHi = fHi;
  rHi &= rHi >>> 4;
  rHi &= rHi >>> 2;
  rHi &= rHi >>> 1;
  let rLo = fLo;
  rLo &= rLo >>> 4;
  rLo &= rLo >>> 2;
  rLo &= rLo >>> 1;
  let c = fHi & fLo;
  c &= c >>> 16;
  c &= c >>> 8;
  const fullV = Math.imul(c & 0xff, 0x01010101);
  const AH = 0x81818181 | 0;
  const hHi = Math.imul(rHi & 0x01010101, 0xff) | AH,
    hLo = Math.imul(rLo & 0x01010101, 0xff) | AH;
  const vHi = fullV | (0xff000000 | 0),
    vLo = fullV | 0xff;
  spread(9, ~fHi, ~fLo, NOT_A, NOT_H);
  const d9Hi = ~bits.hi | (0xff818181 | 0),
    d9Lo = ~bits.lo | (0x818181ff | 0);
  spread(7, ~fHi, ~fLo, NOT_H, NOT_A);
  const d7Hi = ~bits.hi | (0xff818181 | 0),
    d7Lo = ~bits.lo | (0x818181ff | 0);
  let sHi = 0,
    sLo = 0;
  for (;;) {
    const nHi =
      oHi &
      (hHi | (((sHi << 1) | (sLo >>> 31)) & NOT_A) | ((sHi >>> 1) & NOT_H)) &
      (vHi | ((sHi << 8) | (sLo >>> 24)) | (sHi >>> 8)) &
      (d9Hi | (((sHi << 9) | (sLo >>> 23)) & NOT_A) | ((sHi >>> 9) & NOT_H)) &
      (d7Hi | (((sHi << 7) | (sLo >>> 25)) & NOT_H) | ((sHi >>> 7) & NOT_A));
    const nLo =
      oLo &
      (hLo | ((sLo << 1) & NOT_A) | (((sLo >>> 1) | (sHi << 31)) & NOT_H)) &
      (vLo | (sLo << 8) | ((sLo >>> 8) | (sHi << 24))) &
      (d9Lo | ((sLo << 9) & NOT_A) | (((sLo >>> 9) | (sHi << 23)) & NOT_H)) &
      (d7Lo | ((sLo << 7) & NOT_H) | (((sLo >>> 7) | (sHi << 25)) & NOT_A));
    if (nHi === sHi && nLo === sLo) break;
    sHi = nHi;
    sLo = nLo;
  }
  bits.hi = sHi;
  bits.lo = sLo;
}
