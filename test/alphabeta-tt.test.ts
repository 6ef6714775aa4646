// alphabeta-tt (alpha-beta with iterative deepening and a transposition table,
// docs/searches.md) against an oracle: at every depth it completes, its value is the plain
// depth-limited minimax value (oracles/naive-minimax.ts, sharing no code with the
// searches) and its move is one of the moves of that value, on thousands of random
// positions of every game, with tables small enough to be full; without a table too; with
// principal-variation search and the history heuristic too. Late-move reductions, whose value is
// no longer minimax's, held to what must still hold (minimax's value below their depth, and
// always the static value of a position the reductions can leave as a leaf). And the two
// engines agree node for node (value, move, line, every count) under every technique.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { rootValues } from "../oracles/naive-minimax.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { positionGame } from "../reference/position.js";
import { alphabetaTT } from "../reference/search/alphabeta-tt.js";
import type { Game, Position } from "../contract/index.js";
import { BestfirstError } from "../contract/index.js";
import { searchGame } from "../reference/own-game.js";
import { Nim } from "../examples/nim.js";
import { cli, engines } from "./helpers.js";
import { runs } from "./soak/runs.js";
import { agree, onEveryGame, randomPosition } from "./alphabeta-tt-games.js";

const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
/** No aspiration windows (the default), or windows narrow enough to fail often, or wide. */
const aspirations = fc.constantFrom(undefined, undefined, 1, 5, 50, 5000);
/** Principal-variation search left out (the default), off or on. */
const pvsChoices = fc.constantFrom(undefined, false, true);
/** The history heuristic left out (the default), off or on. */
const historyChoices = fc.constantFrom(undefined, false, true);
/** Late-move reductions left out (the default), off or on. */
const lmrChoices = fc.constantFrom(undefined, false, true);
/** Aspiration windows and the techniques that keep every completed depth's value minimax's. */
const exact = fc.record({ aspiration: aspirations, pvs: pvsChoices, history: historyChoices });

/** The settings a property draws. */
type Drawn = { aspiration?: number; pvs?: boolean; history?: boolean };

/** The picks of an Othello middle game 20 plies in, a fixed one for each seed. */
function middleGame(seed: number): number[] {
  return Array.from({ length: 20 }, (_, i) => (seed * 7919 + i * 104729) % 1000);
}

/** Checks alphabeta-tt's result at horizon cap `d` on `game` against the naive minimax oracle. */
function holdsToOracle(game: Game, d: number, memoryNodes: number, more: Drawn): void {
  const r = alphabetaTT(game, { horizon: d, memoryNodes, ...more });
  const oracle = rootValues(game, r.depth);
  expect(r.value).toBe(oracle.value);
  expect(oracle.moveValues[r.move]).toBe(oracle.value);
}

/** A check of a search at horizon cap `k` on `game` with a table of `memoryNodes` entries and the drawn `more`. */
type Check<T> = (game: Game, k: number, memoryNodes: number, more: T) => void;

/** `check` at every horizon cap 1..`deepest` on random trees of branching `least` to `most`. */
function onRandomTrees<T>(more: fc.Arbitrary<T>, check: Check<T>, cases: number, [least, most, deepest] = [1, 5, 5]) {
  fc.assert(
    fc.property(
      seeds,
      fc.integer({ min: least, max: most }),
      fc.constantFrom("uniform" as const, "random" as const),
      fc.integer({ min: 1, max: 9 }),
      fc.integer({ min: 1, max: deepest }),
      fc.constantFrom(64, 256, 1 << 20),
      more,
      (seed, B, mode, depth, d, memoryNodes, drawn) => {
        const tree = new RandomTree({
          seedHi: Number(seed >> 32n),
          seedLo: Number(seed & 0xffffffffn),
          branching: B,
          mode,
          terminalDepth: depth,
        });
        for (let k = 1; k <= d; k++) check(tree, k, memoryNodes, drawn);
      },
    ),
    { numRuns: runs(cases) },
  );
}

