// The searches and players on Othello: the engines agree exactly, alpha-beta equals a
// naive minimax oracle, best-first and RBFMS play whole games from the initial position
// and from all 244 openings, and the completion rule ends on lost positions.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { INITIAL, naiveFinalMargin, playoutBoard } from "./othello-helpers.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { naiveBestFirst } from "../oracles/naive-bestfirst.js";
import { fromText, naiveChildren, naiveSolveRoot, toText } from "../oracles/othello-naive.js";
import { othelloAt } from "../reference/games/othello.js";
import { WIN_BASE } from "../reference/games/othello-eval.js";
import { ALGORITHMS, type SearchRequest } from "../contract/index.js";
import { othelloOpenings } from "../experiments/tournament/othello-openings.js";
import { playOthelloPair } from "../experiments/tournament/othello-pair.js";
import type { Engine } from "../contract/index.js";
import { evaluationMatch } from "../scripts/lab/evaluation-match.js";
import { runs } from "./soak/runs.js";
import { column } from "./search-limits.js";

const [wasm, ts] = engines;

/** A board with a legal move (the playout stopped before the end). */
const liveBoard = playoutBoard(0, 50).filter((board) => !othelloAt(board).isTerminal());

/** Limits that grow with k (1..4), for the engines' agreement (test/search-limits.ts). */
const LIMITS = column("othello");

describe("searches on Othello", () => {
  test("the two engines agree exactly: move, value, principal variation, every count", () => {
    fc.assert(
      fc.property(liveBoard, fc.constantFrom(...ALGORITHMS), fc.integer({ min: 1, max: 4 }), (board, algorithm, k) => {
        const request = { position: { game: "othello", board }, algorithm, ...LIMITS[algorithm](k) } as SearchRequest;
        expect({ ...wasm.search(request), ms: 0 }).toEqual({ ...ts.search(request), ms: 0 });
      }),
      { numRuns: runs(150) },
    );
  });

  test("alpha-beta returns the naive minimax value and a best move; minimax agrees", () => {
    fc.assert(
      fc.property(liveBoard, fc.integer({ min: 1, max: 3 }), (board, horizon) => {
        const oracle = rootValues(othelloAt(board), horizon);
        const ab = wasm.search({ position: { game: "othello", board }, algorithm: "alphabeta", horizon });
        const mm = wasm.search({ position: { game: "othello", board }, algorithm: "minimax", horizon });
        expect(ab.value).toBe(oracle.value);
        expect(mm.value).toBe(oracle.value);
        const names = wasm.moves({ game: "othello", board: board }).map((m) => m.move);
        expect(oracle.moveValues[names.indexOf(ab.move as string)]).toBe(oracle.value);
      }),
      { numRuns: 150 },
    );
  });

  test("a position lost whatever is played: best-first searches past the lost leaves until the root is solved", () => {
    // White to move, four empty squares, one legal move (h2); plain negamax says white loses.
    const board = "XXXXXXXXX-OOOOX-XOOOXXOOXXOOXXOOXXXXOXOOXXOXXOOOXXXXXXO-XXXXXXX- O";
    const exact = naiveSolveRoot(fromText(board));
    expect(exact.value).toBeLessThan(0);
    // The oracle meets a lost leaf, marks it solved and stops only when the root is solved.
    const oracle = naiveBestFirst(othelloAt(board), { bound: 7 });
    expect([oracle.stop, oracle.completions > 0]).toEqual(["solved", true]);
    for (const engine of engines) {
      const solved = engine.solve({ game: "othello", board: board });
      expect(solved.value).toBe(exact.value);
      expect(exact.best).toContain(solved.move);
      const r = engine.search({ position: { game: "othello", board }, algorithm: "bestfirst", bound: 7 });
      expect([r.move, r.value, r.nodes.generated, r.nodes.expanded]).toEqual([
        "h2",
        oracle.value,
        oracle.generated,
        oracle.expanded,
      ]);
      expect(r.value).toBeGreaterThan(WIN_BASE); // proven: black wins, as negamax says
    }
  });
});

/** A whole game from `board`, one search for both sides: the moves' names. */
function selfPlay(engine: Engine, board: string, request: Omit<SearchRequest, "position">): string[] {
  const path: number[] = [],
    names: string[] = [];
  const game = othelloAt(board);
  while (!game.isTerminal()) {
    const r = engine.search({ position: { game: "othello", board, path }, ...request } as SearchRequest);
    const move = Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i)).indexOf(r.move as string);
    expect(move).toBeGreaterThanOrEqual(0); // a legal move
    names.push(r.move as string);
    game.play(move);
    path.push(move);
  }
  return names;
}

