// The worked example Breakthrough (examples/breakthrough), its TypeScript Game held to the
// plain version of ./breakthrough-plain.ts: perft and the moves' names and order, the
// evaluation's formula, and the values every search finds on boards small enough to solve
// (a negamax oracle without pruning, or remembering positions for the start of 3 x 4).

import { expect, test } from "vitest";
import fc from "fast-check";
import {
  ALGORITHMS,
  BestfirstError,
  createGamePlayer,
  perft,
  playMatch,
  searchGame,
  type Algorithm,
  type GameSearchRequest,
} from "bestfirst";
import { Breakthrough, WIN_BASE } from "../examples/breakthrough/breakthrough.js";
import {
  plainAfter,
  plainEvaluate,
  plainMoveName,
  plainMoves,
  plainPerft,
  plainPlay,
  plainSolve,
  plainSolveRemembered,
  plainStart,
  type PlainPosition,
} from "./breakthrough-plain.js";
import { runs } from "./soak/runs.js";
import { depthOrBudgets } from "./search-limits.js";

/** The boards the properties draw from: the small ones the tests solve, the papers' 6 x 5 and the standard 8 x 8. */
const SIZES: [number, number][] = [
  [4, 4],
  [5, 4],
  [6, 5],
  [8, 8],
];

/** A Breakthrough game after the moves named. */
function gameAfter(width: number, height: number, names: readonly string[]): Breakthrough {
  const game = new Breakthrough(width, height);
  game.playNames(names);
  return game;
}

/** Random games: a board size and the names of a legal line from the start (it may end the game). */
const lines = fc
  .tuple(fc.constantFrom(...SIZES), fc.array(fc.nat(), { maxLength: 60 }))
  .map(([[width, height], choices]) => {
    let p = plainStart(width, height);
    const names: string[] = [];
    for (const c of choices) {
      const moves = plainMoves(p);
      if (moves.length === 0) break;
      const m = moves[c % moves.length];
      names.push(plainMoveName(p, m));
      p = plainPlay(p, m);
    }
    return { width, height, names };
  });

test("perft from the start of several boards equals the plain enumerator's", () => {
  // 8 x 8: 22 moves (two for each edge pawn, three for the six others), then 22 x 22.
  const cases: [number, number, number][] = [
    [8, 8, 4],
    [6, 5, 4],
    [5, 4, 5],
    [4, 4, 6],
    [3, 5, 6],
    [2, 4, 12],
  ];
  for (const [width, height, depth] of cases) {
    const counts = perft(new Breakthrough(width, height), depth);
    expect(counts, `${width} x ${height}`).toEqual(plainPerft(plainStart(width, height), depth));
  }
  expect(perft(new Breakthrough(), 2)).toEqual([22, 484]);
});

test("along random games: moves (names, order), end, side to move and evaluation the plain version's; undo too", () => {
  fc.assert(
    fc.property(lines, ({ width, height, names }) => {
      const game = new Breakthrough(width, height);
      let p = plainStart(width, height);
      const seen: string[] = [];
      const check = (q: PlainPosition) => {
        expect(game.legalNames()).toEqual(plainMoves(q).map((m) => plainMoveName(q, m)));
        expect(game.isTerminal()).toBe(q.over);
        expect(game.maxToMove()).toBe(q.ply % 2 === 0);
        expect(game.evaluate()).toBe(plainEvaluate(q));
      };
      for (const name of names) {
        check(p);
        seen.push(game.toString());
        game.play(game.moveIndex(name));
        p = plainPlay(p, plainMoves(p).find((m) => plainMoveName(p, m) === name)!);
      }
      check(p);
      for (let k = names.length - 1; k >= 0; k--) {
        game.undo();
        expect(game.toString()).toBe(seen[k]);
      }
      check(plainStart(width, height));
    }),
    { numRuns: runs(300) },
  );
});

