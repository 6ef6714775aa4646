// MCTS on games of every shape (docs/searches.md, "MCTS on games of every shape"): n players
// and chance nodes through searchGame (the searcher's workers: searches-shaped.test.ts), held
// to a plain UCT over an explicit object tree written for it (oracles/naive-uct-shaped.ts:
// BigInt stream, vectors of rewards, recursive) exactly (move, value, line, every count, the
// tree's size, the root's children's visits) on random trees of 2 to 4 players with and
// without chance and on Rolit, EWN, Pig and the fixtures, and its player through whole games;
// converging on small trees to max^n's move (oracles/maxn.ts) and to expectimax's
// (oracles/expectimax.ts); and its refusals: the solver and implicit minimax asked for such a
// game, a chance root for its player.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createGamePlayer, type Game, INF, searchGame } from "../index.js";
import { Ewn } from "../games/ewn.js";
import { Pig } from "../games/pig.js";
import { Rolit } from "../games/rolit.js";
import { expectimax as expectimaxOracle } from "../oracles/expectimax.js";
import { maxn as maxnOracle } from "../oracles/maxn.js";
import {
  naiveUctShaped,
  naiveUctShapedPlayer,
  type ShapedUctOptions,
  type UctShapedGame,
} from "../oracles/naive-uct-shaped.js";
import { MCTS_DEFAULT_C, MCTS_DEFAULT_SCALE, MCTS_MAX_SCALE } from "../contract/mcts.js";
import { mcts } from "../reference/search/mcts.js";
import { MctsTree } from "../reference/search/mcts-tree.js";
import { Countdown, DiceRace } from "./fixtures/shaped-games.js";
import { ChanceTreeGame, type Node, randomTree, TreeGame } from "./fixtures/shaped-trees.js";
import { chooser } from "./game-walk.js";
import { refusal } from "./helpers.js";

/** The trees' games with wins and losses: rewards by rank (the best 2/k − 1 each, the others −1). */
class DecisiveTreeGame extends TreeGame {
  override readonly decisive = true;
}
class DecisiveChanceTreeGame extends ChanceTreeGame {
  override readonly decisive = true;
}

function treeGame(node: Node, players: number, chance: boolean, decisive: boolean): Game {
  if (chance) return decisive ? new DecisiveChanceTreeGame(node, players) : new ChanceTreeGame(node, players);
  return decisive ? new DecisiveTreeGame(node, players) : new TreeGame(node, players);
}

/** The request's MCTS settings for the oracle's options. */
function request(o: ShapedUctOptions) {
  return {
    algorithm: "mcts" as const,
    simulations: o.simulations,
    seed: o.seed,
    exploration: o.c,
    evaluationScale: o.scale,
    ...(o.rolloutDepth === Infinity ? {} : { rolloutDepth: o.rolloutDepth }),
  };
}

/** searchGame's report and the reference's root visits, held to the oracle's, field by field. */
function agrees(make: () => Game, o: ShapedUctOptions, solverOff = false): void {
  const want = naiveUctShaped(make() as UctShapedGame, o);
  const got = searchGame(make(), { ...request(o), ...(solverOff ? { solver: false } : {}) });
  expect({
    move: got.moveIndex,
    value: got.value,
    pv: got.pvIndices,
    generated: got.nodes.generated,
    regenerated: got.nodes.regenerated,
    expanded: got.nodes.expanded,
    evaluations: got.evaluations,
    treeSize: got.peakStore,
    simulations: got.simulations,
  }).toEqual({ ...omit(omit(want, "visits"), "kept"), simulations: o.simulations });
  const { seed, c: exploration, scale: evaluationScale, simulations } = o;
  const rolloutDepth = o.rolloutDepth === Infinity ? undefined : o.rolloutDepth;
  const tree = new MctsTree();
  mcts(make(), { simulations, seed, exploration, evaluationScale, rolloutDepth, solver: !solverOff }, tree);
  const visits = Array.from({ length: tree.count[0] }, (_, i) => tree.visits[tree.first[0] + i]);
  expect(visits).toEqual(want.visits);
}

const omit = <T extends object, K extends keyof T>(o: T, key: K): Omit<T, K> => {
  const { [key]: _, ...rest } = o;
  return rest;
};

const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const settings = {
  seed: seeds,
  simulations: fc.integer({ min: 2, max: 300 }),
  c: fc.constantFrom(MCTS_DEFAULT_C, 0, 0.3, 2.5),
  rolloutDepth: fc.constantFrom(Infinity, 0, 1, 3),
  scale: fc.constantFrom(MCTS_DEFAULT_SCALE, 1, 40000),
};

