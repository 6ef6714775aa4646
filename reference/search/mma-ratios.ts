// A memo of log r and r^p for the ratios r = u / span of min/max approximation's edge
// penalties (./mma-penalty.ts). The values are integers, so u (a child's value shifted so
// the worst is 1) and span (the best so shifted) are integers with 1 <= u <= span, and
// among siblings the spans are small and recur (Connect-Four's static values span under
// 100): each pair's logarithm and power are computed once, by portableLog and
// portablePow, and read back after. The penalties keep their bits; only the arithmetic
// leaves the hot path. The core keeps the same memo (assembly/search/mma-ratios.ts); a
// memo changes no result, so the two need not share its shape.

import { portableLog, portablePow } from "./portable-math.js";

/** Spans up to this are memoized (a triangle of SPAN_LIMIT (SPAN_LIMIT + 1) / 2 pairs); larger ones are computed. */
export const SPAN_LIMIT = 256;
/** Child counts up to this have log n memoized. */
const COUNT_LIMIT = 64;

/** The pairs (u, span): log(u / span) and (u / span)^p at rowOf(span) + u; NaN marks a pair not computed yet. */
class RatioMemo {
  logs = new Float64Array(0);
  pows = new Float64Array(0);
  /** The p of `pows`: a new p empties the memo. */
  p = NaN;

  /** Makes the memo ready for p: made on first use, emptied for a new p. */
  ready(p: number): void {
    if (p === this.p) return;
    if (this.logs.length === 0) {
      this.logs = new Float64Array((SPAN_LIMIT * (SPAN_LIMIT + 1)) / 2);
      this.pows = new Float64Array(this.logs.length);
    }
    this.logs.fill(NaN);
    this.p = p;
  }

  /** Computes the pair at `at`: log(u / span) and (u / span)^p, as an edge without the memo would. */
  fill(at: number, u: number, span: number): void {
    const r = u / span;
    this.logs[at] = portableLog(r);
    this.pows[at] = portablePow(r, this.p);
  }
}

export const ratios = new RatioMemo();

/** Where the row of `span` (1..SPAN_LIMIT) starts, less one (u = 1 is its first entry). */
export function rowOf(span: number): number {
  return (span * (span - 1)) / 2 - 1;
}

const countLogs = new Float64Array(COUNT_LIMIT + 1).fill(NaN);

/** log n for a child count n >= 1, memoized up to COUNT_LIMIT. */
export function logCount(n: number): number {
  if (n > COUNT_LIMIT) return portableLog(n);
  let l = countLogs[n];
  if (l !== l) l = countLogs[n] = portableLog(n);
  return l;
}

/**
 * log q for the means q = S/n of the r_i^p (./mma-penalty.ts, logMeanOf): one logarithm
 * per node whose edges change, the last left on the hot path. The same children's values
 * give the same q, which recurs within a search (about half the nodes' in Connect-Four
 * searches of 5000 calls), so a direct-mapped table keeps the logarithms by q's bits.
 * Its entries hold for one search (newSearch): the speed a search shows is its own, not
 * that of the same search run before it (a benchmark repeats one).
 */
class MeanLogs {
  static readonly BITS = 13;
  keys = new Float64Array(0);
  logs = new Float64Array(0);
  /** The search each entry was made in (0: none). */
  made = new Int32Array(0);
  search = 1;
  private readonly bits = new Float64Array(1);
  private readonly words = new Int32Array(this.bits.buffer);

  newSearch(): void {
    // Never 0 (an entry never made) again; an entry of an earlier search read as this
    // one's is still right (q's logarithm), the table holding a pure function.
    this.search = this.search === 0x7fffffff ? 1 : this.search + 1;
  }

  /** portableLog(q), from the table when this search computed it already. */
  log(q: number): number {
    if (this.keys.length === 0) {
      this.keys = new Float64Array(1 << MeanLogs.BITS);
      this.logs = new Float64Array(1 << MeanLogs.BITS);
      this.made = new Int32Array(1 << MeanLogs.BITS);
    }
    this.bits[0] = q;
    const at = Math.imul(this.words[0] ^ this.words[1], 0x9e3779b1) >>> (32 - MeanLogs.BITS);
    if (this.made[at] === this.search && this.keys[at] === q) return this.logs[at];
    const l = portableLog(q);
    this.keys[at] = q;
    this.logs[at] = l;
    this.made[at] = this.search;
    return l;
  }
}

export const meanLogs = new MeanLogs();
