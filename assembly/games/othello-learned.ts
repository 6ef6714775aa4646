// The learned Othello evaluation in the core (docs/train.md): the sum of the weights of a
// position's features, from the tables of ./othello-learned-table.ts. The twin of
// reference/games/othello-learned.ts: the weights are multiples of 2^-shift, so the sum of
// their integer steps, divided by 2^shift, is the reference's float64 sum bit for bit.
// Occurrence by occurrence, without reading square by square: the occurrence of a pattern
// that symmetry g gives reads, at square s of its pattern, the board's square g(s); so the
// board transformed by g (t[s] = board[g(s)]: a mirror, a byte swap, a transpose or their
// products) holds it on the pattern's own squares, where a few shifts and masks (a
// multiplication for a diagonal) gather them as bits in reading order, and a table turns
// the bits of each side into the base-3 reading: 46 gathers from 16 transformed boards.

import { legalMoves, count } from "./othello-bits";
import { finalValue } from "./othello-eval";
import {
  AT_CORNER_2X5, AT_CORNER_3X3, AT_DIAGONAL_4, AT_DIAGONAL_5, AT_DIAGONAL_6, AT_DIAGONAL_7, AT_DIAGONAL_8, AT_EDGE,
  AT_ROW_2, AT_ROW_3, AT_ROW_4, EXPANDED_PER_PHASE, expanded, MOBILITY, shift, ternary,
} from "./othello-learned-table";

/** The learned value, in discs, for the side to move owning P against O (the weights loaded). */
export function evaluateLearned(P: u64, O: u64): f64 {
  return <f64>learnedSteps(P, O, legalMoves(P, O), legalMoves(O, P)) / <f64>(1 << shift);
}

/** The sum of the weights' steps, mP and mO each side's legal moves. */
function learnedSteps(P: u64, O: u64, mP: u64, mO: u64): i32 {
  const phase = (64 - count(P | O) + 1) / 5;
  const w = expanded + (<usize>(phase * EXPANDED_PER_PHASE) << 1);
  // The symmetries in the reference's order: identity, mirror (file f -> 7 - f), flip (rank
  // r -> 7 - r), both; the transpose (f, r) -> (r, f) and it after flip, mirror, both.
  const mP1 = mirror(P), mO1 = mirror(O), tP = transpose(P), tO = transpose(O), tmP = mirror(tP), tmO = mirror(tO);
  let s = edgesAndRows(P, O, w) + corners(P, O, w) + diagonal8(P, O, w);
  s += corners(mP1, mO1, w) + diagonal8(mP1, mO1, w);
  s += edgesAndRows(flip(P), flip(O), w) + corners(flip(P), flip(O), w);
  s += corners(flip(mP1), flip(mO1), w);
  s += edgesAndRows(tP, tO, w) + corner2x5(tP, tO, w);
  s += edgesAndRows(flip(tP), flip(tO), w) + corner2x5(flip(tP), flip(tO), w);
  s += corner2x5(tmP, tmO, w) + corner2x5(flip(tmP), flip(tmO), w);
  const own = min(count(mP), MOBILITY - 1), opp = min(count(mO), MOBILITY - 1);
  const at = w + (<usize>(EXPANDED_PER_PHASE - 2 * MOBILITY - 1) << 1);
  s += <i32>load<i16>(at + (<usize>own << 1));
  s += <i32>load<i16>(at + (<usize>(MOBILITY + opp) << 1));
  s += <i32>load<i16>(at + (<usize>(2 * MOBILITY) << 1));
  return s;
}

// ---- the boards transformed ----

/** t[f, r] = x[7 - f, r]: the bits of each byte reversed. */
// @ts-ignore: decorator
@inline function mirror(x: u64): u64 {
  x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1);
  x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2);
  return ((x >> 4) & 0x0f0f0f0f0f0f0f0f) | ((x & 0x0f0f0f0f0f0f0f0f) << 4);
}

/** t[f, r] = x[f, 7 - r]: the bytes reversed. */
// @ts-ignore: decorator
@inline function flip(x: u64): u64 { return bswap<u64>(x); }

/** t[f, r] = x[r, f]: three exchanges of blocks across the a1-h8 diagonal (4x4, 2x2, 1x1). */
// @ts-ignore: decorator
@inline function transpose(x: u64): u64 {
  let t = 0x0f0f0f0f00000000 & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000 & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500 & (x ^ (x << 7));
  return x ^ t ^ (t >> 7);
}

