// The MCTS player (reference/players/mcts-player.ts, assembly/players.ts): it keeps the
// subtree of the two moves played, visits and values as they were. Held to the naive UCT
// oracle playing on from its own kept object tree (oracles/naive-uct.ts, naiveUctPlayer),
// and the two engines' players agree move for move and count for count over whole games.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { naiveUctPlayer, type UctOptions } from "../oracles/naive-uct.js";
import { mcts } from "../reference/search/mcts.js";
import { MctsTree } from "../reference/search/mcts-tree.js";
import { positionGame } from "../reference/position.js";
import { MCTS_DEFAULT_C, MCTS_DEFAULT_SCALE, type PlayerSpec, type Position } from "../contract/index.js";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";
import { playedGame } from "./player-games.js";

const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const [wasm, ts] = engines;

const game = playedGame;

describe("the naive UCT oracle, keeping its tree, plays the same games", () => {
  const oracleOptions = (spec: PlayerSpec): UctOptions => ({
    simulations: spec.simulations!,
    seed: BigInt(spec.seed ?? 0),
    c: spec.exploration ?? MCTS_DEFAULT_C,
    rolloutDepth: spec.leaf === "evaluation" ? 0 : (spec.rolloutDepth ?? Infinity),
    scale: spec.evaluationScale ?? MCTS_DEFAULT_SCALE,
    solver: spec.solver ?? true,
    alpha: spec.alpha ?? 0,
  });

  const spec = fc
    .record({
      simulations: fc.integer({ min: 2, max: 150 }),
      seed: seeds,
      exploration: fc.constantFrom(undefined, 0.5, 2.5),
      rolloutDepth: fc.constantFrom(undefined, 0, 3),
      evaluationScale: fc.constantFrom(undefined, 1, 5000),
      solver: fc.constantFrom(undefined, false),
      alpha: fc.constantFrom(undefined, undefined, 0.3),
    })
    .map((o) => ({ kind: "mcts" as const, ...o }));

  const cases: [string, (treeSeed: bigint) => Position, number][] = [
    [
      "random trees (B = 3, depth 12)",
      (seed) => ({ game: "random", tree: { seed, branching: 3, mode: "random", depth: 12 } }),
      60,
    ],
    ["tic-tac-toe", () => ({ game: "tictactoe" }), 60],
    ["Connect-Four (the first 12 plies)", () => ({ game: "connect4" }), 15],
  ];
  test.each(cases)("on %s: every move, value and count, the nodes kept and stored", (_, startOf, numRuns) => {
    fc.assert(
      fc.property(spec, spec, seeds, (a, b, treeSeed) => {
        const start = startOf(treeSeed);
        // The oracle's game: the solver is the game's default (these games are decisive, random trees are not).
        const decisive = positionGame(start).game.decisive;
        const oracles = [a, b].map((s) => naiveUctPlayer({ ...oracleOptions(s), solver: s.solver ?? decisive }));
        const { choices, path } = game(ts, start, [a, b], 12);
        const { game: g } = positionGame(start);
        path.forEach((move, ply) => {
          const o = oracles[ply % 2].choose(g);
          const c = choices[ply];
          expect([c.move, c.value, c.generated, c.expanded, c.regenerated, c.kept, c.stored]).toEqual([
            o.move,
            o.value,
            o.generated,
            o.expanded,
            o.regenerated,
            o.kept,
            o.treeSize,
          ]);
          for (const p of oracles) p.observe(move);
          g.play(move);
        });
      }),
      { numRuns },
    );
  });

  test("the subtree is kept: a tic-tac-toe player's later moves start with dozens of nodes, none unretained", () => {
    const { choices } = game(ts, { game: "tictactoe" }, [
      { kind: "mcts", simulations: 500, seed: 1 },
      { kind: "mcts", simulations: 500, seed: 2 },
    ]);
    expect(choices[0].kept).toBe(1);
    expect(choices[1].kept).toBe(1); // the second player's first search
    expect(choices[2].kept).toBeGreaterThan(20);
    const fresh = game(ts, { game: "tictactoe" }, [
      { kind: "mcts", simulations: 500, seed: 1, retain: false },
      { kind: "mcts", simulations: 500, seed: 2, retain: false },
    ]);
    expect(fresh.choices.every((c) => c.kept === 1)).toBe(true);
  });
});

