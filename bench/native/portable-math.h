/* The portable logarithm both engines share (reference/search/portable-math.ts derives
 * it), in C with the same double operations in the same order, so that the C UCT's
 * choices equal the core's to the bit. Built with -ffp-contract=off (build-native.mjs):
 * a fused multiply-add would round differently. */
#ifndef PORTABLE_MATH_H
#define PORTABLE_MATH_H
#include <stdint.h>
#include <string.h>
#include <math.h>

static double portable_log(double x) {
  static const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10;
  static const double SQRT2 = 1.41421356237309514547e+00, TWO54 = 18014398509481984.0;
  const double C1 = 2.0 / 3.0, C2 = 2.0 / 5.0, C3 = 2.0 / 7.0, C4 = 2.0 / 9.0, C5 = 2.0 / 11.0, C6 = 2.0 / 13.0;
  const double C7 = 2.0 / 15.0, C8 = 2.0 / 17.0, C9 = 2.0 / 19.0, C10 = 2.0 / 21.0, C11 = 2.0 / 23.0;
  if (!(x > 0)) return x == 0 ? -INFINITY : NAN;
  if (x == INFINITY) return x;
  int e = 0;
  if (x < 2.2250738585072014e-308) { x *= TWO54; e = -54; }
  uint64_t word;
  memcpy(&word, &x, sizeof word);
  e += (int)((word >> 52) & 0x7ff) - 1023;
  word = (word & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL;
  double m;
  memcpy(&m, &word, sizeof m);
  if (m > SQRT2) { m *= 0.5; e += 1; }
  const double f = m - 1, s = f / (2 + f), z = s * s;
  const double R = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * (C6 + z * (C7 + z * (C8 + z * (C9 + z * (C10 + z * C11))))))))));
  const double hfsq = 0.5 * f * f, k = (double)e;
  return k * LN2_HI - ((hfsq - (s * (hfsq + R) + k * LN2_LO)) - f);
}

#endif
