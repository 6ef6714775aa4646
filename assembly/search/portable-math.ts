// The natural logarithm and exponential, written out in + - * / so that both engines
// compute them to the same bit: the same f64 operations in the same order as
// reference/search/portable-math.ts, which derives them. AssemblyScript's Math is its own
// port of musl and the host's Math.log is a boundary crossing per call.

const LN2_HI: f64 = 6.93147180369123816490e-01; // ln 2, its first 32 bits
const LN2_LO: f64 = 1.90821492927058770002e-10; // ln 2 - LN2_HI
const INV_LN2: f64 = 1.44269504088896338700e+00;
const SQRT2: f64 = 1.41421356237309514547e+00;
const TWO54: f64 = 18014398509481984.0; // 2^54
const SMALLEST_NORMAL: f64 = 2.2250738585072014e-308;

// The series' coefficients 2 / (2k + 1), k = 1..11, each one IEEE division.
const C1: f64 = 2.0 / 3.0, C2: f64 = 2.0 / 5.0, C3: f64 = 2.0 / 7.0, C4: f64 = 2.0 / 9.0;
const C5: f64 = 2.0 / 11.0, C6: f64 = 2.0 / 13.0, C7: f64 = 2.0 / 15.0, C8: f64 = 2.0 / 17.0;
const C9: f64 = 2.0 / 19.0, C10: f64 = 2.0 / 21.0, C11: f64 = 2.0 / 23.0;

// exp's Horner steps multiply by 1/k, each one IEEE division (a division per step cost most of exp).
const R3: f64 = 1.0 / 3.0, R4: f64 = 1.0 / 4.0, R5: f64 = 1.0 / 5.0, R6: f64 = 1.0 / 6.0;
const R7: f64 = 1.0 / 7.0, R8: f64 = 1.0 / 8.0, R9: f64 = 1.0 / 9.0, R10: f64 = 1.0 / 10.0;
const R11: f64 = 1.0 / 11.0, R12: f64 = 1.0 / 12.0, R13: f64 = 1.0 / 13.0, R14: f64 = 1.0 / 14.0;

/** 2^k for an integer -1022 <= k <= 1023. */
// @ts-ignore: decorator
@inline function twoTo(k: i32): f64 {
  return reinterpret<f64>(<u64>(k + 1023) << 52);
}

/** The natural logarithm of x (x > 0; 0 gives -Infinity, +Infinity itself, anything else NaN). */
export function portableLog(x: f64): f64 {
  if (!(x > 0)) return x == 0 ? -Infinity : NaN;
  if (x == Infinity) return x;
  let e: i32 = 0;
  if (x < SMALLEST_NORMAL) { // subnormal: scale into the normal range first
    x *= TWO54;
    e = -54;
  }
  const word = reinterpret<u64>(x);
  e += <i32>((word >>> 52) & 0x7ff) - 1023;
  const whole = reinterpret<f64>((word & 0x000fffffffffffff) | 0x3ff0000000000000); // the mantissa in [1, 2)
  // Above sqrt 2, halved (exact) into [sqrt 2 / 2, 1): selects, not a branch the ratios would mispredict.
  const halve = whole > SQRT2;
  const m = select<f64>(whole * 0.5, whole, halve);
  e += <i32>halve;
  const f = m - 1;
  const s = f / (2 + f);
  const z = s * s;
  // The series by Estrin's scheme, not Horner's: four steps deep instead of eleven (the
  // logarithm's latency is what min/max approximation's updates wait for).
  const z2 = z * z, z4 = z2 * z2, z8 = z4 * z4;
  const R = z * (((C1 + C2 * z) + (C3 + C4 * z) * z2) + ((C5 + C6 * z) + (C7 + C8 * z) * z2) * z4
    + ((C9 + C10 * z) + C11 * z2) * z8);
  const hfsq = 0.5 * f * f;
  const k = <f64>e;
  return k * LN2_HI - ((hfsq - (s * (hfsq + R) + k * LN2_LO)) - f);
}

/** e^x (underflows to 0 below about -745, overflows to +Infinity above about 709.8). */
export function portableExp(x: f64): f64 {
  if (x != x) return x;
  if (x > 709.782712893384) return Infinity;
  if (x < -745.1332191019412) return 0;
  const k = Math.floor(x * INV_LN2 + 0.5);
  const r = (x - k * LN2_HI) - k * LN2_LO;
  let t = 1 + r * R14;
  t = 1 + r * t * R13; t = 1 + r * t * R12; t = 1 + r * t * R11; t = 1 + r * t * R10;
  t = 1 + r * t * R9; t = 1 + r * t * R8; t = 1 + r * t * R7; t = 1 + r * t * R6;
  t = 1 + r * t * R5; t = 1 + r * t * R4; t = 1 + r * t * R3; t = 1 + r * t * 0.5;
  t = 1 + r * t;
  const n = <i32>k;
  if (n < -1021) return t * twoTo(n + 1000) * twoTo(-1000);
  if (n > 1023) return t * 2 * twoTo(n - 1);
  return t * twoTo(n);
}

/** x^p for x > 0: binary powering for an integer |p| <= 64, else exp(p log x) (as the reference's). */
export function portablePow(x: f64, p: f64): f64 {
  if (p != Math.floor(p) || p > 64 || p < -64) return portableExp(p * portableLog(x));
  let n = <i32>(p < 0 ? -p : p);
  let base = x, power: f64 = 1;
  while (n > 0) {
    if (n & 1) power *= base;
    base *= base;
    n >>= 1;
  }
  return p < 0 ? 1 / power : power;
}
