// Othello rules in both engines: perft against the spec's table, hand-derived positions
// with passes and finished games, and property tests against the naive oracle and
// across engines on positions from random legal playouts.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines, fixture } from "./helpers.js";
import { INITIAL, perftTable, playout, playoutBoard } from "./othello-helpers.js";
import {
  fromText,
  naiveChildren,
  naiveFlips,
  naiveMoves,
  naivePerft,
  nameOf,
  toText,
} from "../oracles/othello-naive.js";
import { WIN_BASE as REFERENCE_WIN_BASE } from "../reference/games/othello-eval.js";
import { positionGame } from "../reference/position.js";
import { Othello } from "../reference/games/othello.js";

const [wasm, ts] = engines;
const { WIN_BASE, EVAL_BOUND } = JSON.parse(fixture("othello-eval.json")) as { WIN_BASE: number; EVAL_BOUND: number };

test("the reference's WIN_BASE is the documented one (the core's is checked by its values below)", () => {
  expect(REFERENCE_WIN_BASE).toBe(WIN_BASE);
});

describe.each(engines)("$name engine", (engine) => {
  test("perft from the initial position equals the spec's table up to depth 9", () => {
    expect(engine.perft({ game: "othello", board: INITIAL }, 9)).toEqual(perftTable.slice(0, 9));
  });

  // Black everywhere but g8 (white) and h8 (empty). White cannot move, so it passes;
  // black's h8 flips g8 (the line h8-g8-f8), and the board is full: 64-0.
  const lastSquare = "X".repeat(62) + "O-";
  test("a forced pass is one ply, and a finished game counts once at each deeper depth", () => {
    expect(engine.moves({ game: "othello", board: `${lastSquare} O` })).toEqual([{ move: "pass", flips: [] }]);
    expect(engine.moves({ game: "othello", board: `${lastSquare} X` })).toEqual([{ move: "h8", flips: ["g8"] }]);
    expect(engine.perft({ game: "othello", board: `${lastSquare} O` }, 4)).toEqual([1, 1, 1, 1]);
    expect(engine.perft({ game: "othello", board: `${lastSquare} X` }, 3)).toEqual([1, 1, 1]);
  });

  // Two black discs (g8, h8) and one white disc (a1) that no line joins: the game is
  // over; black wins 2-1 and gets the 61 empty squares: margin 2 + 61 - 1 = 62.
  const over = "O" + "-".repeat(61) + "XX";
  test("a finished game: no moves, perft 1 at every depth, value WIN_BASE + margin", () => {
    for (const side of ["X", "O"]) {
      expect(engine.moves({ game: "othello", board: `${over} ${side}` })).toEqual([]);
      expect(engine.perft({ game: "othello", board: `${over} ${side}` }, 3)).toEqual([1, 1, 1]);
      expect(engine.evaluate({ game: "othello", board: `${over} ${side}` })).toBe(WIN_BASE + 62);
    }
    expect(engine.evaluate({ game: "othello", board: "XX" + "-".repeat(61) + "O O" })).toBe(WIN_BASE + 62);
    expect(engine.evaluate({ game: "othello", board: "X" + "-".repeat(61) + "OO X" })).toBe(-(WIN_BASE + 62));
    expect(engine.evaluate({ game: "othello", board: "X" + "-".repeat(62) + "O X" })).toBe(0);
  });

  test("the initial position is symmetric: evaluation 0", () => {
    expect(engine.evaluate({ game: "othello", board: INITIAL })).toBe(0);
  });
});

test("moves and flips equal the naive oracle's, on both engines (random playouts)", () => {
  fc.assert(
    fc.property(playoutBoard(0, 70), (board) => {
      const p = fromText(board);
      const children = naiveChildren(p);
      const want = children.map(({ sq }) =>
        sq < 0
          ? { move: "pass", flips: [] }
          : { move: nameOf(sq), flips: naiveFlips(p.cells, p.toMove, sq).map(nameOf) },
      );
      expect(wasm.moves({ game: "othello", board: board })).toEqual(want);
      expect(ts.moves({ game: "othello", board: board })).toEqual(want);
    }),
    { numRuns: 400, seed: 4 },
  );
});

test("the engines compute the same evaluation, inside +-EVAL_BOUND unless the game is over", () => {
  fc.assert(
    fc.property(playoutBoard(0, 70), fc.boolean(), (board, flipSide) => {
      // Also the same discs with the other side to move (the evaluation ignores whose turn it is).
      const other = board.slice(0, 65) + (board[65] === "X" ? "O" : "X");
      for (const b of flipSide ? [board, other] : [board]) {
        const v = wasm.evaluate({ game: "othello", board: b });
        expect(ts.evaluate({ game: "othello", board: b })).toBe(v);
        const p = fromText(b);
        const over = naiveMoves(p.cells, 1).length + naiveMoves(p.cells, 2).length === 0;
        if (!over) expect(Math.abs(v)).toBeLessThan(EVAL_BOUND);
        else expect(Math.abs(v) >= WIN_BASE || v === 0).toBe(true);
        // Every feature is black's count minus white's: swapping the colours negates it.
        const swapped = [...b.slice(0, 64)].map((c) => (c === "X" ? "O" : c === "O" ? "X" : c)).join("") + b.slice(64);
        expect(wasm.evaluate({ game: "othello", board: swapped })).toBe(-v || 0);
      }
    }),
    { numRuns: 400, seed: 5 },
  );
});