/** `check` at every horizon cap 1..`depths` on random positions of `name` (at most `most` plies in). */
function onPositions<T>(
  name: "othello" | "connect4" | "tictactoe",
  [most, depths, cases]: readonly [number, number, number],
  more: fc.Arbitrary<T>,
  check: Check<T>,
): void {
  fc.assert(
    fc.property(
      fc.array(fc.nat(), { maxLength: most }),
      fc.constantFrom(64, 1024, 1 << 20),
      more,
      (picks, memoryNodes, drawn) => {
        const { game } = positionGame(randomPosition(name, picks));
        if (game.isTerminal()) return;
        for (let k = 1; k <= depths; k++) check(game, k, memoryNodes, drawn);
      },
    ),
    { numRuns: runs(cases) },
  );
}

describe("alphabeta-tt's value at every depth is plain minimax's", () => {
  test("random trees (to their end too)", () => onRandomTrees(exact, holdsToOracle, 1000));
  for (const [name, most, depths, cases] of [
    ["tictactoe", 9, 4, 1000],
    ["connect4", 30, 4, 500],
    ["othello", 50, 3, 200],
  ] as const) {
    test(name, () => onPositions(name, [most, depths, cases], exact, holdsToOracle));
  }
});

for (const [setting, what] of [
  ["pvs", "principal-variation search"],
  ["history", "the history heuristic"],
] as const) {
  test(`${what} changes the nodes searched, never a completed depth's value`, () => {
    // Othello middle games at horizon 5: the same value as without it, and at least one search
    // that differs in its nodes (a PVS that never opened a null window, a history that never
    // reordered a move, would not).
    let differ = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const position = randomPosition("othello", middleGame(seed));
      const [off, on] = [false, true].map((on) =>
        engines[0].search({ position, algorithm: "alphabeta-tt", horizon: 5, [setting]: on }),
      );
      expect(on.value).toBe(off.value);
      if (on.nodes.generated !== off.nodes.generated) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
}

/**
 * The static values late-move reductions can leave as the root's value at horizon `h`: a
 * fail-soft search returns some leaf's value, and each reduction (at a node LMR_DEPTH = 3 or
 * more plies above the horizon, so at most floor((h - 1) / 2) on a line) makes a leaf one ply
 * nearer the root: a position `h - floor((h - 1) / 2)` to `h` plies in, or a finished game nearer.
 */
function reducedLeafValues(game: Game, h: number): Set<number> {
  const values = new Set<number>();
  const nearest = h - Math.floor((h - 1) / 2);
  const walk = (ply: number): void => {
    const over = game.isTerminal();
    if (over || ply >= nearest) values.add(game.evaluate());
    if (over || ply === h) return;
    for (let move = 0; move < game.moveCount(); move++) {
      game.play(move);
      walk(ply + 1);
      game.undo();
    }
  };
  walk(0);
  return values;
}

/** Late-move reductions at horizon cap `d` on `game`: below their depth minimax's value, else an allowed leaf's. */
function lmrHolds(game: Game, d: number, memoryNodes: number, more: Drawn): void {
  const r = alphabetaTT(game, { horizon: d, memoryNodes, ...more, lmr: true });
  if (r.depth <= 2) {
    const oracle = rootValues(game, r.depth);
    expect(r.value).toBe(oracle.value);
    expect(oracle.moveValues[r.move]).toBe(oracle.value);
  } else {
    expect(reducedLeafValues(game, r.depth).has(r.value), `value ${r.value} at horizon ${r.depth}`).toBe(true);
  }
}

describe("late-move reductions: minimax's value below their depth, and always a value a leaf they allow has", () => {
  const more = fc.record({ pvs: pvsChoices, history: historyChoices });
  test("random trees", () => onRandomTrees(more, lmrHolds, 500, [2, 6, 6]));
  for (const [name, most, depths, cases] of [
    ["tictactoe", 9, 6, 300],
    ["connect4", 30, 5, 60],
    ["othello", 50, 4, 40],
  ] as const) {
    test(name, () => onPositions(name, [most, depths, cases], more, lmrHolds));
  }

  test("they cut the nodes and move some values; off, the search is the one without the setting", () => {
    // Othello middle games at horizon 5 (two reductions deep on a line): fewer nodes in all, and
    // some value that is no longer alpha-beta's; `lmr: false` (and `history: false`) the same
    // report as leaving them out, on both engines.
    let plain = 0,
      reduced = 0,
      moved = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const position = randomPosition("othello", middleGame(seed));
      for (const engine of engines) {
        const request = { position, algorithm: "alphabeta-tt", horizon: 5 } as const;
        const off = { ...engine.search(request), ms: 0 };
        expect({ ...engine.search({ ...request, lmr: false, history: false }), ms: 0 }).toEqual(off);
        const on = engine.search({ ...request, lmr: true });
        plain += off.nodes.generated;
        reduced += on.nodes.generated;
        if (on.value !== off.value) moved++;
      }
    }
    expect(reduced).toBeLessThan(plain);
    expect(moved).toBeGreaterThan(0);
  });
});

describe("the two engines agree node for node", () => {
  const budgets = fc.oneof(
    fc.record({ horizon: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ nodes: fc.integer({ min: 1, max: 20000 }) }),
    fc.record({ nodes: fc.integer({ min: 1, max: 20000 }), horizon: fc.integer({ min: 1, max: 8 }) }),
  );
  const tables = fc.constantFrom(undefined, 64, 128, 4096);
  const options = fc.record({
    memoryNodes: tables,
    aspiration: aspirations,
    pvs: pvsChoices,
    history: historyChoices,
    lmr: lmrChoices,
  });

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

  onEveryGame(
    fc.tuple(budgets, options).map(([budget, more]) => ({ ...budget, ...more })),
    agree,
    { othello: 100, others: 200 },
  );
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

test("search --algorithm alphabeta-tt on the CLI is engine.search of the request, --memory, --aspiration, ...", () => {
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
      "--history",
      "--lmr",
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
      history: true,
      lmr: true,
    });
    const { move, value, pv, nodes } = report;
    expect({ ...JSON.parse(out.stdout), ms: 0 }).toEqual({ move, value, pv, nodes, ms: 0 });
  }
  for (const flags of [["--aspiration", "8"], ["--history"], ["--lmr"]]) {
    const wrong = cli("search", "--game", "connect4", "--algorithm", "id", "--nodes", "100", ...flags);
    expect([wrong.code, wrong.stderr.trim().split("\n").length]).toEqual([2, 1]);
    expect(wrong.stderr).toMatch(/not id/);
  }
});

