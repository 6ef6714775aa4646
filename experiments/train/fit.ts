// The fit: least squares with an L2 penalty, sum (x.w - y)^2 + lambda |w|^2 over the
// training split, where x is a position's 0/1 features (a weight per pattern
// configuration and phase, and a bias per phase), and, with `smooth`, a penalty
// smooth (w[p, j] - w[p + 1, j])^2 on each weight's step from one phase to the next (so a
// phase borrows what its neighbours' positions say of a configuration it rarely sees, as
// Buro's stages overlapped); solved by conjugate gradients on the normal equations
// (A'A + lambda I + smooth L) w = A'y from w = 0, L the phases' chain Laplacian. Deterministic: the same positions
// in the same order give the same weights bit for bit (every sum runs in a fixed order,
// no randomness, no threads).

import { FEATURES } from "./dataset.js";

/**
 * The positions a fit reads: each one's feature indices, FEATURES of them (Othello's
 * patterns, ./dataset.ts), or, with `starts`, position i's from starts[i] to starts[i + 1]
 * (a user's game, ../train-game/dataset.ts); and its label.
 */
export interface FitRows {
  indices: Int32Array;
  starts?: Int32Array;
  labels: Float64Array;
  count: number;
}

export interface FitOptions {
  /**
   * The L2 penalty per weight (in squared discs): a configuration seen k times keeps about
   * k / (k + lambda) of its fit.
   */
  lambda: number;
  /** Conjugate-gradient iterations. */
  iterations: number;
  /**
   * The penalty (in squared discs) on each weight's difference from the same weight of the
   * next phase, the weights laid out `phaseSize` a phase; 0 or absent: phases fitted apart.
   */
  smooth?: number;
}

export const FIT_DEFAULTS: FitOptions = { lambda: 10, iterations: 120, smooth: 0 };

/**
 * The weights (`size` of them, `phaseSize` a phase for `smooth`) that fit `split`;
 * `onIteration` hears each iteration's number.
 */
export function fitWeights(
  split: FitRows,
  size: number,
  options: FitOptions,
  onIteration?: (iteration: number) => void,
  phaseSize = size,
): Float64Array {
  const { labels, count } = split;
  const w = new Float64Array(size);
  const r = new Float64Array(size); // A'y - (A'A + lambda I) w
  multiplyTransposed(split, labels, r);
  const p = Float64Array.from(r);
  const q = new Float64Array(size);
  const ap = new Float64Array(count);
  let rr = dot(r, r);
  for (let it = 1; it <= options.iterations && rr > 0; it++) {
    onIteration?.(it);
    multiply(split, p, ap);
    q.fill(0);
    multiplyTransposed(split, ap, q);
    for (let j = 0; j < size; j++) q[j] += options.lambda * p[j];
    if (options.smooth) addSmoothing(p, q, options.smooth, phaseSize);
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

/** q += smooth L p: each adjacent pair of phases' weights j, k pulls (p_j - p_k) on j and its negative on k. */
function addSmoothing(p: Float64Array, q: Float64Array, smooth: number, phaseSize: number): void {
  for (let k = phaseSize; k < p.length; k++) {
    const d = smooth * (p[k] - p[k - phaseSize]);
    q[k] += d;
    q[k - phaseSize] -= d;
  }
}

/** Position i's first and past-the-last index into `rows.indices`. */
const from = (rows: FitRows, i: number) => (rows.starts ? rows.starts[i] : i * FEATURES);
const to = (rows: FitRows, i: number) => (rows.starts ? rows.starts[i + 1] : (i + 1) * FEATURES);

/** out[i] = x_i . v for each position i. */
function multiply(rows: FitRows, v: Float64Array, out: Float64Array): void {
  const { indices } = rows;
  for (let i = 0; i < rows.count; i++) {
    let s = 0;
    for (let k = from(rows, i), end = to(rows, i); k < end; k++) s += v[indices[k]];
    out[i] = s;
  }
}

/** out += sum over positions of x_i * v[i]. */
function multiplyTransposed(rows: FitRows, v: Float64Array, out: Float64Array): void {
  const { indices } = rows;
  for (let i = 0; i < rows.count; i++) {
    const x = v[i];
    for (let k = from(rows, i), end = to(rows, i); k < end; k++) out[indices[k]] += x;
  }
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let j = 0; j < a.length; j++) s += a[j] * b[j];
  return s;
}