// ---- the patterns' squares gathered, and their weights ----

/** The step of the configuration whose own and other discs are the gathered bits p and o, pattern from `at`. */
// @ts-ignore: decorator
@inline function step(w: usize, at: i32, p: u64, o: u64): i32 {
  const c = <usize>load<u16>(ternary + (<usize>p << 1)) + (<usize>load<u16>(ternary + (<usize>o << 1)) << 1);
  return <i32>load<i16>(w + (<usize>at << 1) + (c << 1));
}

/** Edge + 2X (a1..h1, b2, g2) and rows 2-4 on their own squares. */
// @ts-ignore: decorator
@inline function edgesAndRows(P: u64, O: u64, w: usize): i32 {
  const edgeP = (P & 0xff) | ((P >> 1) & 0x100) | ((P >> 5) & 0x200);
  const edgeO = (O & 0xff) | ((O >> 1) & 0x100) | ((O >> 5) & 0x200);
  return step(w, AT_EDGE, edgeP, edgeO) + step(w, AT_ROW_2, (P >> 8) & 0xff, (O >> 8) & 0xff)
    + step(w, AT_ROW_3, (P >> 16) & 0xff, (O >> 16) & 0xff) + step(w, AT_ROW_4, (P >> 24) & 0xff, (O >> 24) & 0xff);
}

/** The 2x5 corner: a1..e1, a2..e2. */
// @ts-ignore: decorator
@inline function corner2x5(P: u64, O: u64, w: usize): i32 {
  return step(w, AT_CORNER_2X5, (P & 0x1f) | ((P >> 3) & 0x3e0), (O & 0x1f) | ((O >> 3) & 0x3e0));
}

/** The 2x5 and 3x3 corners, and the diagonals of 7 to 4 squares, on their own squares. */
// @ts-ignore: decorator
@inline function corners(P: u64, O: u64, w: usize): i32 {
  const p3 = (P & 7) | ((P >> 5) & 0x38) | ((P >> 10) & 0x1c0), o3 = (O & 7) | ((O >> 5) & 0x38) | ((O >> 10) & 0x1c0);
  return corner2x5(P, O, w) + step(w, AT_CORNER_3X3, p3, o3)
    + step(w, AT_DIAGONAL_7, diagonal(P, 1), diagonal(O, 1)) + step(w, AT_DIAGONAL_6, diagonal(P, 2), diagonal(O, 2))
    + step(w, AT_DIAGONAL_5, diagonal(P, 3), diagonal(O, 3)) + step(w, AT_DIAGONAL_4, diagonal(P, 4), diagonal(O, 4));
}

/** The diagonal of 8 squares a1..h8. */
// @ts-ignore: decorator
@inline function diagonal8(P: u64, O: u64, w: usize): i32 {
  return step(w, AT_DIAGONAL_8, diagonal(P, 0), diagonal(O, 0));
}

/**
 * The squares [i, i + k] of x as bits i: masked, they lie on distinct files, and the
 * multiplication by the 8 bytes of 1 adds each one's shifts by whole ranks, no two on one
 * bit (no carry), so the top byte holds file i's square at bit i.
 */
// @ts-ignore: decorator
@inline function diagonal(x: u64, k: i32): u64 {
  return ((x & (0x8040201008040201 << (<u64>(8 * k)))) * 0x0101010101010101) >> 56;
}

/**
 * The value the searches see with evaluation "learned", from black's point of view like the
 * hand evaluation's: a finished game's exact value, else the learned value in hundredths of a
 * disc for the side to move, rounded half up (exact: the value is a multiple of 2^-shift),
 * negated when white is to move.
 */
export function learnedSearchValue(P: u64, O: u64, blackToMove: bool): i32 {
  const mP = legalMoves(P, O), mO = legalMoves(O, P);
  if ((mP | mO) == 0) return blackToMove ? finalValue(P, O) : finalValue(O, P);
  const discs = <f64>learnedSteps(P, O, mP, mO) / <f64>(1 << shift);
  const v = <i32>Math.floor(discs * 100 + 0.5);
  return blackToMove ? v : -v;
}
