// Min/max approximation (docs/searches.md, "Min/max approximation") against oracles: the
// generalized mean and its derivative against their closed forms, every tip chosen
// against a brute-force scan of all tips' penalties (computed from the plain formula, not
// the search's normalized one), whole small trees against naive minimax, the move-call
// budget, and the two engines against each other on every game.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { TicTacToe } from "../reference/games/tic-tac-toe.js";
import { edgePenalties, generalizedMean, meanDerivative } from "../reference/search/mma-penalty.js";
import { mma } from "../reference/search/mma.js";
import { PROBE_MASK } from "../reference/search/limits.js";
import { portableLog, portablePow } from "../reference/search/portable-math.js";
import type { NodeStore } from "../reference/search/node-store.js";
import type { Game, PlayerSpec, Position, RandomTreeSpec, SearchRequest } from "../contract/index.js";
import { runs } from "./soak/runs.js";
import { engineGame } from "./player-games.js";

const [wasm, ts] = engines;
const close = (a: number, b: number, rel = 1e-12) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(rel * Math.max(1, Math.abs(b)));
const positives = fc.array(fc.double({ min: 0.5, max: 1000, noNaN: true }), { minLength: 1, maxLength: 12 });

function treeAt(seed: bigint, branching: number, mode: "uniform" | "random", depth: number): RandomTree {
  return new RandomTree({
    seedHi: Number(seed >> 32n),
    seedLo: Number(seed & 0xffffffffn),
    branching,
    mode,
    terminalDepth: depth,
  });
}

