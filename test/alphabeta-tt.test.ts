// alphabeta-tt (alpha-beta with iterative deepening and a transposition table,
// docs/searches.md) against an oracle: at every depth it completes, its value is the plain
// depth-limited minimax value (oracles/naive-minimax.ts, sharing no code with the
// searches) and its move is one of the moves of that value, on thousands of random
// positions of every game, with tables small enough to be full; without a table too. And
// the two engines agree node for node (value, move, line, every count).

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { rootValues } from "../oracles/naive-minimax.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { positionGame } from "../reference/position.js";
import { alphabetaTT } from "../reference/search/alphabeta-tt.js";
import type { Game, Position, SearchRequest } from "../contract/index.js";
import { BestfirstError } from "../contract/index.js";
import { searchGame } from "../reference/own-game.js";
import { Nim } from "../examples/nim.js";
import { cli, engines } from "./helpers.js";
import { runs } from "./soak/runs.js";

const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
/** No aspiration windows (the default), or windows narrow enough to fail often, or wide. */
const aspirations = fc.constantFrom(undefined, undefined, 1, 5, 50, 5000);
/** Principal-variation search left out (the default), off or on. */
const pvsChoices = fc.constantFrom(undefined, false, true);

/**
 * A random position of `game`: `plies` random moves (each the move `pick % moves`) from its start,
 * stopping at the end.
 */
function randomPosition(game: "othello" | "connect4" | "tictactoe", picks: number[]): Position {
  const { game: g } = positionGame({ game } as Position);
  const names: string[] = [];
  for (const pick of picks) {
    if (g.isTerminal()) break;
    const move = pick % g.moveCount();
    names.push(g.moveName(move));
    g.play(move);
  }
  return game === "othello" ? ({ game, moves: names } as Position) : ({ game, moves: names } as Position);
}

/** Checks alphabeta-tt's result at horizon cap `d` on `game` against the naive minimax oracle. */
function holdsToOracle(game: Game, d: number, memoryNodes: number, aspiration?: number, pvs?: boolean): void {
  const r = alphabetaTT(game, { horizon: d, memoryNodes, aspiration, pvs });
  const oracle = rootValues(game, r.depth);
  expect(r.value).toBe(oracle.value);
  expect(oracle.moveValues[r.move]).toBe(oracle.value);
}

describe("alphabeta-tt's value at every depth is plain minimax's", () => {
  test("random trees (to their end too)", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom("uniform" as const, "random" as const),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(64, 256, 1 << 20),
        aspirations,
        pvsChoices,
        (seed, B, mode, depth, d, memoryNodes, aspiration, pvs) => {
          const tree = new RandomTree({
            seedHi: Number(seed >> 32n),
            seedLo: Number(seed & 0xffffffffn),
            branching: B,
            mode,
            terminalDepth: depth,
          });
          for (let k = 1; k <= d; k++) holdsToOracle(tree, k, memoryNodes, aspiration, pvs);
        },
      ),
      { numRuns: runs(1000) },
    );
  });

  for (const [name, most, depths] of [
    ["tictactoe", 9, 4],
    ["connect4", 30, 4],
    ["othello", 50, 3],
  ] as const) {
    test(name, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { maxLength: most }),
          fc.constantFrom(64, 1024, 1 << 20),
          aspirations,
          pvsChoices,
          (picks, memoryNodes, aspiration, pvs) => {
            const { game } = positionGame(randomPosition(name, picks));
            if (game.isTerminal()) return;
            for (let k = 1; k <= depths; k++) holdsToOracle(game, k, memoryNodes, aspiration, pvs);
          },
        ),
        { numRuns: runs(name === "tictactoe" ? 1000 : name === "connect4" ? 500 : 200) },
      );
    });
  }
});

