// A memo of log r and r^p for the ratios r = u / span of min/max approximation's edge
// penalties (./mma-penalty.ts): u and span are integers, 1 <= u <= span, and small spans
// recur among siblings. Each pair is computed once by portableLog and portablePow and read
// back after, so the penalties keep their bits (reference/search/mma-ratios.ts explains
// it; a memo changes no result, so the engines need not share its shape).

import { peekOf, pokeOf, Scratch } from "./scratch";
import { portableLog, portablePow } from "./portable-math";

/** Spans up to this are memoized (a triangle of SPAN_LIMIT (SPAN_LIMIT + 1) / 2 pairs); larger ones are computed. */
const SPAN_MOST: i32 = 256;
export const SPAN_LIMIT: f64 = <f64>SPAN_MOST;
const PAIRS: i32 = SPAN_MOST * (SPAN_MOST + 1) / 2;
/** Child counts up to this have log n memoized. */
const COUNT_LIMIT: i32 = 64;

// The pairs: log(u / span) and (u / span)^p side by side (one cache line for both) at
// 2 (rowOf(span) + u). A row is made whole on its span's first use (at most SPAN_MOST
// logarithms and powers, once per p), so a read needs no test of its entry.
const pairs = new Scratch<f64>(1);
/** Per span: whether its row is made for the current p. */
const rowMade = new StaticArray<bool>(SPAN_MOST + 1);
/** The p of the powers: a new p empties the memo. */
let powsOf: f64 = NaN;

/**
 * Makes the row of `span` (1..SPAN_LIMIT) ready for p (the memo made on first use,
 * emptied for a new p); returns the memo's address. Inlined: a test and a load when the
 * row is made, as it nearly always is.
 */
// @ts-ignore: decorator
@inline export function readyRow(p: f64, span: i32): usize {
  return p == powsOf && unchecked(rowMade[span]) ? pairs.ptr : makeRow(p, span);
}

function makeRow(p: f64, span: i32): usize {
  if (p != powsOf) {
    pairs.ensure(2 * PAIRS);
    memory.fill(changetype<usize>(rowMade), 0, SPAN_MOST + 1);
    powsOf = p;
  }
  const memo = pairs.ptr;
  if (!unchecked(rowMade[span])) {
    const row = rowOf(span), whole = <f64>span;
    for (let u = 1; u <= span; u++) {
      const r = <f64>u / whole;
      pokeOf<f64>(memo, 2 * (row + u), portableLog(r));
      pokeOf<f64>(memo, 2 * (row + u) + 1, portablePow(r, p));
    }
    unchecked(rowMade[span] = true);
  }
  return memo;
}

/** Where the row of `span` (1..SPAN_LIMIT) starts, less one (u = 1 is its first entry). */
// @ts-ignore: decorator
@inline export function rowOf(span: i32): i32 {
  return (span * (span - 1) >> 1) - 1;
}

/** The logarithm of the pair at `at` (rowOf(span) + u) of the memo at `memo` (readyRow). */
// @ts-ignore: decorator
@inline export function ratioLog(memo: usize, at: i32): f64 {
  return peekOf<f64>(memo, 2 * at);
}

/** The power of the pair at `at` of the memo at `memo` (readyRow). */
// @ts-ignore: decorator
@inline export function ratioPow(memo: usize, at: i32): f64 {
  return peekOf<f64>(memo, 2 * at + 1);
}

const countLogs = new StaticArray<f64>(COUNT_LIMIT + 1);

/** log n for a child count n >= 1, memoized up to COUNT_LIMIT (made by newMeanSearch, before any search needs one). */
// @ts-ignore: decorator
@inline export function logCount(n: i32): f64 {
  return n <= COUNT_LIMIT ? unchecked(countLogs[n]) : portableLog(<f64>n);
}

// log(q)/p for the means q = S/n of the r_i^p (./mma-penalty.ts, logMeanOf), kept by q's
// bits in a direct-mapped table for one search (reference/search/mma-ratios.ts says why):
// q and log(q)/p side by side (one cache line), the search that made the entry apart. p
// is one search's, so an entry of this search holds this p's quotient.
const MEAN_BITS: i32 = 13;
const means = new Scratch<f64>(1);
/** The search each entry was made in (0: none). */
const meanMade = new Scratch<i32>(1);
let meanSearch: i32 = 0;

/** Starts a search: the means' entries of earlier searches no longer count. */
export function newMeanSearch(): void {
  if (meanSearch == 0) {
    for (let k = 1; k <= COUNT_LIMIT; k++) unchecked(countLogs[k] = portableLog(<f64>k));
    means.ensure(2 << MEAN_BITS);
    meanMade.ensure(1 << MEAN_BITS);
    memory.fill(meanMade.ptr, 0, <usize>4 << MEAN_BITS);
  }
  // Never 0 (an entry never made) again. An entry of an earlier search is never read as
  // this one's: its p may differ.
  if (meanSearch == i32.MAX_VALUE) {
    memory.fill(meanMade.ptr, 0, <usize>4 << MEAN_BITS);
    meanSearch = 0;
  }
  meanSearch++;
}

/**
 * portableLog(q) / p, from the table when this search computed it already (after newMeanSearch). Inlined: the hit is a
 * hash and two loads.
 */
// @ts-ignore: decorator
@inline export function meanLogOver(q: f64, p: f64): f64 {
  const bits = reinterpret<u64>(q);
  const at = <i32>(<u32>((<u32>bits ^ <u32>(bits >>> 32)) * 0x9e3779b1) >>> (32 - MEAN_BITS));
  const entry = means.ptr + (<usize>at << 4);
  return meanMade.get(at) == meanSearch && load<f64>(entry) == q ? load<f64>(entry, 8) : makeMean(q, p, at);
}

function makeMean(q: f64, p: f64, at: i32): f64 {
  const entry = means.ptr + (<usize>at << 4);
  const l = portableLog(q) / p;
  store<f64>(entry, q);
  store<f64>(entry, l, 8);
  meanMade.set(at, meanSearch);
  return l;
}
