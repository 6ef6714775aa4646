// The edge penalties of Rivest's min/max approximation: w_i = -log(∂M_p/∂u_i) + constant
// for the children of one node (the derivation is in reference/search/mma-penalty.ts,
// which this mirrors operation for operation).
//
// The logarithm and the exponential are ./portable-math.ts's, the same to the bit as the
// reference's (IEEE 754 fixes +, -, *, / but not log or pow); small spans' are memoized
// (./mma-ratios.ts), which keeps the bits.

import { Scratch } from "./scratch";
import { portableLog, portablePow } from "./portable-math";
import { logCount, ratioLog, ratioPow, readyRatios, rowOf, SPAN_LIMIT } from "./mma-ratios";
import { deadlinePassed, PROBE_MASK } from "./limits";

/**
 * Writes into `out[first..first+n)` the penalties of the edges to the children whose
 * backed-up values (MAX's point of view) are values[first..first+n), `max` the side to move.
 * With `clocked`, a wide node reads the clock every PROBE_MASK + 1 children and gives up
 * (false, `out` part written) once the time budget is spent.
 */
export function edgePenalties(values: Scratch, first: i32, n: i32, max: bool, p: f64, constant: f64, out: Scratch<f64>,
  clocked: bool = false): bool {
  let best = -Infinity, worst = Infinity;
  for (let i = 0; i < n; i++) {
    const v = <f64>values.get(first + i);
    const x = max ? v : -v;
    if (x > best) best = x;
    if (x < worst) worst = x;
  }
  const span = best - worst + 1;
  // log r_i (kept in `out`) and S = Σ r_i^p; from the memo (./mma-ratios.ts) when the span is small.
  const memo = span <= SPAN_LIMIT;
  if (memo) readyRatios(p);
  const row = memo ? rowOf(<i32>span) : 0;
  let sum: f64 = 0;
  for (let i = 0; i < n; i++) {
    if (clocked && (i & PROBE_MASK) == PROBE_MASK && deadlinePassed()) return false;
    const v = <f64>values.get(first + i);
    const x = max ? v : -v;
    const u = x - worst + 1;
    if (memo) {
      const at = row + <i32>u;
      out.set(first + i, ratioLog(at, u, span));
      sum += ratioPow(at);
    }
    else {
      const r = u / span;
      out.set(first + i, portableLog(r));
      sum += portablePow(r, p);
    }
  }
  const logMean = portableLog(sum / <f64>n) / p;
  const logN = logCount(n);
  for (let i = 0; i < n; i++) out.set(first + i, logN - (p - 1) * (out.get(first + i) - logMean) + constant);
  return true;
}
