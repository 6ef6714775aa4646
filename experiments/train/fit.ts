// The fit: least squares with an L2 penalty, sum (x.w - y)^2 + lambda |w|^2 over the
// training split, where x is a position's 0/1 features (a weight per pattern
// configuration and phase, and a bias per phase), solved by conjugate gradients on the
// normal equations (A'A + lambda I) w = A'y from w = 0. Deterministic: the same positions
// in the same order give the same weights bit for bit (every sum runs in a fixed order,
// no randomness, no threads).

import type { Split } from "./dataset.js";
import { FEATURES } from "./dataset.js";

export interface FitOptions {
  /**
   * The L2 penalty per weight (in squared discs): a configuration seen k times keeps about
   * k / (k + lambda) of its fit.
   */
  lambda: number;
  /** Conjugate-gradient iterations. */
  iterations: number;
}

export const FIT_DEFAULTS: FitOptions = { lambda: 10, iterations: 120 };

/** The weights (`size` of them) that fit `split`; `onIteration` hears each iteration's number. */
export function fitWeights(
  split: Split,
  size: number,
  options: FitOptions,
  onIteration?: (iteration: number) => void,
): Float64Array {
  const { indices, labels, count } = split;
  const w = new Float64Array(size);
  const r = new Float64Array(size); // A'y - (A'A + lambda I) w
  multiplyTransposed(indices, labels, count, r);
  const p = Float64Array.from(r);
  const q = new Float64Array(size);
  const ap = new Float64Array(count);
  let rr = dot(r, r);
  for (let it = 1; it <= options.iterations && rr > 0; it++) {
    onIteration?.(it);
    multiply(indices, p, count, ap);
    q.fill(0);
    multiplyTransposed(indices, ap, count, q);
    for (let j = 0; j < size; j++) q[j] += options.lambda * p[j];
    const pq = dot(p, q);
    if (!(pq > 0)) break; // converged to rounding: p is 0
    const alpha = rr / pq;
    for (let j = 0; j < size; j++) {
      w[j] += alpha * p[j];
      r[j] -= alpha * q[j];
    }
    const next = dot(r, r);
    const beta = next / rr;
    rr = next;
    for (let j = 0; j < size; j++) p[j] = r[j] + beta * p[j];
  }
  return w;
}

/** out[i] = x_i . v for each position i. */
function multiply(indices: Int32Array, v: Float64Array, count: number, out: Float64Array): void {
  for (let i = 0, k = 0; i < count; i++) {
    let s = 0;
    for (let f = 0; f < FEATURES; f++) s += v[indices[k++]];
    out[i] = s;
  }
}

/** out += sum over positions of x_i * v[i]. */
function multiplyTransposed(indices: Int32Array, v: Float64Array, count: number, out: Float64Array): void {
  for (let i = 0, k = 0; i < count; i++) {
    const x = v[i];
    for (let f = 0; f < FEATURES; f++) out[indices[k++]] += x;
  }
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let j = 0; j < a.length; j++) s += a[j] * b[j];
  return s;
}