test("the kept root's visits are those its node had, and the search adds its simulations to them", () => {
  const { game: g } = positionGame({ game: "connect4" });
  const tree = new MctsTree(),
    kept = { draws: 0 };
  mcts(g, { simulations: 3000, seed: 7 }, tree, kept);
  const mine = tree.first[0] + 3,
    reply = tree.first[mine] + 3;
  const [visits, total, children] = [tree.visits[reply], tree.total[tree.first[reply] + 2], tree.count[reply]];
  expect(visits).toBeGreaterThan(10);
  tree.rebase(mine);
  tree.rebase(tree.first[0] + 3);
  expect([tree.visits[0], tree.count[0], tree.total[tree.first[0] + 2]]).toEqual([visits, children, total]);
  g.play(3);
  g.play(3);
  const draws = kept.draws;
  const r = mcts(g, { simulations: 1000, seed: 7 }, tree, kept);
  expect(r.simulations).toBe(1000);
  expect(tree.visits[0]).toBe(visits + 1000);
  expect(kept.draws).toBeGreaterThan(draws);
});

describe("the two engines' players agree move for move and count for count over whole games", () => {
  const spec = fc
    .record({
      budget: fc.oneof(
        fc.record({ simulations: fc.integer({ min: 2, max: 200 }) }),
        fc.record({ nodes: fc.integer({ min: 1, max: 3000 }) }),
      ),
      seed: seeds,
      exploration: fc.constantFrom(undefined, 0, 0.7, 3),
      leaf: fc.constantFrom(undefined, "evaluation" as const),
      evaluationScale: fc.constantFrom(undefined, 10),
      solver: fc.constantFrom(undefined, true, false),
      alpha: fc.constantFrom(undefined, undefined, 0.25),
      retain: fc.constantFrom(undefined, undefined, false),
      memoryNodes: fc.constantFrom(undefined, undefined, 64, 300),
    })
    .map(({ budget, ...o }) => ({ kind: "mcts" as const, ...budget, ...o }));

  const same = (start: Position, a: PlayerSpec, b: PlayerSpec, plies?: number) => {
    const x = game(wasm, start, [a, b], plies),
      y = game(ts, start, [a, b], plies);
    expect(x).toEqual(y);
    for (const c of x.choices)
      if (a.memoryNodes === b.memoryNodes && a.memoryNodes !== undefined)
        expect(c.stored).toBeLessThanOrEqual(a.memoryNodes);
  };

  test("on random trees", () => {
    fc.assert(
      fc.property(
        spec,
        spec,
        seeds,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (a, b, seed, B, depth) => {
          same({ game: "random", tree: { seed, branching: B, mode: "random", depth } }, a, b);
        },
      ),
      { numRuns: runs(40) },
    );
  });

  test.each([
    ["tic-tac-toe", "tictactoe", 30, Infinity],
    ["Connect-Four", "connect4", 10, Infinity],
    ["Othello (the first 24 plies)", "othello", 4, 24],
  ] as const)("on %s", (_, name, numRuns, plies) => {
    fc.assert(
      fc.property(spec, spec, (a, b) => same({ game: name }, a, b, plies)),
      { numRuns: runs(numRuns) },
    );
  });

  test("a stop ends a move with its best so far, the tree consistent: the engines alike, the game goes on", () => {
    const play = (engine: typeof wasm) => {
      const player = engine.createPlayer({ kind: "mcts", simulations: 8000, seed: 3 });
      let polls = 0;
      const first = player.choose({ game: "connect4" }, { shouldStop: () => ++polls >= 2 });
      player.observe(first.move);
      player.observe(0);
      const second = player.choose({ game: "connect4", path: [first.move, 0] }, { shouldStop: () => false });
      player.dispose();
      return [first, second];
    };
    const [a, b] = [play(wasm), play(ts)];
    expect(a).toEqual(b);
    expect(a[0].stopped).toBe(true);
    expect(a[1].stopped).toBeUndefined();
    expect(a[1].kept).toBeGreaterThan(1);
  });

  test("an mcts player against a best-first player, and a refused description", () => {
    same({ game: "connect4" }, { kind: "mcts", simulations: 300, seed: 5 }, { kind: "bestfirst", bound: 4 });
    for (const engine of engines) {
      expect(() => engine.createPlayer({ kind: "mcts" })).toThrow(/mcts needs a budget/);
      expect(() => engine.createPlayer({ kind: "mcts", simulations: 10, bound: 3 })).toThrow(/takes budgets per move/);
      expect(() => engine.createPlayer({ kind: "bestfirst", bound: 3, simulations: 10 })).toThrow(
        /^simulations is for mcts \(Monte-Carlo tree search\), not bestfirst$/,
      );
    }
  });
});
