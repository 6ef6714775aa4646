// A memo of log r and r^p for the ratios r = u / span of min/max approximation's edge
// penalties (./mma-penalty.ts): u and span are integers, 1 <= u <= span, and small spans
// recur among siblings. Each pair is computed once by portableLog and portablePow and read
// back after, so the penalties keep their bits (reference/search/mma-ratios.ts explains
// it; a memo changes no result, so the engines need not share its shape).

import { Scratch } from "./scratch";
import { portableLog, portablePow } from "./portable-math";

/** Spans up to this are memoized (a triangle of SPAN_LIMIT (SPAN_LIMIT + 1) / 2 pairs); larger ones are computed. */
export const SPAN_LIMIT: f64 = 256;
const PAIRS: i32 = 256 * 257 / 2;
/** Child counts up to this have log n memoized. */
const COUNT_LIMIT: i32 = 64;

// The pairs: log(u / span) and (u / span)^p at rowOf(span) + u. A NaN (all bits set)
// marks a pair not computed yet; made on first use (one entry each until then).
const logs = new Scratch<f64>(1);
const pows = new Scratch<f64>(1);
/** The p of `pows`: a new p empties the memo. */
let powsOf: f64 = NaN;

/** Makes the memo ready for p: made on first use, emptied for a new p. */
export function readyRatios(p: f64): void {
  if (p == powsOf) return;
  logs.ensure(PAIRS);
  pows.ensure(PAIRS);
  memory.fill(logs.ptr, 0xff, <usize>PAIRS << 3);
  powsOf = p;
}

/** Where the row of `span` (1..SPAN_LIMIT) starts, less one (u = 1 is its first entry). */
// @ts-ignore: decorator
@inline export function rowOf(span: i32): i32 {
  return (span * (span - 1) >> 1) - 1;
}

/** The memo's logarithm of the pair at `at` (rowOf(span) + u), computed with its power on first use. */
// @ts-ignore: decorator
@inline export function ratioLog(at: i32, u: f64, span: f64): f64 {
  const l = logs.get(at);
  return l == l ? l : fillRatio(at, u, span);
}

/** Computes the pair at `at`: log(u / span) and (u / span)^p, as an edge without the memo would. */
function fillRatio(at: i32, u: f64, span: f64): f64 {
  const r = u / span;
  const l = portableLog(r);
  logs.set(at, l);
  pows.set(at, portablePow(r, powsOf));
  return l;
}

/** The memo's power of the pair at `at` (after ratioLog). */
// @ts-ignore: decorator
@inline export function ratioPow(at: i32): f64 {
  return pows.get(at);
}

const countLogs = new StaticArray<f64>(COUNT_LIMIT + 1);
let countsMade = false;

/** log n for a child count n >= 1, memoized up to COUNT_LIMIT. */
export function logCount(n: i32): f64 {
  if (n > COUNT_LIMIT) return portableLog(<f64>n);
  if (!countsMade) {
    for (let k = 1; k <= COUNT_LIMIT; k++) unchecked(countLogs[k] = portableLog(<f64>k));
    countsMade = true;
  }
  return unchecked(countLogs[n]);
}
