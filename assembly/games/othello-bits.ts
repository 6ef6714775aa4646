// Othello bitboard primitives for the core: legal moves by directional fills, the discs
// a move flips, neighbourhoods. Square index = rank*8 + file (a1 = bit 0, h8 = bit 63).
// Pure functions of (P, O) = (player to move, opponent); reference/games/othello-bits.ts
// is the same in 32-bit halves.

/** Every square but file a (a shift towards higher files must not land there). */
export const NOT_A: u64 = 0xfefefefefefefefe;
/** Every square but file h. */
export const NOT_H: u64 = 0x7f7f7f7f7f7f7f7f;
/** Files b..g: opponent discs a horizontal or diagonal line can run through. */
const INNER: u64 = 0x7e7e7e7e7e7e7e7e;
export const CORNERS: u64 = 0x8100000000000081;

/** Six fill steps towards higher squares: the line of O discs behind P, shifted once more. */
// @ts-ignore: decorator
@inline function fillUp(P: u64, M: u64, s: u64): u64 {
  let t = M & (P << s);
  t |= M & (t << s); t |= M & (t << s); t |= M & (t << s);
  t |= M & (t << s); t |= M & (t << s);
  return t << s;
}

// @ts-ignore: decorator
@inline function fillDown(P: u64, M: u64, s: u64): u64 {
  let t = M & (P >> s);
  t |= M & (t >> s); t |= M & (t >> s); t |= M & (t >> s);
  t |= M & (t >> s); t |= M & (t >> s);
  return t >> s;
}

/** The squares where P may play: empty, ending a line of O discs that starts at P. */
export function legalMoves(P: u64, O: u64): u64 {
  // Masking O with files b..g stops horizontal and diagonal lines from wrapping.
  const H = O & INNER;
  const m = fillUp(P, H, 1) | fillDown(P, H, 1) | fillUp(P, O, 8) | fillDown(P, O, 8)
    | fillUp(P, H, 7) | fillDown(P, H, 7) | fillUp(P, H, 9) | fillDown(P, H, 9);
  return m & ~(P | O);
}

// @ts-ignore: decorator
@inline function rayUp(x: u64, P: u64, O: u64, s: u64, mask: u64): u64 {
  let f: u64 = 0;
  let c = (x << s) & mask;
  while (c & O) { f |= c; c = (c << s) & mask; }
  return c & P ? f : 0;
}

// @ts-ignore: decorator
@inline function rayDown(x: u64, P: u64, O: u64, s: u64, mask: u64): u64 {
  let f: u64 = 0;
  let c = (x >> s) & mask;
  while (c & O) { f |= c; c = (c >> s) & mask; }
  return c & P ? f : 0;
}

/** The O discs that P's disc on `sq` flips (0 when the move is not legal). */
export function flips(sq: i32, P: u64, O: u64): u64 {
  const x: u64 = <u64>1 << <u64>sq;
  return rayUp(x, P, O, 1, NOT_A) | rayDown(x, P, O, 1, NOT_H)
    | rayUp(x, P, O, 8, ~0) | rayDown(x, P, O, 8, ~0)
    | rayUp(x, P, O, 9, NOT_A) | rayDown(x, P, O, 9, NOT_H)
    | rayUp(x, P, O, 7, NOT_H) | rayDown(x, P, O, 7, NOT_A);
}

/** The squares next to (one king step from) any square of `x`, `x` itself excluded unless adjacent. */
export function neighbours(x: u64): u64 {
  return ((x << 1) & NOT_A) | ((x >> 1) & NOT_H) | (x << 8) | (x >> 8)
    | ((x << 9) & NOT_A) | ((x >> 9) & NOT_H) | ((x << 7) & NOT_H) | ((x >> 7) & NOT_A);
}

/** The number of discs: bits set. */
// @ts-ignore: decorator
@inline export function count(x: u64): i32 { return <i32>popcnt(x); }
