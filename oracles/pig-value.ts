// An independent oracle for Pig (Neller & Presser 2004, docs/pig.md): the probability that
// the player to move wins with optimal play from (my score i, opponent's score j, turn total
// k), by value iteration as the paper does it, one partition of states of equal score sum
// i + j at a time from the largest sum down. Shares no code with reference/ or assembly/.

/** The solved game: each state's winning probability for the player to move, and its two actions'. */
export interface PigSolution {
  goal: number;
  /** P(i, j, k) = max(roll, hold) for 0 <= i, j < goal and 0 <= k < goal - i; 1 where i + k >= goal. */
  win(i: number, j: number, k: number): number;
  /** Rolling: 1/6 (1 - P(j, i, 0)) for a 1, and 1/6 P(i, j, k + r) for r = 2 .. 6. */
  roll(i: number, j: number, k: number): number;
  /** Holding (allowed at k = 0 too, as in the paper's equations): 1 - P(j, i + k, 0). */
  hold(i: number, j: number, k: number): number;
  /** Sweeps over partitions made in all (a measure of the work). */
  sweeps: number;
}

/**
 * Value iteration for Pig to `goal` (default 100). States of score sum s = i + j depend only
 * on states of sum s (a 1 rolled, a hold at k = 0, a roll going on) and of larger sums (a
 * hold with k > 0), so the partitions are solved from s = 2 goal - 2 down to 0, each swept in
 * place until no value changes by more than `tolerance`.
 */
export function solvePig(goal = 100, tolerance = 1e-12): PigSolution {
  if (!Number.isInteger(goal) || goal < 1) throw new Error(`pig oracle: goal ${goal}`);
  const p = new Float64Array(goal * goal * goal);
  const at = (i: number, j: number, k: number): number => (i + k >= goal ? 1 : p[(i * goal + j) * goal + k]);
  const roll = (i: number, j: number, k: number): number => {
    let sum = 1 - at(j, i, 0);
    for (let r = 2; r <= 6; r++) sum += at(i, j, k + r);
    return sum / 6;
  };
  const hold = (i: number, j: number, k: number): number => 1 - at(j, i + k, 0);
  let sweeps = 0;
  for (let s = 2 * goal - 2; s >= 0; s--) {
    let change = Number.POSITIVE_INFINITY;
    while (change > tolerance) {
      change = 0;
      sweeps++;
      for (let i = Math.max(0, s - goal + 1); i <= Math.min(s, goal - 1); i++) {
        const j = s - i;
        for (let k = goal - i - 1; k >= 0; k--) {
          const v = Math.max(roll(i, j, k), hold(i, j, k));
          const index = (i * goal + j) * goal + k;
          change = Math.max(change, Math.abs(v - p[index]));
          p[index] = v;
        }
      }
    }
  }
  return { goal, win: at, roll, hold, sweeps };
}
