// Othello bitboard primitives for the core: legal moves by branch-free directional fills,
// the discs a move flips by the first non-opponent square along each ray; neighbourhoods; a sound
// subset of the stable discs. Square index = rank*8 + file (a1 = bit 0, h8 = bit 63). Pure
// functions of (P, O) = (player to move, opponent); reference/games/othello-bits.ts is the same in
// 32-bit halves.

/** Plies a game can last from any position: 60 discs, each pass followed by a disc. */
export const MAX_PLIES: i32 = 128;

/** Every square but file a (a shift towards higher files must not land there). */
export const NOT_A: u64 = 0xfefefefefefefefe;
/** Every square but file h. */
export const NOT_H: u64 = 0x7f7f7f7f7f7f7f7f;
/** Files b..g: opponent discs a horizontal or diagonal line can run through. */
const INNER: u64 = 0x7e7e7e7e7e7e7e7e;
export const CORNERS: u64 = 0x8100000000000081;

/**
 * The line of M squares reached from the squares of x by 1..6 steps of +s, each step
 * staying in M (Kogge-Stone-style fill, no branch). With x = P's discs and M = O's, the
 * squares one step further are moves; with x = one square, the line is what it flips if a
 * P disc lies one step further.
 */
// @ts-ignore: decorator
@inline function lineUp(x: u64, M: u64, s: u64): u64 {
  let t = M & (x << s);
  t |= M & (t << s); t |= M & (t << s); t |= M & (t << s);
  t |= M & (t << s); t |= M & (t << s);
  return t;
}

// @ts-ignore: decorator
@inline function lineDown(x: u64, M: u64, s: u64): u64 {
  let t = M & (x >> s);
  t |= M & (t >> s); t |= M & (t >> s); t |= M & (t >> s);
  t |= M & (t >> s); t |= M & (t >> s);
  return t;
}

/**
 * lineUp in four steps instead of six: after two single steps, two double steps over
 * pairs of M squares (M2 = the M squares whose neighbour one step back is M too) reach
 * 2 + 2 + 2 = 6 squares. The same set.
 */
// @ts-ignore: decorator
@inline function runUp(x: u64, M: u64, s: u64): u64 {
  let t = M & (x << s);
  t |= M & (t << s);
  const M2 = M & (M << s), s2 = s << 1;
  t |= M2 & (t << s2);
  t |= M2 & (t << s2);
  return t;
}

// @ts-ignore: decorator
@inline function runDown(x: u64, M: u64, s: u64): u64 {
  let t = M & (x >> s);
  t |= M & (t >> s);
  const M2 = M & (M >> s), s2 = s << 1;
  t |= M2 & (t >> s2);
  t |= M2 & (t >> s2);
  return t;
}

/** The squares where P may play: empty, ending a line of O discs that starts at P. */
export function legalMoves(P: u64, O: u64): u64 {
  // Masking O with files b..g stops horizontal and diagonal lines from wrapping (M2 is
  // within b..g too, so a double step cannot land on file a or h either).
  const H = O & INNER;
  const m = (runUp(P, H, 1) << 1) | (runDown(P, H, 1) >> 1) | (runUp(P, O, 8) << 8) | (runDown(P, O, 8) >> 8)
    | (runUp(P, H, 7) << 7) | (runDown(P, H, 7) >> 7) | (runUp(P, H, 9) << 9) | (runDown(P, H, 9) >> 9);
  return m & ~(P | O);
}

// legalMoves for two boards at once, one per v128 lane: the shifts are the same in both
// lanes (wasm has no per-lane shift counts, so one board's eight directions cannot share a
// vector, but two boards' same direction can). The solver's move ordering counts the
// replies of every child: two children per call.

/** runUp (up) or runDown in both lanes; `up` is a constant at every call, so one branch folds away. */
// @ts-ignore: decorator
@inline function runV(x: v128, M: v128, s: i32, up: bool): v128 {
  const s2 = s << 1;
  if (up) {
    let t = v128.and(M, i64x2.shl(x, s));
    t = v128.or(t, v128.and(M, i64x2.shl(t, s)));
    const M2 = v128.and(M, i64x2.shl(M, s));
    t = v128.or(t, v128.and(M2, i64x2.shl(t, s2)));
    return v128.or(t, v128.and(M2, i64x2.shl(t, s2)));
  }
  let t = v128.and(M, i64x2.shr_u(x, s));
  t = v128.or(t, v128.and(M, i64x2.shr_u(t, s)));
  const M2 = v128.and(M, i64x2.shr_u(M, s));
  t = v128.or(t, v128.and(M2, i64x2.shr_u(t, s2)));
  return v128.or(t, v128.and(M2, i64x2.shr_u(t, s2)));
}

