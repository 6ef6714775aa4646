// The Pig oracle (oracles/pig-value.ts) against the published anchor and against checks
// written here a different way: Neller & Presser (2004) report that the first player wins
// 0.5306 of games to 100 with optimal play; at goals 1 and 2 the value is worked out by
// hand; at small goals a plain whole-table Jacobi iteration (no partitions, no in-place
// updates) gives the same table; and at goal 100 every state meets the optimality equations.

import { describe, expect, test } from "vitest";
import { solvePig } from "../oracles/pig-value.js";

/** Every state of the whole table at once, each sweep from the last one's values, until nothing moves. */
function jacobi(goal: number): (i: number, j: number, k: number) => number {
  let table = new Map<string, number>();
  const get = (t: Map<string, number>, i: number, j: number, k: number): number =>
    i + k >= goal ? 1 : (t.get(`${i},${j},${k}`) ?? 0);
  for (let change = 1; change > 1e-14; ) {
    const next = new Map<string, number>();
    change = 0;
    for (let i = 0; i < goal; i++)
      for (let j = 0; j < goal; j++)
        for (let k = 0; i + k < goal; k++) {
          // A 1 passes the turn with nothing banked; 2..6 add to the turn total; holding banks it.
          const rolls = [2, 3, 4, 5, 6].map((r) => get(table, i, j, k + r));
          const roll = (1 - get(table, j, i, 0) + rolls.reduce((a, b) => a + b, 0)) / 6;
          const hold = 1 - get(table, j, i + k, 0);
          const v = Math.max(roll, hold);
          change = Math.max(change, Math.abs(v - get(table, i, j, k)));
          next.set(`${i},${j},${k}`, v);
        }
    table = next;
  }
  return (i, j, k) => get(table, i, j, k);
}

describe("Pig by value iteration", () => {
  test("goal 100: the first player wins 0.5306 (Neller & Presser), every state optimal", () => {
    const pig = solvePig();
    expect(Math.abs(pig.win(0, 0, 0) - 0.5306)).toBeLessThan(0.00005);
    // The fixed point, checked from the table alone: P = max(roll, hold) in every state.
    let worst = 0;
    for (let i = 0; i < 100; i++)
      for (let j = 0; j < 100; j++)
        for (let k = 0; i + k < 100; k++) {
          let roll = 1 - pig.win(j, i, 0);
          for (let r = 2; r <= 6; r++) roll += i + k + r >= 100 ? 1 : pig.win(i, j, k + r);
          const best = Math.max(roll / 6, 1 - pig.win(j, i + k, 0));
          worst = Math.max(worst, Math.abs(best - pig.win(i, j, k)));
        }
    expect(worst).toBeLessThan(1e-9);
  });

  test("goals 1 and 2 by hand: 6/7", () => {
    // Any roll of 2..6 reaches the goal at once; a 1 (or a hold at 0) gives the opponent the
    // same start: P = 5/6 + (1/6)(1 - P), so P = 6/7; holding (1 - P) is worse.
    for (const goal of [1, 2]) expect(solvePig(goal).win(0, 0, 0)).toBeCloseTo(6 / 7, 12);
  });

  test.each([3, 4, 5, 8, 12])("goal %i: the same table as a plain Jacobi iteration", (goal) => {
    const pig = solvePig(goal);
    const plain = jacobi(goal);
    for (let i = 0; i < goal; i++)
      for (let j = 0; j < goal; j++)
        for (let k = 0; i + k < goal; k++) expect(pig.win(i, j, k)).toBeCloseTo(plain(i, j, k), 9);
  });

  test("roll and hold are the two actions' values, and the state's the larger", () => {
    const pig = solvePig(12);
    // From (10, 0, 0) at goal 12, rolling: a 1 gives the opponent (0, 10, 0); 2..6 all win.
    expect(pig.roll(10, 0, 0)).toBeCloseTo((1 - pig.win(0, 10, 0) + 5) / 6, 12);
    expect(pig.hold(3, 5, 4)).toBeCloseTo(1 - pig.win(5, 7, 0), 12);
    expect(pig.win(3, 5, 4)).toBe(Math.max(pig.roll(3, 5, 4), pig.hold(3, 5, 4)));
  });
});
