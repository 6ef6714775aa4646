// The list M[] of RBFMS's pseudo-code (1992 report, section 3; 1994 paper, section 3):
// one expanded node's children, each with its move, its stored value M[i] and its static
// value, kept sorted best first for the side to move (MAX: decreasing, MIN: increasing),
// ties in move order. The papers number it from 1; here M[1] is the frame's entry 0.
// The frames of the recursion stack lie end to end on two scratch stacks; a frame is
// its base index. Mirrors reference/search/rbfms-frame.ts.
//
// Each child is one i64 key, fixed ordering's (./ordering.ts orderKey): M[i] for the side
// to move in the high half (negated at MAX) and the move in the low half. Ascending keys
// are then exactly "best first, ties in move order", so sorting and reinserting a child
// is one signed compare per step and one word moved, the same code for both sides (with
// the value, move and static value in three lists and the side tested per step, the
// sorting was most of RBFMS's extra cost over alpha-beta per node). The static values are
// kept apart by move (entry base + move), so they never move at all, and so are the
// completion rule's solved marks (games with wins, draws and losses: docs/searches.md).

import { keyMove, keyValue, sortKeysAt } from "./ordering";
import { INF } from "./result";
import { Scratch, peek, poke } from "./scratch";

/** The keys, two words each. */
const keys = new Scratch(8192);
/** Static(Child[i]) at base + move. */
const statics = new Scratch(4096);
/** Solved(Child[i]) at base + move: 1 once the child's value is proven (decisive games only). */
const solvedMarks = new Scratch(4096);
/**
 * Per frame, at its base: how many of its children are solved. Most frames have none,
 * and then the completion rule's scans (firstEntry) answer without walking the frame,
 * which they would do at every step of the node's loop.
 */
const solvedCounts = new Scratch(4096);
/** The end of the frames held on the recursion stack: the children RBFMS stores now. */
let top: i32 = 0;

export function framesClear(): void {
  top = 0;
}

// @ts-ignore: decorator
@inline function keyAt(p: usize, i: i32): i64 { return load<i64>(p + (<usize>i << 3)); }
// @ts-ignore: decorator
@inline function setKey(p: usize, i: i32, key: i64): void { store<i64>(p + (<usize>i << 3), key); }

