// Position keys for the transposition table of alphabeta-tt: a whole number below 2^53,
// the same number as the reference's (reference/search/position-key.ts), so that both
// engines fill and read their tables alike. Games whose position fits in 53 bits give it
// exactly; the others mix their words into two independent 32-bit hashes.

const SEED_LO: u32 = 0x2545f491;
const SEED_HI: u32 = 0x9e3779b9;

/** MurmurHash3's 32-bit finalizer. */
// @ts-ignore: decorator
@inline export function fmix32(h: u32): u32 {
  h ^= h >> 16;
  h *= 0x85ebca6b;
  h ^= h >> 13;
  h *= 0xc2b2ae35;
  return h ^ (h >> 16);
}

/** A 53-bit key of five 32-bit words. */
export function mixKey(a: u32, b: u32, c: u32, d: u32, e: u32): u64 {
  const lo = fmix32(fmix32(fmix32(fmix32(fmix32(SEED_LO ^ a) ^ b) ^ c) ^ d) ^ e);
  const hi = fmix32(fmix32(fmix32(fmix32(fmix32(SEED_HI ^ a) ^ b) ^ c) ^ d) ^ e) & 0x1fffff;
  return (<u64>hi << 32) | <u64>lo;
}
