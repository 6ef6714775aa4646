// The Wilson score interval of a proportion (Wilson 1927): unlike the normal
// approximation it stays inside 0..100% and is honest near them, where the best searches'
// percent optimal lies.

import type { Interval } from "./types.js";

/** The 95% two-sided normal quantile. */
export const Z95 = 1.959963984540054;

/** The interval, in percent, of `successes` out of `n` (0..100 when n is 0: nothing is known). */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return { low: 0, high: 100 };
  const p = successes / n,
    z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: 100 * Math.max(0, centre - half), high: 100 * Math.min(1, centre + half) };
}
