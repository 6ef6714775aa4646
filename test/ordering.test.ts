// The reference's fixed ordering (reference/search/ordering.ts): a stable sort of move
// indices by value, best first for the side to move, ties in move order, against the
// plain oracle of Array.prototype.sort (stable) with a comparator; short lists (insertion
// sort) and long ones (the radix sort), over the whole int32 range.

import { expect, test } from "vitest";
import fc from "fast-check";
import { sortByValue } from "../reference/search/ordering.js";

/** The indices from..from+n of `order` sorted by the plain oracle. */
function plainSorted(order: number[], value: Int32Array, from: number, n: number, max: boolean): number[] {
  const part = order.slice(from, from + n);
  part.sort((a, b) => {
    const x = value[a],
      y = value[b];
    return x === y ? 0 : (max ? x > y : x < y) ? -1 : 1;
  });
  return [...order.slice(0, from), ...part, ...order.slice(from + n)];
}

const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
const values = fc.oneof(
  fc.array(int32, { minLength: 1, maxLength: 3000, size: "max" }),
  // Few distinct values, as game evaluations have: many ties.
  fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 3000, size: "max" }),
  fc.array(fc.constantFrom(-(2 ** 31), 2 ** 31 - 1, -1, 0), { minLength: 1, maxLength: 200, size: "max" }),
);

test("sortByValue equals a plain stable sort by value (best first for the side to move), any length and slice", () => {
  fc.assert(
    fc.property(values, fc.boolean(), fc.nat({ max: 3000 }), fc.nat({ max: 3000 }), (list, max, a, b) => {
      const value = Int32Array.from(list);
      const from = a % list.length,
        n = b % (list.length - from + 1);
      // The indices in reverse, so that "move order" (the order ties keep) is not the index order.
      const order = Array.from(list, (_, i) => list.length - 1 - i);
      const sorted = Int32Array.from(order);
      sortByValue(sorted, value, from, n, max);
      expect(Array.from(sorted)).toEqual(plainSorted(order, value, from, n, max));
    }),
    { numRuns: 300 },
  );
});
