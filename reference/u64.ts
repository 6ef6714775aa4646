// Unsigned 64-bit arithmetic on pairs of 32-bit halves, for the reference engine's hot
// paths (no BigInt: it allocates and is slow). Each function leaves its result in the
// `out` register, so no call allocates; read `out.hi` / `out.lo` at once.

/** The result register: the high and low 32 bits, each as an unsigned number. */
export const out = { hi: 0, lo: 0 };

/** out = a * b mod 2^64. */
export function mul64(ahi: number, alo: number, bhi: number, blo: number): void {
  // The full 64-bit product of the low halves, from 16-bit pieces (each product < 2^32).
  const a0 = alo & 0xffff,
    a1 = alo >>> 16,
    b0 = blo & 0xffff,
    b1 = blo >>> 16;
  const p00 = a0 * b0,
    p01 = a0 * b1,
    p10 = a1 * b0;
  const mid = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  const carry = a1 * b1 + (p01 >>> 16) + (p10 >>> 16) + (mid >>> 16);
  out.lo = (((mid & 0xffff) << 16) | (p00 & 0xffff)) >>> 0;
  // The cross terms only reach the high half, where wrapping is what we want.
  out.hi = (carry + Math.imul(alo, bhi) + Math.imul(ahi, blo)) >>> 0;
}

/** out = a + b mod 2^64. */
export function add64(ahi: number, alo: number, bhi: number, blo: number): void {
  const lo = alo + blo;
  out.lo = lo >>> 0;
  out.hi = (ahi + bhi + (lo > 0xffffffff ? 1 : 0)) >>> 0;
}

/** out = a * m + c mod 2^64, for a small multiplier m <= 2^16 and addend c < 2^32. */
export function mulSmallAdd64(ahi: number, alo: number, m: number, c: number): void {
  const lo = alo * m + c; // < 2^49: exact in a double
  const carry = Math.floor(lo / 4294967296);
  out.lo = lo >>> 0;
  out.hi = (Math.imul(ahi, m) + carry) >>> 0;
}

/** a mod m for a 64-bit a and a modulus m <= 2^16 (exact in doubles). */
export function modSmall(hi: number, lo: number, m: number): number {
  return ((hi % m) * (4294967296 % m) + (lo % m)) % m;
}

/** The decimal digits of an unsigned 64-bit value (for output, not hot paths). */
export function u64ToString(hi: number, lo: number): string {
  return ((BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0)).toString();
}