test("bad board sizes and illegal move names are BestfirstErrors", () => {
  for (const [w, h] of [
    [1, 8],
    [8, 3],
    [9, 8],
    [2.5, 4],
    [NaN, 4],
  ])
    expect(() => new Breakthrough(w, h)).toThrow(BestfirstError);
  expect(() => new Breakthrough(9, 8)).toThrow(
    "a Breakthrough board is W x H with W >= 2, H >= 4 and W * H <= 64; got 9 x 8",
  );
  expect(() => gameAfter(8, 8, ["a2-a4"])).toThrow(
    /^move a2-a4 is not legal here; the legal moves are a2-a3, a2-b3, b2-a3/,
  );
});

/** Limits with which each search sees the whole game below a position whose longest line is `depth` plies. */
function wholeGame(algorithm: Algorithm, depth: number, treeSize: number): GameSearchRequest {
  return { algorithm, ...depthOrBudgets(algorithm, (budgets) => budgets.breakthrough(treeSize), depth) };
}

/** The searches whose value is the exact minimax value when they see the whole game. */
const EXACT: readonly Algorithm[] = ["minimax", "alphabeta", "id", "alphabeta-tt", "mma"];

/**
 * What a search of a solved position must find. The full-width searches and mma, seeing
 * every line to its end, return the exact value and a move that keeps it. The others are
 * held to the outcome: best-first, RBFMS and extension return a value of a finished game
 * (static values are far smaller) of the right sign, MCTS-Solver a proven +-1000; and a
 * won position's move is a winning move by the oracle.
 */
function expectSolved(
  game: Breakthrough,
  p: PlainPosition,
  algorithm: Algorithm,
  exact: number,
  request: GameSearchRequest,
  solve: (q: PlainPosition) => number = (q) => plainSolve(q).value,
): void {
  const r = searchGame(game, request);
  const white = p.ply % 2 === 0,
    wins = white ? exact > 0 : exact < 0;
  const moved = plainPlay(p, plainMoves(p)[r.moveIndex]);
  const after = () => (moved.over ? plainEvaluate(moved) : solve(moved));
  if (EXACT.includes(algorithm)) {
    expect(r.value).toBe(exact);
    expect(after()).toBe(exact);
  } else if (algorithm === "mcts") {
    expect(r.value).toBe(exact > 0 ? 1000 : -1000);
  } else {
    expect(Math.abs(r.value)).toBeGreaterThan(WIN_BASE - 1000);
    expect(Math.sign(r.value)).toBe(Math.sign(exact));
  }
  if (wins) expect(Math.sign(after())).toBe(Math.sign(exact));
}

test("2 x 4, solved: the first player loses in 8 plies, and every search finds it", () => {
  const p = plainStart(2, 4),
    solved = plainSolve(p);
  expect(solved.value).toBe(-(WIN_BASE - 8));
  expect(plainSolveRemembered(p)).toBe(solved.value);
  for (const algorithm of ALGORITHMS)
    expectSolved(new Breakthrough(2, 4), p, algorithm, solved.value, wholeGame(algorithm, solved.depth, 3100));
});

test("3 x 4, solved: the first player loses in 12 plies; every search but minimax and mma (67M nodes) finds it", () => {
  const p = plainStart(3, 4),
    exact = plainSolveRemembered(p);
  expect(exact).toBe(-(WIN_BASE - 12));
  const longest = 2 * 3 * (2 * 4 - 3); // every pawn walks: no game is longer
  for (const algorithm of ALGORITHMS.filter((a) => a !== "minimax" && a !== "mma"))
    expectSolved(new Breakthrough(3, 4), p, algorithm, exact, wholeGame(algorithm, longest, 0), plainSolveRemembered);
});

test("a player that keeps its tree, and a match on 5 x 4: legal games that end with a winner", () => {
  const game = new Breakthrough(5, 4);
  const player = createGamePlayer({ kind: "bestfirst", bound: 6 });
  const choice = player.choose(game);
  expect(game.legalNames()).toContain(game.moveName(choice.move));
  const match = playMatch(
    () => new Breakthrough(5, 4),
    [{ algorithm: "alphabeta", horizon: 3 }, { player: { kind: "bestfirst", bound: 6 } }],
  );
  for (const g of match.games) {
    const end = plainAfter(5, 4, g.moves);
    expect(end.over).toBe(true);
    expect(g.value).toBe(plainEvaluate(end));
  }
  expect(match.draws).toBe(0); // no draws in Breakthrough
});
