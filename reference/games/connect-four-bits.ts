// Connect-Four's bitboards for the reference (7 columns x 6 rows, the first player is
// MAX; a game ends at four in a row, horizontal, vertical or diagonal, or a full board):
// lines, winning cells and the segment evaluation as whole-board bit operations, shared
// by the game (./connect-four.ts) and its solver (./connect-four-solve.ts). The same as
// assembly/games/connect-four-bits.ts, on 32-bit halves.
//
// Bitboards in Pascal Pons' layout: bit = col*7 + row (row 0 at the bottom), 7 bits a
// column whose top bit (row 6) stays empty, a sentinel that stops shifts from carrying a
// line into the next column. Bits 0..48 of a 64-bit board, as halves: lo = bits 0..31,
// hi = bits 32..48. Per ply the stones of the side to move and of both sides (the mask)
// sit in preallocated typed arrays, so play/undo never allocate. Move i is the i-th
// column that is not full, left to right; its name is the column number "1".."7".
//
// Static evaluation, in the spirit of Rivest's Connect-Four experiments (min/max
// approximation, 1987): each of the 69 segments of four cells in a line that holds
// stones of one side only is worth SEGMENT_k for that side, k its number of stones:
//   1 stone: 1     2 stones: 4     3 stones: 32
// and the value is MAX's worth minus MIN's. The weights grow faster than the stone count
// because a segment's chance to become four does: a three is one stone from a win (a
// threat), which one blocking stone kills, so one three outweighs the few twos a move
// usually makes (a stone joins at most 16 segments), and a two outweighs the ones. The
// side to move is not counted. |value| <= 69 * 32 = 2208. A finished game is worth
// WIN_BASE + (42 - stones on the board) for a MAX win (quicker wins are worth more), the
// negation for a MIN win, 0 for a draw; WIN_BASE = 2^30 is above every static value.

export const WIDTH = 7;
export const HEIGHT = 6;
export const CELLS = 42;

export const WIN_BASE = 1 << 30;
export const SEGMENT_1 = 1;
export const SEGMENT_2 = 4;
export const SEGMENT_3 = 32;

/** Row 0 of every column, every playable cell (as halves). */
export const BOTTOM_HI = 0x408,
  BOTTOM_LO = 0x10204081;
export const BOARD_HI = 0xfdfb,
  BOARD_LO = 0xf7efdfbf | 0;
/** Start cells of the segments: up (step 1), right (7), up-right (8), down-right (6). */
const START_V_HI = 0x1c38,
  START_V_LO = 0x70e1c387;
const START_H_LO = 0x07efdfbf;
const START_UP_LO = 0x00e1c387;
const START_DOWN_LO = 0x070e1c38;

/** The result register of the functions that return a board: read hi and lo at once. */
export const bits = { hi: 0, lo: 0 };

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

// Shifts of a board (hi, lo) by 0 < s < 32, half by half.
const shlHi = (hi: number, lo: number, s: number): number => (hi << s) | (lo >>> (32 - s));
const shrLo = (hi: number, lo: number, s: number): number => (lo >>> s) | (hi << (32 - s));

/** The cells of each column (as halves). */
export const COLUMN_HI = [0, 0, 0, 0, 0x3, 0x3f << 3, 0x3f << 10];
export const COLUMN_LO = [0x3f, 0x3f << 7, 0x3f << 14, 0x3f << 21, 0xf << 28, 0, 0];

/** bits = one cell per column that is not full: the cell a stone dropped there lands on. */
export function possible(mHi: number, mLo: number): void {
  const lo = (mLo + BOTTOM_LO) | 0;
  const carry = lo >>> 0 < mLo >>> 0 ? 1 : 0;
  bits.hi = (mHi + BOTTOM_HI + carry) & BOARD_HI;
  bits.lo = lo & BOARD_LO;
}

/** Whether the stones p hold four in a row (any direction). */
export function aligned(pHi: number, pLo: number): boolean {
  return (
    alignedAlong(pHi, pLo, 7) || alignedAlong(pHi, pLo, 6) || alignedAlong(pHi, pLo, 8) || alignedAlong(pHi, pLo, 1)
  );
}

function alignedAlong(pHi: number, pLo: number, s: number): boolean {
  const mHi = pHi & (pHi >>> s),
    mLo = pLo & shrLo(pHi, pLo, s);
  const s2 = 2 * s;
  return ((mHi & (mHi >>> s2)) | (mLo & shrLo(mHi, mLo, s2))) !== 0;
}