describe("the generalized mean and its derivative", () => {
  test("closed forms: p = 1 the arithmetic mean (derivative 1/n), p = 2 the quadratic, p = -1 the harmonic", () => {
    fc.assert(
      fc.property(positives, (a) => {
        const n = a.length,
          sum = a.reduce((s, x) => s + x, 0);
        close(generalizedMean(a, 1), sum / n, 1e-12);
        for (let i = 0; i < n; i++) close(meanDerivative(a, 1, i), 1 / n);
        close(generalizedMean(a, 2), Math.sqrt(a.reduce((s, x) => s + x * x, 0) / n), 1e-12);
        close(generalizedMean(a, -1), n / a.reduce((s, x) => s + 1 / x, 0), 1e-12);
        // p = 2: ∂/∂a_i sqrt(Σ a²/n) = a_i / (n M_2).
        for (let i = 0; i < n; i++) close(meanDerivative(a, 2, i), a[i] / (n * generalizedMean(a, 2)), 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  test("large p tends to the max, large negative p to the min (within n^(1/p))", () => {
    fc.assert(
      fc.property(positives, (a) => {
        const max = Math.max(...a),
          min = Math.min(...a),
          n = a.length;
        for (const p of [50, 100]) {
          const m = generalizedMean(a, p);
          // max·n^(-1/p) <= M_p <= max, and M_-p between min and min·n^(1/p).
          expect(m).toBeLessThanOrEqual(max * (1 + 1e-12));
          expect(m).toBeGreaterThanOrEqual(max * n ** (-1 / p) * (1 - 1e-12));
          const w = generalizedMean(a, -p);
          expect(w).toBeGreaterThanOrEqual(min * (1 - 1e-12));
          expect(w).toBeLessThanOrEqual(min * n ** (1 / p) * (1 + 1e-12));
        }
      }),
      { numRuns: 300 },
    );
  });

  test("the derivative is the mean's slope (central differences), for any p", () => {
    fc.assert(
      fc.property(positives, fc.constantFrom(1.5, 3, 10, -2, -7), fc.nat(), (a, p, k) => {
        const i = k % a.length,
          h = 1e-5 * a[i];
        const up = [...a],
          down = [...a];
        up[i] += h;
        down[i] -= h;
        const slope = (generalizedMean(up, p) - generalizedMean(down, p)) / (2 * h);
        expect(Math.abs(meanDerivative(a, p, i) - slope)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(slope)));
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The plain penalty of each edge: -log ∂M_p/∂u_i of the shifted values (side to move's view, worst = 1), plus c.
 */
function plainPenalties(values: number[], max: boolean, p: number, c: number): number[] {
  const x = values.map((v) => (max ? v : -v));
  const worst = Math.min(...x);
  const u = x.map((v) => v - worst + 1);
  return u.map((_, i) => -Math.log(meanDerivative(u, p, i)) + c);
}

describe("edge penalties", () => {
  test("equal the plain -log of the derivative; never negative for p >= 1; a single child costs the constant", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100000, max: 100000 }), { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        fc.constantFrom(1, 2, 4.5, 10),
        fc.constantFrom(0, 0.25, 3),
        (values, max, p, c) => {
          const out = new Float64Array(values.length);
          edgePenalties(Int32Array.from(values), 0, values.length, max, p, c, out);
          const plain = plainPenalties(values, max, p, c);
          for (let i = 0; i < values.length; i++) {
            expect(Math.abs(out[i] - plain[i])).toBeLessThanOrEqual(1e-9 * Math.max(1, plain[i]));
            expect(out[i]).toBeGreaterThanOrEqual(c - 1e-12);
          }
          if (values.length === 1) expect(out[0]).toBe(c);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("small spans (logarithms and powers read from a memo) give the bits of each computed afresh", () => {
    /** The penalties with one portableLog and one portablePow per child, in the order the search's derivation gives. */
    const afresh = (values: number[], max: boolean, p: number, c: number): Float64Array => {
      const x = values.map((v) => (max ? v : -v));
      const best = Math.max(...x),
        worst = Math.min(...x),
        span = best - worst + 1;
      const logs = x.map((v) => portableLog((v - worst + 1) / span));
      const sum = x.reduce((s, v) => s + portablePow((v - worst + 1) / span, p), 0);
      const logMean = portableLog(sum / x.length) / p;
      return Float64Array.from(logs, (l) => portableLog(x.length) - (p - 1) * (l - logMean) + c);
    };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -150, max: 150 }), { minLength: 1, maxLength: 80 }),
        fc.boolean(),
        fc.constantFrom(1, 2, 4.5, 10, 25),
        fc.constantFrom(0, 0.25, 3),
        (values, max, p, c) => {
          const want = afresh(values, max, p, c);
          for (let twice = 0; twice < 2; twice++) {
            // the second time every pair is in the memo
            const out = new Float64Array(values.length);
            edgePenalties(Int32Array.from(values), 0, values.length, max, p, c, out);
            expect(out).toEqual(want);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  test("a wide node asks the time budget every PROBE_MASK + 1 children, stops at a yes; else ends alike", () => {
    const n = 3 * (PROBE_MASK + 1) + 17;
    const values = Int32Array.from({ length: n }, (_, i) => ((i * 7919) % 2001) - 1000);
    const whole = new Float64Array(n);
    expect(edgePenalties(values, 0, n, true, 2, 0.5, whole)).toBe(true);
    const asked: number[] = [];
    const never = new Float64Array(n);
    expect(
      edgePenalties(values, 0, n, true, 2, 0.5, never, () => {
        asked.push(asked.length);
        return false;
      }),
    ).toBe(true);
    expect(never).toEqual(whole);
    expect(asked.length).toBe(3);
    for (const yesAt of [1, 2, 3]) {
      let calls = 0;
      const out = new Float64Array(n);
      expect(edgePenalties(values, 0, n, true, 2, 0.5, out, () => ++calls >= yesAt)).toBe(false);
      expect(calls).toBe(yesAt);
    }
  });
});

/**
 * Every tip below the root of `store` with its penalty (the plain formula summed along its
 * path) and whether it is terminal (asked of the game, played to it).
 */
function allTips(
  game: Game,
  store: NodeStore,
  p: number,
  c: number,
): { path: number[]; penalty: number; terminal: boolean }[] {
  const tips: { path: number[]; penalty: number; terminal: boolean }[] = [];
  const walk = (node: number, path: number[], penalty: number) => {
    if (!store.isExpanded(node)) {
      tips.push({ path: [...path], penalty, terminal: game.isTerminal() });
      return;
    }
    // The store keeps no child count (8 bytes a node): the game says it at the node.
    const first = store.firstChild(node),
      n = game.moveCount();
    expect(store.childCount(node)).toBe(n);
    const values = Array.from({ length: n }, (_, i) => store.value[first + i]);
    const w = plainPenalties(values, game.maxToMove(), p, c);
    for (let i = 0; i < n; i++) {
      game.play(i);
      path.push(i);
      walk(first + i, path, penalty + w[i]);
      path.pop();
      game.undo();
    }
  };
  walk(0, [], 0);
  return tips;
}

describe("the tip expanded", () => {
  test("is at every step the tip of least penalty of a brute-force scan of all tips (random small trees)", () => {
    let steps = 0;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom("uniform" as const, "random" as const),
        fc.integer({ min: 2, max: 7 }),
        fc.constantFrom(1, 2, 5, 10),
        fc.constantFrom(0, 0.5),
        fc.integer({ min: 5, max: 300 }),
        (seed, B, mode, depth, p, c, nodes) => {
          const game = treeAt(seed, B, mode, depth),
            oracleGame = treeAt(seed, B, mode, depth);
          mma(game, { nodes, p, penaltyConstant: c }, (store, tipIndex, path) => {
            steps++;
            const tips = allTips(oracleGame, store, p, c).filter((t) => !t.terminal);
            const least = Math.min(...tips.map((t) => t.penalty));
            const chosen = tips.find((t) => t.path.join() === path.join());
            expect(chosen).toBeDefined();
            const eps = 1e-9 * Math.max(1, least);
            expect(chosen!.penalty - least).toBeLessThanOrEqual(eps);
            const near = tips.filter((t) => t.penalty - least <= eps);
            if (near.length === 1) expect(path).toEqual(near[0].path);
            // The root holds the least penalty of a tip below it.
            expect(Math.abs(tipIndex.penalty[0] - least)).toBeLessThanOrEqual(eps);
          });
        },
      ),
      { numRuns: 150 },
    );
    expect(steps).toBeGreaterThan(700);
  });
});

describe("a budget covering the whole tree", () => {
  test("random trees: minimax's value, a minimax-optimal move, the whole tree generated, on both engines", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom("uniform" as const, "random" as const),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(1, 3, 10),
        (seed, B, mode, depth, p) => {
          const oracle = rootValues(treeAt(seed, B, mode, depth), depth);
          const position: Position = { game: "random", tree: { seed, branching: B, mode, depth } };
          for (const engine of engines) {
            const r = engine.search({ position, algorithm: "mma", nodes: 1e9, p });
            expect(r.value).toBe(oracle.value);
            expect(oracle.moveValues[r.move as number]).toBe(oracle.value);
            expect([r.nodes.generated, r.nodes.expanded]).toEqual([oracle.generated, oracle.expanded]);
          }
        },
      ),
      { numRuns: runs(200) },
    );
  });

  test("tic-tac-toe: naive minimax's value and a move of that value, from positions after 2 to 5 moves", () => {
    const plays = fc.array(fc.nat(), { minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(plays, fc.constantFrom(2, 10), (choices, p) => {
        const game = new TicTacToe();
        const path: number[] = [];
        for (const k of choices) {
          if (game.isTerminal()) break;
          const move = k % game.moveCount();
          game.play(move);
          path.push(move);
        }
        if (game.isTerminal()) return;
        const oracle = rootValues(game, 9);
        const position: Position = { game: "tictactoe", path };
        const names = ts.moves(position).map((m) => m.move);
        for (const engine of engines) {
          const r = engine.search({ position, algorithm: "mma", moveCalls: 1e9, p });
          expect(r.value).toBe(oracle.value);
          expect(oracle.moveValues[names.indexOf(r.move as string)]).toBe(oracle.value);
          expect(r.nodes.generated).toBe(oracle.generated);
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe("the move-call budget", () => {
  test("mma and id never make more calls than the budget (one call per node generated)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 1, max: 3000 }),
        (seed, B, moves) => {
          const position: Position = { game: "random", tree: { seed, branching: B, mode: "random" } };
          for (const algorithm of ["mma", "id"] as const) {
            const r = wasm.search({ position, algorithm, moveCalls: moves });
            // The first expansion (the root; id's first iteration) is always made.
            expect(r.nodes.generated).toBeLessThanOrEqual(Math.max(moves, B));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("the two engines agree exactly (move, value, pv, counts)", () => {
  const budgets = fc.oneof(
    fc.integer({ min: 1, max: 4000 }).map((moveCalls) => ({ moveCalls })),
    fc.integer({ min: 1, max: 4000 }).map((nodes) => ({ nodes })),
  );
  const params = fc.record({ p: fc.constantFrom(1, 2, 6.5, 10, 25), penaltyConstant: fc.constantFrom(0, 0.2, 1) });

  /** mma from a position reached by random moves of `game`: both engines give the same report. */
  const agreesFrom = (game: "othello" | "tictactoe" | "connect4", maxMoves: number, numRuns: number) =>
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: maxMoves }), budgets, params, (choices, budget, param) => {
        const path: number[] = [];
        for (const k of choices) {
          const n = ts.moves({ game, path }).length;
          if (n === 0) break;
          path.push(k % n);
        }
        if (ts.moves({ game, path }).length === 0) return;
        const request: SearchRequest = { position: { game, path }, algorithm: "mma", ...budget, ...param };
        expect({ ...wasm.search(request), ms: 0 }).toEqual({ ...ts.search(request), ms: 0 });
      }),
      { numRuns },
    );

  test("Othello from random openings", () => agreesFrom("othello", 8, runs(30)));
  test("tic-tac-toe", () => agreesFrom("tictactoe", 6, runs(100)));
  // The core's Connect-Four expands without playing the children and walks without the
  // four-in-a-row test (childValues, playOn); the reference plays every move.
  test("Connect-Four from random openings, near the end too", () => agreesFrom("connect4", 40, runs(60)));
});

describe("the mma player (tree kept between moves, budgets per move)", () => {
  test("both engines agree exactly, move by move, against other players", () => {
    const specs = fc.constantFrom<PlayerSpec>(
      { kind: "mma", moveCalls: 300 },
      { kind: "mma", moveCalls: 800, p: 3, penaltyConstant: 0.5 },
      { kind: "mma", nodes: 500, p: 25 },
      { kind: "alphabeta", horizon: 3 },
      { kind: "bestfirst", bound: 8 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom("uniform" as const, "random" as const),
        specs,
        specs,
        (seed, B, mode, a, b) => {
          const tree = { seed, branching: B, mode, depth: 20 };
          expect(engineGame(wasm, tree, [a, b])).toEqual(engineGame(ts, tree, [a, b]));
        },
      ),
      { numRuns: 30 },
    );
  });

  test("its first move is mma's; then it keeps its tree and budget, and with a whole-tree one plays minimax", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const tree: RandomTreeSpec = { seed, branching: 3, mode: "random", depth: 16 };
      const { choices } = engineGame(wasm, tree, [
        { kind: "mma", moveCalls: 500 },
        { kind: "alphabeta", horizon: 2 },
      ]);
      const first = wasm.search({ position: { game: "random", tree }, algorithm: "mma", moveCalls: 500 });
      expect([choices[0].move, choices[0].value, choices[0].generated]).toEqual([
        first.move,
        first.value,
        first.nodes.generated,
      ]);
      const own = choices.filter((_, k) => k % 2 === 0);
      for (const c of own) expect(c.generated).toBeLessThanOrEqual(500);
      expect(own.slice(1).some((c) => c.kept > 1)).toBe(true);
    }
    // Depth 6, branching 3: the whole tree fits in the first move's budget; every later
    // choice is then minimax's (the value of the whole remaining tree).
    const tree: RandomTreeSpec = { seed: 7, branching: 3, mode: "uniform", depth: 6 };
    const { choices } = engineGame(ts, tree, [
      { kind: "mma", moveCalls: 1e6 },
      { kind: "mma", moveCalls: 1e6, p: 2 },
    ]);
    const game = treeAt(7n, 3, "uniform", 6);
    for (const c of choices) {
      const oracle = rootValues(game, 6);
      expect(c.value).toBe(oracle.value);
      expect(oracle.moveValues[c.move]).toBe(oracle.value);
      game.play(c.move);
    }
    expect(choices.slice(2).every((c) => c.generated === 0)).toBe(true);
  });
});

describe("bad requests", () => {
  const position: Position = { game: "random", tree: { seed: 1, branching: 3, mode: "uniform", depth: 10 } };
  test.each([
    [{ algorithm: "mma" }, /mma needs a budget/],
    [{ algorithm: "mma", nodes: 10, horizon: 3 }, /mma takes budgets/],
    [
      { algorithm: "mma", moveCalls: 10, p: 0.5 },
      /p \(the generalized mean's exponent\) must be a number from 1 to 1000/,
    ],
    [{ algorithm: "mma", moveCalls: 10, penaltyConstant: -1 }, /penalty constant must be a number from 0/],
    [{ algorithm: "mma", moveCalls: 0 }, /move-call budget must be an integer from 1/],
    [
      { algorithm: "bestfirst", moveCalls: 10 },
      /^moveCalls is for id and mma \(a budget of calls to the move routine\), not bestfirst$/,
    ],
    [{ algorithm: "id", nodes: 10, p: 3 }, /^p is for mma \(min\/max approximation\), not id$/],
    [
      { algorithm: "id", nodes: 10, p: 3, penaltyConstant: 1 },
      /^p and penaltyConstant are for mma \(min\/max approximation\), not id$/,
    ],
  ])("%o is refused by both engines", (request, message) => {
    for (const engine of engines)
      expect(() => engine.search({ position, ...request } as SearchRequest)).toThrow(message);
  });
  test("mma players need a budget and take no bound; other players take no budget", () => {
    for (const engine of engines) {
      expect(() => engine.createPlayer({ kind: "mma" })).toThrow(/mma needs a budget/);
      expect(() => engine.createPlayer({ kind: "mma", moveCalls: 100, bound: 3 })).toThrow(
        /an mma player takes budgets/,
      );
      expect(() => engine.createPlayer({ kind: "bestfirst", bound: 3, moveCalls: 100 })).toThrow(
        /budgets per move and p are for mma players/,
      );
    }
  });
});
