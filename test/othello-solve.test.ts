// The exact endgame solver of both engines: against a plain negamax oracle on random
// positions near the end, the FFO positions of the spec that finish quickly (the others
// are scripts/lab/ffo.ts), and the two engines against each other (same value, move, nodes);
// the stable discs its cutoff counts never flip in random playouts to the end.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { ffoPositions, nearEndBoard } from "./othello-helpers.js";
import {
  type NaivePosition,
  fromText,
  nameOf,
  naiveChildren,
  naiveHalves,
  naiveSolveRoot,
  toText,
} from "../oracles/othello-naive.js";
import { bits, stableDiscs } from "../reference/games/othello-bits.js";
import { cornerStable } from "../reference/games/othello-solve.js";
import { ORDER_SEARCH_EMPTIES, orderDepth, orderValue } from "../reference/games/othello-solve-order.js";
import { evaluate, finalValue } from "../reference/games/othello-eval.js";

const [wasm, ts] = engines;

/**
 * The FFO positions that finish quickly on both engines: #59 (34 empties, but a +64
 * wipe-out found at once: 40,294 nodes, the ordering searches' included; the children of
 * 12-17 empties sorted by the ordering evaluation of othello-solve-eval.ts, 4 more than
 * the 40,290 of the count of replies alone). #45-#58 take
 * 1 s to many minutes each on the core (BENCHMARKS.md); scripts/lab/ffo.ts runs them.
 */
const QUICK_FFO = new Set<number>([59]);

describe.each(engines)("$name engine", (engine) => {
  test("a forced pass at the root: the move is pass, the value the final margin", () => {
    // Black everywhere but g8 (white), h8 empty, white to move: white passes, black
    // takes h8 and g8, 64-0; for white that is -64.
    expect(engine.solve({ game: "othello", board: "X".repeat(62) + "O- O" })).toMatchObject({
      value: -64,
      move: "pass",
    });
    expect(engine.solve({ game: "othello", board: "X".repeat(62) + "O- X" })).toMatchObject({ value: 64, move: "h8" });
  });

  test("a finished game: no move, the margin with the empties to the winner", () => {
    expect(engine.solve({ game: "othello", board: "O" + "-".repeat(61) + "XX O" })).toEqual({
      value: -62,
      move: null,
      nodes: 1,
    });
    expect(engine.solve({ game: "othello", board: "O".repeat(32) + "X".repeat(32) + " X" })).toMatchObject({
      value: 0,
      move: null,
    });
  });

  const quick = ffoPositions.filter((p) => QUICK_FFO.has(p.number));
  test.each(quick)("FFO #$number ($empties empties): score $score", (p) => {
    const r = engine.solve({ game: "othello", board: p.board });
    expect(r.value).toBe(p.score);
    expect(p.best).toContain(r.move);
  });
});

/** Both engines give plain negamax's value and one of its best moves, with the same node count. */
function solvesLikeNegamax(board: string): void {
  const want = naiveSolveRoot(fromText(board));
  const w = wasm.solve({ game: "othello", board: board }),
    t = ts.solve({ game: "othello", board: board });
  expect(w.value).toBe(want.value);
  expect(t).toEqual(w); // the same algorithm: same value, move and node count
  if (w.move === null) expect(want.best).toEqual([]);
  else expect(want.best).toContain(w.move);
}

test("both engines solve like plain negamax on random positions with at most 10 empties", () => {
  fc.assert(fc.property(nearEndBoard(10), solvesLikeNegamax), { numRuns: 30, seed: 8 });
});

test("the last-empties code (1 to 6 empties) solves like plain negamax, both engines, the same nodes", () => {
  fc.assert(fc.property(nearEndBoard(6, 1), solvesLikeNegamax), { numRuns: 300, seed: 10 });
});

test("the engines agree node for node at 11-14 empties (the transposition table and enhanced cutoff at work)", () => {
  fc.assert(
    fc.property(nearEndBoard(14, 11), (board) => {
      expect(ts.solve({ game: "othello", board: board })).toEqual(wasm.solve({ game: "othello", board: board }));
    }),
    { numRuns: 15, seed: 11 },
  );
});

test("the discs the stability cutoff counts as stable keep their colour to the end of random playouts", () => {
  fc.assert(
    fc.property(nearEndBoard(24), fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (board, choices) => {
      let p = fromText(board);
      // Stable discs of each colour (as the side not to move), as cell indices.
      const stable: [number, number][] = [];
      for (const who of [1, 2]) {
        const [pHi, pLo] = naiveHalves(p.cells, 3 - who),
          [oHi, oLo] = naiveHalves(p.cells, who);
        stableDiscs(pHi, pLo, oHi, oLo);
        for (let sq = 0; sq < 64; sq++)
          if ((((sq < 32 ? bits.lo : bits.hi) >>> (sq & 31)) & 1) !== 0) stable.push([sq, who]);
      }
      for (const [sq, who] of stable) expect(p.cells[sq]).toBe(who);
      for (const c of choices) {
        const children = naiveChildren(p);
        if (children.length === 0) break;
        p = children[c % children.length].next;
        for (const [sq, who] of stable) expect(p.cells[sq]).toBe(who);
      }
    }),
    { numRuns: 300, seed: 9 },
  );
});

