// MCTS (UCT with MCTS-Solver, docs/searches.md "MCTS") against oracles: a naive UCT over
// an explicit object tree (oracles/naive-uct.ts) matches it exactly on small random
// trees and tic-tac-toe; OpenSpiel's MCTS tests ported to tic-tac-toe (the three solver
// positions, the final-move ordering cases); it never loses a whole tic-tac-toe game to
// the exact solver; and the two engines agree node for node.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { naiveUct } from "../oracles/naive-uct.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { TicTacToe, solveTicTacToe } from "../reference/games/tic-tac-toe.js";
import { mcts } from "../reference/search/mcts.js";
import { MctsTree, PROVEN } from "../reference/search/mcts-tree.js";
import { positionGame } from "../reference/position.js";
import { searchGame } from "../reference/own-game.js";
import type { Engine, Game, SearchProgress, SearchRequest } from "../contract/index.js";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";
import { MCTS_DEFAULT_C, MCTS_DEFAULT_SCALE } from "../contract/mcts.js";

const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });

function treeAt(seed: bigint, branching: number, mode: "uniform" | "random", depth: number): RandomTree {
  return new RandomTree({
    seedHi: Number(seed >> 32n),
    seedLo: Number(seed & 0xffffffffn),
    branching,
    mode,
    terminalDepth: depth,
  });
}

/** Tic-tac-toe after `cells` ("1".."9", row by row from the top left). */
function ticTacToe(cells: string): Game {
  return positionGame({ game: "tictactoe", moves: cells.split("") }).game;
}

/** A game's move names at its position. */
function names(game: Game): string[] {
  return Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i));
}

