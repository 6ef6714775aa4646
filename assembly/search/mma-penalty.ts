// The edge penalties of Rivest's min/max approximation: w_i = -log(∂M_p/∂u_i) + constant
// for the children of one node (the derivation is in reference/search/mma-penalty.ts,
// which this mirrors operation for operation).
//
// Why the logarithm and the power come from the host: the two engines must agree to the
// bit (the tests hold them to the same tips, moves and counts), and IEEE 754 fixes +, -,
// *, / but not log or pow. AssemblyScript's Math is its own port of musl and may round
// differently from V8's; importing JavaScript's Math.log and Math.pow (bindings/load.ts)
// makes both engines call the very same functions, at the price of a host call per
// child per node updated (a few per tip expanded), far cheaper than the expansions.

// @ts-ignore: decorator
@external("env", "log")
declare function hostLog(x: f64): f64;
// @ts-ignore: decorator
@external("env", "pow")
declare function hostPow(x: f64, y: f64): f64;

import { Scratch } from "./scratch";

/**
 * Writes into `out[0..n)` the penalties of the edges to the children whose backed-up
 * values (MAX's point of view) are values[first..first+n), `max` the side to move.
 */
export function edgePenalties(values: Scratch, first: i32, n: i32, max: bool, p: f64, constant: f64, out: Scratch<f64>): void {
  let best = -Infinity, worst = Infinity;
  for (let i = 0; i < n; i++) {
    const v = <f64>values.get(first + i);
    const x = max ? v : -v;
    if (x > best) best = x;
    if (x < worst) worst = x;
  }
  const span = best - worst + 1;
  let sum: f64 = 0;
  for (let i = 0; i < n; i++) {
    const v = <f64>values.get(first + i);
    const x = max ? v : -v;
    sum += hostPow((x - worst + 1) / span, p);
  }
  const logMean = hostLog(sum / <f64>n) / p;
  const logN = hostLog(<f64>n);
  for (let i = 0; i < n; i++) {
    const v = <f64>values.get(first + i);
    const x = max ? v : -v;
    out.set(i, logN - (p - 1) * (hostLog((x - worst + 1) / span) - logMean) + constant);
  }
}