/** Opens the frame of a node with `n` moves on top of the stack; returns its base. */
// @ts-ignore: decorator
@inline export function frameOpen(n: i32): i32 {
  const base = top;
  // The two stacks always grow together: one test here, not two calls per node.
  // At least one entry past the children: a frame's solved count sits at its base.
  if (base + n >= statics.length) {
    keys.ensure((base + n) << 1);
    statics.ensure(base + n + 1);
    solvedMarks.ensure(base + n + 1);
    solvedCounts.ensure(base + n + 1);
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

/** The keys' address: read once per frame (nothing grows the stacks while a frame fills or reorders). */
// @ts-ignore: decorator
@inline export function framesKeys(): usize { return keys.ptr; }

/** The static values' address, as framesKeys. */
// @ts-ignore: decorator
@inline export function framesStatics(): usize { return statics.ptr; }

/** Records Static(Child) of `move` in the frame at `base`. */
// @ts-ignore: decorator
@inline export function setStatic(sv: usize, base: i32, move: i32, s: i32): void { poke(sv, base + move, s); }

/** Adds a child's key as the frame's entry `count` (unsorted until frameSort). */
// @ts-ignore: decorator
@inline export function frameAdd(kp: usize, base: i32, count: i32, key: i64): void { setKey(kp, base + count, key); }

/**
 * Sorts the frame's `count` keys ascending, best first: insertion for short lists, a heap
 * sort for long ones (O(B log B): a random tree may have B = 65536). The keys are
 * distinct (the move is in the low half), so every sort gives the one order.
 */
// @ts-ignore: decorator
@inline export function frameSort(kp: usize, base: i32, count: i32): void { sortKeysAt(kp, base, count); }

/** M[1]: the best child's stored value. */
// @ts-ignore: decorator
@inline export function M1(kp: usize, base: i32, max: bool): i32 { return keyValue(keyAt(kp, base), max); }

/** M[2]: the second-best value; -infinity (MAX) / +infinity (MIN) when there is only one child. */
// @ts-ignore: decorator
@inline export function M2(kp: usize, base: i32, count: i32, max: bool): i32 {
  return count > 1 ? keyValue(keyAt(kp, base + 1), max) : max ? -INF : INF;
}

/** Static(Child[1]) of the best child, whose move is `move`. */
// @ts-ignore: decorator
@inline export function staticOf(sv: usize, base: i32, move: i32): i32 { return peek(sv, base + move); }

/**
 * "Insert Child[1] and M[1] in sorted order", for the child at entry `at` (0 unless the
 * completion rule skipped solved children): its key is now `key` (its new value), and it
 * moves to its place, behind the better children and the equal ones with earlier moves.
 * O(distance moved), at most O(B): one child per step of the loop, against the B
 * children generated for the frame.
 */
// @ts-ignore: decorator
@inline export function reinsert(kp: usize, base: i32, count: i32, at: i32, key: i64): void {
  let k = base + at;
  const end = base + count - 1;
  while (k < end) {
    const next = keyAt(kp, k + 1);
    if (next > key) break;
    setKey(kp, k, next);
    k++;
  }
  while (k > base) {
    const prev = keyAt(kp, k - 1);
    if (prev < key) break;
    setKey(kp, k, prev);
    k--;
  }
  setKey(kp, k, key);
}

// ---- the completion rule (decisive games) ----
// The walk to the principal leaf never enters a solved child, so Child[1] is the first
// unsolved entry and M[2] the next unsolved one. These scans run only on decisive games.

/** Entry k's move. */
// @ts-ignore: decorator
@inline export function moveAt(kp: usize, base: i32, k: i32): i32 { return keyMove(keyAt(kp, base + k)); }

/** Entry k's stored value. */
// @ts-ignore: decorator
@inline export function valueAt(kp: usize, base: i32, k: i32, max: bool): i32 {
  return keyValue(keyAt(kp, base + k), max);
}

/** Entry k's key (the value as the side to move sees it, and the move). */
// @ts-ignore: decorator
@inline export function entryKey(base: i32, k: i32): i64 { return keyAt(keys.ptr, base + k); }

/** The frame's children are all unsolved (a frame just opened, of `n` moves). */
export function clearSolved(base: i32, n: i32): void {
  memory.fill(solvedMarks.ptr + (<usize>base << 2), 0, <usize>n << 2);
  solvedCounts.set(base, 0);
}

/** Marks child `move` of the frame at `base` solved. */
export function markSolved(base: i32, move: i32): void {
  if (isSolved(base, move)) return;
  solvedMarks.set(base + move, 1);
  solvedCounts.set(base, solvedCounts.get(base) + 1);
}

/** Whether child `move` of the frame at `base` is solved. */
export function isSolved(base: i32, move: i32): bool { return solvedMarks.get(base + move) != 0; }

/** The first entry from `from` on whose child is (`solved`) or is not solved; -1 when there is none. */
export function firstEntry(base: i32, count: i32, from: i32, solved: bool): i32 {
  if (solvedCounts.get(base) == 0) return solved || from >= count ? -1 : from;
  const kp = keys.ptr;
  for (let k = from; k < count; k++) if (isSolved(base, keyMove(keyAt(kp, base + k))) == solved) return k;
  return -1;
}

/** The value of the first unsolved entry after entry k: -infinity (MAX) / +infinity (MIN) when there is none. */
export function nextUnsolvedValue(base: i32, count: i32, k: i32, max: bool): i32 {
  return valueOrWorst(base, firstEntry(base, count, k + 1, false), max);
}

/** The best solved child's value: -infinity (MAX) / +infinity (MIN) when none is solved. */
export function bestSolvedValue(base: i32, count: i32, max: bool): i32 {
  return valueOrWorst(base, firstEntry(base, count, 0, true), max);
}

/** Entry k's value, or the worst for the side to move (-infinity at MAX, +infinity at MIN) when k < 0. */
// @ts-ignore: decorator
@inline function valueOrWorst(base: i32, k: i32, max: bool): i32 {
  return k < 0 ? (max ? -INF : INF) : valueAt(keys.ptr, base, k, max);
}

/** The entry of the best child other than the one of move `mv` in the frame at `base` (-1 when it is the only one). */
export function bestOther(base: i32, count: i32, mv: i32): i32 {
  const k = keyMove(keyAt(keys.ptr, base)) != mv ? 0 : 1;
  return k < count ? k : -1;
}
