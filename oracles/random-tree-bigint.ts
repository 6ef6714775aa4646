// An independent oracle for the random game tree: the spec's formulas written the
// plain way, with BigInt (slow, obviously right), to hold both engines to.

const MASK = (1n << 64n) - 1n;

function mix64(z: bigint): bigint {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}

const r = (seed: bigint, k: bigint) => mix64((seed + k * 0x9e3779b97f4a7c15n) & MASK);

/** The cost of the edge into node m. */
export const oracleEdgeCost = (seed: bigint, m: bigint) => Number(r(seed, m) % 65537n) - 32768;

export function oracleNode(seed: bigint, B: number, mode: "uniform" | "random", path: readonly number[]) {
  let index = 0n,
    value = 0;
  const bf = (n: bigint) => (mode === "uniform" ? B : 1 + Number(mix64(r(seed, n)) % BigInt(B)));
  for (const move of path) {
    if (move >= bf(index)) throw new Error("illegal move in oracle path");
    index = (index * BigInt(B) + BigInt(move) + 1n) & MASK;
    value += oracleEdgeCost(seed, index);
  }
  return { index: index.toString(), value, branching: bf(index), depth: path.length };
}
