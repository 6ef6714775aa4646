// Fixed ordering (both papers): children sorted by value, best first for the side to
// move, ties kept in move order (a stable sort). Sorts an index array by a value array
// in place, with no allocation.

/** Sorts `order[from..from+n)` so that `value[order[k]]` is decreasing (MAX) or increasing (MIN), stably. */
export function sortByValue(order: Int32Array, value: Int32Array, from: number, n: number, max: boolean): void {
  // Insertion sort: stable, and the branching factors of these games are small; a long
  // list (a random tree with B in the thousands) falls back to the built-in sort on keys.
  if (n > 48) return sortLong(order, value, from, n, max);
  for (let i = from + 1, end = from + n; i < end; i++) {
    const item = order[i], v = value[item];
    let j = i - 1;
    while (j >= from && (max ? value[order[j]] < v : value[order[j]] > v)) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = item;
  }
}

let keys = new Float64Array(64);
let moved = new Int32Array(64);

function sortLong(order: Int32Array, value: Int32Array, from: number, n: number, max: boolean): void {
  // key = signed value * 2^17 + original position: distinct keys, so any sort is stable.
  if (keys.length < n) keys = new Float64Array(n * 2);
  const view = keys.subarray(0, n);
  for (let k = 0; k < n; k++) {
    const v = value[order[from + k]];
    view[k] = (max ? -v : v) * 131072 + k;
  }
  view.sort();
  if (moved.length < n) moved = new Int32Array(n * 2);
  for (let k = 0; k < n; k++) moved[k] = order[from + (((view[k] % 131072) + 131072) % 131072)];
  order.set(moved.subarray(0, n), from);
}
