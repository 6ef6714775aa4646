// The natural logarithm and exponential, written out in + - * / so that both engines
// compute them to the same bit (min/max approximation's penalties):
// assembly/search/portable-math.ts performs the same f64 operations in the same order.
// IEEE 754 rounds each of those alike everywhere; Math.log and Math.pow are not fixed to
// the bit, and calling the host's from the core cost a boundary crossing per call, most
// of the core's time in mma. Both are within one unit in the last place of V8's Math.log
// and Math.exp (test/portable-math.test.ts).
//
// log: x = 2^e · m with m in [√2/2, √2), f = m - 1, s = f / (2 + f), and
//   log(1 + f) = 2 atanh(s) = f - f²/2 + s (f²/2 + R),  R = Σ_k 2 s^(2k) / (2k + 1) (by Estrin),
// the series cut where its terms pass below 2^-56 (|s| <= 0.172). e · ln 2 is added in
// two parts (LN2_HI has trailing zero bits, so e · LN2_HI is exact).
// exp: x = k ln 2 + r with |r| <= ln2 / 2, exp(r) by its Taylor series in Horner form to
// 1/14! (the next term is below 2^-57), then times 2^k built from its bits (in two
// steps below 2^-1022).

const LN2_HI = 6.9314718036912381649e-1; // ln 2, its first 32 bits
const LN2_LO = 1.90821492927058770002e-10; // ln 2 - LN2_HI
const INV_LN2 = 1.442695040888963387;
const SQRT2 = 1.41421356237309514547;
const TWO54 = 18014398509481984; // 2^54

// The series' coefficients 2 / (2k + 1), k = 1..11, each one IEEE division.
const C1 = 2 / 3,
  C2 = 2 / 5,
  C3 = 2 / 7,
  C4 = 2 / 9,
  C5 = 2 / 11,
  C6 = 2 / 13;
const C7 = 2 / 15,
  C8 = 2 / 17,
  C9 = 2 / 19,
  C10 = 2 / 21,
  C11 = 2 / 23;

// exp's Horner steps multiply by 1/k, each one IEEE division (a division per step cost most of exp).
const R3 = 1 / 3,
  R4 = 1 / 4,
  R5 = 1 / 5,
  R6 = 1 / 6,
  R7 = 1 / 7,
  R8 = 1 / 8;
const R9 = 1 / 9,
  R10 = 1 / 10,
  R11 = 1 / 11,
  R12 = 1 / 12,
  R13 = 1 / 13,
  R14 = 1 / 14;

// A double's two 32-bit halves (which half is high follows the platform's byte order).
const bits = new Float64Array(1);
const words = new Int32Array(bits.buffer);
const HIGH = new Uint8Array(Float64Array.of(1).buffer)[7] === 0x3f ? 1 : 0;
const LOW = 1 - HIGH;

/** 2^k for an integer -1022 <= k <= 1023. */
function twoTo(k: number): number {
  words[HIGH] = (k + 1023) << 20;
  words[LOW] = 0;
  return bits[0];
}

/** The natural logarithm of x (x > 0; 0 gives -Infinity, +Infinity itself, anything else NaN). */
export function portableLog(x: number): number {
  if (!(x > 0)) return x === 0 ? -Infinity : NaN;
  if (x === Infinity) return x;
  let e = 0;
  if (x < 2.2250738585072014e-308) {
    // subnormal: scale into the normal range first
    x *= TWO54;
    e = -54;
  }
  bits[0] = x;
  const high = words[HIGH];
  e += ((high >>> 20) & 0x7ff) - 1023;
  words[HIGH] = (high & 0x000fffff) | 0x3ff00000; // the mantissa m in [1, 2)
  let m = bits[0];
  if (m > SQRT2) {
    m *= 0.5;
    e += 1;
  }
  const f = m - 1;
  const s = f / (2 + f);
  const z = s * s;
  // The series by Estrin's scheme, not Horner's: four steps deep instead of eleven (the
  // logarithm's latency is what min/max approximation's updates wait for).
  const z2 = z * z,
    z4 = z2 * z2,
    z8 = z4 * z4;
  const R =
    z * (C1 + C2 * z + (C3 + C4 * z) * z2 + (C5 + C6 * z + (C7 + C8 * z) * z2) * z4 + (C9 + C10 * z + C11 * z2) * z8);
  const hfsq = 0.5 * f * f;
  return e * LN2_HI - (hfsq - (s * (hfsq + R) + e * LN2_LO) - f);
}

/** e^x (underflows to 0 below about -745, overflows to +Infinity above about 709.8). */
export function portableExp(x: number): number {
  if (x !== x) return x;
  if (x > 709.782712893384) return Infinity;
  if (x < -745.1332191019412) return 0;
  const k = Math.floor(x * INV_LN2 + 0.5);
  const r = x - k * LN2_HI - k * LN2_LO;
  let t = 1 + r * R14;
  t = 1 + r * t * R13;
  t = 1 + r * t * R12;
  t = 1 + r * t * R11;
  t = 1 + r * t * R10;
  t = 1 + r * t * R9;
  t = 1 + r * t * R8;
  t = 1 + r * t * R7;
  t = 1 + r * t * R6;
  t = 1 + r * t * R5;
  t = 1 + r * t * R4;
  t = 1 + r * t * R3;
  t = 1 + r * t * 0.5;
  t = 1 + r * t;
  if (k < -1021) return t * twoTo(k + 1000) * twoTo(-1000);
  if (k > 1023) return t * 2 * twoTo(k - 1);
  return t * twoTo(k);
}

/**
 * x^p for x > 0: by binary powering when p is an integer of at most 64 in size (only
 * multiplications: the default p = 10 takes four), else exp(p log x).
 */
export function portablePow(x: number, p: number): number {
  if (p !== Math.floor(p) || p > 64 || p < -64) return portableExp(p * portableLog(x));
  let n = p < 0 ? -p : p,
    base = x,
    power = 1;
  while (n > 0) {
    if (n & 1) power *= base;
    base *= base;
    n >>= 1;
  }
  return p < 0 ? 1 / power : power;
}
