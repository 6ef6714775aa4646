// Zobrist keys for the games of this folder: a fixed table of random 53-bit keys, kept as two
// 32-bit halves so that a position's key is updated with XOR on 32-bit integers (no BigInt)
// and read as one safe integer, the `hash()` of the Game protocol.

/** A table of `count` keys, each a high half (21 bits) and a low half (32 bits), the same on every run. */
export class KeyTable {
  readonly high: Int32Array;
  readonly low: Int32Array;

  constructor(count: number, seed: number) {
    this.high = new Int32Array(count);
    this.low = new Int32Array(count);
    // SplitMix32 (a fixed stream: keys need no quality beyond telling positions apart).
    let state = seed | 0;
    const next = (): number => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return z ^ (z >>> 16);
    };
    for (let i = 0; i < count; i++) {
      this.high[i] = next() & 0x1fffff;
      this.low[i] = next();
    }
  }
}

/** The safe integer of a key held as halves. */
export const keyOf = (high: number, low: number): number => (high & 0x1fffff) * 0x100000000 + (low >>> 0);
