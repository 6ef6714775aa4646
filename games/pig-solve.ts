// Pig solved (Neller & Presser 2004; docs/pig.md, "The exact solution"): for every decision
// state (the mover's score i, the opponent's score j, the turn total k) the probability that
// the mover wins with optimal play, and the winning probabilities of rolling and of holding
// there. The states of one score sum i + j depend only on their own sum and on larger ones,
// so each sum's states are swept in place, from the largest sum down, until none moves by
// more than the tolerance: the paper's value iteration. About 2 s at goal 100 in Node.

import { fail, shown } from "../library.js";
import { PIG_MOST_GOAL } from "./pig.js";

/** The largest goal the solver takes: its table holds goal^3 doubles (8 MB at 100). */
export const PIG_MOST_SOLVED_GOAL = 200;

/** Pig to one goal, solved: each state's winning chances for the player to move. */
export interface PigTable {
  readonly goal: number;
  /** P(i, j, k): the mover's winning chance with optimal play (1 once i + k reaches the goal). */
  win(i: number, j: number, k: number): number;
  /** The mover's winning chance if they roll and then play optimally. */
  roll(i: number, j: number, k: number): number;
  /** The mover's winning chance if they hold (at k = 0 too: it only passes the turn). */
  hold(i: number, j: number, k: number): number;
}

/** Solves Pig to `goal` (1 .. PIG_MOST_SOLVED_GOAL), sweeping each score sum until no value moves by `tolerance`. */
export function solvePigTable(goal = 100, tolerance = 1e-12): PigTable {
  if (!Number.isInteger(goal) || goal < 1 || goal > Math.min(PIG_MOST_SOLVED_GOAL, PIG_MOST_GOAL))
    fail(`Pig's solver takes a goal of 1 to ${PIG_MOST_SOLVED_GOAL}, not ${shown(goal)}`);
  if (!(typeof tolerance === "number" && tolerance > 0 && tolerance < 1))
    fail(`Pig's solver takes a tolerance between 0 and 1, not ${shown(tolerance)}`);
  // The table is laid out by (i, j) row, k within: win[(i * goal + j) * goal + k].
  const win = new Float64Array(goal * goal * goal);
  const P = (i: number, j: number, k: number): number => (i + k >= goal ? 1 : win[(i * goal + j) * goal + k]);
  const roll = (i: number, j: number, k: number): number => {
    // A 1 passes the turn with nothing banked: the opponent then moves at (j, i, 0).
    let chances = 1 - P(j, i, 0);
    for (let face = 2; face <= 6; face++) chances += P(i, j, k + face);
    return chances / 6;
  };
  const hold = (i: number, j: number, k: number): number => 1 - P(j, i + k, 0);
  for (let sum = 2 * (goal - 1); sum >= 0; sum--) {
    const first = Math.max(0, sum - (goal - 1));
    const last = Math.min(sum, goal - 1);
    for (let moved = Number.POSITIVE_INFINITY; moved > tolerance; ) {
      moved = 0;
      for (let i = first; i <= last; i++) {
        const row = (i * goal + (sum - i)) * goal;
        // Larger turn totals first: rolling at k reads k + 2 .. k + 6, already swept.
        for (let k = goal - 1 - i; k >= 0; k--) {
          const best = Math.max(roll(i, sum - i, k), hold(i, sum - i, k));
          moved = Math.max(moved, Math.abs(best - win[row + k]));
          win[row + k] = best;
        }
      }
    }
  }
  return { goal, win: P, roll, hold };
}
