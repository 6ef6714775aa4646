// Connect-Four's bitboards for the core (7 columns x 6 rows): one u64 per side in Pascal
// Pons' layout, bit = col*7 + row (row 0 at the bottom), 7 bits a column, the 7th (row 6)
// an always-empty sentinel so that shifts never carry a line from one column into the
// next. Lines, winning cells and the segment evaluation as whole-board bit operations,
// shared by the game (./connect-four.ts) and its solver (./connect-four-solve.ts).
// reference/games/connect-four-bits.ts is the same on 32-bit halves; the definitions
// (rules, evaluation, weights) are documented there.

/** Columns, rows, cells. */
export const WIDTH: i32 = 7;
export const HEIGHT: i32 = 6;
export const CELLS: i32 = 42;

/** Row 0 of every column; every playable cell; the start cells of the 4-cell segments. */
export const BOTTOM: u64 = 0x40810204081;
export const BOARD: u64 = 0xfdfbf7efdfbf;
/** Segments going up (step 1): rows 0-2 of every column. */
const START_V: u64 = 0x1c3870e1c387;
/** Going right (step 7): columns 0-3, every row. */
const START_H: u64 = 0x7efdfbf;
/** Going up-right (step 8): columns 0-3, rows 0-2. */
const START_UP: u64 = 0xe1c387;
/** Going down-right (step 6): columns 0-3, rows 3-5. */
const START_DOWN: u64 = 0x70e1c38;

/** Terminal values: WIN_BASE + (42 - stones on the board) for a MAX win, the negation for a MIN win. */
export const WIN_BASE: i32 = 1 << 30;
/** The worth of a segment holding 1, 2, 3 stones of one side and none of the other. */
export const SEGMENT_1: i32 = 1;
export const SEGMENT_2: i32 = 4;
export const SEGMENT_3: i32 = 32;

/** The cells of column `col`. */
// @ts-ignore: decorator
@inline export function columnMask(col: i32): u64 { return <u64>0x3f << <u64>(col * 7); }

/** One cell per column that is not full: the cell a stone dropped there lands on. */
// @ts-ignore: decorator
@inline export function possible(mask: u64): u64 { return (mask + BOTTOM) & BOARD; }

/** Whether the stones `p` hold four in a row (any direction). */
export function aligned(p: u64): bool {
  let m = p & (p >> 7); // horizontal
  if (m & (m >> 14)) return true;
  m = p & (p >> 6); // diagonal down-right
  if (m & (m >> 12)) return true;
  m = p & (p >> 8); // diagonal up-right
  if (m & (m >> 16)) return true;
  m = p & (p >> 1); // vertical
  if (m & (m >> 2)) return true;
  return false;
}

/**
 * The empty cells (on the board, playable now or not) that would complete four in a row
 * for `p`. Inlined: the solver calls it for every child it orders, and as a call it
 * costs a seventh of a short solve's time.
 */
// @ts-ignore: decorator
@inline export function winningCells(p: u64, mask: u64): u64 {
  let r = (p << 1) & (p << 2) & (p << 3); // vertical: three below
  r |= lineEnds(p, 7);
  r |= lineEnds(p, 6);
  r |= lineEnds(p, 8);
  return r & (BOARD ^ mask);
}

/** The cells that complete a line of step s: three in a row on one side, or a gap. */
// @ts-ignore: decorator
@inline function lineEnds(p: u64, s: u64): u64 {
  let r: u64 = 0;
  let q = (p << s) & (p << (2 * s));
  r |= q & (p << (3 * s)); // xxx.
  r |= q & (p >> s);       // xx.x
  q = (p >> s) & (p >> (2 * s));
  r |= q & (p >> (3 * s)); // .xxx
  r |= q & (p << s);       // x.xx
  return r;
}

/** The starts in `start` of the segments of step s that hold none of y's stones. */
// @ts-ignore: decorator
@inline function freeOf(y: u64, s: u64, start: u64): u64 {
  return start & ~(y | (y >> s) | (y >> (2 * s)) | (y >> (3 * s)));
}

/** The value of the segments of step s starting in `start` that hold stones of x and none of y. */
// @ts-ignore: decorator
@inline function segments(x: u64, y: u64, s: u64, start: u64): i32 {
  const pure = freeOf(y, s, start);
  // The number of x stones in each segment, bit-sliced: b0 + b1 + b2 + b3 (at most 3:
  // four would have ended the game). Written out here and in sortSegments: as two
  // helpers (ones, twos) the shared sums were computed twice, 3 % of alpha-beta's rate.
  const b0 = x, b1 = x >> s, b2 = x >> (2 * s), b3 = x >> (3 * s);
  const s1 = b0 ^ b1, c1 = b0 & b1, s2 = b2 ^ b3, c2 = b2 & b3;
  const ones = s1 ^ s2, twos = c1 ^ c2 ^ (s1 & s2);
  return SEGMENT_1 * <i32>popcnt(pure & ones & ~twos)
    + SEGMENT_2 * <i32>popcnt(pure & twos & ~ones)
    + SEGMENT_3 * <i32>popcnt(pure & ones & twos);
}

