// The searches and players on Othello: the engines agree exactly, alpha-beta equals a
// naive minimax oracle, best-first and RBFMS play whole games from the initial position
// and from all 244 openings, and the completion rule ends on lost positions.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { INITIAL, playoutBoard } from "./othello-helpers.js";
import { rootValues } from "./oracles/naive-minimax.js";
import { parseBoard } from "../contract/index.js";
import { othelloAt } from "../reference/games/othello.js";
import { WIN_BASE } from "../reference/games/othello-eval.js";
import { ALGORITHMS, type SearchRequest } from "../contract/index.js";
import { othelloOpenings } from "../experiments/othello-openings.js";
import { playOthelloPair } from "../experiments/othello-pair.js";
import type { Engine } from "../contract/index.js";
import { evaluationMatch } from "../experiments/evaluation-match.js";

const [wasm, ts] = engines;

/** A board with a legal move (the playout stopped before the end). */
const liveBoard = playoutBoard(0, 50).filter((board) => !othelloAt(board).isTerminal());

describe("searches on Othello", () => {
  test("the two engines agree exactly: move, value, principal variation, every count", () => {
    fc.assert(
      fc.property(liveBoard, fc.constantFrom(...ALGORITHMS), fc.integer({ min: 1, max: 4 }), (board, algorithm, k) => {
        const limits = algorithm === "minimax" || algorithm === "alphabeta" ? { horizon: k }
          : algorithm === "id" ? { nodes: 500 * k }
          : algorithm === "extension" ? { horizon: Math.min(k, 2), bound: 2 * k } : { bound: 2 * k };
        const request = { position: { game: "othello", board }, algorithm, ...limits } as SearchRequest;
        expect({ ...wasm.search(request), ms: 0 }).toEqual({ ...ts.search(request), ms: 0 });
      }),
      { numRuns: 150 },
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
    // White to move, four empty squares; the exact solver says black wins by 42.
    const board = "XXXXXXXXX-OOOOX-XOOOXXOOXXOOXXOOXXXXOXOOXXOXXOOOXXXXXXO-XXXXXXX- O";
    expect(ts.solve({ game: "othello", board: board }).value).toBe(-42);
    for (const engine of engines) {
      const r = engine.search({ position: { game: "othello", board }, algorithm: "bestfirst", bound: 7 });
      expect(r.value).toBeGreaterThan(WIN_BASE); // proven: black wins
      expect(r.move).toBe("h2");
    }
  });
});

/** A whole game from `board`, one search for both sides. */
function selfPlay(engine: Engine, board: string, request: Omit<SearchRequest, "position">): number {
  const path: number[] = [];
  const game = othelloAt(board);
  while (!game.isTerminal()) {
    const r = engine.search({ position: { game: "othello", board, path }, ...request } as SearchRequest);
    const move = Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i)).indexOf(r.move as string);
    expect(move).toBeGreaterThanOrEqual(0);
    game.play(move);
    path.push(move);
  }
  return path.length;
}

describe("whole Othello games", () => {
  test("best-first minimax and RBFMS play from the initial position on both engines", () => {
    for (const engine of engines)
      for (const request of [{ algorithm: "bestfirst", bound: 8 }, { algorithm: "rbfms", bound: 6 }, { algorithm: "rbfms-inherit", bound: 6 }] as const)
        expect(selfPlay(engine, INITIAL, request)).toBeGreaterThanOrEqual(56);
  });

  test("best-first minimax and RBFMS play from each of the 244 openings", () => {
    const openings = othelloOpenings();
    expect(openings).toHaveLength(244);
    for (const board of openings) {
      expect(selfPlay(wasm, board, { algorithm: "bestfirst", bound: 6 })).toBeGreaterThanOrEqual(52);
      expect(selfPlay(wasm, board, { algorithm: "rbfms", bound: 4 })).toBeGreaterThanOrEqual(52);
    }
  });

  test("the 244 openings are the positions four plies in, in move order", () => {
    const openings = othelloOpenings();
    const first = wasm.moves({ game: "othello", board: INITIAL })[0].move;
    const second = wasm.moves({ game: "othello", board: openings[0] }).length; // a legal position: it has moves or passes
    expect(first).toBe("d3");
    expect(second).toBeGreaterThan(0);
    for (const board of openings) expect(board.replace(/[^XO]/g, "").length - 1).toBe(8); // 4 + 4 discs (and the side)
    expect(new Set(openings).size).toBeLessThan(244); // transpositions: some positions are reached twice
  });

  test("tournament pairs: players keep their trees, and a kept root that is already solved ends its search", () => {
    // Opening 3 at these depths once left the best-first player a solved root late in the game.
    const job = { game: "othello" as const, pairIndex: 3, opening: 3, abDepth: 3, bfDepth: 7, algorithm: "bestfirst" as const, match: "nodes" as const };
    const r = playOthelloPair(job, wasm);
    expect(r.bfWins + r.abWins + (r.tie ? 1 : 0)).toBe(1);
    for (const g of r.games) {
      expect(Math.abs(g.finalValue)).toBeLessThanOrEqual(64);
      expect(g.keptBf).toBeGreaterThan(g.searchesBf);
    }
    const again = playOthelloPair(job, ts);
    expect(again.games.map((g) => [g.moves, g.finalValue, g.nodesBf, g.nodesAb])).toEqual(r.games.map((g) => [g.moves, g.finalValue, g.nodesBf, g.nodesAb]));
  });
});

test("our evaluation beats the disc count: alpha-beta at equal depth, 30 openings, colours swapped", () => {
  const score = evaluationMatch(2, 30);
  expect(score.evalWins + score.discWins + score.ties).toBe(30);
  expect(score.evalWins).toBeGreaterThan(3 * score.discWins);
});
