// RBFMS's list M[] keeps each value as the side to move sees it (-M at MAX, M at MIN:
// reference/search/rbfms-frame.ts; the core keeps the same order in one i64 key a child).
// Held here to a plain oracle: after the children are added and sorted (insertion for short
// lists, a merge sort for long ones), and after any reinsertions (of the first entry, or
// of any entry as the completion rule does) the list is the children sorted best first
// for the side to move, ties in move order, with the values, second values and static
// values the papers' M[] would hold; and the completion rule's scans of it find the
// first unsolved and solved entries the oracle finds. And both engines keep the same
// order on frames of thousands of children, many tied.

import { expect, test } from "vitest";
import fc from "fast-check";
import { INF } from "../contract/index.js";
import { Frame } from "../reference/search/rbfms-frame.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";

/** The oracle: (move, value) pairs sorted best first for the side, ties in move order. */
function sorted(entries: { move: number; value: number }[], max: boolean) {
  return [...entries].sort((a, b) => (max ? b.value - a.value : a.value - b.value) || a.move - b.move);
}

// Values with many ties and both infinities (the bounds RBFMS passes down).
const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(-INF, INF, 0));

test("M[] stays sorted best first for the side to move, ties in move order, through the sort and reinsertions", () => {
  fc.assert(
    fc.property(
      // Up to 100 children: both sorts (insertion up to 48, merge beyond).
      fc.boolean(),
      fc.array(value, { minLength: 1, maxLength: 100, size: "max" }),
      fc.array(fc.tuple(value, fc.nat(), fc.boolean()), { maxLength: 40 }),
      (max, statics, reinsertions) => {
        const frame = new Frame();
        frame.open(statics.length, max);
        statics.forEach((s, move) => frame.add(move, max ? -s : s, s));
        frame.sort();
        let entries = statics.map((s, move) => ({ move, value: s }));
        const check = () => {
          const oracle = sorted(entries, max);
          expect(Array.from(frame.move.subarray(0, frame.count))).toEqual(oracle.map((e) => e.move));
          expect(Object.is(frame.first(), oracle[0].value)).toBe(true); // never -0 for 0
          expect(frame.second()).toBe(oracle.length > 1 ? oracle[1].value : max ? -INF : INF);
          expect(frame.staticAt(0)).toBe(statics[oracle[0].move]);
        };
        check();
        const solved = new Set<number>();
        for (const [v, at, solve] of reinsertions) {
          // Entry 0 as the papers do, or any entry; the child reinserted may then be solved.
          const k = at % 3 === 0 ? 0 : at % frame.count;
          const mv = sorted(entries, max)[k].move;
          frame.reinsert(k, v);
          entries = entries.map((e) => (e.move === mv ? { move: mv, value: v } : e));
          if (solve) {
            solved.add(mv);
            frame.solved[mv] = 1;
          }
          check();
          const oracle = sorted(entries, max),
            none = max ? -INF : INF;
          const firstUnsolved = oracle.findIndex((e) => !solved.has(e.move));
          const firstSolved = oracle.findIndex((e) => solved.has(e.move));
          expect([frame.firstUnsolved(), frame.firstSolved()]).toEqual([firstUnsolved, firstSolved]);
          expect(frame.bestSolvedValue()).toBe(firstSolved < 0 ? none : oracle[firstSolved].value);
          const next = oracle.findIndex((e, i) => i > firstUnsolved && !solved.has(e.move));
          if (firstUnsolved >= 0)
            expect(frame.nextUnsolvedValue(firstUnsolved)).toBe(next < 0 ? none : oracle[next].value);
          const other = oracle.find((e) => e.move !== mv);
          const o = frame.bestOther(mv);
          expect(o < 0 ? undefined : { move: frame.move[o], value: frame.valueAt(o) }).toEqual(other);
        }
      },
    ),
    { numRuns: runs(300) },
  );
});

test("a frame of thousands of children with few distinct values sorts into the oracle's order", () => {
  for (const n of [49, 1000, 4097, 65536]) {
    for (const max of [true, false]) {
      // Values -3..3 and the infinities from a fixed scramble: every value thousands of times.
      const statics = Array.from(
        { length: n },
        (_, move) => [-INF, -3, -2, -1, 0, 1, 2, 3, INF][(move * 7919 + (move >> 3)) % 9],
      );
      const frame = new Frame();
      frame.open(n, max);
      statics.forEach((s, move) => frame.add(move, max ? -s : s, s));
      frame.sort();
      const oracle = sorted(
        statics.map((s, move) => ({ move, value: s })),
        max,
      );
      expect(Array.from(frame.move.subarray(0, n))).toEqual(oracle.map((e) => e.move));
      expect(Array.from({ length: n }, (_, k) => frame.valueAt(k))).toEqual(oracle.map((e) => e.value));
    }
  }
});

test("the merge sort asks `late` between its passes: never late, the same order; late, it gives up there", () => {
  const n = 4097,
    statics = Array.from({ length: n }, (_, move) => (move * 7919) % 101);
  const fill = () => {
    const frame = new Frame();
    frame.open(n, true);
    statics.forEach((s, move) => frame.add(move, -s, s));
    return frame;
  };
  let asked = 0;
  const whole = fill();
  expect(whole.sort(() => (asked++, false))).toBe(true);
  // One question a pass: widths 1, 2, 4, ... below n.
  expect(asked).toBe(Math.ceil(Math.log2(n)));
  const plain = fill();
  plain.sort();
  expect(Array.from(whole.move.subarray(0, n))).toEqual(Array.from(plain.move.subarray(0, n)));
  asked = 0;
  expect(fill().sort(() => ++asked === 3)).toBe(false);
  expect(asked).toBe(3);
});

test("both engines agree exactly on RBFMS at thousands of children a node, tied static values in every frame", () => {
  // 65,537 edge costs: a frame of B children holds about B²/131074 pairs of equal values,
  // whose move order decides which is searched first.
  for (const branching of [3000, 5000]) {
    const root = new RandomTree({ seedHi: 0, seedLo: 7, branching, mode: "uniform", terminalDepth: 100 });
    const values = Array.from({ length: branching }, (_, move) => {
      root.play(move);
      const v = root.evaluate();
      root.undo();
      return v;
    });
    expect(branching - new Set(values).size).toBeGreaterThan(branching ** 2 / 131074 / 2);
    const cases = [
      ["rbfms", { stopDepth: 2 }],
      ["rbfms", { stopDepth: 4 }],
      ["rbfms-inherit", { nodes: 200000 }],
    ] as const;
    for (const [algorithm, limit] of cases) {
      const request = {
        position: { game: "random" as const, tree: { seed: 7, branching, mode: "uniform" as const } },
        algorithm,
        ...limit,
      };
      const [w, r] = engines.map((engine) => ({ ...engine.search(request), ms: 0 }));
      expect(w).toEqual(r);
    }
  }
});
