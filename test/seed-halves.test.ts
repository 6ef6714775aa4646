// A seed's two 32-bit halves (contract/seed.ts), held to a bigint split written here: the
// quick path for safe integer numbers and the general one give the same halves, and the
// other forms of the same seed (bigint, decimal and hex strings) agree with the number.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { seedHalves } from "../contract/index.js";

/** The halves by bigint arithmetic alone. */
function split(seed: bigint): { hi: number; lo: number } {
  return { hi: Number(seed >> 32n), lo: Number(seed & 0xffffffffn) };
}

describe("seedHalves", () => {
  test("a safe integer number splits as its bigint does, and so do its other forms", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        const want = split(BigInt(n));
        expect(seedHalves(n)).toStrictEqual(want);
        expect(seedHalves(BigInt(n))).toStrictEqual(want);
        expect(seedHalves(String(n))).toStrictEqual(want);
        expect(seedHalves(`0x${n.toString(16)}`)).toStrictEqual(want);
      }),
      { numRuns: 500 },
    );
    for (const n of [0, -0, 1, 2 ** 32 - 1, 2 ** 32, Number.MAX_SAFE_INTEGER])
      expect(seedHalves(n)).toStrictEqual(split(BigInt(n)));
  });

  test("a negative, fractional or unsafe number is refused", () => {
    for (const n of [-1, 0.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => seedHalves(n)).toThrow(/^seed must be an unsigned 64-bit integer/);
  });
});