test("perft from random playouts equals the naive oracle's, on both engines", () => {
  fc.assert(
    fc.property(playoutBoard(0, 64), (board) => {
      const want = naivePerft(fromText(board), 3);
      expect(wasm.perft({ game: "othello", board: board }, 3)).toEqual(want);
      expect(ts.perft({ game: "othello", board: board }, 3)).toEqual(want);
    }),
    { numRuns: 150, seed: 6 },
  );
});

test("perft through passes: playouts that reach a forced pass, engines and oracle agree", () => {
  // Collect positions one ply before a pass (seeded), so that the pass is inside the tree.
  const boards: string[] = [];
  fc.assert(
    fc.property(fc.array(fc.nat(), { minLength: 30, maxLength: 64 }), (choices) => {
      for (let cut = 20; cut <= choices.length && boards.length < 12; cut++) {
        const p = playout(choices.slice(0, cut));
        if (naiveChildren(p).some((c) => naiveChildren(c.next)[0]?.sq === -1)) {
          boards.push(toText(p));
          break;
        }
      }
    }),
    { numRuns: 400, seed: 7 },
  );
  expect(boards.length).toBe(12);
  for (const board of boards) {
    const want = naivePerft(fromText(board), 4);
    expect(wasm.perft({ game: "othello", board: board }, 4)).toEqual(want);
    expect(ts.perft({ game: "othello", board: board }, 4)).toEqual(want);
  }
  // Deeper, engines against each other.
  for (const board of boards.slice(0, 4))
    expect(ts.perft({ game: "othello", board: board }, 6)).toEqual(wasm.perft({ game: "othello", board: board }, 6));
});

test("named moves reach the naive oracle's position along random playouts, passes included (both engines)", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 70 }), (choices) => {
      let p = fromText(INITIAL);
      const names: string[] = [];
      for (const c of choices) {
        const children = naiveChildren(p);
        if (children.length === 0) break;
        const { sq, next } = children[c % children.length];
        names.push(sq < 0 ? "pass" : nameOf(sq));
        p = next;
      }
      const position = { game: "othello" as const, moves: names };
      expect((positionGame(position).game as Othello).toBoard()).toBe(toText(p));
      const legal = naiveChildren(p).map(({ sq }) => (sq < 0 ? "pass" : nameOf(sq)));
      for (const engine of engines) expect(engine.moves(position).map((m) => m.move)).toEqual(legal);
    }),
    { numRuns: 200, seed: 9 },
  );
});

test.each(engines)("$name engine: named moves name the illegal move and the legal ones", (engine) => {
  const at =
    (moves: string[], board = INITIAL) =>
    () =>
      engine.evaluate({ game: "othello", board, moves });
  expect(at(["d3", "d3"])).toThrow("move d3 (number 2) is not legal: the legal moves there are c3, e3, c5");
  expect(at(["pass"])).toThrow("move pass (number 1) is not legal: the legal moves there are d3, c4, f5, e6");
  expect(at(["a2"], "O" + "-".repeat(61) + "XX X")).toThrow("move a2 (number 1) is not legal: the game is over there");
  expect(at(["D3"])).toThrow('move "D3" (number 1) is not a move: moves are squares a1..h8 or pass');
});

test("the reference game's protocol along random playouts: moves, passes, MAX, terminal, evaluation", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 80 }), (choices) => {
      const game = new Othello();
      game.set(0x00000008, 0x10000000, 0x00000010, 0x08000000, true); // the initial position
      let p = fromText(INITIAL);
      for (const c of choices) {
        const children = naiveChildren(p);
        expect(game.moveCount()).toBe(children.length);
        expect(game.isTerminal()).toBe(children.length === 0);
        expect(game.maxToMove()).toBe(p.toMove === 1); // MAX is black, passes or not
        expect(game.evaluate()).toBe(ts.evaluate({ game: "othello", board: toText(p) }));
        if (children.length === 0) break;
        const k = c % children.length;
        expect(game.moveName(k)).toBe(children[k].sq < 0 ? "pass" : nameOf(children[k].sq));
        game.play(k);
        p = children[k].next;
      }
      // Undo all the way back: the initial position's moves again.
      while (game.ply > 0) game.undo();
      expect([0, 1, 2, 3].map((i) => game.moveName(i))).toEqual(["d3", "c4", "f5", "e6"]);
    }),
    { numRuns: 150, seed: 10 },
  );
});
