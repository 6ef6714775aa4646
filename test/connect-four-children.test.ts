// The core's shortcut for min/max approximation's expansions on Connect-Four
// (assembly/games/connect-four.ts, childValuesOf): every child's value, from its
// parent's segments and the cells that win, without playing it. Held to the naive
// oracle's evaluation of each child played the plain way, on random positions.

import { expect, test } from "vitest";
import fc from "fast-check";
import { compileCoreSync } from "../bindings/load.js";
import { Core } from "../bindings/core.js";
import {
  isOver,
  naiveColumns,
  naiveEvaluate,
  naivePlay,
  toMove,
  type NaivePosition,
} from "../oracles/connect-four-naive.js";
import { anyPosition, nearEnd } from "./connect-four-helpers.js";

/** The stones of `player` (or of both, 0) as Pons' bitboard halves: bit col * 7 + row. */
function halves(p: NaivePosition, player: number): [number, number] {
  let board = 0n;
  for (let c = 0; c < 7; c++)
    for (let r = 0; r < 6; r++) {
      const cell = p.cells[c][r];
      if (cell !== 0 && (player === 0 || cell === player)) board |= 1n << BigInt(c * 7 + r);
    }
  return [Number(board & 0xffffffffn) | 0, Number(board >> 32n) | 0];
}

const core = new Core(compileCoreSync());

test("the children's values and ends are the oracle's, child by child, without playing them", () => {
  const position = fc.oneof(anyPosition, nearEnd(1, 6)).filter((p) => !isOver(p));
  fc.assert(
    fc.property(position, (p) => {
      const [cLo, cHi] = halves(p, toMove(p)),
        [mLo, mHi] = halves(p, 0);
      const children = naiveColumns(p).map((col) => naivePlay(p, col)!);
      const [terminal, values] = core.run("child values", (c) => [
        c.connectFourChildValues(cLo, cHi, mLo, mHi, p.stones),
        [...core.io().subarray(0, children.length)],
      ]);
      expect(values).toEqual(children.map(naiveEvaluate));
      expect(terminal).toBe(children.reduce((bits, child, i) => bits | (isOver(child) ? 1 << i : 0), 0));
    }),
    { numRuns: 3000, seed: 7 },
  );
});
