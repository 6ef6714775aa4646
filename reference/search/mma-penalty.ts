// The arithmetic of Rivest's min/max approximation (1987; docs/searches.md, "Min/max
// approximation"): the generalized p-mean M_p(a) = ((1/n) Σ a_i^p)^(1/p), its partial
// derivatives ∂M_p/∂a_i = (1/n)(a_i/M_p)^(p-1), and the edge penalties
// w_i = -log(∂M_p/∂a_i) + constant of the children of one node.
//
// Bitwise agreement with the core: assembly/search/mma-penalty.ts performs the same f64
// operations in the same order, with the same logarithm and exponential
// (./portable-math.ts), so both engines compute the same penalties to the bit.

import { portableLog, portablePow } from "./portable-math.js";
import { logCount, meanLogs, ratios, rowOf, SPAN_LIMIT } from "./mma-ratios.js";
import { probeMask } from "./limits.js";

/** M_p(a): the generalized p-mean of positive values (p != 0). */
export function generalizedMean(a: ArrayLike<number>, p: number): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.pow(a[i], p);
  return Math.pow(sum / a.length, 1 / p);
}

/** ∂M_p(a)/∂a_i = (1/n)(a_i / M_p(a))^(p-1). */
export function meanDerivative(a: ArrayLike<number>, p: number, i: number): number {
  return Math.pow(a[i] / generalizedMean(a, p), p - 1) / a.length;
}

/**
 * The penalties of the edges from a node to its children, written into `out` (indices
 * first..first+n-1, as the values), given the children's backed-up values (MAX's
 * point of view) and the side to move. The values are taken from the side to move's point
 * of view (negated at MIN), shifted so the worst is 1 (u_i = x_i - worst + 1 > 0), and
 * divided by the best: r_i = u_i / best, all in (0, 1], so r_i^p neither overflows nor
 * loses the best child. Then with S = Σ r_j^p,
 *   log(∂M_p/∂u_i) = -log n + (p-1)(log r_i - log(S/n)/p)
 * (the scale cancels out of the ratio u_i / M_p), and the penalty is its negation plus
 * the constant. For p >= 1 every penalty is >= 0; a single child costs exactly the constant.
 * Each child costs one logarithm and one power (./portable-math.ts), read from a memo
 * when the span is small (./mma-ratios.ts: the same bits). With `late` (the
 * search's time budget), a wide node asks it every probeMask + 1 children and gives up
 * (false, `out` part written) once it says the time is spent.
 */
export function edgePenalties(
  values: Int32Array,
  first: number,
  n: number,
  max: boolean,
  p: number,
  constant: number,
  out: Float64Array,
  late?: () => boolean,
): boolean {
  let best = -Infinity,
    worst = Infinity;
  for (let i = 0; i < n; i++) {
    const x = max ? values[first + i] : -values[first + i];
    if (x > best) best = x;
    if (x < worst) worst = x;
  }
  return penaltiesFrom(values, first, n, max, best, worst, p, constant, out, late);
}

/**
 * edgePenalties given the side to move's best and worst child values (the search, ./mma.ts,
 * finds them with its node's value in one scan).
 */
export function penaltiesFrom(
  values: Int32Array,
  first: number,
  n: number,
  max: boolean,
  best: number,
  worst: number,
  p: number,
  constant: number,
  out: Float64Array,
  late?: () => boolean,
): boolean {
  const sum = logRatios(values, first, n, max, worst, best - worst + 1, p, out, late);
  if (sum < 0) return false;
  const logMean = logMeanOf(sum, n, p),
    logN = logCount(n);
  for (let i = 0; i < n; i++) out[first + i] = edgePenalty(logN, p, out[first + i], logMean, constant);
  return true;
}

/**
 * The first steps of edgePenalties, given the side to move's worst value and the span
 * (best - worst + 1): log r_i into `out`, and S = Σ r_i^p returned (-1 when `late` said
 * the time is spent). From the memo (./mma-ratios.ts) when the span is small.
 */
function logRatios(
  values: Int32Array,
  first: number,
  n: number,
  max: boolean,
  worst: number,
  span: number,
  p: number,
  out: Float64Array,
  late?: () => boolean,
): number {
  const memo = span <= SPAN_LIMIT;
  if (memo) ratios.ready(p);
  const logs = ratios.logs,
    pows = ratios.pows,
    row = memo ? rowOf(span) : 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    if (late && (i & probeMask) === probeMask && late()) return -1;
    const x = max ? values[first + i] : -values[first + i];
    const u = x - worst + 1;
    if (memo) {
      const at = row + u;
      if (logs[at] !== logs[at]) ratios.fill(at, u, span);
      out[first + i] = logs[at];
      sum += pows[at];
    } else {
      const r = u / span;
      out[first + i] = portableLog(r);
      sum += portablePow(r, p);
    }
  }
  return sum;
}

/** log(S/n)/p: the logarithm of the mean of the r_i^p (memoized: ./mma-ratios.ts), over p. */
function logMeanOf(sum: number, n: number, p: number): number {
  return meanLogs.log(sum / n) / p;
}

/** The penalty of an edge: -log(∂M_p/∂u_i) + constant, from log n, log r_i and log(S/n)/p. */
function edgePenalty(logN: number, p: number, logR: number, logMean: number, constant: number): number {
  return logN - (p - 1) * (logR - logMean) + constant;
}
