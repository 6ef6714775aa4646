// Fixed ordering (both papers): children sorted by value, best first for the side to
// move, ties kept in move order (a stable sort). Sorts an index array by a value array
// in place, with no allocation.

/** Sorts `order[from..from+n)` so that `value[order[k]]` is decreasing (MAX) or increasing (MIN), stably. */
export function sortByValue(order: Int32Array, value: Int32Array, from: number, n: number, max: boolean): void {
  // Insertion sort: stable, and the branching factors of these games are small; a long
  // list (a random tree with B in the thousands) falls back to the built-in sort on keys.
  if (n > 48) return sortLong(order, value, from, n, max);
  for (let i = from + 1, end = from + n; i < end; i++) {
    const item = order[i],
      v = value[item];
    let j = i - 1;
    while (j >= from && (max ? value[order[j]] < v : value[order[j]] > v)) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = item;
  }
}

// A long list (a random tree's thousands of children) is sorted by an LSD radix sort on
// the value as the side to move sees it: four stable passes of 8 bits (a pass whose
// digit all keys share is skipped), O(n) where V8's TypedArray sort took 8-16 ms on
// 65,536 keys (node 20, measured), longer than a time budget's allowed overshoot.
let keys = new Uint32Array(64),
  keysOut = new Uint32Array(64);
let items = new Int32Array(64),
  itemsOut = new Int32Array(64);
const counts = new Int32Array(256);

function sortLong(order: Int32Array, value: Int32Array, from: number, n: number, max: boolean): void {
  if (keys.length < n) {
    keys = new Uint32Array(n * 2);
    keysOut = new Uint32Array(n * 2);
    items = new Int32Array(n * 2);
    itemsOut = new Int32Array(n * 2);
  }
  for (let k = 0; k < n; k++) {
    const item = order[from + k],
      v = value[item];
    // ~v orders as -v without overflow; the flipped sign bit makes unsigned order signed order.
    keys[k] = ((max ? ~v : v) ^ 0x80000000) >>> 0;
    items[k] = item;
  }
  for (let shift = 0; shift < 32; shift += 8) {
    counts.fill(0);
    for (let k = 0; k < n; k++) counts[(keys[k] >>> shift) & 255]++;
    if (counts[(keys[0] >>> shift) & 255] === n) continue;
    for (let d = 0, sum = 0; d < 256; d++) {
      const c = counts[d];
      counts[d] = sum;
      sum += c;
    }
    for (let k = 0; k < n; k++) {
      const at = counts[(keys[k] >>> shift) & 255]++;
      keysOut[at] = keys[k];
      itemsOut[at] = items[k];
    }
    [keys, keysOut] = [keysOut, keys];
    [items, itemsOut] = [itemsOut, items];
  }
  order.set(items.subarray(0, n), from);
}
