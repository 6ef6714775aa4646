// The core's best-first max^n (docs/searches.md, "Best-first max^n"): bestfirst on a kit's
// class of more than two players (test/fixtures/kit/shaped-trees.ts's seeded random trees,
// built by build-game) searched by the core, node for node with the reference on the
// TypeScript twins (./kit-shaped-trees.ts): the whole report (move, value, the root's vector,
// line, every count, the tree's size) equal, or the same refusal, under depth bounds,
// stopping depths and node budgets from random positions; the reference's in turn the plain
// best-first max^n's (oracles/naive-bestfirst-maxn.ts). Two players: best-first minimax,
// as the reference's. The memory limit and the bestfirst player refused alike.

import fc from "fast-check";
import { expect, test } from "vitest";
import { createGamePlayer, searchGame } from "../index.js";
import { naiveBestFirstMaxn } from "../oracles/naive-bestfirst-maxn.js";
import { outcome, shapedTreeEngines, SHAPED_TREES, walkedTwin } from "./kit-shaped-trees.js";
import { chooser } from "./game-walk.js";

// The classes without chance (bestfirst takes none).
const CLASSES = SHAPED_TREES.filter(([name]) => !name.includes("Dice"));
const engines = shapedTreeEngines(CLASSES.map(([name]) => name));

const rules = fc.oneof(
  fc.integer({ min: 1, max: 7 }).map((bound) => ({ bound })),
  fc.integer({ min: 1, max: 7 }).map((stopDepth) => ({ stopDepth })),
  fc.integer({ min: 1, max: 60 }).map((nodes) => ({ nodes })),
);

test("2 to 4 players: the core's report is the reference's on the twin, and the reference's the plain one's", () => {
  let searched = 0;
  const cases = fc.record({
    shape: fc.integer({ min: 0, max: CLASSES.length - 1 }),
    players: fc.integer({ min: 2, max: 4 }),
    tree: fc.integer({ min: 0, max: 63 }),
    walk: fc.integer({ min: 0, max: 2 ** 20 }),
    plies: fc.integer({ min: 0, max: 3 }),
    rule: rules,
  });
  fc.assert(
    fc.property(cases, ({ shape, players, tree, walk, plies, rule }) => {
      const [className, make] = CLASSES[shape];
      const at = () => walkedTwin(make, players, tree, chooser(walk), plies);
      const { game, moves } = at();
      const request = { algorithm: "bestfirst" as const, ...rule };
      let report: { moveIndex: number; value: number; values?: number[]; pvIndices: number[] } | undefined;
      const want = outcome(() => (report = searchGame(game, request)));
      const got = outcome(() => engines.get(className)!.search({ position: { moves }, ...request }));
      expect(got, `${className} ${moves.join(" ")} ${JSON.stringify(rule)}`).toEqual(want);
      if (report === undefined || players === 2) return;
      searched++;
      expect(report.values).toHaveLength(players);
      const bound = "bound" in rule ? rule.bound : "stopDepth" in rule ? rule.stopDepth : Infinity;
      const oracle = naiveBestFirstMaxn(at().game, bound, "nodes" in rule ? rule.nodes : Infinity);
      expect([report.moveIndex, report.value, report.values, report.pvIndices]).toEqual([
        oracle.move,
        oracle.value,
        oracle.values,
        oracle.pv,
      ]);
    }),
    { numRuns: 250 },
  );
  expect(searched).toBeGreaterThan(80); // most positions of 3 and 4 players are searched, not refused
});

test("the memory limit and the bestfirst player, refused as the reference refuses them", () => {
  const make = CLASSES[0][1];
  // Two trees of four players whose search at bound 7 holds 65 nodes, one past the limit of 64; three players.
  for (const [players, tree] of [
    [4, 15],
    [4, 24],
    [3, 9],
  ]) {
    const { game, moves } = walkedTwin(make, players, tree, chooser(1), 0);
    const request = { algorithm: "bestfirst" as const, bound: 7, memoryNodes: 64 };
    const want = outcome(() => searchGame(game, request));
    if (players === 4) expect(want).toHaveProperty("error");
    expect(outcome(() => engines.get(CLASSES[0][0])!.search({ position: { moves }, ...request }))).toEqual(want);
    const spec = { kind: "bestfirst" as const, bound: 3 };
    const player = engines.get(CLASSES[0][0])!.createPlayer(spec);
    const refused = outcome(() => createGamePlayer(spec).choose(game));
    expect(refused).toHaveProperty("error");
    expect(outcome(() => player.choose({ moves }))).toEqual(refused);
    player.dispose();
  }
});
