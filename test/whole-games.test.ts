// Whole games of fixed-ordering alpha-beta, where every search from ply d with d + H > D
// meets the end of the game before its horizon: the end of the game is the horizon
// (docs/searches.md, the effective horizon min(d + H, D)). Both engines count exactly
// what a plain implementation of that rule counts (../oracles/plain-alphabeta.ts).

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { plainAlphaBeta, plainWholeGame } from "../oracles/plain-alphabeta.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { selfPlay } from "../bench/self-play.js";
import { runs } from "./soak/runs.js";

const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const mode = fc.constantFrom("uniform" as const, "random" as const);

function params(seed: bigint, branching: number, m: "uniform" | "random", depth: number) {
  return { seedHi: Number(seed >> 32n), seedLo: Number(seed & 0xffffffffn), branching, mode: m, terminalDepth: depth };
}

describe("whole games of alpha-beta to the end of a depth-100 random game", () => {
  const games = [
    ["B = 10 uniform, horizon 6", { seed: 1, branching: 10, mode: "uniform" as const }, 6, 776_389],
    ["B = 4 random, horizon 8", { seed: 1, branching: 4, mode: "random" as const }, 8, 34_364],
  ] as const;

  test.each(games)(
    "%s: the plain implementation of the rule generates the published count",
    (_name, tree, horizon, nodes) => {
      expect(plainWholeGame(params(BigInt(tree.seed), tree.branching, tree.mode, 100), horizon).generated).toBe(nodes);
    },
  );

  test.each(games)(
    "%s: both engines play the plain implementation's moves and generate the same count",
    (_name, tree, horizon, nodes) => {
      const plain = plainWholeGame(params(BigInt(tree.seed), tree.branching, tree.mode, 100), horizon);
      for (const engine of engines) {
        const game = selfPlay(engine, tree, "alphabeta", { horizon });
        expect(game.generated, engine.name).toBe(nodes);
        expect(game.moves, engine.name).toEqual(plain.moves);
      }
    },
  );
});

describe("alpha-beta near the end of the game", () => {
  const cases = fc.record({
    seed: seeds,
    B: fc.integer({ min: 1, max: 5 }),
    mode,
    depth: fc.integer({ min: 1, max: 12 }),
    pathChoices: fc.array(fc.nat(), { maxLength: 11 }),
    horizon: fc.integer({ min: 1, max: 7 }),
  });

  test("both engines and the retained-tree alpha-beta player agree with the plain oracle: nodes, value, move", () => {
    fc.assert(
      fc.property(cases, ({ seed, B, mode: m, depth, pathChoices, horizon }) => {
        const tree = new RandomTree(params(seed, B, m, depth));
        const path = pathChoices.slice(0, depth - 1).map((c) => {
          const move = c % tree.moveCount();
          tree.play(move);
          return move;
        });
        const plain = plainAlphaBeta(tree, horizon);
        const position = { game: "random" as const, tree: { seed, branching: B, mode: m, depth }, path };
        for (const engine of engines) {
          const r = engine.search({ position, algorithm: "alphabeta", horizon });
          expect({ generated: r.nodes.generated, value: r.value, move: r.move }, engine.name).toEqual({
            generated: plain.generated,
            value: plain.value,
            move: plain.move,
          });
          // The alpha-beta player, searching from scratch, is alpha-beta exactly.
          const player = engine.createPlayer({ kind: "alphabeta", horizon, retain: false });
          try {
            const choice = player.choose(position);
            expect(
              { generated: choice.generated, value: choice.value, move: choice.move },
              `${engine.name} player`,
            ).toEqual({ generated: plain.generated, value: plain.value, move: plain.move });
          } finally {
            player.dispose();
          }
        }
      }),
      { numRuns: runs(500) },
    );
  });
});

test("the soak's case: the reference's retained-tree alpha-beta player counts each child once its store grew", () => {
  const seed = 0n,
    B = 5,
    depth = 8,
    horizon = 7;
  const tree = new RandomTree(params(seed, B, "uniform", depth));
  tree.play(0);
  const plain = plainAlphaBeta(tree, horizon);
  const position = {
    game: "random" as const,
    tree: { seed, branching: B, mode: "uniform" as const, depth },
    path: [0],
  };
  for (const engine of engines) {
    const player = engine.createPlayer({ kind: "alphabeta", horizon, retain: false });
    const choice = player.choose(position);
    player.dispose();
    expect(choice.stored).toBeGreaterThan(4096); // past the store's first arrays
    expect({ generated: choice.generated, value: choice.value, move: choice.move }, engine.name).toEqual({
      generated: plain.generated,
      value: plain.value,
      move: plain.move,
    });
  }
});
