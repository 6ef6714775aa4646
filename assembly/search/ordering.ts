// Fixed ordering (both papers): children sorted by value, best first for the side to
// move, ties kept in move order. Mirrors reference/search/ordering.ts: insertion sort
// for short lists; for long ones a heap sort on distinct keys (value, position), which
// makes any sort stable.

import { Scratch, peek, peekOf, poke, pokeOf } from "./scratch";

const longKeys = new Scratch<i64>(64);

/** Sorts order[from..from+n) by value[order[k]], decreasing (MAX) or increasing (MIN), stably. */
export function sortByValue(order: Scratch, value: Scratch, valueBase: i32, from: i32, n: i32, max: bool): void {
  if (n > 48) {
    sortLong(order, value, valueBase, from, n, max);
    return;
  }
  // The arrays are read once here, and each side gets its own copy of the loop (max is a
  // constant in each): through the Scratch objects and with the side tested per step, the
  // sort was a third of alpha-beta's time on random trees.
  if (max) insertionSort(order.ptr, value.ptr, valueBase, from, n, true);
  else insertionSort(order.ptr, value.ptr, valueBase, from, n, false);
}

// @ts-ignore: decorator
@inline function insertionSort(order: usize, value: usize, valueBase: i32, from: i32, n: i32, max: bool): void {
  for (let i = from + 1, end = from + n; i < end; i++) {
    const item = peek(order, i), v = peek(value, valueBase + item);
    let j = i - 1;
    while (j >= from) {
      const prev = peek(order, j);
      const w = peek(value, valueBase + prev);
      if (max ? w >= v : w <= v) break;
      poke(order, j + 1, prev);
      j--;
    }
    poke(order, j + 1, item);
  }
}

function sortLong(order: Scratch, value: Scratch, valueBase: i32, from: i32, n: i32, max: bool): void {
  longKeys.ensure(n);
  const k = longKeys.ptr;
  for (let i = 0; i < n; i++) {
    const v = <i64>value.get(valueBase + order.get(from + i));
    pokeOf<i64>(k, i, ((max ? -v : v) << 17) | <i64>i);
  }
  heapSort(k, 0, n);
  // The low 17 bits of each key are its old position: read the moves in sorted order.
  for (let i = 0; i < n; i++) pokeOf<i64>(k, i, <i64>order.get(from + <i32>(peekOf<i64>(k, i) & 0x1ffff)));
  for (let i = 0; i < n; i++) order.set(from + i, <i32>peekOf<i64>(k, i));
}

/**
 * A child's key for fixed ordering by sortKeys: its value for the side to move in the high
 * half (negated for MAX, so that ascending keys put the best child first) and its move
 * in the low half, so that equal values keep move order and no two keys are equal.
 */
// @ts-ignore: decorator
@inline export function orderKey(value: i32, move: i32, max: bool): i64 {
  const v = <i64>value;
  return ((max ? -v : v) << 32) | <i64><u32>move;
}

// @ts-ignore: decorator
@inline export function keyMove(key: i64): i32 { return <i32>key; }

// @ts-ignore: decorator
@inline export function keyValue(key: i64, max: bool): i32 { return <i32>(max ? -(key >> 32) : key >> 32); }

/**
 * Sorts keys[from..from+n) ascending: the same order as sortByValue, from one array with
 * no indirection (the sort was a third of alpha-beta's time on random trees).
 */
export function sortKeys(list: Scratch<i64>, from: i32, n: i32): void {
  sortKeysAt(list.ptr, from, n);
}

/** sortKeys on the keys at address `keys` (a scratch list of i64 words, however typed). */
export function sortKeysAt(keys: usize, from: i32, n: i32): void {
  if (n > 48) {
    heapSort(keys, from, n);
    return;
  }
  // A list that comes nearly in reverse (children listed in move order, the later moves the
  // better: Breakthrough's most advanced pawns come last for MAX) would cost insertion its
  // most steps: reversed first, it comes nearly in order. No two keys are equal, so the
  // sorted list is the same either way.
  if (n > 2 && peekOf<i64>(keys, from) > peekOf<i64>(keys, from + n - 1)) {
    for (let a = from, b = from + n - 1; a < b; a++, b--) {
      const t = peekOf<i64>(keys, a);
      pokeOf<i64>(keys, a, peekOf<i64>(keys, b));
      pokeOf<i64>(keys, b, t);
    }
  }
  for (let i = from + 1, end = from + n; i < end; i++) {
    const key = peekOf<i64>(keys, i);
    let j = i - 1;
    while (j >= from) {
      const prev = peekOf<i64>(keys, j);
      if (prev < key) break;
      pokeOf<i64>(keys, j + 1, prev);
      j--;
    }
    pokeOf<i64>(keys, j + 1, key);
  }
}

/** Sorts the keys a[from..from+n) ascending (`a`: a Scratch<i64>'s address). */
function heapSort(a: usize, from: i32, n: i32): void {
  for (let start = (n >> 1) - 1; start >= 0; start--) siftDown(a, from, start, n);
  for (let end = n - 1; end > 0; end--) {
    const t = peekOf<i64>(a, from);
    pokeOf<i64>(a, from, peekOf<i64>(a, from + end));
    pokeOf<i64>(a, from + end, t);
    siftDown(a, from, 0, end);
  }
}

function siftDown(a: usize, from: i32, root: i32, end: i32): void {
  for (;;) {
    let child = 2 * root + 1;
    if (child >= end) return;
    if (child + 1 < end && peekOf<i64>(a, from + child + 1) > peekOf<i64>(a, from + child)) child++;
    if (peekOf<i64>(a, from + root) >= peekOf<i64>(a, from + child)) return;
    const t = peekOf<i64>(a, from + root);
    pokeOf<i64>(a, from + root, peekOf<i64>(a, from + child));
    pokeOf<i64>(a, from + child, t);
    root = child;
  }
}
