// Fixed ordering (both papers): children sorted by value, best first for the side to
// move, ties kept in move order. Mirrors reference/search/ordering.ts: insertion sort
// for short lists; for long ones a heap sort on distinct keys (value, position), which
// makes any sort stable.

import { Scratch } from "./scratch";

let longKeys = new StaticArray<i64>(64);

/** Sorts order[from..from+n) by value[order[k]], decreasing (MAX) or increasing (MIN), stably. */
export function sortByValue(order: Scratch, value: Scratch, valueBase: i32, from: i32, n: i32, max: bool): void {
  if (n > 48) {
    sortLong(order, value, valueBase, from, n, max);
    return;
  }
  // The arrays are read once here, and each side gets its own copy of the loop (max is a
  // constant in each): through the Scratch objects and with the side tested per step, the
  // sort was a third of alpha-beta's time on random trees.
  if (max) insertionSort(order.data, value.data, valueBase, from, n, true);
  else insertionSort(order.data, value.data, valueBase, from, n, false);
}

// @ts-ignore: decorator
@inline function insertionSort(order: StaticArray<i32>, value: StaticArray<i32>, valueBase: i32, from: i32, n: i32, max: bool): void {
  for (let i = from + 1, end = from + n; i < end; i++) {
    const item = unchecked(order[i]), v = unchecked(value[valueBase + item]);
    let j = i - 1;
    while (j >= from) {
      const prev = unchecked(order[j]);
      const w = unchecked(value[valueBase + prev]);
      if (max ? w >= v : w <= v) break;
      unchecked(order[j + 1] = prev);
      j--;
    }
    unchecked(order[j + 1] = item);
  }
}

function sortLong(order: Scratch, value: Scratch, valueBase: i32, from: i32, n: i32, max: bool): void {
  if (longKeys.length < n) longKeys = new StaticArray<i64>(n * 2);
  const k = longKeys;
  for (let i = 0; i < n; i++) {
    const v = <i64>value.get(valueBase + order.get(from + i));
    unchecked(k[i] = ((max ? -v : v) << 17) | <i64>i);
  }
  heapSort(k, n);
  // The low 17 bits of each key are its old position: read the moves in sorted order.
  for (let i = 0; i < n; i++) unchecked(k[i] = <i64>order.get(from + <i32>(unchecked(k[i]) & 0x1ffff)));
  for (let i = 0; i < n; i++) order.set(from + i, <i32>unchecked(k[i]));
}

function heapSort(a: StaticArray<i64>, n: i32): void {
  for (let start = (n >> 1) - 1; start >= 0; start--) siftDown(a, start, n);
  for (let end = n - 1; end > 0; end--) {
    const t = unchecked(a[0]);
    unchecked(a[0] = unchecked(a[end]));
    unchecked(a[end] = t);
    siftDown(a, 0, end);
  }
}

function siftDown(a: StaticArray<i64>, root: i32, end: i32): void {
  for (;;) {
    let child = 2 * root + 1;
    if (child >= end) return;
    if (child + 1 < end && unchecked(a[child + 1]) > unchecked(a[child])) child++;
    if (unchecked(a[root]) >= unchecked(a[child])) return;
    const t = unchecked(a[root]);
    unchecked(a[root] = unchecked(a[child]));
    unchecked(a[child] = t);
    root = child;
  }
}
