// The random stream of the synthetic game, in 32-bit halves: SplitMix64 as a
// counter-based stream, r(k) = mix64(seed + k * golden) (docs/random-game-tree.md).
// Results land in the `out` register of ./u64.ts.

import { out, mul64, add64 } from "./u64.js";

/** out = mix64(z), SplitMix64's finaliser. */
export function mix64(hi: number, lo: number): void {
  lo = (lo ^ ((lo >>> 30) | (hi << 2))) >>> 0;
  hi = (hi ^ (hi >>> 30)) >>> 0;
  mul64(hi, lo, 0xbf58476d, 0x1ce4e5b9);
  hi = out.hi;
  lo = out.lo;
  lo = (lo ^ ((lo >>> 27) | (hi << 5))) >>> 0;
  hi = (hi ^ (hi >>> 27)) >>> 0;
  mul64(hi, lo, 0x94d049bb, 0x133111eb);
  hi = out.hi;
  lo = out.lo;
  out.lo = (lo ^ ((lo >>> 31) | (hi << 1))) >>> 0;
  out.hi = (hi ^ (hi >>> 31)) >>> 0;
}

/** out = r(k), the k-th output of the stream started at `seed`. */
export function streamAt(seedHi: number, seedLo: number, kHi: number, kLo: number): void {
  mul64(kHi, kLo, 0x9e3779b9, 0x7f4a7c15);
  add64(seedHi, seedLo, out.hi, out.lo);
  mix64(out.hi, out.lo);
}
