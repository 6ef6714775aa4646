// The list M[] of RBFMS's pseudo-code (1992 report, section 3; 1994 paper, section 3):
// one expanded node's children, each with its move, its stored value M[i] and its static
// value, kept sorted best first for the side to move (MAX: decreasing, MIN: increasing),
// ties in move order. The papers number it from 1; here M[1] is the frame's entry 0.
// The frames of the recursion stack lie end to end on three scratch stacks; a frame is
// its base index. Mirrors reference/search/rbfms-frame.ts.

import { INF } from "./result";
import { Scratch, peek, poke } from "./scratch";

const moves = new Scratch(4096);
const stored = new Scratch(4096);
const statics = new Scratch(4096);
/** The end of the frames held on the recursion stack: the children RBFMS stores now. */
let top: i32 = 0;

export function framesClear(): void {
  top = 0;
}

/** Opens the frame of a node with `n` moves on top of the stack; returns its base. */
// @ts-ignore: decorator
@inline export function frameOpen(n: i32): i32 {
  const base = top;
  // The three stacks always grow together: one test here, not three calls per node.
  if (base + n > statics.length) {
    moves.ensure(base + n);
    stored.ensure(base + n);
    statics.ensure(base + n);
  }
  return base;
}

/** The frame at `base` (of `count` children) stays on the stack; returns the children stored. */
// @ts-ignore: decorator
@inline export function frameHold(base: i32, count: i32): i32 {
  top = base + count;
  return top;
}

/** The frame at `base` leaves the stack. */
// @ts-ignore: decorator
@inline export function frameRelease(base: i32): void {
  top = base;
}

/** Adds child `move` (stored value v, static value s) as the frame's entry `count`, moved up to its sorted place after its equals. */
// @ts-ignore: decorator
@inline export function frameInsert(base: i32, count: i32, move: i32, v: i32, s: i32, max: bool): void {
  // The stacks' arrays are read once (nothing grows them here): through the Scratch
  // objects every access reloaded them.
  const mv = moves.ptr, st = stored.ptr, sv = statics.ptr;
  let k = base + count;
  while (k > base) {
    const w = peek(st, k - 1);
    if (max ? w >= v : w <= v) break;
    poke(mv, k, peek(mv, k - 1));
    poke(st, k, w);
    poke(sv, k, peek(sv, k - 1));
    k--;
  }
  poke(mv, k, move);
  poke(st, k, v);
  poke(sv, k, s);
}

/** M[1]: the best child's stored value. */
// @ts-ignore: decorator
@inline export function M1(base: i32): i32 { return stored.get(base); }

/** M[2]: the second-best value; -infinity (MAX) / +infinity (MIN) when there is only one child. */
// @ts-ignore: decorator
@inline export function M2(base: i32, count: i32, max: bool): i32 {
  return count > 1 ? stored.get(base + 1) : max ? -INF : INF;
}

/** Child[1]: the best child's move. */
// @ts-ignore: decorator
@inline export function child1(base: i32): i32 { return moves.get(base); }

/** Static(Child[1]): the best child's static value. */
// @ts-ignore: decorator
@inline export function static1(base: i32): i32 { return statics.get(base); }

/** "Insert Child[1] and M[1] in sorted order": Child[1] now holds v; it moves behind the better and the equal earlier moves. */
export function reinsertFirst(base: i32, count: i32, v: i32, max: bool): void {
  if (max) reinsert(moves.ptr, stored.ptr, statics.ptr, base, count, v, true);
  else reinsert(moves.ptr, stored.ptr, statics.ptr, base, count, v, false);
}

/** reinsertFirst on the stacks' arrays, one copy per side (max is a constant in each). */
// @ts-ignore: decorator
@inline function reinsert(mvs: usize, st: usize, sv: usize, base: i32, count: i32, v: i32, max: bool): void {
  const mv = peek(mvs, base), s = peek(sv, base);
  let k = base;
  const end = base + count - 1;
  while (k < end) {
    const w = peek(st, k + 1);
    const next = peek(mvs, k + 1);
    const before = max ? w > v || (w == v && next < mv) : w < v || (w == v && next < mv);
    if (!before) break;
    poke(mvs, k, next);
    poke(st, k, w);
    poke(sv, k, peek(sv, k + 1));
    k++;
  }
  poke(mvs, k, mv);
  poke(st, k, v);
  poke(sv, k, s);
}