test("one or two empties on random full boards: both engines solve like plain negamax, the same nodes", () => {
  // Not positions of real games: any colouring of the other squares, so that the last
  // flip's count by line tables meets every square with arbitrary lines through it.
  const board = fc
    .tuple(
      fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
      fc.uniqueArray(fc.nat(63), { minLength: 1, maxLength: 2 }),
      fc.boolean(),
    )
    .map(
      ([black, empty, toMove]) =>
        black.map((b, sq) => (empty.includes(sq) ? "-" : b ? "X" : "O")).join("") + (toMove ? " X" : " O"),
    );
  fc.assert(fc.property(board, solvesLikeNegamax), { numRuns: 2000, seed: 12 });
});

/** The corners and, beside each corner the mover owns, its two edge squares: counted square by square. */
function cornerStableBySquare(owned: (sq: number) => boolean): number {
  const corners: Array<[number, number, number]> = [
    [0, 1, 8],
    [7, 6, 15],
    [56, 57, 48],
    [63, 62, 55],
  ];
  let n = 0;
  for (const [corner, along, up] of corners) {
    if (!owned(corner)) continue;
    n += 1 + (owned(along) ? 1 : 0) + (owned(up) ? 1 : 0);
  }
  return n;
}

test("the ordering term cornerStable counts the mover's corners and edge discs beside them, square by square", () => {
  fc.assert(
    fc.property(fc.integer(), fc.integer(), (hi, lo) => {
      const owned = (sq: number) => ((sq < 32 ? lo >>> sq : hi >>> (sq - 32)) & 1) === 1;
      expect(cornerStable(hi | 0, lo | 0)).toBe(cornerStableBySquare(owned));
    }),
    { numRuns: 2000 },
  );
  // Every corner with both neighbours: 12; a lone corner: 1; neighbours without their corner: 0.
  expect(cornerStable(-1, -1)).toBe(12);
  expect(cornerStable(0, 1)).toBe(1);
  expect(cornerStable(0, 0x8142)).toBe(0);
});

/** Plain negamax to `depth` plies with the evaluation at the horizon, on the naive rules (a pass costs a ply). */
function naiveOrderValue(p: NaivePosition, depth: number): number {
  const [pHi, pLo] = naiveHalves(p.cells, p.toMove),
    [oHi, oLo] = naiveHalves(p.cells, 3 - p.toMove);
  if (depth === 0) return evaluate(pHi, pLo, oHi, oLo);
  const children = naiveChildren(p);
  if (children.length === 0) {
    const passed: NaivePosition = { cells: p.cells, toMove: p.toMove === 1 ? 2 : 1 };
    if (naiveChildren(passed).length === 0)
      return finalValue(
        p.cells.filter((c) => c === p.toMove).length,
        p.cells.filter((c) => c === passed.toMove).length,
      );
    return -naiveOrderValue(passed, depth - 1);
  }
  return Math.max(...children.map((c) => -naiveOrderValue(c.next, depth - 1)));
}

test("the ordering search's value is plain negamax's with the evaluation at its depth, passes and ends too", () => {
  fc.assert(
    fc.property(nearEndBoard(30, 1), fc.integer({ min: 0, max: 3 }), (board, depth) => {
      const p = fromText(board);
      const [pHi, pLo] = naiveHalves(p.cells, p.toMove),
        [oHi, oLo] = naiveHalves(p.cells, 3 - p.toMove);
      expect(orderValue(pHi, pLo, oHi, oLo, depth) + 0).toBe(naiveOrderValue(p, depth) + 0);
    }),
    { numRuns: 200, seed: 13 },
  );
});

test(`from ${ORDER_SEARCH_EMPTIES} empties (ordering search): the engines agree; the value the children's best`, () => {
  fc.assert(
    fc.property(nearEndBoard(ORDER_SEARCH_EMPTIES, ORDER_SEARCH_EMPTIES), (board) => {
      const children = naiveChildren(fromText(board));
      fc.pre(children.length > 0 && board.split("-").length - 1 === ORDER_SEARCH_EMPTIES);
      const w = wasm.solve({ game: "othello", board });
      expect(ts.solve({ game: "othello", board })).toEqual(w);
      // Each child has one empty square fewer: the ordering search is not used below it.
      const values = children.map((c) => -wasm.solve({ game: "othello", board: toText(c.next) }).value);
      expect(w.value).toBe(Math.max(...values));
      expect(values[children.findIndex((c) => nameOf(c.sq) === w.move)]).toBe(w.value);
    }),
    { numRuns: 4, seed: 14, endOnFailure: true /* no shrinking: each run solves a position in both engines */ },
  );
});

test("at 20-21 empties (the ordering search three plies deep, in the children too): the engines agree", () => {
  expect(orderDepth(20)).toBe(3);
  // Random playouts' positions of 20-21 empties that the reference solves in about a second
  // (most take 5-25 s there); 2-4 M nodes each.
  const boards = [
    "-OOOOOOXXOXXX-X-OOOXXX--XOXXXO--XOOXXXOO-OOX-XX-XO-X----XO-X---- X",
    "XO-O----XXXXXX--XOXXX---XOXXXX--XO-XX-X-X-OXXXX-XOOO--X-XOOOOOOO X",
    "XXXX----OOO----XOOXO-XX-OOOXOXOXO--XXXOO---XXXOO---XXXXO---OOOOO O",
  ];
  for (const board of boards)
    expect(ts.solve({ game: "othello", board })).toEqual(wasm.solve({ game: "othello", board }));
});
