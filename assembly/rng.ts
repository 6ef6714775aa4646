// The random stream of the synthetic game: SplitMix64 as a counter-based stream.
// r(k) = mix64(seed + k * golden), so any output is computed in O(1) without the ones
// before it (docs/random-game-tree.md, "The random stream").

const GOLDEN: u64 = 0x9E3779B97F4A7C15;

/** SplitMix64's finaliser. */
// @ts-ignore: decorator
@inline export function mix64(z: u64): u64 {
  z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >>> 27)) * 0x94D049BB133111EB;
  return z ^ (z >>> 31);
}

/** The k-th output of the stream started at `seed`. */
// @ts-ignore: decorator
@inline export function streamAt(seed: u64, k: u64): u64 {
  return mix64(seed + k * GOLDEN);
}
