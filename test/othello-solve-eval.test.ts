// The exact solver's ordering evaluation (othello-solve-eval.ts, both engines): the core's
// and the reference's twins give the same numbers on random positions, both hold the same
// fitted weights, and the reference's value is the plain sum of its features computed the
// obvious way on an array of cells (oracles/othello-naive.ts), stable discs aside.

import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import fc from "fast-check";
import { compileCoreSync } from "../bindings/load.js";
import { Core } from "../bindings/core.js";
import { nearEndBoard, playoutBoard } from "./othello-helpers.js";
import { type NaivePosition, fromText, naiveHalves, naiveMoves } from "../oracles/othello-naive.js";
import { bits, stableDiscs, popcount } from "../reference/games/othello-bits.js";
import { FEATURES, HALF_EDGE, HALF_EDGES, WEIGHTS, solveEvaluate } from "../reference/games/othello-solve-eval.js";

const board = fc.oneof(playoutBoard(0, 60), nearEndBoard(20));

test("the core's and the reference's ordering evaluations give the same value on random positions", () => {
  const core = new Core(compileCoreSync());
  fc.assert(
    fc.property(board, (text) => {
      const p = fromText(text);
      const [pHi, pLo] = naiveHalves(p.cells, p.toMove),
        [oHi, oLo] = naiveHalves(p.cells, 3 - p.toMove);
      const wasm = core.run("evaluate", (c) => c.othelloSolveEvaluate(pLo, pHi, oLo, oHi));
      expect(wasm).toBe(solveEvaluate(pHi, pLo, oHi, oLo));
    }),
    { numRuns: 500, seed: 21 },
  );
});

test("both engines' evaluations hold the same weights and half-edge table", () => {
  const core = readFileSync(new URL("../assembly/games/othello-solve-eval.ts", import.meta.url), "utf8");
  const constant = (name: string) => Number(new RegExp(`const ${name}: i32 = (-?\\d+);`).exec(core)![1]);
  const names = [
    "BIAS",
    "MOBILITY_P",
    "MOBILITY_O",
    "POTENTIAL",
    "CORNER",
    "X_SQUARE",
    "C_SQUARE",
    "STABLE_P",
    "STABLE_O",
    "DISC",
    "PARITY",
  ];
  expect(names.length).toBe(FEATURES);
  expect(names.map(constant)).toEqual(WEIGHTS);
  const table = /const HALF_EDGE: StaticArray<i32> = \[([^\]]*)\];/.exec(core)![1].split(",").map(Number);
  expect(table).toEqual([...HALF_EDGE]);
  expect(table.length).toBe(3 ** 5);
});

const CORNER_SQUARES = [0, 7, 56, 63];
/** Per corner: its X-square and its two C-squares. */
const X_OF = [9, 14, 49, 54],
  C_OF = [
    [1, 8],
    [6, 15],
    [57, 48],
    [62, 55],
  ];

/** The evaluation from its definition, on cells: every feature counted square by square. */
function plainEvaluate(p: NaivePosition): number {
  const me = p.toMove,
    you = 3 - me,
    cells = p.cells;
  const empty = (sq: number) => cells[sq] === 0;
  const nextTo = (sq: number, who: number) => {
    const x = sq % 8,
      y = Math.floor(sq / 8);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const u = x + dx,
          v = y + dy;
        if ((dx || dy) && u >= 0 && u < 8 && v >= 0 && v < 8 && cells[v * 8 + u] === who) return true;
      }
    return false;
  };
  const mobility = (who: number) => {
    const m = naiveMoves(cells, who);
    return m.length + m.filter((sq) => CORNER_SQUARES.includes(sq)).length;
  };
  const side = (who: number) => (who === me ? 1 : who === you ? -1 : 0);
  let potential = 0,
    corners = 0,
    xs = 0,
    cs = 0,
    discs = 0,
    empties = 0;
  for (let sq = 0; sq < 64; sq++) {
    if (empty(sq)) {
      empties++;
      potential += (nextTo(sq, you) ? 1 : 0) - (nextTo(sq, me) ? 1 : 0);
    }
    discs += side(cells[sq]);
  }
  CORNER_SQUARES.forEach((corner, k) => {
    corners += side(cells[corner]);
    if (!empty(corner)) return;
    xs += side(cells[X_OF[k]]);
    for (const c of C_OF[k]) cs += side(cells[c]);
  });
  const [pHi, pLo] = naiveHalves(p.cells, me),
    [oHi, oLo] = naiveHalves(p.cells, you);
  stableDiscs(oHi, oLo, pHi, pLo);
  const stableMe = popcount(bits.hi) + popcount(bits.lo);
  stableDiscs(pHi, pLo, oHi, oLo);
  const stableYou = popcount(bits.hi) + popcount(bits.lo);
  const features = [
    1,
    mobility(me),
    mobility(you),
    potential,
    corners,
    xs,
    cs,
    stableMe,
    stableYou,
    discs,
    empties & 1,
  ];
  let v = features.reduce((s, f, i) => s + WEIGHTS[i] * f, 0);
  for (const squares of HALF_EDGES) {
    let index = 0;
    squares.forEach((sq, i) => {
      index += 3 ** i * (cells[sq] === me ? 1 : cells[sq] === you ? 2 : 0);
    });
    v += HALF_EDGE[index];
  }
  return v;
}

test("the reference's ordering evaluation is the weighted sum of its features counted square by square", () => {
  fc.assert(
    fc.property(board, (text) => {
      const p = fromText(text);
      const [pHi, pLo] = naiveHalves(p.cells, p.toMove),
        [oHi, oLo] = naiveHalves(p.cells, 3 - p.toMove);
      expect(solveEvaluate(pHi, pLo, oHi, oLo)).toBe(plainEvaluate(p));
    }),
    { numRuns: 300, seed: 22 },
  );
});