/** legalMoves of the boards in lane 0 and lane 1 of (P, O): the same squares per lane. */
// @ts-ignore: decorator
@inline export function legalMoves2(P: v128, O: v128): v128 {
  const H = v128.and(O, i64x2.splat(INNER));
  const m = v128.or(
    v128.or(
      v128.or(i64x2.shl(runV(P, H, 1, true), 1), i64x2.shr_u(runV(P, H, 1, false), 1)),
      v128.or(i64x2.shl(runV(P, O, 8, true), 8), i64x2.shr_u(runV(P, O, 8, false), 8))),
    v128.or(
      v128.or(i64x2.shl(runV(P, H, 7, true), 7), i64x2.shr_u(runV(P, H, 7, false), 7)),
      v128.or(i64x2.shl(runV(P, H, 9, true), 9), i64x2.shr_u(runV(P, H, 9, false), 9))));
  return v128.andnot(m, v128.or(P, O));
}

// @ts-ignore: decorator
@inline function closedUp(x: u64, P: u64, M: u64, s: u64): u64 {
  const t = lineUp(x, M, s);
  return P & (t << s) ? t : 0;
}

// @ts-ignore: decorator
@inline function closedDown(x: u64, P: u64, M: u64, s: u64): u64 {
  const t = lineDown(x, M, s);
  return P & (t >> s) ? t : 0;
}

/**
 * Per square, its eight rays to the board's edge (the square itself excluded): first the
 * four towards higher squares (+1, +7, +8, +9), then the four towards lower ones.
 */
// Static data at an address known when compiling (memory.data), not a StaticArray behind a
// global: the eight loads of flips then need no reload of the array's address each.
const RAYS: usize = memory.data(64 * 8 * 8, 64);
/** File and rank steps of the eight directions, in the order above. */
const RAY_FILE_STEP: StaticArray<i32> = [1, -1, 0, 1, -1, 1, 0, -1];
const RAY_RANK_STEP: StaticArray<i32> = [0, 1, 1, 1, 0, -1, -1, -1];
for (let sq = 0; sq < 64; sq++) {
  const file = sq & 7, rank = sq >> 3;
  for (let d = 0; d < 8; d++) {
    const df = RAY_FILE_STEP[d], dr = RAY_RANK_STEP[d];
    let ray: u64 = 0;
    for (let f = file + df, r = rank + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr)
      ray |= <u64>1 << <u64>(r * 8 + f);
    store<u64>(RAYS + (<usize>(sq * 8 + d) << 3), ray);
  }
}

// flips: the four rays towards higher squares in SIMD (wasm v128, two rays a lane pair),
// the four towards lower squares in scalar code. Towards higher squares the first non-O
// square is the lowest bit (b & -b), the same arithmetic in every lane; towards lower
// squares it is the highest (a count of leading zeros, which SIMD lacks per 64-bit lane;
// turning the board half a turn to make them rays towards higher squares cost more than
// it saved). The vector and scalar halves run side by side: on 20 M random positions
// flips took 0.10 s against 0.14 s all scalar (0.12 s all SIMD with the board turned).
// Branch-free: whether a ray's first non-O square is P's is as likely as not, and a
// mispredicted branch per ray cost more than the arithmetic.

/**
 * Per lane, the O discs between the square and the first non-O square of the lane's ray (towards
 * higher squares) if that square is P's.
 */
// @ts-ignore: decorator
@inline function outflankUp2(rays: v128, P: v128, O: v128): v128 {
  const b = v128.andnot(rays, O);
  const closer = v128.and(v128.and(b, i64x2.neg(b)), P); // the first non-O square if it is P's, else 0
  // closer - 1 where closer != 0 (the lane mask is -1 there), 0 where not.
  return v128.and(i64x2.add(closer, i64x2.ne(closer, i64x2.splat(0))), rays);
}

/**
 * The O discs that P's disc on `sq` flips (0 when the move is not legal): along each ray
 * from sq, the O discs before the first square that is not O, if that square is P's.
 * Inlined at its callers (the solver's hot loops): 2-7 % on the solver, 3 KiB of code.
 */
// @ts-ignore: decorator
@inline export function flips(sq: i32, P: u64, O: u64): u64 {
  const r = RAYS + (<usize>sq << 6); // sq is 0..63: within the 64 squares' rays
  const vP = i64x2.splat(P), vO = i64x2.splat(O);
  const up = v128.or(outflankUp2(v128.load(r), vP, vO), outflankUp2(v128.load(r, 16), vP, vO));
  return i64x2.extract_lane(up, 0) | i64x2.extract_lane(up, 1)
    | outflankDown(load<u64>(r, 32), P, O) | outflankDown(load<u64>(r, 40), P, O)
    | outflankDown(load<u64>(r, 48), P, O) | outflankDown(load<u64>(r, 56), P, O);
}

/**
 * The same towards lower squares: the first non-O square is the highest (none: the shift by 64 is
 * by 0, masked off by b).
 */
// @ts-ignore: decorator
@inline function outflankDown(ray: u64, P: u64, O: u64): u64 {
  const b = ray & ~O;
  const closer = (<u64>0x8000000000000000 >> clz(b)) & b & P;
  // closer = 0 gives ~((0 << 1) - 1) = 0: nothing flipped.
  return ray & ~((closer << 1) - 1);
}

