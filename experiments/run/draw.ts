// A small seeded generator for the experiments' own draws (which lines a file's sample
// rechecks, which positions a decision-quality set holds): mulberry32, enough to pick
// moves and lines, the same draws on every machine.

/** Draws in [0, 1) from the 32-bit state `seed` (mulberry32). */
export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first `count` items of a random order of `items` (a partial Fisher-Yates shuffle: `count` draws). */
export function drawSample<T>(items: readonly T[], count: number, draw: () => number): T[] {
  const order = [...items];
  const n = Math.min(count, order.length);
  for (let k = 0; k < n; k++) {
    const j = k + Math.floor(draw() * (order.length - k));
    [order[k], order[j]] = [order[j], order[k]];
  }
  return order.slice(0, n);
}