let accHi = 0,
  accLo = 0;

/** acc |= the cells that complete a line of step s for p: three in a row either side, or a gap. */
function lineEnds(pHi: number, pLo: number, s: number): void {
  const s2 = 2 * s,
    s3 = 3 * s;
  // p shifted up (towards higher bits) and down by s, 2s, 3s.
  const u1Hi = shlHi(pHi, pLo, s),
    u1Lo = pLo << s;
  const u2Hi = shlHi(pHi, pLo, s2),
    u2Lo = pLo << s2;
  const u3Hi = shlHi(pHi, pLo, s3),
    u3Lo = pLo << s3;
  const d1Hi = pHi >>> s,
    d1Lo = shrLo(pHi, pLo, s);
  const d2Hi = pHi >>> s2,
    d2Lo = shrLo(pHi, pLo, s2);
  const d3Hi = pHi >>> s3,
    d3Lo = shrLo(pHi, pLo, s3);
  const qHi = u1Hi & u2Hi,
    qLo = u1Lo & u2Lo;
  const rHi = d1Hi & d2Hi,
    rLo = d1Lo & d2Lo;
  accHi |= (qHi & u3Hi) | (qHi & d1Hi) | (rHi & d3Hi) | (rHi & u1Hi);
  accLo |= (qLo & u3Lo) | (qLo & d1Lo) | (rLo & d3Lo) | (rLo & u1Lo);
}

/** bits = the empty cells (playable now or not) that would complete four in a row for p. */
export function winningCells(pHi: number, pLo: number, mHi: number, mLo: number): void {
  // Vertical: three of p just below.
  accHi = shlHi(pHi, pLo, 1) & shlHi(pHi, pLo, 2) & shlHi(pHi, pLo, 3);
  accLo = (pLo << 1) & (pLo << 2) & (pLo << 3);
  lineEnds(pHi, pLo, 7);
  lineEnds(pHi, pLo, 6);
  lineEnds(pHi, pLo, 8);
  bits.hi = accHi & (BOARD_HI ^ mHi);
  bits.lo = accLo & (BOARD_LO ^ mLo);
}

/** The worth of the segments of step s starting in `start` holding stones of x and none of y. */
function segments(
  xHi: number,
  xLo: number,
  yHi: number,
  yLo: number,
  s: number,
  startHi: number,
  startLo: number,
): number {
  const s2 = 2 * s,
    s3 = 3 * s;
  const pureHi = startHi & ~(yHi | (yHi >>> s) | (yHi >>> s2) | (yHi >>> s3));
  const pureLo = startLo & ~(yLo | shrLo(yHi, yLo, s) | shrLo(yHi, yLo, s2) | shrLo(yHi, yLo, s3));
  // The number of x stones in each segment, bit-sliced (at most 3: four ends the game).
  let v = 0;
  for (let half = 0; half < 2; half++) {
    const b0 = half ? xHi : xLo;
    const b1 = half ? xHi >>> s : shrLo(xHi, xLo, s);
    const b2 = half ? xHi >>> s2 : shrLo(xHi, xLo, s2);
    const b3 = half ? xHi >>> s3 : shrLo(xHi, xLo, s3);
    const pure = half ? pureHi : pureLo;
    const t1 = b0 ^ b1,
      c1 = b0 & b1,
      t2 = b2 ^ b3,
      c2 = b2 & b3;
    const ones = t1 ^ t2,
      twos = c1 ^ c2 ^ (t1 & t2);
    v +=
      SEGMENT_1 * popcount(pure & ones & ~twos) +
      SEGMENT_2 * popcount(pure & twos & ~ones) +
      SEGMENT_3 * popcount(pure & ones & twos);
  }
  return v;
}

function segmentScore(xHi: number, xLo: number, yHi: number, yLo: number): number {
  return (
    segments(xHi, xLo, yHi, yLo, 1, START_V_HI, START_V_LO) +
    segments(xHi, xLo, yHi, yLo, 7, 0, START_H_LO) +
    segments(xHi, xLo, yHi, yLo, 8, 0, START_UP_LO) +
    segments(xHi, xLo, yHi, yLo, 6, 0, START_DOWN_LO)
  );
}

/** The static value of a position that is not over: MAX's segments minus MIN's. */
export function staticValue(maxHi: number, maxLo: number, minHi: number, minLo: number): number {
  return segmentScore(maxHi, maxLo, minHi, minLo) - segmentScore(minHi, minLo, maxHi, maxLo);
}