/** The game best-first minimax plays against itself from `board`, by the naive oracle. */
function oracleGame(board: string, bound: number): string[] {
  const game = othelloAt(board);
  const names: string[] = [];
  while (!game.isTerminal()) {
    const { move } = naiveBestFirst(game, { bound });
    names.push(game.moveName(move));
    game.play(move);
  }
  return names;
}

/**
 * A game RBFMS played: at every position where the spec holds RBFMS to best-first's
 * choice (no ties), its move is the oracle's, the completion rule included. Returns how
 * many moves were compared.
 */
function expectRecursiveGame(board: string, moves: readonly string[], bound: number): number {
  const game = othelloAt(board);
  let compared = 0;
  for (const name of moves) {
    const o = naiveBestFirst(game, { bound });
    if (!o.ties) {
      expect(name).toBe(game.moveName(o.move));
      compared++;
    }
    const names = Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i));
    game.play(names.indexOf(name));
  }
  return compared;
}

describe("whole Othello games", () => {
  test("best-first minimax and RBFMS play from the start on both engines: the oracle's games, legal to the end", () => {
    const bestFirstGame = oracleGame(INITIAL, 8);
    naiveFinalMargin(INITIAL, bestFirstGame);
    for (const engine of engines) {
      expect(selfPlay(engine, INITIAL, { algorithm: "bestfirst", bound: 8 })).toEqual(bestFirstGame);
      for (const algorithm of ["rbfms", "rbfms-inherit"] as const) {
        const moves = selfPlay(engine, INITIAL, { algorithm, bound: 6 });
        naiveFinalMargin(INITIAL, moves);
        // (Othello's evaluation ties often: a quarter of the positions at least are compared.)
        expect(expectRecursiveGame(INITIAL, moves, 6)).toBeGreaterThan(moves.length / 4);
      }
    }
  });

  test("best-first and RBFMS play from each of the 244 openings: legal games, the oracle's on every eighth", () => {
    const openings = othelloOpenings();
    expect(openings).toHaveLength(244);
    openings.forEach((board, index) => {
      const bf = selfPlay(wasm, board, { algorithm: "bestfirst", bound: 6 });
      const rb = selfPlay(wasm, board, { algorithm: "rbfms", bound: 4 });
      naiveFinalMargin(board, bf);
      naiveFinalMargin(board, rb);
      if (index % 8 === 0) {
        expect(bf).toEqual(oracleGame(board, 6));
        expectRecursiveGame(board, rb, 4);
      }
    });
  });

  test("the 244 openings are the positions four plies in, in move order: 236 distinct positions", () => {
    // The naive rules enumerate them: depth-first, moves in ascending square order.
    const fourPlies: string[] = [];
    const walk = (p: ReturnType<typeof fromText>, ply: number): void => {
      if (ply === 4) return void fourPlies.push(toText(p));
      for (const c of naiveChildren(p)) walk(c.next, ply + 1);
    };
    walk(fromText(INITIAL), 0);
    const openings = othelloOpenings();
    expect(openings).toEqual(fourPlies);
    expect(wasm.moves({ game: "othello", board: INITIAL })[0].move).toBe("d3");
    for (const board of openings) expect(board.replace(/[^XO]/g, "").length - 1).toBe(8); // 4 + 4 discs (and the side)
    // Transpositions: the 244 move sequences reach 236 distinct positions.
    expect(new Set(fourPlies).size).toBe(236);
    expect(new Set(openings).size).toBe(236);
  });

  test("tournament pairs: players keep their trees, and a kept root that is already solved ends its search", () => {
    // Opening 3 at these depths once left the best-first player a solved root late in the game.
    const job = {
      game: "othello" as const,
      pairIndex: 3,
      opening: 3,
      abDepth: 3,
      bfDepth: 7,
      algorithm: "bestfirst" as const,
      match: "nodes" as const,
    };
    const r = playOthelloPair(job, wasm);
    expect(r.bfWins + r.abWins + (r.tie ? 1 : 0)).toBe(1);
    const board = othelloOpenings()[3];
    for (const g of r.games) {
      // The final margin is the naive rules' for the moves played, which are legal to the end.
      expect(g.finalValue).toBe(naiveFinalMargin(board, g.moves));
      expect(g.keptBf).toBeGreaterThan(g.searchesBf);
    }
    const again = playOthelloPair(job, ts);
    expect(again.games.map((g) => [g.moves, g.finalValue, g.nodesBf, g.nodesAb])).toEqual(
      r.games.map((g) => [g.moves, g.finalValue, g.nodesBf, g.nodesAb]),
    );
  });
});

test("our evaluation beats the disc count: alpha-beta at equal depth, 30 openings, colours swapped", () => {
  const score = evaluationMatch(2, 30);
  expect(score.evalWins + score.discWins + score.ties).toBe(30);
  expect(score.evalWins).toBeGreaterThan(3 * score.discWins);
});