test("principal-variation search changes the nodes searched, never a completed depth's value", () => {
  // Othello middle games at horizon 5: the same value and move values as without it, and at
  // least one search that differs in its nodes (a PVS that never opened a null window would not).
  let differ = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const picks = Array.from({ length: 20 }, (_, i) => (seed * 7919 + i * 104729) % 1000);
    const position = randomPosition("othello", picks);
    const [off, on] = [false, true].map((pvs) =>
      engines[0].search({ position, algorithm: "alphabeta-tt", horizon: 5, pvs }),
    );
    expect(on.value).toBe(off.value);
    if (on.nodes.generated !== off.nodes.generated) differ++;
  }
  expect(differ).toBeGreaterThan(0);
});

describe("the two engines agree node for node", () => {
  const [wasm, ts] = engines;
  /** Both engines' reports of one request, their times left out. */
  function agree(request: SearchRequest): void {
    const [a, b] = [wasm, ts].map((engine) => ({ ...engine.search(request), ms: 0 }));
    expect(a).toEqual(b);
  }
  const budgets = fc.oneof(
    fc.record({ horizon: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ nodes: fc.integer({ min: 1, max: 20000 }) }),
    fc.record({ nodes: fc.integer({ min: 1, max: 20000 }), horizon: fc.integer({ min: 1, max: 8 }) }),
  );
  const tables = fc.constantFrom(undefined, 64, 128, 4096);
  const options = fc.record({ memoryNodes: tables, aspiration: aspirations, pvs: pvsChoices });

  test("random trees", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom("uniform" as const, "random" as const),
        fc.integer({ min: 1, max: 14 }),
        budgets,
        options,
        (seed, branching, mode, depth, budget, more) => {
          agree({
            position: { game: "random", tree: { seed, branching, mode, depth } },
            algorithm: "alphabeta-tt",
            ...budget,
            ...more,
          });
        },
      ),
      { numRuns: runs(300) },
    );
  });

  for (const [name, most] of [
    ["tictactoe", 8],
    ["connect4", 40],
    ["othello", 58],
  ] as const) {
    test(name, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: most }), budgets, options, (picks, budget, more) => {
          const position = randomPosition(name, picks);
          if (positionGame(position).game.isTerminal()) return;
          agree({ position, algorithm: "alphabeta-tt", ...budget, ...more });
        }),
        { numRuns: runs(name === "othello" ? 100 : 200) },
      );
    });
  }
});

describe("a user's game", () => {
  /**
   * Nim keyed by its heaps and the side to move: positions reached by paths of different lengths
   * share a key, though their wins are valued by the plies played.
   */
  class KeyedNim extends Nim {
    hash(): number {
      return this.heaps.reduce((key, heap) => key * 16 + heap, 0) * 2 + (this.maxToMove() ? 0 : 1);
    }
  }

  test("with hash(): the value at every depth is minimax's, and a table's cutoffs need the very depth", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(64, 1 << 20),
        (heaps, memoryNodes) => {
          const total = heaps.reduce((a, b) => a + b, 0);
          fc.pre(total > 0);
          const game = new KeyedNim(heaps);
          for (let horizon = 1; horizon <= Math.min(total, 6); horizon++) {
            const r = searchGame(game, { algorithm: "alphabeta-tt", horizon, memoryNodes });
            const oracle = rootValues(new Nim(heaps), horizon);
            expect(r.value).toBe(oracle.value);
            expect(oracle.moveValues[r.moveIndex]).toBe(oracle.value);
          }
        },
      ),
      { numRuns: runs(150) },
    );
  });

  test("without hash(): no table, the same values", () => {
    const r = searchGame(new Nim([2, 3, 4]), { algorithm: "alphabeta-tt", horizon: 5 });
    expect(r.value).toBe(rootValues(new Nim([2, 3, 4]), 5).value);
  });

  test("a hash() that is not a safe integer is a BestfirstError naming it, and the game is left as found", () => {
    for (const bad of [0.5, 2 ** 53, "7", Number.NaN]) {
      const game = new (class extends Nim {
        hash() {
          return bad as number;
        }
      })([1, 2]);
      expect(() => searchGame(game, { algorithm: "alphabeta-tt", horizon: 2 })).toThrow(BestfirstError);
      expect(() => searchGame(game, { algorithm: "alphabeta-tt", horizon: 2 })).toThrow(
        /your game's hash\(\) returned .*safe integer/,
      );
      expect(game.heaps).toEqual([1, 2]);
    }
  });
});

