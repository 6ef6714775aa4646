// Best-first max^n, bestfirst on a game of more than two players (docs/searches.md,
// "Best-first max^n"), through searchGame: held to a plain best-first max^n over an object
// tree that recomputes every vector after each expansion (oracles/naive-bestfirst-maxn.ts),
// exactly (move, value, vector, line, generated, expanded, the tree's size), under depth
// bounds, stopping depths and node budgets, on random trees of 3 and 4 players and on Rolit
// and the countdown; at bound 1, the move of max^n at horizon 1 (oracles/maxn.ts); a tree
// past the memory limit and the bestfirst player refused, each in one line.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createGamePlayer, type Game, searchGame } from "../index.js";
import { Rolit } from "../games/rolit.js";
import { naiveBestFirstMaxn } from "../oracles/naive-bestfirst-maxn.js";
import { maxn as maxnOracle } from "../oracles/maxn.js";
import { Countdown } from "./fixtures/shaped-games.js";
import { randomTree, TreeGame } from "./fixtures/shaped-trees.js";
import { chooser } from "./game-walk.js";
import { refusal } from "./helpers.js";

type Rule = { bound: number } | { stopDepth: number } | { nodes: number };

/** searchGame's report held to the oracle's under `rule`. */
function agrees(make: () => Game, rule: Rule): void {
  const bound = "bound" in rule ? rule.bound : "stopDepth" in rule ? rule.stopDepth : Infinity;
  const want = naiveBestFirstMaxn(make(), bound, "nodes" in rule ? rule.nodes : Infinity);
  const got = searchGame(make(), { algorithm: "bestfirst", ...rule });
  expect({
    move: got.moveIndex,
    value: got.value,
    values: got.values,
    pv: got.pvIndices,
    generated: got.nodes.generated,
    expanded: got.nodes.expanded,
    treeSize: got.peakStore,
  }).toEqual(want);
}

const rules = fc.oneof(
  fc.integer({ min: 1, max: 7 }).map((bound) => ({ bound })),
  fc.integer({ min: 1, max: 7 }).map((stopDepth) => ({ stopDepth })),
  fc.integer({ min: 1, max: 60 }).map((nodes) => ({ nodes })),
);

describe("against the plain best-first max^n, exactly", () => {
  test("random trees of 3 and 4 players, movers in turn or drawn", () => {
    const cases = fc.record({
      seed: fc.integer({ min: 0, max: 2 ** 31 }),
      players: fc.constantFrom(3, 4),
      depth: fc.integer({ min: 1, max: 7 }),
      anyMover: fc.boolean(),
      rule: rules,
    });
    fc.assert(
      fc.property(cases, ({ seed, players, depth, anyMover, rule }) => {
        const node = randomTree(seed, players, depth, false, anyMover);
        agrees(() => new TreeGame(node, players), rule);
      }),
      { numRuns: 300 },
    );
  });

  test("Rolit of 3 and 4 players and the countdown, from seeded positions", () => {
    const walked = (game: Game, seed: number, plies: number) => {
      const next = chooser(seed);
      for (let i = 0; i < plies && !game.isTerminal(); i++) game.play(next(game.moveCount()));
      return game;
    };
    const cases = fc.record({
      seed: fc.integer({ min: 0, max: 2 ** 20 }),
      plies: fc.integer({ min: 0, max: 56 }),
      players: fc.constantFrom(3, 4),
      rule: fc.oneof(
        fc.integer({ min: 1, max: 4 }).map((bound) => ({ bound })),
        fc.integer({ min: 1, max: 300 }).map((nodes) => ({ nodes })),
      ),
    });
    fc.assert(
      fc.property(cases, ({ seed, plies, players, rule }) => {
        const at = () => walked(new Rolit(players), seed, plies);
        fc.pre(!at().isTerminal());
        agrees(at, rule);
        agrees(() => walked(new Countdown(3 + (seed % 9)), seed, plies % 2), rule);
      }),
      { numRuns: 40 },
    );
  });

  test("at bound 1, max^n's move and vector at horizon 1", () => {
    for (let seed = 0; seed < 50; seed++) {
      const node = randomTree(seed, 3, 3, false);
      const got = searchGame(new TreeGame(node, 3), { algorithm: "bestfirst", bound: 1 });
      const want = maxnOracle(new TreeGame(node, 3), 1);
      expect([got.moveIndex, got.values], `tree ${seed}`).toEqual([want.move, want.values]);
    }
  });
});

describe("refusals, each one line", () => {
  test("a tree past the memory limit", () => {
    expect(refusal(() => searchGame(new Rolit(3), { algorithm: "bestfirst", nodes: 10_000, memoryNodes: 64 }))).toMatch(
      /^bestfirst ran out of memory: its tree reached the limit of 64 nodes /,
    );
  });

  test("the bestfirst player, which plays two players without chance", () => {
    expect(refusal(() => createGamePlayer({ kind: "bestfirst", bound: 3 }).choose(new Countdown()))).toBe(
      "the bestfirst player does not play a three-player game yet (its search does: searchGame); the players that " +
        "do: mcts",
    );
  });
});
