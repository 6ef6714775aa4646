// Tic-tac-toe in both engines, the game added through the registries: perft against the
// published counts, the solver against a plain negamax oracle (no pruning, oracles/tic-tac-toe-naive.ts),
// every search finding forced wins, and the engines agreeing exactly.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { ALGORITHMS, type SearchRequest } from "../contract/index.js";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";
import { depthOrBudgets } from "./search-limits.js";
import { boardOf, negamax, winner } from "../oracles/tic-tac-toe-naive.js";

const [wasm, ts] = engines;
/** Random legal move lists (the game may end on the last one). */
const playouts = fc.array(fc.nat(), { maxLength: 9 }).map((choices) => {
  const b: string[] = Array(9).fill("");
  const moves: string[] = [];
  for (const c of choices) {
    if (winner(b) !== "") break;
    const empty = [...b.keys()].filter((i) => b[i] === "");
    if (empty.length === 0) break;
    const cell = empty[c % empty.length];
    b[cell] = moves.length % 2 === 0 ? "X" : "O";
    moves.push(String(cell + 1));
  }
  return moves;
});

describe.each(engines)("$name engine", (engine) => {
  test("perft from the empty board: 9, 72, 504, 3024, 15120, 56160, 154944, 255168, 255168", () => {
    expect(engine.perft({ game: "tictactoe" }, 9)).toEqual([9, 72, 504, 3024, 15120, 56160, 154944, 255168, 255168]);
  });

  test("the empty board is a draw, and so is every first move", () => {
    expect(engine.solve({ game: "tictactoe" }).value).toBe(0);
    for (let cell = 1; cell <= 9; cell++)
      expect(engine.solve({ game: "tictactoe", moves: [String(cell)] }).value).toBe(0);
  });

  test("bad moves: a taken cell, a move after the end, a name that is not a cell", () => {
    expect(() => engine.evaluate({ game: "tictactoe", moves: ["5", "5"] })).toThrow(
      "move 5 (number 2) is not legal: the legal moves there are 1, 2, 3, 4, 6, 7, 8, 9",
    );
    expect(() => engine.evaluate({ game: "tictactoe", moves: ["1", "4", "2", "5", "3", "6"] })).toThrow(
      "move 6 (number 6) is not legal: the game is over there",
    );
    expect(() => engine.evaluate({ game: "tictactoe", moves: ["0"] })).toThrow(
      'move "0" (number 1) is not a move: moves are cells 1..9',
    );
  });
});

test("the solver equals plain negamax on random positions, both engines with the same nodes and move", () => {
  fc.assert(
    fc.property(playouts, (moves) => {
      const position = { game: "tictactoe" as const, moves };
      const a = wasm.solve(position),
        b = ts.solve(position);
      expect(a).toEqual(b);
      expect(a.value).toBe(negamax(boardOf(moves)));
      if (a.move !== null) expect(0 - negamax(boardOf([...moves, String(a.move)]))).toBe(a.value);
    }),
    { numRuns: runs(300) },
  );
});

test("every search finds the win where one is forced, none loops, and the engines agree exactly", () => {
  fc.assert(
    fc.property(playouts, fc.constantFrom(...ALGORITHMS), (moves, algorithm) => {
      const b = boardOf(moves);
      fc.pre(winner(b) === "" && b.includes(""));
      const left = b.filter((c) => c === "").length;
      const limits = depthOrBudgets(algorithm, (budgets) => budgets.ticTacToe, left);
      const request = { position: { game: "tictactoe", moves }, algorithm, ...limits } as SearchRequest;
      const r = wasm.search(request);
      expect({ ...r, ms: 0 }).toEqual({ ...ts.search(request), ms: 0 });
      const exact = negamax(b);
      // Every search must prove a forced win (RBFMS too, by the completion rule: it must
      // not stop at a terminal principal leaf that is not the whole story).
      if (exact === 1) {
        // A forced win: the value says so (from MAX's side) and the move keeps it.
        const xToMove = moves.length % 2 === 0;
        const win = algorithm === "mcts" ? 1000 : 100;
        expect(xToMove ? r.value >= win : r.value <= -win).toBe(true);
        expect(-negamax(boardOf([...moves, String(r.move)]))).toBe(1);
      }
    }),
    { numRuns: runs(400) },
  );
});