/** The segment score of x's stones against y's. */
function segmentScore(x: u64, y: u64): i32 {
  return segments(x, y, 1, START_V) + segments(x, y, 7, START_H)
    + segments(x, y, 8, START_UP) + segments(x, y, 6, START_DOWN);
}

/** The static value of a position that is not over: MAX's segments minus MIN's. */
export function staticValue(max: u64, min: u64): i32 {
  return segmentScore(max, min) - segmentScore(min, max);
}

// ---- the children's values from their parent's segments (min/max approximation) ----
// A stone of the mover m on an empty cell b changes only the segments through b: one
// free of the other side's stones o holding k of m's goes from SEGMENT_k to
// SEGMENT_(k+1) (k = 3 wins: the game's end, not a value), and one free of m's holding
// k >= 1 of o's stops counting for o. So a child's segment score, m's less o's, is its
// parent's plus the gains of the segments through b, and those are sorted once per
// parent by gain: GAIN_CLASSES masks a direction, of the segments' start cells.

/**
 * Gain classes by direction: 1 (empty, or one of o's), 3 (one of m's), 4 (two of o's), 28 (two of
 * m's), 32 (three of o's).
 */
const GAIN_CLASSES: i32 = 5;
const gainMasks = new StaticArray<u64>(4 * GAIN_CLASSES);

/**
 * Sorts the segments of step s starting in `start` into gainMasks from `at`, and returns
 * their part of the segment score of m against o.
 */
// @ts-ignore: decorator
@inline function sortSegments(m: u64, o: u64, s: u64, start: u64, at: i32): i32 {
  const freeOfO = freeOf(o, s, start), freeOfM = freeOf(m, s, start);
  // Stones per segment, bit-sliced as in `segments`: ones + 2 twos (at most 3).
  let b0 = m, b1 = m >> s, b2 = m >> (2 * s), b3 = m >> (3 * s);
  let s1 = b0 ^ b1, s2 = b2 ^ b3;
  const mOnes = s1 ^ s2, mTwos = (b0 & b1) ^ (b2 & b3) ^ (s1 & s2);
  b0 = o; b1 = o >> s; b2 = o >> (2 * s); b3 = o >> (3 * s);
  s1 = b0 ^ b1; s2 = b2 ^ b3;
  const oOnes = s1 ^ s2, oTwos = (b0 & b1) ^ (b2 & b3) ^ (s1 & s2);
  const m1 = freeOfO & mOnes & ~mTwos, m2 = freeOfO & mTwos & ~mOnes, m3 = freeOfO & mOnes & mTwos;
  const o1 = freeOfM & oOnes & ~oTwos, o2 = freeOfM & oTwos & ~oOnes, o3 = freeOfM & oOnes & oTwos;
  unchecked(gainMasks[at] = (freeOfO & freeOfM) | o1);
  unchecked(gainMasks[at + 1] = m1);
  unchecked(gainMasks[at + 2] = o2);
  unchecked(gainMasks[at + 3] = m2);
  unchecked(gainMasks[at + 4] = o3);
  return SEGMENT_1 * (<i32>popcnt(m1) - <i32>popcnt(o1)) + SEGMENT_2 * (<i32>popcnt(m2) - <i32>popcnt(o2))
    + SEGMENT_3 * (<i32>popcnt(m3) - <i32>popcnt(o3));
}

/**
 * Sorts the position's segments for childGain, the mover's stones m against o's (the
 * position not over); returns staticValue from the mover's side: m's segments less o's.
 */
export function sortGains(m: u64, o: u64): i32 {
  return sortSegments(m, o, 1, START_V, 0) + sortSegments(m, o, 7, START_H, GAIN_CLASSES)
    + sortSegments(m, o, 8, START_UP, 2 * GAIN_CLASSES) + sortSegments(m, o, 6, START_DOWN, 3 * GAIN_CLASSES);
}

/** The gains of the segments of step s through cell b, from gainMasks at `at`. */
// @ts-ignore: decorator
@inline function gainThrough(b: u64, s: u64, at: i32): i32 {
  const starts = b | (b >> s) | (b >> (2 * s)) | (b >> (3 * s));
  return SEGMENT_1 * <i32>popcnt(unchecked(gainMasks[at]) & starts)
    + (SEGMENT_2 - SEGMENT_1) * <i32>popcnt(unchecked(gainMasks[at + 1]) & starts)
    + SEGMENT_2 * <i32>popcnt(unchecked(gainMasks[at + 2]) & starts)
    + (SEGMENT_3 - SEGMENT_2) * <i32>popcnt(unchecked(gainMasks[at + 3]) & starts)
    + SEGMENT_3 * <i32>popcnt(unchecked(gainMasks[at + 4]) & starts);
}

/**
 * What a stone of the mover on empty cell b adds to the mover's segment score less the
 * other side's (after sortGains; b must not win).
 */
// @ts-ignore: decorator
@inline export function childGain(b: u64): i32 {
  return gainThrough(b, 1, 0) + gainThrough(b, 7, GAIN_CLASSES) + gainThrough(b, 8, 2 * GAIN_CLASSES)
    + gainThrough(b, 6, 3 * GAIN_CLASSES);
}