test("aspiration windows: given to another search or out of range, refused alike by both engines", () => {
  const position = { game: "tictactoe" } as Position;
  for (const engine of engines) {
    expect(() => engine.search({ position, algorithm: "id", horizon: 2, aspiration: 10 })).toThrow(
      /^aspiration is for alphabeta-tt \(its aspiration windows\), not id$/,
    );
    for (const bad of [0, 1.5, 2 ** 30 + 1, "3"])
      expect(() =>
        engine.search({ position, algorithm: "alphabeta-tt", horizon: 2, aspiration: bad as number }),
      ).toThrow(/aspiration window \(half-width\) must be an integer from 1 to 1073741824/);
  }
});

test("search --algorithm alphabeta-tt on the CLI is engine.search of the request, --memory, --aspiration", () => {
  const position = { game: "connect4", moves: ["4", "4", "3"] } as Position;
  for (const engine of engines) {
    const out = cli(
      "search",
      "--game",
      "connect4",
      "--moves",
      "443",
      "--algorithm",
      "alphabeta-tt",
      "--nodes",
      "20000",
      "--memory",
      "1024",
      "--aspiration",
      "8",
      "--engine",
      engine.name,
      "--json",
    );
    expect(out.code).toBe(0);
    const report = engine.search({
      position,
      algorithm: "alphabeta-tt",
      nodes: 20000,
      memoryNodes: 1024,
      aspiration: 8,
    });
    const { move, value, pv, nodes } = report;
    expect({ ...JSON.parse(out.stdout), ms: 0 }).toEqual({ move, value, pv, nodes, ms: 0 });
  }
  const wrong = cli("search", "--game", "connect4", "--algorithm", "id", "--nodes", "100", "--aspiration", "8");
  expect([wrong.code, wrong.stderr.trim().split("\n").length]).toEqual([2, 1]);
});

describe("the alphabeta-tt player", () => {
  test("plays each move as a fresh search with its budgets would, both engines alike, through a whole game", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("tictactoe" as const, "connect4" as const, "othello" as const),
        fc.integer({ min: 50, max: 3000 }),
        fc.constantFrom(undefined, 64),
        (game, nodes, memoryNodes) => {
          const players = engines.map((engine) => engine.createPlayer({ kind: "alphabeta-tt", nodes, memoryNodes }));
          const moves: string[] = [];
          for (;;) {
            const position = { game, moves: [...moves] } as Position;
            if (positionGame(position).game.isTerminal() || moves.length >= 20) break;
            const choices = players.map((player) => player.choose(position));
            expect(choices[0]).toEqual(choices[1]);
            const search = engines[0].search({ position, algorithm: "alphabeta-tt", nodes, memoryNodes });
            expect([choices[0].value, choices[0].generated, choices[0].expanded]).toEqual([
              search.value,
              search.nodes.generated,
              search.nodes.expanded,
            ]);
            const { game: g } = positionGame(position);
            expect(g.moveName(choices[0].move)).toBe(search.move);
            for (const player of players) player.observe(choices[0].move);
            moves.push(String(search.move));
          }
          for (const player of players) player.dispose();
        },
      ),
      { numRuns: runs(12) },
    );
  });

  test("its description is checked as a search's limits are", () => {
    for (const engine of engines) {
      expect(() => engine.createPlayer({ kind: "alphabeta-tt" })).toThrow(
        /alphabeta-tt needs a node budget, a time budget or a horizon/,
      );
      expect(() => engine.createPlayer({ kind: "alphabeta-tt", nodes: 100, bound: 3 })).toThrow(
        /not a bound or onFull/,
      );
      expect(() => engine.createPlayer({ kind: "alphabeta-tt", moveCalls: 100 })).toThrow(BestfirstError);
      expect(() => engine.createPlayer({ kind: "alphabeta-tt", nodes: 100, memoryNodes: 2 ** 23 })).toThrow(
        /memory limit/,
      );
      engine.createPlayer({ kind: "alphabeta-tt", horizon: 3 }).dispose();
    }
  });
});