describe("against the plain UCT of every shape, exactly", () => {
  test("random trees of 2 to 4 players, with and without chance, decisive or not", () => {
    const cases = fc.record({
      ...settings,
      treeSeed: fc.integer({ min: 0, max: 2 ** 31 }),
      players: fc.integer({ min: 2, max: 4 }),
      depth: fc.integer({ min: 1, max: 6 }),
      chance: fc.boolean(),
      anyMover: fc.boolean(),
      decisive: fc.boolean(),
    });
    fc.assert(
      fc.property(cases, ({ treeSeed, players, depth, chance, anyMover, decisive, ...o }) => {
        const node = randomTree(treeSeed, players, depth, chance, anyMover);
        // MCTS-Solver, on by default in a decisive two-player game without chance, is naive-uct.ts's alone.
        agrees(() => treeGame(node, players, chance, decisive), o, players === 2 && !chance);
      }),
      { numRuns: 300 },
    );
  });

  /** The game after `plies` seeded moves, and outcomes until a decision node. */
  function walked<G extends Game>(game: G, seed: number, plies: number): G {
    const next = chooser(seed);
    for (let i = 0; i < plies && !game.isTerminal(); i++) game.play(next(game.moveCount()));
    while (!game.isTerminal() && game.isChance?.()) game.play(next(game.moveCount()));
    return game;
  }

  const games: [string, (seed: number, plies: number) => Game][] = [
    ["Rolit, 3 players", (seed, plies) => walked(new Rolit(3), seed, plies)],
    ["Rolit, 4 players", (seed, plies) => walked(new Rolit(4), seed, plies)],
    ["EWN", (seed, plies) => walked(new Ewn(), seed, plies)],
    ["Pig", (seed, plies) => walked(new Pig({ goal: 20, scores: [seed % 20, (seed >> 5) % 20] }), seed, plies)],
    ["the countdown", (seed, plies) => walked(new Countdown(4 + (seed % 6)), seed, plies % 3)],
    ["the dice race", (seed, plies) => walked(new DiceRace(), seed, plies % 3)],
  ];
  test.each(games)("%s, from seeded positions", (_, at) => {
    const cases = fc.record({
      ...settings,
      simulations: fc.integer({ min: 2, max: 120 }),
      position: fc.integer({ min: 0, max: 2 ** 20 }),
      plies: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(cases, ({ position, plies, ...o }) => {
        fc.pre(!at(position, plies).isTerminal());
        agrees(() => at(position, plies), o);
      }),
      { numRuns: 12 },
    );
  });

  test("weights up to the largest, 2^31 - 1: the draw exact past 2^53 (in BigInt)", () => {
    const heavy = () => {
      const game = Object.assign(new DiceRace(), { chanceWeight: (m: number) => INF - 2 * m });
      game.play(2);
      return game;
    };
    for (const seed of [1n, 2n, 3n, 2n ** 64n - 1n])
      agrees(heavy, { simulations: 200, seed, c: MCTS_DEFAULT_C, rolloutDepth: Infinity, scale: 1 });
  });

  test("the same seed gives the same report, another seed another stream", () => {
    const at = () => walked(new Ewn(), 7, 3);
    const once = (seed: number) => ({ ...searchGame(at(), { algorithm: "mcts", simulations: 300, seed }), ms: 0 });
    expect(once(5)).toEqual(once(5));
    expect(once(6).nodes).not.toEqual(once(5).nodes);
  });
});

describe("the MCTS player, keeping its tree, against the oracle's player", () => {
  const games: [string, () => Game][] = [
    ["Rolit, 3 players", () => new Rolit(3)],
    ["EWN", () => new Ewn()],
    ["the countdown", () => new Countdown(9)],
    ["the dice race", () => new DiceRace()],
  ];
  test.each(games)("%s: whole games, every move, value and count", (_, make) => {
    for (const seed of [1n, 2n]) {
      const o = { simulations: 150, seed, c: MCTS_DEFAULT_C, rolloutDepth: Infinity, scale: MCTS_DEFAULT_SCALE };
      const player = createGamePlayer({ kind: "mcts", simulations: o.simulations, seed });
      const oracle = naiveUctShapedPlayer(o);
      const game = make(),
        next = chooser(Number(seed));
      let moves = 0,
        kept = 0;
      while (!game.isTerminal() && moves < 40) {
        // Outcomes are drawn by the test; the player and the oracle choose at every decision node.
        let move: number;
        if (game.isChance?.()) move = next(game.moveCount());
        else {
          const want = oracle.choose(game as UctShapedGame);
          const got = player.choose(game);
          const { move: m, value, generated, expanded, regenerated, kept: k, stored } = got;
          expect({ move: m, value, generated, expanded, regenerated, kept: k, stored }).toEqual({
            move: want.move,
            value: want.value,
            generated: want.generated,
            expanded: want.expanded,
            regenerated: want.regenerated,
            kept: want.kept,
            stored: want.treeSize,
          });
          kept = Math.max(kept, k);
          move = m;
        }
        player.observe(move);
        oracle.observe(move);
        game.play(move);
        moves++;
      }
      expect(kept).toBeGreaterThan(1); // the tree was kept
    }
  });
});

describe("converging to the full-width searches' move on small trees", () => {
  /**
   * Whether every decision node's best child, by max^n (or expectimax's means) on the tree's own values, beats each
   * other child by `gap` for its mover, so that UCT's visits settle on it everywhere: the trees the test keeps.
   */
  function clear(node: Node, players: number, gap: number): { v: number[]; clear: boolean } {
    if (node.kids === undefined) return { v: players === 2 ? [node.v[0], -node.v[0]] : node.v, clear: true };
    const kids = node.kids.map((kid) => clear(kid, players, gap));
    const all = kids.every((k) => k.clear);
    if (node.weights !== undefined) {
      const total = node.weights.reduce((a, b) => a + b, 0);
      const v = kids[0].v.map((_, p) => kids.reduce((sum, k, i) => sum + node.weights![i] * k.v[p], 0) / total);
      return { v, clear: all };
    }
    const p = node.player!;
    const best = kids.reduce((b, k, i) => (k.v[p] > kids[b].v[p] ? i : b), 0);
    return { v: kids[best].v, clear: all && kids.every((k, i) => i === best || k.v[p] <= kids[best].v[p] - gap) };
  }

  // A squash of scale 2^31 is linear to 1e-8 on values -10..10, so UCT's means are the tree's own values scaled by
  // 2^-31 (c with them: the default sqrt 2 on the values' range of 10).
  const scale = MCTS_MAX_SCALE;
  const exploration = (MCTS_DEFAULT_C * 10) / (10 + scale);

  const cases: [string, (seed: number) => number, number, boolean, (game: TreeGame, horizon: number) => number][] = [
    ["n players, no chance: max^n's move (oracles/maxn.ts)", (seed) => 3 + (seed % 2), 3, false, maxnMove],
    [
      "chance, 2 to 4 players: expectimax's move (oracles/expectimax.ts)",
      (seed) => 2 + (seed % 3),
      4,
      true,
      expectiMove,
    ],
  ];
  test.each(cases)("%s", (_, playersOf, depth, chance, oracleMove) => {
    const make = (node: Node, players: number) =>
      chance ? new ChanceTreeGame(node, players) : new TreeGame(node, players);
    let searched = 0;
    for (let seed = 1; searched < 30; seed++) {
      const players = playersOf(seed);
      const node = randomTree(seed, players, depth, chance);
      if ((node.kids?.length ?? 0) < 2 || !clear(node, players, 2).clear) continue;
      searched++;
      const asked = { algorithm: "mcts", simulations: 4000, seed, exploration, evaluationScale: scale } as const;
      const got = searchGame(make(node, players), asked).moveIndex;
      expect(got, `tree ${seed}`).toBe(oracleMove(make(node, players), depth));
    }
  });
});

const maxnMove = (game: TreeGame, horizon: number) => maxnOracle(game, horizon).move;
const expectiMove = (game: TreeGame, horizon: number) => expectimaxOracle(game, horizon).move;

describe("refusals, each one line", () => {
  const rolled = () => {
    const game = new DiceRace();
    game.play(0);
    return game;
  };
  test("the solver and implicit minimax asked for a game of more players or with chance", () => {
    const says = (setting: string, shape: string) =>
      `mcts's ${setting} is for two-player games without chance only, and this is ${shape}; leave ${setting} out ` +
      '(docs/searches.md, "MCTS on games of every shape")';
    const base = { algorithm: "mcts", simulations: 10 } as const;
    expect(refusal(() => searchGame(new Countdown(), { ...base, solver: true }))).toBe(
      says("solver", "a three-player game"),
    );
    expect(refusal(() => searchGame(rolled(), { ...base, alpha: 0.5 }))).toBe(
      says("alpha", "a two-player game with chance"),
    );
    const player = createGamePlayer({ kind: "mcts", simulations: 10, solver: true });
    expect(refusal(() => player.choose(new Countdown()))).toBe(says("solver", "a three-player game"));
    // Off is taken: the same search as without it.
    const plain = searchGame(new Countdown(), base);
    expect({ ...searchGame(new Countdown(), { ...base, solver: false, alpha: 0 }), ms: 0 }).toEqual({
      ...plain,
      ms: 0,
    });
  });

  test("a chance root, for the search and for its player", () => {
    const says = /^the position is a chance node: its outcome is drawn by chanceWeight, not chosen/;
    expect(refusal(() => searchGame(new DiceRace(), { algorithm: "mcts", simulations: 10 }))).toMatch(says);
    expect(refusal(() => createGamePlayer({ kind: "mcts", simulations: 10 }).choose(new DiceRace()))).toMatch(says);
  });
});
