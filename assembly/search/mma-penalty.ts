// The edge penalties of Rivest's min/max approximation: w_i = -log(∂M_p/∂u_i) + constant
// for the children of one node (the derivation is in reference/search/mma-penalty.ts,
// which this mirrors operation for operation), in the steps that ./mma.ts composes with
// its node's value and least tip.
//
// The logarithm and the exponential are ./portable-math.ts's, the same to the bit as the
// reference's (IEEE 754 fixes +, -, *, / but not log or pow); small spans' are memoized
// (./mma-ratios.ts), which keeps the bits.

import { peek, pokeOf, Scratch } from "./scratch";
import { portableLog, portablePow } from "./portable-math";
import { meanLogOver, ratioLog, ratioPow, readyRow, rowOf, SPAN_LIMIT } from "./mma-ratios";
import { deadlinePassed, probeMask } from "./limits";

/**
 * The penalties' first steps (reference/search/mma-penalty.ts, logRatios), given the
 * children's highest and lowest values: log r_i into `out` at 2 (first + i) (every
 * other entry: ./mma.ts keeps a node's edge beside its least tip), and S = Σ r_i^p returned (-1
 * when `clocked` and the time ran out: a wide node reads the clock every probeMask + 1
 * children). From the memo (./mma-ratios.ts) when the span is small, its u_i and span
 * taken in integers (the same values as the reference's doubles: no conversion back).
 */
// @ts-ignore: decorator
@inline export function logRatios(values: Scratch, first: i32, n: i32, max: bool, hi: i32, lo: i32, p: f64,
  out: Scratch<f64>, clocked: bool): f64 {
  // The side to move's best and worst, as the reference's scan finds them (MIN's values negated).
  const best = max ? <f64>hi : -<f64>lo, worst = max ? <f64>lo : -<f64>hi;
  const span = best - worst + 1;
  const from = values.ptr, to = out.ptr;
  let sum: f64 = 0;
  if (span <= SPAN_LIMIT) {
    const memo = readyRow(p, hi - lo + 1);
    // u_i = x_i - worst + 1: v - lo + 1 at MAX, hi - v + 1 at MIN.
    const row = rowOf(hi - lo + 1), base = max ? 1 - lo : hi + 1, sign = max ? 1 : -1;
    if (clocked && n > probeMask) {
      for (let i = 0; i < n; i++) {
        if ((i & probeMask) == probeMask && deadlinePassed()) return -1;
        const u = base + sign * peek(from, first + i), at = row + u;
        pokeOf<f64>(to, 2 * (first + i), ratioLog(memo, at));
        sum += ratioPow(memo, at);
      }
      return sum;
    }
    // No clock inside so narrow a node: the values and edges by address, n >= 1.
    let value = from + (<usize>first << 2), edge = to + (<usize>first << 4);
    const end = value + (<usize>n << 2);
    do {
      const at = row + base + sign * load<i32>(value);
      store<f64>(edge, ratioLog(memo, at));
      sum += ratioPow(memo, at);
      value += 4;
      edge += 16;
    } while (value < end);
    return sum;
  }
  for (let i = 0; i < n; i++) {
    if (clocked && (i & probeMask) == probeMask && deadlinePassed()) return -1;
    const v = <f64>peek(from, first + i);
    const x = max ? v : -v;
    const r = (x - worst + 1) / span;
    pokeOf<f64>(to, 2 * (first + i), portableLog(r));
    sum += portablePow(r, p);
  }
  return sum;
}

/** log(S/n)/p: the logarithm of the mean of the r_i^p (memoized: ./mma-ratios.ts), over p. */
// @ts-ignore: decorator
@inline export function logMeanOf(sum: f64, n: i32, p: f64): f64 {
  return meanLogOver(sum / <f64>n, p);
}

/** The penalty of an edge: -log(∂M_p/∂u_i) + constant, from log n, p - 1, log r_i and log(S/n)/p. */
// @ts-ignore: decorator
@inline export function edgePenalty(logN: f64, pLess1: f64, logR: f64, logMean: f64, constant: f64): f64 {
  return logN - pLess1 * (logR - logMean) + constant;
}
