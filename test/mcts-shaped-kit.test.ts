// The core's MCTS on games of every shape (docs/searches.md, "MCTS on games of every shape"):
// a kit's classes of seeded random trees (test/fixtures/kit/shaped-trees.ts, built by
// build-game: 2 to 4 players, with and without chance, decisive or not) searched by the
// core, node for node with the reference on their TypeScript twins (./kit-shaped-trees.ts):
// the whole report (move, value, line, every count, the tree's size, simulations,
// evaluations) equal, or the same refusal, on random positions and settings; the
// reference's report and root visits in turn the plain UCT's (oracles/naive-uct-shaped.ts).
// The player, keeping its tree and drawing on from its stream, through whole games. And the
// refusals the reference makes: the solver or implicit minimax asked for such a game, a
// chance root.

import fc from "fast-check";
import { expect, test } from "vitest";
import { createGamePlayer, searchGame } from "../index.js";
import { MCTS_DEFAULT_C, MCTS_DEFAULT_SCALE } from "../contract/mcts.js";
import { naiveUctShaped, type UctShapedGame } from "../oracles/naive-uct-shaped.js";
import { mcts } from "../reference/search/mcts.js";
import { MctsTree } from "../reference/search/mcts-tree.js";
import { outcome, shapedTreeEngines, SHAPED_TREES, type ShapedTreeTwin, walkedTwin } from "./kit-shaped-trees.js";
import { chooser } from "./game-walk.js";

const engines = shapedTreeEngines(SHAPED_TREES.map(([name]) => name));

/** The twin at the start's move for `players` and `tree`, then `plies` seeded moves (outcomes too); its names. */
function walked(make: () => ShapedTreeTwin, players: number, tree: number, walk: number, plies: number) {
  return walkedTwin(make, players, tree, chooser(walk), plies);
}

const settings = {
  seed: fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
  simulations: fc.integer({ min: 2, max: 200 }),
  exploration: fc.constantFrom(MCTS_DEFAULT_C, 0, 0.4, 2.5),
  rolloutDepth: fc.constantFrom(undefined, 0, 1, 3),
  evaluationScale: fc.constantFrom(MCTS_DEFAULT_SCALE, 1, 40000),
};
const positions = {
  shape: fc.integer({ min: 0, max: SHAPED_TREES.length - 1 }),
  players: fc.integer({ min: 2, max: 4 }),
  tree: fc.integer({ min: 0, max: 63 }),
  walk: fc.integer({ min: 0, max: 2 ** 20 }),
  plies: fc.integer({ min: 0, max: 3 }),
};

test("every shape: the core's report is the reference's on the twin, and the reference's the plain UCT's", () => {
  let searched = 0;
  fc.assert(
    fc.property(fc.record({ ...positions, ...settings }), ({ shape, players, tree, walk, plies, ...o }) => {
      const [className, make] = SHAPED_TREES[shape];
      const at = () => walked(make, players, tree, walk, plies);
      const { game, moves } = at();
      const { rolloutDepth, ...rest } = o;
      const request = { algorithm: "mcts" as const, ...rest, ...(rolloutDepth === undefined ? {} : { rolloutDepth }) };
      let report: { moveIndex: number; value: number; pvIndices: number[]; peakStore: number } | undefined;
      const want = outcome(() => (report = searchGame(game, request)));
      const got = outcome(() => engines.get(className)!.search({ position: { moves }, ...request }));
      expect(got, `${className} ${moves.join(" ")}`).toEqual(want);
      if (report === undefined) return;
      searched++;
      // The reference on the oracle's terms: a two-player game without chance runs MCTS-Solver there, which the
      // oracle has not (naive-uct.ts has it: test/mcts.test.ts).
      if (players === 2 && !className.includes("Dice")) return;
      const oracle = naiveUctShaped(at().game as UctShapedGame, {
        simulations: o.simulations,
        seed: o.seed,
        c: o.exploration,
        rolloutDepth: o.rolloutDepth ?? Infinity,
        scale: o.evaluationScale,
      });
      expect([report.moveIndex, report.value, report.pvIndices, report.peakStore]).toEqual([
        oracle.move,
        oracle.value,
        oracle.pv,
        oracle.treeSize,
      ]);
      const mctsTree = new MctsTree();
      mcts(at().game, { ...o, seed: o.seed }, mctsTree);
      const visits = Array.from({ length: mctsTree.count[0] }, (_, i) => mctsTree.visits[mctsTree.first[0] + i]);
      expect(visits).toEqual(oracle.visits);
    }),
    { numRuns: 250 },
  );
  expect(searched).toBeGreaterThan(100); // most positions are searched, not refused
});

test("the player through whole games: every choice's move, value and counts, its tree kept", () => {
  for (const [className, make] of SHAPED_TREES)
    for (const players of [2, 3, 4])
      for (const seed of [1n, 2n]) {
        const spec = { kind: "mcts" as const, simulations: 60, seed };
        const reference = createGamePlayer(spec),
          core = engines.get(className)!.createPlayer(spec);
        const { game, moves } = walked(make, players, Number(seed) * 7 + players, 0, 0);
        const draw = chooser(Number(seed));
        while (!game.isTerminal()) {
          let move: number;
          if (game.isChance?.()) move = draw(game.moveCount());
          else {
            const want = outcome(() => reference.choose(game));
            const got = outcome(() => core.choose({ moves: [...moves] }));
            expect(got, `${className} ${moves.join(" ")}`).toEqual(want);
            move = (want as { move: number }).move;
          }
          reference.observe(move);
          core.observe(move);
          moves.push(game.moveName(move));
          game.play(move);
        }
        core.dispose();
      }
});

test("the refusals: the solver and implicit minimax for such a game, a chance root, as the reference's", () => {
  const cases: [string, number, number, object][] = [
    ["Shapes", 3, 0, { solver: true }],
    ["DiceShapes", 2, 0, { alpha: 0.5 }],
    ["DecisiveDiceShapes", 4, 1, {}], // the outcome's chance node, after the first choice
  ];
  for (const [className, players, plies, asked] of cases) {
    const make = SHAPED_TREES.find(([name]) => name === className)![1];
    const { game, moves } = walked(make, players, 5, 3, plies);
    const request = { algorithm: "mcts" as const, simulations: 20, ...asked };
    const want = outcome(() => searchGame(game, request));
    expect(want).toHaveProperty("error");
    expect(outcome(() => engines.get(className)!.search({ position: { moves }, ...request }))).toEqual(want);
    const spec = { kind: "mcts" as const, simulations: 20, ...asked };
    const player = engines.get(className)!.createPlayer(spec);
    expect(outcome(() => player.choose({ moves }))).toEqual(outcome(() => createGamePlayer(spec).choose(game)));
    player.dispose();
  }
});
