// Depth matching (experiments/tournament/depth-match.ts) on synthetic cost models, checked against
// a brute-force search over every best-first depth.

import { describe, expect, test } from "vitest";
import { matchDepths, type Measure } from "../experiments/tournament/depth-match.js";
import type { Cost } from "../experiments/tournament/types.js";

/** Alpha-beta costs 10 * 3^a nodes, best-first 7 * 2^b: no exact ties anywhere. */
const model = (ab: number, bf: number): Cost => ({ nodesAb: 10 * 3 ** ab, nodesBf: 7 * 2 ** bf, msAb: 0, msBf: 0 });

/** The oracle: the depth 1..max whose cost ratio to alpha-beta's is nearest 1. */
function bruteForce(
  cost: (ab: number, bf: number) => Cost,
  ab: number,
  max: number,
  pick: (c: Cost) => [number, number],
): number {
  let best = 1,
    bestGap = Infinity;
  for (let bf = 1; bf <= max; bf++) {
    const [b, a] = pick(cost(ab, bf));
    const gap = Math.abs(Math.log(b / a));
    if (gap < bestGap) {
      best = bf;
      bestGap = gap;
    }
  }
  return best;
}

function recording(cost: (ab: number, bf: number) => Cost): { measure: Measure; calls: [number, number][] } {
  const calls: [number, number][] = [];
  return {
    calls,
    measure: (ab, bf) => {
      calls.push([ab, bf]);
      return cost(ab, bf);
    },
  };
}

describe("matchDepths", () => {
  test("picks the depth a brute-force search picks, for every alpha-beta depth", async () => {
    const abDepths = [1, 2, 3, 4, 5, 6, 7, 8];
    const matches = await matchDepths(abDepths, model, { by: "nodes" });
    expect(matches.map((m) => m.bfDepth)).toEqual(
      abDepths.map((a) => bruteForce(model, a, 100, (c) => [c.nodesBf, c.nodesAb])),
    );
    // log2(10/7 * 3^a): the picks grow by about 1.58 a depth.
    expect(matches.map((m) => m.bfDepth)).toEqual([2, 4, 5, 7, 8, 10, 12, 13]);
  });

  test("tells prefetch the next bound as each measurement starts, each match as found; matches unchanged", async () => {
    const { measure, calls } = recording(model);
    const told: [number, number][] = [],
      found: number[] = [];
    const matches = await matchDepths([1, 2, 3], measure, {
      by: "nodes",
      prefetch: (ab, bf) => told.push([ab, bf]),
      onMatch: (m) => found.push(m.abDepth),
    });
    expect(matches).toEqual(await matchDepths([1, 2, 3], model, { by: "nodes" }));
    expect(told).toEqual(calls.map(([ab, bf]) => [ab, bf + 1])); // every walk here goes up
    expect(found).toEqual([1, 2, 3]);
    // Every measurement the walk made after the first of a depth was prefetched.
    for (let i = 1; i < calls.length; i++) if (calls[i][0] === calls[i - 1][0]) expect(told).toContainEqual(calls[i]);
  });

  test("walks like the paper: deepens best-first only while it costs less, never re-measures", async () => {
    const { measure, calls } = recording(model);
    const matches = await matchDepths([1, 2, 3], measure, { by: "nodes" });
    for (const m of matches)
      for (let i = 1; i < m.trail.length; i++) {
        const prev = m.trail[i - 1];
        expect(prev.cost.nodesBf).toBeLessThan(prev.cost.nodesAb);
        expect(m.trail[i].bfDepth).toBe(prev.bfDepth + 1);
      }
    expect(new Set(calls.map((c) => c.join("/"))).size).toBe(calls.length);
    // From bound 1: 1,2,3 at ab 1 (pick 2), then 2,3,4 at ab 2 (pick 4), then 4,5,6 at ab 3.
    expect(calls).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 2],
      [2, 3],
      [2, 4],
      [3, 4],
      [3, 5],
      [3, 6],
    ]);
  });

  test("matches by time when asked, ignoring nodes", async () => {
    // Nodes say depth 1 always; time says alpha-beta takes 100 ms a ply, best-first 30 ms.
    const cost = (ab: number, bf: number): Cost => ({ nodesAb: 1, nodesBf: 1e6 * bf, msAb: 100 * ab, msBf: 30 * bf });
    const matches = await matchDepths([1, 2, 3], cost, { by: "time" });
    expect(matches.map((m) => m.bfDepth)).toEqual(
      [1, 2, 3].map((a) => bruteForce(cost, a, 100, (c) => [c.msBf, c.msAb])),
    );
    expect(matches.map((m) => m.bfDepth)).toEqual([3, 7, 10]);
  });

  test("stops at the deepest bound allowed and says so", async () => {
    const cheap = (_ab: number, bf: number): Cost => ({ nodesAb: 1000, nodesBf: bf, msAb: 0, msBf: 0 });
    const [m] = await matchDepths([4], cheap, { by: "nodes", maxBf: 6 });
    expect(m).toMatchObject({ bfDepth: 6, capped: true });
    expect(m.trail.map((t) => t.bfDepth)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("comes down when the start already costs more", async () => {
    const matches = await matchDepths([1], model, { by: "nodes", startBf: 9 });
    expect(matches[0].bfDepth).toBe(bruteForce(model, 1, 100, (c) => [c.nodesBf, c.nodesAb]));
    expect(matches[0].trail.map((t) => t.bfDepth)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