/** The squares next to (one king step from) any square of `x`, `x` itself excluded unless adjacent. */
export function neighbours(x: u64): u64 {
  return ((x << 1) & NOT_A) | ((x >> 1) & NOT_H) | (x << 8) | (x >> 8)
    | ((x << 9) & NOT_A) | ((x >> 9) & NOT_H) | ((x << 7) & NOT_H) | ((x >> 7) & NOT_A);
}

/** The number of discs: bits set. */
// @ts-ignore: decorator
@inline export function count(x: u64): i32 { return <i32>popcnt(x); }

const FILE_A: u64 = 0x0101010101010101;
/** Files a and h; ranks 1 and 8; the whole rim. */
const FILES_AH: u64 = 0x8181818181818181;
const RANKS_18: u64 = 0xff000000000000ff;
const RIM: u64 = FILES_AH | RANKS_18;

/** Files c-h, a-f, e-h, a-d: where a diagonal step of 2 or 4 files may land without wrapping. */
const FILES_CH: u64 = 0xfcfcfcfcfcfcfcfc;
const FILES_AF: u64 = 0x3f3f3f3f3f3f3f3f;
const FILES_EH: u64 = 0xf0f0f0f0f0f0f0f0;
const FILES_AD: u64 = 0x0f0f0f0f0f0f0f0f;

/**
 * x and every square on a diagonal through x along shift s (9 or 7), both ways: steps of
 * 1, 2 and 4 squares (doubling) reach the 7 squares a diagonal can run; `up1`/`down1` etc.
 * keep each step from wrapping to the other side of the board.
 */
// @ts-ignore: decorator
@inline function spread(x: u64, s: u64, up1: u64, down1: u64, up2: u64, down2: u64, up4: u64, down4: u64): u64 {
  x |= ((x << s) & up1) | ((x >> s) & down1);
  x |= ((x << (s << 1)) & up2) | ((x >> (s << 1)) & down2);
  x |= ((x << (s << 2)) & up4) | ((x >> (s << 2)) & down4);
  return x;
}

/**
 * x and the squares of M joined to x by runs of M along shift s (up: towards higher squares), by
 * doubling steps (Kogge-Stone).
 */
// @ts-ignore: decorator
@inline function fill(x: u64, M: u64, s: u64, up: bool): u64 {
  if (up) {
    x |= M & (x << s); M &= M << s;
    x |= M & (x << (s << 1)); M &= M << (s << 1);
    x |= M & (x << (s << 2));
  } else {
    x |= M & (x >> s); M &= M >> s;
    x |= M & (x >> (s << 1)); M &= M >> (s << 1);
    x |= M & (x >> (s << 2));
  }
  return x;
}

/**
 * A subset of O's stable discs (discs no sequence of moves can flip): O discs such that
 * along each of the four axes the line through them is full, or one neighbour on that
 * axis is off the board or an O disc already found stable. Grown from the rim to a fixed
 * point; sound, not complete.
 */
export function stableDiscs(P: u64, O: u64): u64 {
  const E = ~(P | O);
  // Full lines: squares whose line along the axis holds no empty square.
  let r = ~E; r &= r >> 4; r &= r >> 2; r &= r >> 1;
  const fullH = (r & FILE_A) * 0xff;
  let c = ~E; c &= c >> 32; c &= c >> 16; c &= c >> 8;
  const fullV = (c & 0xff) * FILE_A;
  const full9 = ~spread(E, 9, NOT_A, NOT_H, FILES_CH, FILES_AF, FILES_EH, FILES_AD);
  const full7 = ~spread(E, 7, NOT_H, NOT_A, FILES_AF, FILES_CH, FILES_AD, FILES_EH);
  const h = fullH | FILES_AH, v = fullV | RANKS_18, d9 = full9 | RIM, d7 = full7 | RIM;
  // Seed: the O discs joined to an O corner by a run of O discs along an edge (each is
  // stable by the one before it). The fixed point below would add them one square per
  // round; seeded, it starts with them. The same set in the end (a subset of it, grown
  // from), fewer rounds.
  let s = O & CORNERS;
  if (s != 0) {
    const ranks = O & RANKS_18, files = O & FILES_AH;
    s |= fill(s, ranks & NOT_A, 1, true) | fill(s, ranks & NOT_H, 1, false)
      | fill(s, files, 8, true) | fill(s, files, 8, false);
  }
  while (true) {
    const n = O
      & (h | ((s << 1) & NOT_A) | ((s >> 1) & NOT_H))
      & (v | (s << 8) | (s >> 8))
      & (d9 | ((s << 9) & NOT_A) | ((s >> 9) & NOT_H))
      & (d7 | ((s << 7) & NOT_H) | ((s >> 7) & NOT_A));
    if (n == s) return s;
    s = n;
  }
  return s;
}
