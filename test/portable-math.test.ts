// The logarithm, exponential and power that both engines compute to the same bit
// (reference/search/portable-math.ts, mirrored by assembly/search/portable-math.ts) held to
// V8's Math.log, Math.exp and Math.pow: within one unit in the last place for log and exp,
// the power within |p| + 2 (each squaring doubles the relative error before it), and exact
// where the answer is exact. That the core computes the same bits is held by the engines'
// agreement on every mma search (test/mma.test.ts).

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { portableExp, portableLog, portablePow } from "../reference/search/portable-math.js";

/** The distance from a to b in units in the last place of b. */
function ulps(a: number, b: number): number {
  if (a === b) return 0;
  const next = new Float64Array([Math.abs(b)]);
  new BigInt64Array(next.buffer)[0] += 1n;
  return Math.abs(a - b) / (next[0] - Math.abs(b));
}

const positive = fc.double({ min: Number.MIN_VALUE, max: Number.MAX_VALUE, noNaN: true });

describe("portable math", () => {
  test("log is within one ulp of Math.log over every positive double, subnormals included", () => {
    fc.assert(
      fc.property(positive, (x) => {
        expect(ulps(portableLog(x), Math.log(x))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 20000 },
    );
    for (const x of [5e-324, 2.2250738585072014e-308, 0.5, 1 - 2 ** -53, 1 + 2 ** -52, Math.SQRT2, Number.MAX_VALUE])
      expect(ulps(portableLog(x), Math.log(x))).toBeLessThanOrEqual(1);
  });

  test("exp is within one ulp of Math.exp where the result is normal", () => {
    fc.assert(
      fc.property(fc.double({ min: -708, max: 709.7, noNaN: true }), (x) => {
        expect(ulps(portableExp(x), Math.exp(x))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 20000 },
    );
  });

  test("exact and special values", () => {
    expect([portableLog(1), portableExp(0), portablePow(0.3, 0), portablePow(1, 10)]).toEqual([0, 1, 1, 1]);
    expect([portableLog(0), portableLog(-1), portableLog(Infinity), portableLog(NaN)]).toEqual([
      -Infinity,
      NaN,
      Infinity,
      NaN,
    ]);
    expect([
      portableExp(-Infinity),
      portableExp(Infinity),
      portableExp(NaN),
      portableExp(-746),
      portableExp(710),
    ]).toEqual([0, Infinity, NaN, 0, Infinity]);
    expect(portableExp(-740)).toBeGreaterThan(0); // a subnormal result
    expect(ulps(portableExp(-740), Math.exp(-740))).toBeLessThanOrEqual(2 ** 12); // subnormals have fewer bits
    for (let k = -60; k <= 60; k++) expect(portablePow(2, k)).toBe(2 ** k);
  });

  test("the power is within |p| + 2 ulps of Math.pow, by products for integer exponents, else by exp and log", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1, noNaN: true }), fc.integer({ min: -64, max: 64 }), (x, p) => {
        const want = Math.pow(x, p);
        if (want > 1e-300 && want < 1e300) expect(ulps(portablePow(x, p), want)).toBeLessThanOrEqual(Math.abs(p) + 2);
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        (x, p) => {
          expect(Math.abs(portablePow(x, p) - Math.pow(x, p))).toBeLessThanOrEqual(1e-12 * Math.pow(x, p));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