describe("the alphabeta-tt player", () => {
  test("plays each move as a fresh search with its budgets would, both engines alike, through a whole game", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("tictactoe" as const, "connect4" as const, "othello" as const),
        fc.integer({ min: 50, max: 3000 }),
        fc.constantFrom(undefined, 64),
        fc.record({ pvs: pvsChoices, history: historyChoices, lmr: lmrChoices }),
        (game, nodes, memoryNodes, techniques) => {
          const spec = { kind: "alphabeta-tt", nodes, memoryNodes, ...techniques } as const;
          const players = engines.map((engine) => engine.createPlayer(spec));
          const moves: string[] = [];
          for (;;) {
            const position = { game, moves: [...moves] } as Position;
            if (positionGame(position).game.isTerminal() || moves.length >= 20) break;
            const choices = players.map((player) => player.choose(position));
            expect(choices[0]).toEqual(choices[1]);
            const search = engines[0].search({
              position,
              algorithm: "alphabeta-tt",
              nodes,
              memoryNodes,
              ...techniques,
            });
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
      { numRuns: runs(24) },
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
      engine.createPlayer({ kind: "alphabeta-tt", horizon: 3, pvs: true, history: true, lmr: true }).dispose();
      expect(() => engine.createPlayer({ kind: "alphabeta-tt", horizon: 3, lmr: 1 as unknown as boolean })).toThrow(
        BestfirstError,
      );
      for (const spec of [
        { kind: "mma", nodes: 100, lmr: true },
        { kind: "bestfirst", bound: 5, lmr: true },
      ] as const)
        expect(() => engine.createPlayer(spec)).toThrow(/lmr is for alphabeta-tt \(late-move reductions\), not /);
    }
  });
});
