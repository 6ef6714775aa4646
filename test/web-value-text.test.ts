// The page's values in words (web/value-text.ts) held to oracles: tic-tac-toe's "wins in
// N moves" to a plain search of the quickest forced win, Othello's "wins by N discs" to
// the solver's exact margin, and the budget field's refusals (web/engine-turn.ts).

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { createWasmEngineSync } from "../index.js";
import { valueText } from "../web/value-text.js";
import { budgetFrom } from "../web/engine-turn.js";
import { boardOf, winner } from "../oracles/tic-tac-toe-naive.js";

const wasm = createWasmEngineSync();

/**
 * The plies to the end under play where the winner wins as soon as it can and the loser
 * holds out longest, and the winner ("X", "O", "" for a draw): plain recursion.
 */
const known = new Map<string, { winner: string; plies: number }>();
function quickest(b: string[]): { winner: string; plies: number } {
  const key = b.map((c) => c || "-").join("");
  const seen = known.get(key);
  if (seen) return seen;
  const w = winner(b);
  const free = b.flatMap((c, i) => (c === "" ? [i] : []));
  if (w !== "" || free.length === 0) return { winner: w, plies: 0 };
  const me = free.length % 2 === 1 ? "X" : "O";
  const rank = (r: { winner: string; plies: number }) =>
    r.winner === me ? 100 - r.plies : r.winner === "" ? 0 : r.plies - 100;
  let best: { winner: string; plies: number } | undefined;
  for (const i of free) {
    b[i] = me;
    const r = quickest(b);
    b[i] = "";
    const mine = { winner: r.winner, plies: r.plies + 1 };
    if (best === undefined || rank(mine) > rank(best)) best = mine;
  }
  known.set(key, best!);
  return best!;
}

const ticTacToeLines = fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 0, maxLength: 6 }).map((cells) => {
  const moves: string[] = [];
  for (const c of cells) {
    if (winner(boardOf(moves)) !== "") break;
    moves.push(String(c));
  }
  return moves;
});

describe("values in words", () => {
  test("tic-tac-toe: a forced win is the quickest win's moves, for the side that has it", () => {
    fc.assert(
      fc.property(ticTacToeLines, (moves) => {
        const b = boardOf(moves);
        fc.pre(winner(b) === "" && b.includes(""));
        const { value } = wasm.search({ position: { game: "tictactoe", moves }, algorithm: "minimax", horizon: 9 });
        const want = quickest(b);
        const text = valueText("tictactoe", "minimax", value, moves.length);
        if (want.winner === "") expect(text).toBe("even (evaluation 0)");
        else {
          const n = Math.ceil(want.plies / 2);
          expect(text).toBe(`${want.winner} wins in ${n} move${n === 1 ? "" : "s"}`);
        }
      }),
    );
  });

  test("Othello: a solved position's value is the winner's exact margin", () => {
    // FFO-style endgame boards a few empties from the end, Black to move.
    const board = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOO--- X";
    const position = { game: "othello" as const, board };
    const { value } = wasm.search({ position, algorithm: "alphabeta", horizon: 8 });
    const exact = wasm.solve(position).value; // the margin for Black, the side to move
    expect(Math.abs(exact)).toBeGreaterThan(0);
    const side = exact > 0 ? "Black" : "White";
    expect(valueText("othello", "alphabeta", value, 0)).toBe(
      `${side} wins by ${Math.abs(exact)} disc${Math.abs(exact) === 1 ? "" : "s"} (exact)`,
    );
  });

  test("a static value and MCTS's mean outcome say whose it is and its size", () => {
    expect(valueText("connect4", "bestfirst", 37, 4)).toBe("Red better: evaluation +37");
    expect(valueText("connect4", "bestfirst", -5, 4)).toBe("Yellow better: evaluation -5");
    expect(valueText("othello", "mcts", -250, 4)).toBe("White ahead: mean outcome 0.250 of 1 (MCTS)");
    expect(valueText("tictactoe", "mcts", 0, 4)).toBe("even (MCTS's mean outcome 0)");
    expect(valueText("tictactoe", "id", undefined, 4)).toBe("not known yet");
  });
});

describe("the budget field", () => {
  test("empty, zero, negative or not a number is refused, saying what it takes", () => {
    for (const text of ["", " ", "0", "-5", "abc", "0.4", "NaN"])
      expect(budgetFrom("nodes", text), text).toEqual({
        refused: expect.stringMatching(/^The budget must be a number of nodes from 1 to [\d,]+, not "/),
      });
    expect(budgetFrom("time", "-1")).toEqual({ refused: expect.stringMatching(/of milliseconds from 1 to/) });
  });

  test("a fraction is rounded, and a number above the most brought down to it", () => {
    expect(budgetFrom("nodes", "1.5")).toEqual({ kind: "nodes", amount: 2 });
    expect(budgetFrom("nodes", "250")).toEqual({ kind: "nodes", amount: 250 });
    const most = budgetFrom("time", "1e20");
    expect("amount" in most && most.amount).toBeGreaterThan(1000);
    expect(budgetFrom("time", "1e21")).toEqual(most);
  });
});
