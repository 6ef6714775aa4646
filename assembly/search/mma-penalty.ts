// The edge penalties of Rivest's min/max approximation: w_i = -log(∂M_p/∂u_i) + constant
// for the children of one node (the derivation is in reference/search/mma-penalty.ts,
// which this mirrors operation for operation).
//
// The logarithm and the exponential are ./portable-math.ts's, the same to the bit as the
// reference's (IEEE 754 fixes +, -, *, / but not log or pow).

import { Scratch } from "./scratch";
import { portableLog, portablePow } from "./portable-math";

/**
 * Per node, what the penalty of the edge into it is made of (log r and r^p), and, of it as
 * a parent, the worst value and the span its children's terms were computed with (see
 * the reference's PenaltyTerms).
 */
const logR = new Scratch<f64>(1 << 12);
const powR = new Scratch<f64>(1 << 12);
const worstOf = new Scratch<f64>(1 << 12);
const spanOf = new Scratch<f64>(1 << 12);

/** Room for `size` nodes' terms. */
export function fitPenaltyTerms(size: i32): void {
  logR.ensure(size);
  powR.ensure(size);
  worstOf.ensure(size);
  spanOf.ensure(size);
}

/**
 * Writes into `out[first..first+n)` the penalties of the edges from `parent` to its
 * children, whose backed-up values (MAX's point of view) are values[first..first+n),
 * `max` the side to move. A child's terms are computed again only when `changed` is -1,
 * or that child's offset, or when the worst or the span moved.
 */
export function edgePenalties(values: Scratch, first: i32, n: i32, max: bool, p: f64, constant: f64, out: Scratch<f64>,
  parent: i32, changed: i32): void {
  let best = -Infinity, worst = Infinity;
  for (let i = 0; i < n; i++) {
    const v = <f64>values.get(first + i);
    const x = max ? v : -v;
    if (x > best) best = x;
    if (x < worst) worst = x;
  }
  const span = best - worst + 1;
  const all = changed < 0 || worstOf.get(parent) != worst || spanOf.get(parent) != span;
  worstOf.set(parent, worst);
  spanOf.set(parent, span);
  let sum: f64 = 0;
  for (let i = 0; i < n; i++) {
    if (all || i == changed) {
      const v = <f64>values.get(first + i);
      const x = max ? v : -v;
      const r = (x - worst + 1) / span;
      logR.set(first + i, portableLog(r));
      powR.set(first + i, portablePow(r, p));
    }
    sum += powR.get(first + i);
  }
  const logMean = portableLog(sum / <f64>n) / p;
  const logN = portableLog(<f64>n);
  for (let i = 0; i < n; i++) out.set(first + i, logN - (p - 1) * (logR.get(first + i) - logMean) + constant);
}
