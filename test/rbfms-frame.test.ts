// RBFMS's list M[] keeps each value as the side to move sees it (-M at MAX, M at MIN:
// reference/search/rbfms-frame.ts; the core keeps the same order in one i64 key a child).
// Held here to a plain oracle: after any inserts and reinsertions the list is the
// children sorted best first for the side to move, ties in move order, with the values,
// second values and static values the papers' M[] would hold.

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
    fc.boolean(), fc.array(value, { minLength: 1, maxLength: 40 }), fc.array(value, { maxLength: 40 }),
    (max, statics, backedUp) => {
      const frame = new Frame();
      frame.open(statics.length, max);
      statics.forEach((s, move) => frame.insert(move, max ? -s : s, s));
      let entries = statics.map((s, move) => ({ move, value: s }));
      const check = () => {
        const oracle = sorted(entries, max);
        expect(Array.from(frame.move.subarray(0, frame.count))).toEqual(oracle.map((e) => e.move));
        expect(Object.is(frame.first(), oracle[0].value)).toBe(true); // never -0 for 0
        expect(frame.second()).toBe(oracle.length > 1 ? oracle[1].value : max ? -INF : INF);
        expect(frame.firstStatic()).toBe(statics[oracle[0].move]);
      };
      check();
      for (const v of backedUp) {
        const first = sorted(entries, max)[0].move;
        frame.reinsertFirst(v);
        entries = entries.map((e) => (e.move === first ? { move: first, value: v } : e));
        check();
      }
    }), { numRuns: runs(300) });
});
