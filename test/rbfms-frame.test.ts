// RBFMS's list M[] keeps each value as the side to move sees it (-M at MAX, M at MIN:
// reference/search/rbfms-frame.ts; the core keeps the same order in one i64 key a child).
// Held here to a plain oracle: after any inserts and reinsertions (of the first entry, or
// of any entry as the completion rule does) the list is the children sorted best first
// for the side to move, ties in move order, with the values, second values and static
// values the papers' M[] would hold; and the completion rule's scans of it find the
// first unsolved and solved entries the oracle finds.

import { expect, test } from "vitest";
import fc from "fast-check";
import { INF } from "../contract/index.js";
import { Frame } from "../reference/search/rbfms-frame.js";
import { runs } from "./soak/runs.js";

/** The oracle: (move, value) pairs sorted best first for the side, ties in move order. */
function sorted(entries: { move: number; value: number }[], max: boolean) {
  return [...entries].sort((a, b) => (max ? b.value - a.value : a.value - b.value) || a.move - b.move);
}

// Values with many ties and both infinities (the bounds RBFMS passes down).
const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(-INF, INF, 0));

test("M[] stays sorted best first for the side to move, ties in move order, through inserts and reinsertions", () => {
  fc.assert(fc.property(
    fc.boolean(), fc.array(value, { minLength: 1, maxLength: 40 }), fc.array(fc.tuple(value, fc.nat(), fc.boolean()), { maxLength: 40 }),
    (max, statics, reinsertions) => {
      const frame = new Frame();
      frame.open(statics.length, max);
      statics.forEach((s, move) => frame.insert(move, max ? -s : s, s));
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
        const oracle = sorted(entries, max), none = max ? -INF : INF;
        const firstUnsolved = oracle.findIndex((e) => !solved.has(e.move));
        const firstSolved = oracle.findIndex((e) => solved.has(e.move));
        expect([frame.firstUnsolved(), frame.firstSolved()]).toEqual([firstUnsolved, firstSolved]);
        expect(frame.bestSolvedValue()).toBe(firstSolved < 0 ? none : oracle[firstSolved].value);
        const next = oracle.findIndex((e, i) => i > firstUnsolved && !solved.has(e.move));
        if (firstUnsolved >= 0) expect(frame.nextUnsolvedValue(firstUnsolved)).toBe(next < 0 ? none : oracle[next].value);
        const other = oracle.find((e) => e.move !== mv);
        const o = frame.bestOther(mv);
        expect(o < 0 ? undefined : { move: frame.move[o], value: frame.valueAt(o) }).toEqual(other);
      }
    }), { numRuns: runs(300) });
});