describe("the naive UCT oracle", () => {
  const options = fc.record({
    seed: seeds,
    treeSeed: seeds,
    B: fc.integer({ min: 1, max: 5 }),
    mode: fc.constantFrom("uniform" as const, "random" as const),
    depth: fc.integer({ min: 1, max: 7 }),
    simulations: fc.integer({ min: 2, max: 300 }),
    c: fc.constantFrom(MCTS_DEFAULT_C, 0, 0.3, 2.5),
    rolloutDepth: fc.constantFrom(Infinity, 0, 1, 3),
    scale: fc.constantFrom(MCTS_DEFAULT_SCALE, 1, 40000),
    solver: fc.boolean(),
    alpha: fc.constantFrom(0, 0, 0.3, 1),
  });

  test("matches the reference exactly on small random trees: move, value, line and every count", () => {
    fc.assert(
      fc.property(options, ({ seed, treeSeed, B, mode, depth, simulations, c, rolloutDepth, scale, solver, alpha }) => {
        const tree = new MctsTree();
        const r = mcts(
          treeAt(treeSeed, B, mode, depth),
          {
            simulations,
            seed,
            exploration: c,
            rolloutDepth: rolloutDepth === Infinity ? undefined : rolloutDepth,
            evaluationScale: scale,
            solver,
            alpha,
          },
          tree,
        );
        const o = naiveUct(treeAt(treeSeed, B, mode, depth), {
          simulations,
          seed,
          c,
          rolloutDepth,
          scale,
          solver,
          alpha,
        });
        expect([
          r.move,
          r.value,
          r.pv,
          r.simulations,
          r.stats.generated,
          r.stats.regenerated,
          r.stats.expanded,
          r.evaluations,
          tree.size,
        ]).toEqual([
          o.move,
          o.value,
          o.pv,
          o.simulations,
          o.generated,
          o.regenerated,
          o.expanded,
          o.evaluations,
          o.treeSize,
        ]);
      }),
      { numRuns: 400 },
    );
  });

  test("matches it on tic-tac-toe from random openings, solver on (the root is often proven before the budget)", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.integer({ min: 2, max: 2000 }),
        fc.boolean(),
        (seed, opening, simulations, evaluation) => {
          const game = new TicTacToe(),
            replay = new TicTacToe(); // the oracle's game: the same opening
          for (const k of opening) {
            if (game.moveCount() <= 1) break;
            const move = k % game.moveCount();
            game.play(move);
            replay.play(move);
          }
          if (game.isTerminal()) return;
          const rolloutDepth = evaluation ? 0 : Infinity;
          const alpha = seed % 3n === 0n ? 0.5 : 0;
          const r = mcts(game, { simulations, seed, leaf: evaluation ? "evaluation" : "rollout", alpha });
          const o = naiveUct(replay, {
            simulations,
            seed,
            c: MCTS_DEFAULT_C,
            rolloutDepth,
            scale: MCTS_DEFAULT_SCALE,
            solver: true,
            alpha,
          });
          expect([
            r.move,
            r.value,
            r.pv,
            r.simulations,
            r.stats.generated,
            r.stats.regenerated,
            r.stats.expanded,
            r.evaluations,
          ]).toEqual([o.move, o.value, o.pv, o.simulations, o.generated, o.regenerated, o.expanded, o.evaluations]);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("OpenSpiel's MCTS tests, ported to tic-tac-toe", () => {
  // OpenSpiel searches these with 10,000 simulations of 20 rollouts each; one rollout a
  // simulation proves them within the same budget here, over every seed tried.
  const search = (cells: string, seed: number) => {
    const game = ticTacToe(cells),
      tree = new MctsTree();
    const result = mcts(game, { simulations: 10000, seed }, tree);
    const children = Array.from({ length: tree.count[0] }, (_, i) => tree.first[0] + i);
    return { game, tree, result, children };
  };

  test.each([1, 2, 3, 42])(
    "a draw is proven a draw, no move wins, and the move is one of the two that do not lose (seed %i)",
    (seed) => {
      // OpenSpiel's x(1,1) o(0,0) x(2,2): X in the centre and the bottom right, O top left; O to move.
      const { game, tree, result, children } = search("519", seed);
      expect(tree.isProven(0)).toBe(true);
      expect(tree.outcome[0] === 0).toBe(true); // a draw (for either side)
      for (const c of children) if (tree.isProven(c)) expect(tree.outcome[c]).toBeLessThanOrEqual(0);
      expect(["3", "7"]).toContain(names(game)[result.move]);
      expect(result.value).toBe(0);
      expect(solveTicTacToe(game as TicTacToe).value).toBe(0);
    },
  );

  test.each([1, 2, 3, 42])("a loss is proven a loss, and every move loses (seed %i)", (seed) => {
    // x(1,1) o(0,0) x(2,2) o(1,0) x(2,0): O to move, lost.
    const { tree, result, children } = search("51947", seed);
    expect(tree.isProven(0)).toBe(true);
    expect(tree.outcome[0]).toBe(1); // a win for X, who moved into the root
    for (const c of children) {
      expect(tree.isProven(c)).toBe(true);
      expect(tree.outcome[c]).toBe(-1);
    }
    expect(result.value).toBe(1000); // for MAX (X)
  });

  test.each([1, 2, 3, 42])("a win is proven a win, with the winning move (seed %i)", (seed) => {
    // x(1,0) o(2,2): X to move wins with x(2,0), cell 7.
    const { game, tree, result } = search("49", seed);
    expect(tree.isProven(0)).toBe(true);
    expect(tree.outcome[0]).toBe(-1);
    const best = tree.first[0] + result.move;
    expect(tree.isProven(best) && tree.outcome[best]).toBe(1);
    expect(names(game)[result.move]).toBe("7");
    expect(result.value).toBe(1000);
  });

  describe("the final move (OpenSpiel's best_child cases, the two children in both orders)", () => {
    type Child = { visits: number; total: number; outcome?: number };
    const pick = (children: Child[]): number => {
      const tree = new MctsTree();
      tree.reset();
      tree.visits[0] = 1;
      tree.expand(0, children.length);
      children.forEach((ch, i) => {
        tree.visits[i + 1] = ch.visits;
        tree.total[i + 1] = ch.total;
        if (ch.outcome !== undefined) tree.prove(i + 1, ch.outcome);
      });
      return tree.finalChild(0) - 1;
    };
    test.each([
      [
        "most visited when not solved",
        0,
        [
          { visits: 50, total: 30 },
          { visits: 40, total: 40 },
        ],
      ],
      [
        "a win over the most visited",
        1,
        [
          { visits: 50, total: 30 },
          { visits: 40, total: 40, outcome: 1 },
        ],
      ],
      [
        "the best over the good",
        1,
        [
          { visits: 50, total: 30, outcome: 0.5 },
          { visits: 40, total: 40, outcome: 0.8 },
        ],
      ],
      [
        "the bad over the worst",
        0,
        [
          { visits: 50, total: 30, outcome: -0.5 },
          { visits: 40, total: 40, outcome: -0.8 },
        ],
      ],
      [
        "a positive proven reward over a promising one",
        1,
        [
          { visits: 50, total: 40 },
          { visits: 10, total: 1, outcome: 0.1 },
        ],
      ],
      [
        "the most visited over a loss",
        0,
        [
          { visits: 50, total: 30 },
          { visits: 40, total: 40, outcome: -1 },
        ],
      ],
      [
        "the most visited over a draw",
        0,
        [
          { visits: 50, total: 30 },
          { visits: 40, total: 40, outcome: 0 },
        ],
      ],
      [
        "uncertainty over the most visited loss",
        1,
        [
          { visits: 50, total: 30, outcome: -1 },
          { visits: 40, total: 40 },
        ],
      ],
      [
        "the slowest loss",
        1,
        [
          { visits: 50, total: 10, outcome: -1 },
          { visits: 60, total: 15, outcome: -1 },
        ],
      ],
    ] as [string, number, Child[]][])("%s", (_, choice, children) => {
      expect(pick(children)).toBe(choice);
      expect(pick([...children].reverse())).toBe(1 - choice);
    });
    test("the first in move order on a full tie", () => {
      expect(
        pick([
          { visits: 5, total: 1 },
          { visits: 5, total: 1 },
          { visits: 5, total: 1 },
        ]),
      ).toBe(0);
    });
  });

  test("the proven flags are kept per node (a terminal child is proven whatever the solver)", () => {
    const tree = new MctsTree();
    mcts(ticTacToe("51947"), { simulations: 50, seed: 1, solver: false }, tree);
    expect(tree.isProven(0)).toBe(false);
    expect(Array.from(tree.flags.subarray(0, tree.size)).some((f) => (f & PROVEN) !== 0)).toBe(true);
  });
});

test("MCTS-Solver proves all 2,836 forced wins of tic-tac-toe within 400 simulations, with a winning move", () => {
  let won = 0;
  const seen = new Set<number>();
  const walk = (g: TicTacToe) => {
    const key = g.x * 512 + g.o;
    if (seen.has(key) || g.isTerminal()) return;
    seen.add(key);
    if (solveTicTacToe(g).value === 1) {
      won++;
      const r = mcts(g, { simulations: 400 });
      expect(g.xToMove() ? r.value : -r.value).toBe(1000);
      g.play(r.move);
      expect(solveTicTacToe(g).value).toBe(-1);
      g.undo();
    }
    for (let i = 0; i < g.moveCount(); i++) {
      g.play(i);
      walk(g);
      g.undo();
    }
  };
  walk(new TicTacToe());
  expect(won).toBe(2836);
});

describe("whole games against the exact solver", () => {
  // The solver plays its first best move; MCTS plays either side from the empty board.
  const SIMULATIONS = 3000;
  const play = (mctsIsX: boolean, seed: number): number => {
    const game = new TicTacToe();
    while (!game.isTerminal()) {
      const mctsToMove = game.xToMove() === mctsIsX;
      game.play(
        mctsToMove
          ? mcts(game, { simulations: SIMULATIONS, seed: seed * 100 + game.ply }).move
          : solveTicTacToe(game).best,
      );
    }
    const v = Math.sign(game.evaluate());
    return mctsIsX ? v : -v;
  };
  test.each([1, 2, 3, 4, 5, 6, 7, 8])(
    `MCTS with ${SIMULATIONS} simulations a move never loses, as X or as O (seed %i)`,
    (seed) => {
      expect(play(true, seed)).toBeGreaterThanOrEqual(0);
      expect(play(false, seed)).toBeGreaterThanOrEqual(0);
    },
  );
});

describe("the two engines agree node for node", () => {
  const [wasm, ts] = engines;
  const same = (request: SearchRequest) => {
    const a = wasm.search(request),
      b = ts.search(request);
    expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
    return a;
  };
  const options = fc
    .record({
      seed: seeds,
      budget: fc.oneof(
        fc.record({ simulations: fc.integer({ min: 1, max: 400 }) }),
        fc.record({ nodes: fc.integer({ min: 1, max: 4000 }) }),
      ),
      exploration: fc.constantFrom(undefined, 0, 0.5, 3),
      leaf: fc.constantFrom(undefined, "rollout" as const, "evaluation" as const),
      rolloutDepth: fc.constantFrom(undefined, 0, 2, 10),
      evaluationScale: fc.constantFrom(undefined, 1, 10, 5000),
      solver: fc.constantFrom(undefined, true, false),
      alpha: fc.constantFrom(undefined, undefined, 0.25, 1),
    })
    .map(({ budget, leaf, rolloutDepth, ...o }) => ({
      ...o,
      ...budget,
      leaf,
      rolloutDepth: leaf === "evaluation" ? undefined : rolloutDepth,
    }));

  test("on random trees", () => {
    fc.assert(
      fc.property(
        options,
        seeds,
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom("uniform" as const, "random" as const),
        fc.integer({ min: 1, max: 30 }),
        (o, treeSeed, B, mode, depth) => {
          same({
            position: { game: "random", tree: { seed: treeSeed, branching: B, mode, depth } },
            algorithm: "mcts",
            ...o,
          });
        },
      ),
      { numRuns: runs(300) },
    );
  });

  test.each([
    ["tic-tac-toe", "tictactoe", 9, 100],
    ["Connect-Four", "connect4", 7, 60],
    ["Othello", "othello", 10, 40],
  ] as const)("on %s from random openings", (_, game, openingLength, numRuns) => {
    fc.assert(
      fc.property(options, fc.array(fc.nat(), { maxLength: openingLength }), (o, choices) => {
        const { game: g } = positionGame({ game });
        const path: number[] = [];
        for (const k of choices) {
          if (g.moveCount() <= 1 && path.length > 0) break;
          const move = k % g.moveCount();
          g.play(move);
          path.push(move);
        }
        if (g.isTerminal()) return;
        same({ position: { game, path }, algorithm: "mcts", ...o });
      }),
      { numRuns: runs(numRuns) },
    );
  });

  test("the memory limit ends the search as a spent budget: the tree stays within it, the engines alike", () => {
    for (const memoryNodes of [64, 100, 1000]) {
      const r = same({ position: { game: "connect4" }, algorithm: "mcts", simulations: 100000, seed: 2, memoryNodes });
      expect(r.peakStore).toBeLessThanOrEqual(memoryNodes);
      expect(r.peakStore + 7).toBeGreaterThan(memoryNodes); // the next expansion (7 children) would have passed it
      expect(r.simulations).toBeLessThan(100000);
    }
    expect(() =>
      ts.search({ position: { game: "connect4" }, algorithm: "mcts", simulations: 10, memoryNodes: 2 ** 25 + 1 }),
    ).toThrow(`mcts's memory limit (nodes) must be an integer from 64 to ${2 ** 25}`);
  });

  test("a user's game reports the same counts (the reference through searchGame)", () => {
    const request = { algorithm: "mcts" as const, simulations: 300, seed: 4 };
    const own = searchGame(ticTacToe("5"), request);
    const engine = ts.search({ position: { game: "tictactoe", moves: ["5"] }, ...request });
    expect([own.move, own.value, own.pv, own.nodes, own.simulations, own.evaluations]).toEqual([
      engine.move,
      engine.value,
      engine.pv,
      engine.nodes,
      engine.simulations,
      engine.evaluations,
    ]);
  });

  test("the report: simulations and static evaluations, the root always expanded, a proven root stops it", () => {
    const r = same({
      position: { game: "tictactoe", moves: ["4", "9"] },
      algorithm: "mcts",
      simulations: 1e6,
      seed: 5,
    });
    expect(r.move).toBe("7");
    expect(r.value).toBe(1000);
    expect(r.simulations).toBeLessThan(1e6);
    expect(r.evaluations).toBeGreaterThan(0);
    const tiny = same({ position: { game: "connect4" }, algorithm: "mcts", nodes: 1 });
    expect(tiny.simulations).toBe(2);
    expect(tiny.nodes.expanded).toBe(1);
    expect(tiny.pv.length).toBe(1);
  });

  test("a stop from the control ends it as a node budget of the nodes it had generated", () => {
    const position = { game: "connect4" as const };
    // A fresh control a search: it stops at the second checkpoint (the 2048th budget check).
    const request = (): SearchRequest => {
      let polls = 0;
      return { position, algorithm: "mcts", simulations: 50000, seed: 3, control: { shouldStop: () => ++polls >= 2 } };
    };
    const stopped = wasm.search(request());
    expect({ ...stopped, ms: 0 }).toEqual({ ...ts.search(request()), ms: 0 });
    expect(stopped.stopped).toBe(true);
    expect(stopped.simulations).toBe(2049);
    const budget = same({ position, algorithm: "mcts", nodes: stopped.nodes.generated, seed: 3 });
    expect({ ...budget, ms: 0 }).toEqual({ ...stopped, stopped: undefined, ms: 0 });
  });
});

describe("progress and bad requests", () => {
  const [wasm, ts] = engines;

  test("progress at each checkpoint: both engines' lines and values alike, each legal, the last the report's", () => {
    const record = (engine: Engine) => {
      const seen: SearchProgress[] = [];
      const report = engine.search({
        position: { game: "connect4", moves: ["4"] },
        algorithm: "mcts",
        simulations: 5000,
        seed: 9,
        control: { progressMs: 0, onProgress: (p) => seen.push(p) },
      });
      return { report, seen: seen.map(({ ms: _ms, ...rest }) => rest) };
    };
    const a = record(wasm),
      b = record(ts);
    expect(a.seen).toEqual(b.seen);
    expect(a.seen.length).toBe(4); // a checkpoint every 1024 budget checks: 4,998 checks
    for (const p of a.seen) {
      expect(p.pv.length).toBeGreaterThan(0);
      const moves = ["4"];
      for (const name of p.pv) {
        expect(ts.moves({ game: "connect4", moves }).map((m) => String(m.move))).toContain(String(name));
        moves.push(String(name));
      }
    }
    expect({ ...a.report, ms: 0 }).toEqual({ ...b.report, ms: 0 });
  });

  const position = { game: "tictactoe" as const };
  test.each([
    [{ algorithm: "mcts" }, /mcts needs a budget: a simulation budget, a node budget or a time budget/],
    [{ algorithm: "mcts", simulations: 10, horizon: 2 }, /mcts takes budgets/],
    [{ algorithm: "mcts", simulations: 0 }, /simulation budget must be an integer from 1/],
    [
      { algorithm: "mcts", simulations: 10, exploration: -1 },
      /exploration \(UCT's c\) must be a number from 0 to 1000/,
    ],
    [{ algorithm: "mcts", simulations: 10, leaf: "random" }, /leaf must be "rollout" or "evaluation", got "random"/],
    [{ algorithm: "mcts", simulations: 10, leaf: "evaluation", rolloutDepth: 3 }, /rolloutDepth is for rollout leaves/],
    [{ algorithm: "mcts", simulations: 10, evaluationScale: 0.5 }, /evaluationScale must be a number from 1/],
    [{ algorithm: "mcts", simulations: 10, solver: 1 }, /solver must be true or false, got 1/],
    [{ algorithm: "mcts", simulations: 10, seed: -1 }, /seed must be an unsigned 64-bit integer/],
    [
      { algorithm: "mcts", simulations: 10, moveCalls: 5 },
      /^moveCalls is for id and mma \(a budget of calls to the move routine\), not mcts$/,
    ],
    [
      { algorithm: "mcts", simulations: 10, alpha: 1.5 },
      /alpha \(the implicit minimax weight\) must be a number from 0 to 1, got 1.5/,
    ],
    [
      { algorithm: "bestfirst", bound: 3, simulations: 10 },
      /^simulations is for mcts \(Monte-Carlo tree search\), not bestfirst$/,
    ],
  ])("%o is refused by both engines", (request, message) => {
    for (const engine of engines)
      expect(() => engine.search({ position, ...request } as SearchRequest)).toThrow(message);
  });
});
