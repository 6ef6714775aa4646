// alphabeta-tt's quiescence search (docs/searches.md) against an oracle: at every depth it
// completes, its value is that of plain minimax to the horizon with a plain stand-pat minimax
// over the noisy moves past it (oracles/naive-quiescence.ts, sharing no code with the
// searches), and its move one of that value, on random positions of the built-in games under
// the other techniques that keep values exact. The two engines agree node for node with it
// (value, move, line, every count), budgets too; a game without noisy moves searches as
// without it; the game's isNoisy is checked.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { quiescenceRootValues } from "../oracles/naive-quiescence.js";
import { positionGame } from "../reference/position.js";
import { alphabetaTT } from "../reference/search/alphabeta-tt.js";
import { QUIESCENCE_PLIES } from "../reference/search/alphabeta-tt-quiescence.js";
import { BestfirstError, type SearchRequest } from "../contract/index.js";
import { searchGame } from "../reference/own-game.js";
import { Nim } from "../examples/nim.js";
import { engines } from "./helpers.js";
import { agree, onEveryGame, randomPosition } from "./alphabeta-tt-games.js";
import { runs } from "./soak/runs.js";

/** The techniques drawn beside quiescence that keep every completed depth's value exact. */
const exact = fc.record({
  aspiration: fc.constantFrom(undefined, 1, 50),
  pvs: fc.constantFrom(undefined, true),
  history: fc.constantFrom(undefined, true),
});

describe("quiescence: the value at every depth is the naive quiescence oracle's", () => {
  for (const [name, most, depths, cases] of [
    ["tictactoe", 9, 4, 300],
    ["connect4", 30, 3, 40],
    ["othello", 60, 3, 60],
  ] as const) {
    test(name, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { maxLength: most }),
          fc.constantFrom(64, 1 << 20),
          exact,
          (picks, memoryNodes, more) => {
            const { game } = positionGame(randomPosition(name, picks));
            if (game.isTerminal()) return;
            for (let horizon = 1; horizon <= depths; horizon++) {
              const r = alphabetaTT(game, { horizon, memoryNodes, quiescence: true, ...more });
              const oracle = quiescenceRootValues(game, r.depth, QUIESCENCE_PLIES);
              expect(r.value).toBe(oracle.value);
              expect(oracle.moveValues[r.move]).toBe(oracle.value);
            }
          },
        ),
        { numRuns: runs(cases) },
      );
    });
  }

  test("it moves values: on Connect-Four and Othello positions some differ from plain alpha-beta's", () => {
    for (const name of ["connect4", "othello"] as const) {
      let moved = 0;
      for (let seed = 1; seed <= 20 && moved === 0; seed++) {
        const picks = Array.from({ length: name === "othello" ? 16 : 8 }, (_, i) => (seed * 7919 + i * 104729) % 1000);
        const position = randomPosition(name, picks);
        if (positionGame(position).game.isTerminal()) continue;
        const request = { position, algorithm: "alphabeta-tt", horizon: 3 } as const;
        const [off, on] = [false, true].map((quiescence) => engines[1].search({ ...request, quiescence }));
        if (on.value !== off.value) moved++;
      }
      expect(moved, name).toBeGreaterThan(0);
    }
  });
});

describe("the two engines agree node for node with quiescence", () => {
  const settings = fc.record({
    ...{ quiescence: fc.constant(true), horizon: fc.constantFrom(undefined, 1, 3, 5, 7) },
    nodes: fc.constantFrom(undefined, 1, 500, 20000),
    memoryNodes: fc.constantFrom(undefined, 64, 4096),
    aspiration: fc.constantFrom(undefined, 1, 50),
    pvs: fc.constantFrom(undefined, true),
    history: fc.constantFrom(undefined, true),
    lmr: fc.constantFrom(undefined, true),
  });
  onEveryGame(
    settings.filter((r) => r.horizon !== undefined || r.nodes !== undefined),
    agree,
    { othello: 60, others: 120 },
  );

  test("random trees have no noisy moves: quiescence on is the report without it", () => {
    for (const engine of engines)
      for (const seed of [1n, 2n, 3n]) {
        const request = {
          position: { game: "random", tree: { seed, branching: 4, mode: "random", depth: 9 } },
          algorithm: "alphabeta-tt",
          horizon: 6,
        } as SearchRequest;
        const off = { ...engine.search(request), ms: 0 };
        expect({ ...engine.search({ ...request, quiescence: true }), ms: 0 }).toEqual(off);
      }
  });
});

describe("a user's game", () => {
  test("without isNoisy: quiescence changes nothing", () => {
    const request = { algorithm: "alphabeta-tt", horizon: 5 } as const;
    const off = searchGame(new Nim([2, 3, 4]), request);
    expect({ ...searchGame(new Nim([2, 3, 4]), { ...request, quiescence: true }), ms: 0 }).toEqual({ ...off, ms: 0 });
  });

  test("an isNoisy that returns no boolean is a BestfirstError naming it, and the game is left as found", () => {
    for (const bad of [1, "yes", undefined]) {
      const game = new (class extends Nim {
        isNoisy() {
          return bad as unknown as boolean;
        }
      })([2, 3]);
      const search = () => searchGame(game, { algorithm: "alphabeta-tt", horizon: 2, quiescence: true });
      expect(search).toThrow(BestfirstError);
      expect(search).toThrow(/your game's isNoisy\(\d+\) returned .*true or false/);
      expect(game.heaps).toEqual([2, 3]);
    }
  });

  test("with isNoisy: the oracle's value", () => {
    // Nim's noisy moves: those that empty a heap.
    class NoisyNim extends Nim {
      isNoisy(move: number): boolean {
        for (const heap of this.heaps) {
          if (move < heap) return move + 1 === heap;
          move -= heap;
        }
        return false;
      }
    }
    for (const heaps of [
      [2, 3],
      [1, 2, 3],
      [3, 3, 1],
    ]) {
      for (let horizon = 1; horizon <= 3; horizon++) {
        const r = searchGame(new NoisyNim(heaps), { algorithm: "alphabeta-tt", horizon, quiescence: true });
        expect(r.value).toBe(quiescenceRootValues(new NoisyNim(heaps), horizon, QUIESCENCE_PLIES).value);
      }
    }
  });
});
