// Position keys for the transposition table of alphabeta-tt (docs/searches.md): a game's
// key is a whole number below 2^53 (exact in a double, and the same number in the core,
// assembly/search/position-key.ts). Games whose position fits in 53 bits give it exactly
// (tic-tac-toe's two masks, Connect-Four's Pons key); the others mix their words into
// two independent 32-bit hashes (MurmurHash3's finalizer), 21 + 32 bits of key.

const SEED_LO = 0x2545f491;
const SEED_HI = 0x9e3779b9 | 0;

/** MurmurHash3's 32-bit finalizer: a bijection that spreads every input bit over the output. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A 53-bit key of five 32-bit words (the same number as the core's mixKey). */
export function mixKey(a: number, b: number, c: number, d: number, e: number): number {
  const lo = fmix32(fmix32(fmix32(fmix32(fmix32(SEED_LO ^ a) ^ b) ^ c) ^ d) ^ e) >>> 0;
  const hi = fmix32(fmix32(fmix32(fmix32(fmix32(SEED_HI ^ a) ^ b) ^ c) ^ d) ^ e) & 0x1fffff;
  return hi * 4294967296 + lo;
}
