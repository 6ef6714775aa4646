// The searches of every shape (maxn, paranoid, expectimax, star2) on a user's game through
// searchGame, held to the plain oracles of oracles/: on generated explicit trees (fast-check
// over seeds) and on positions of Rolit (3 and 4 players), EWN and Pig, maxn and expectimax in
// move, value, vector and every count, paranoid in move and value with no more nodes than the
// full width, star2 in move and value to expectimax's with fewer nodes over the set; a user's
// three-player game and dice game (test/fixtures/shaped-games.ts), in the searcher's workers
// too. Then the refusals: a search that does not take the game's shape, a chance root, an
// engine's game, a bad value range.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createReferenceEngine, createSearcher, type Game, searchGame } from "../index.js";
import { Ewn } from "../games/ewn.js";
import { Pig } from "../games/pig.js";
import { Rolit } from "../games/rolit.js";
import { brs as brsOracle } from "../oracles/brs.js";
import { expectimax as expectimaxOracle } from "../oracles/expectimax.js";
import { maxn as maxnOracle } from "../oracles/maxn.js";
import { paranoid as paranoidOracle } from "../oracles/paranoid.js";
import { Countdown, DiceRace } from "./fixtures/shaped-games.js";
import { chooser } from "./game-walk.js";
import { refusal } from "./helpers.js";
import { ChanceTreeGame, layeredTree, RANGE, randomTree, TreeGame } from "./fixtures/shaped-trees.js";

/**
 * The three-player countdown with setToMove (best-reply search's member): the player to move
 * is the next after the last mover, or the one handed the move; undo returns to the mover of the move.
 */
class HandingCountdown extends Countdown {
  private readonly movers: number[] = [0];
  override toMove(): number {
    return this.movers[this.movers.length - 1];
  }
  setToMove(player: number): void {
    this.movers[this.movers.length - 1] = player;
  }
  override play(move: number): void {
    super.play(move);
    this.movers.push((this.toMove() + 1) % 3);
  }
  override undo(): void {
    super.undo();
    this.movers.pop();
  }
  override evaluateFor(player: number): number {
    return this.isTerminal() && (this.movers[this.movers.length - 2] ?? -1) === player ? 1 : 0;
  }
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const counts = (r: { nodes: { generated: number; expanded: number } }) => ({
  generated: r.nodes.generated,
  expanded: r.nodes.expanded,
});

describe("against the oracles on generated trees", () => {
  test("maxn: move, value, vector and counts are the oracle's (2 to 4 players)", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 5 }), (seed, players, horizon) => {
        const tree = randomTree(seed, players, 5, false);
        const want = maxnOracle(new TreeGame(tree, players), horizon);
        const got = searchGame(new TreeGame(tree, players), { algorithm: "maxn", horizon });
        expect([got.moveIndex, got.value, got.values, counts(got)]).toEqual([
          want.move,
          want.value,
          want.values,
          { generated: want.generated, expanded: want.expanded },
        ]);
      }),
      { numRuns: 300 },
    );
  });

  test("paranoid: move and value are the oracle's, with at most its nodes", () => {
    let pruned = 0,
      full = 0;
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 5 }), (seed, players, horizon) => {
        const tree = randomTree(seed, players, 5, false);
        const want = paranoidOracle(new TreeGame(tree, players), horizon);
        const got = searchGame(new TreeGame(tree, players), { algorithm: "paranoid", horizon });
        expect([got.moveIndex, got.value]).toEqual([want.move, want.value]);
        expect(got.nodes.generated).toBeLessThanOrEqual(want.generated);
        pruned += got.nodes.generated;
        full += want.generated;
      }),
      { numRuns: 300 },
    );
    expect(pruned).toBeLessThan(full); // it prunes
  });

  test("expectimax: move, value, vector and counts are the oracle's (2 and 3 players, chance)", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 3 }), fc.integer({ min: 1, max: 5 }), (seed, players, horizon) => {
        const tree = randomTree(seed, players, 5, true);
        const want = expectimaxOracle(new ChanceTreeGame(tree, players), horizon);
        const got = searchGame(new ChanceTreeGame(tree, players), { algorithm: "expectimax", horizon });
        expect([got.moveIndex, got.value, counts(got)]).toEqual([
          want.move,
          want.value,
          { generated: want.generated, expanded: want.expanded },
        ]);
        expect(got.values).toEqual(players === 2 ? undefined : want.values);
      }),
      { numRuns: 300 },
    );
  });

  test("star2: expectimax's move and value to the bit, with fewer nodes in total", () => {
    const total = { star2: 0, expectimax: 0 };
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 6 }), (seed, horizon) => {
        const tree = randomTree(seed, 2, 6, true);
        const want = searchGame(new ChanceTreeGame(tree, 2, RANGE), { algorithm: "expectimax", horizon });
        const got = searchGame(new ChanceTreeGame(tree, 2, RANGE), { algorithm: "star2", horizon });
        expect([got.moveIndex, got.value]).toEqual([want.moveIndex, want.value]);
        expect(want.value).toBe(expectimaxOracle(new ChanceTreeGame(tree, 2), horizon).value);
        // Without a declared range it bounds by (-INF, INF): the same value, pruning less.
        const unranged = searchGame(new ChanceTreeGame(tree, 2), { algorithm: "star2", horizon });
        expect([unranged.moveIndex, unranged.value]).toEqual([want.moveIndex, want.value]);
        total.star2 += got.nodes.generated;
        total.expectimax += want.nodes.generated;
      }),
      { numRuns: 400 },
    );
    expect(total.star2).toBeLessThan(total.expectimax);
  });

  test("star2 on dice-game trees (decision and chance plies in turn): expectimax's move and value", () => {
    const total = { star2: 0, expectimax: 0 };
    fc.assert(
      fc.property(seeds, fc.integer({ min: 3, max: 8 }), fc.integer({ min: 1, max: 20 }), (seed, horizon, range) => {
        const tree = layeredTree(seed, 8, range);
        const want = expectimaxOracle(new ChanceTreeGame(tree, 2), horizon);
        const got = searchGame(new ChanceTreeGame(tree, 2, range), { algorithm: "star2", horizon });
        expect([got.moveIndex, got.value]).toEqual([want.move, want.value]);
        total.star2 += got.nodes.generated;
        total.expectimax += want.generated;
      }),
      { numRuns: 300 },
    );
    expect(total.star2).toBeLessThan(total.expectimax);
  });
});

/** The game after `plies` random moves (outcomes too) from `seed` (fewer at the end), then past a chance node. */
function walked<G extends Game>(game: G, seed: number, plies: number): G {
  const next = chooser(seed);
  for (let i = 0; i < plies && !game.isTerminal(); i++) game.play(next(game.moveCount()));
  while (!game.isTerminal() && game.isChance?.()) game.play(next(game.moveCount()));
  return game;
}

describe("against the oracles on the games' positions", () => {
  const cases = fc.record({ seed: seeds, plies: fc.integer({ min: 0, max: 56 }), players: fc.constantFrom(3, 4) });

  test("Rolit, 3 and 4 players: maxn is the oracle's in every count, paranoid in move and value", () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 3 }), ({ seed, plies, players }, horizon) => {
        const at = () => walked(new Rolit(players), seed, plies);
        fc.pre(!at().isTerminal());
        const want = maxnOracle(at(), horizon);
        const got = searchGame(at(), { algorithm: "maxn", horizon });
        expect([got.moveIndex, got.value, got.values, counts(got)]).toEqual([
          want.move,
          want.value,
          want.values,
          { generated: want.generated, expanded: want.expanded },
        ]);
        const plain = paranoidOracle(at(), horizon);
        const pruned = searchGame(at(), { algorithm: "paranoid", horizon });
        expect([pruned.moveIndex, pruned.value]).toEqual([plain.move, plain.value]);
        expect(pruned.nodes.generated).toBeLessThanOrEqual(plain.generated);
      }),
      { numRuns: 20 },
    );
  });

  test("Rolit, 2, 3 and 4 players: brs's move and value are the oracle's (each opponent handed the move)", () => {
    fc.assert(
      fc.property(
        cases,
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 1, max: 4 }),
        ({ seed, plies }, players, horizon) => {
          const at = () => walked(new Rolit(players), seed, plies);
          fc.pre(!at().isTerminal());
          const want = brsOracle(at(), horizon);
          const game = at();
          const before = game.hash();
          const got = searchGame(game, { algorithm: "brs", horizon });
          expect([got.moveIndex, got.value, got.pvIndices]).toEqual([want.move, want.value, [want.move]]);
          expect([game.hash(), game.toMove()]).toEqual([before, at().toMove()]); // left as found
        },
      ),
      { numRuns: 25 },
    );
  });

  /** EWN and Pig positions (decision nodes): expectimax the oracle's in every count, star2 its move and value. */
  const diceGames: [string, (seed: number, plies: number) => Game, number][] = [
    ["EWN", (seed, plies) => walked(new Ewn(), seed, plies), 5],
    ["Pig", (seed, plies) => walked(new Pig({ goal: 30, scores: [seed % 30, (seed >> 5) % 30] }), seed, plies), 6],
  ];
  test.each(diceGames)(
    "%s: expectimax is the oracle's in every count; star2 its move and value, fewer nodes",
    (_, make, most) => {
      const total = { star2: 0, expectimax: 0 };
      fc.assert(
        fc.property(
          seeds,
          fc.integer({ min: 0, max: 30 }),
          fc.integer({ min: 1, max: most }),
          (seed, plies, horizon) => {
            const at = () => make(seed, plies);
            fc.pre(!at().isTerminal());
            const want = expectimaxOracle(at(), horizon);
            const got = searchGame(at(), { algorithm: "expectimax", horizon });
            expect([got.moveIndex, got.value, counts(got)]).toEqual([
              want.move,
              want.value,
              { generated: want.generated, expanded: want.expanded },
            ]);
            const star = searchGame(at(), { algorithm: "star2", horizon });
            expect([star.moveIndex, star.value]).toEqual([want.move, want.value]);
            total.star2 += star.nodes.generated;
            total.expectimax += got.nodes.generated;
          },
        ),
        { numRuns: 25 },
      );
      expect(total.star2).toBeLessThan(total.expectimax);
    },
  );
});

describe("a user's three-player game and dice game, through searchGame", () => {
  test("the three-player countdown: maxn, paranoid and expectimax are the oracles'", () => {
    for (const count of [3, 5, 8])
      for (const horizon of [1, 4, 9]) {
        const want = maxnOracle(new Countdown(count), horizon);
        const maxn = searchGame(new Countdown(count), { algorithm: "maxn", horizon });
        expect([maxn.move, maxn.value, maxn.values]).toEqual([String(want.move + 1), want.value, want.values]);
        const expecti = searchGame(new Countdown(count), { algorithm: "expectimax", horizon });
        expect([expecti.moveIndex, expecti.values]).toEqual([want.move, want.values]);
        const plain = paranoidOracle(new Countdown(count), horizon);
        const paranoid = searchGame(new Countdown(count), { algorithm: "paranoid", horizon });
        expect([paranoid.moveIndex, paranoid.value]).toEqual([plain.move, plain.value]);
      }
  });

  test("a three-player countdown that hands the move on: brs is the oracle's; a two-player tree needs no hand", () => {
    for (const count of [3, 5, 8])
      for (const horizon of [1, 2, 3, 6]) {
        const want = brsOracle(new HandingCountdown(count), horizon);
        const got = searchGame(new HandingCountdown(count), { algorithm: "brs", horizon });
        expect([got.moveIndex, got.value], `${count} ${horizon}`).toEqual([want.move, want.value]);
      }
    // Two players: best-reply search is paranoid's alpha-beta, and the game needs no setToMove,
    // also where a player moves twice in a row (movers drawn at random).
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 5 }), fc.boolean(), (seed, horizon, anyMover) => {
        const tree = randomTree(seed, 2, 5, false, anyMover);
        const want = paranoidOracle(new TreeGame(tree, 2), horizon);
        const got = searchGame(new TreeGame(tree, 2), { algorithm: "brs", horizon });
        expect([got.moveIndex, got.value]).toEqual([want.move, want.value]);
        const paranoid = searchGame(new TreeGame(tree, 2), { algorithm: "paranoid", horizon });
        expect(counts(got)).toEqual(counts(paranoid));
        expect(brsOracle(new TreeGame(tree, 2), horizon).value).toBe(want.value);
      }),
      { numRuns: 200 },
    );
  });

  test("the dice race after a roll: expectimax and star2 are the oracle's", () => {
    for (const roll of [0, 1, 2])
      for (const horizon of [1, 2, 3]) {
        const at = () => {
          const game = new DiceRace();
          game.play(roll);
          return game;
        };
        const want = expectimaxOracle(at(), horizon);
        for (const algorithm of ["expectimax", "star2"] as const) {
          const got = searchGame(at(), { algorithm, horizon });
          expect([got.moveIndex, got.value], algorithm).toEqual([want.move, want.value]);
        }
      }
  });
});

test("in the searcher's workers (createSearcher with a game module): searchGame's reports", async () => {
  const module = new URL("./fixtures/shaped-games.ts", import.meta.url);
  const [three, dice] = await Promise.all([
    createSearcher({ game: { module, export: "Countdown", args: [6] } }),
    createSearcher({ game: { module, export: "DiceRace" } }),
  ]);
  try {
    const same = (r: { ms: number }) => ({ ...r, ms: 0 });
    for (const algorithm of ["maxn", "paranoid", "expectimax"] as const)
      expect(same(await three.search({ algorithm, horizon: 5 })), algorithm).toEqual(
        same(searchGame(new Countdown(6), { algorithm, horizon: 5 })),
      );
    const rolled = () => {
      const game = new DiceRace();
      game.play(1);
      return game;
    };
    for (const algorithm of ["expectimax", "star2"] as const)
      expect(same(await dice.search({ algorithm, horizon: 3, position: { moves: ["roll 2"] } })), algorithm).toEqual(
        same(searchGame(rolled(), { algorithm, horizon: 3 })),
      );
    // mcts and bestfirst too (test/mcts-shaped.test.ts, bestfirst-maxn.test.ts hold them to their oracles).
    const bestfirst = { algorithm: "bestfirst", bound: 4 } as const;
    expect(same(await three.search(bestfirst))).toEqual(same(searchGame(new Countdown(6), bestfirst)));
    const mcts = { algorithm: "mcts", simulations: 500, seed: 9 } as const;
    expect(same(await three.search(mcts))).toEqual(same(searchGame(new Countdown(6), mcts)));
    expect(same(await dice.search({ ...mcts, position: { moves: ["roll 2"] } }))).toEqual(
      same(searchGame(rolled(), mcts)),
    );
  } finally {
    await Promise.all([three.close(), dice.close()]);
  }
});

describe("refusals, each one line", () => {
  test("a search that does not take the game's shape names the searches that do", () => {
    expect(refusal(() => searchGame(new Countdown(), { algorithm: "star2", horizon: 2 }))).toBe(
      "star2 does not search a three-player game; the searches that do: bestfirst, mcts, maxn, paranoid, brs, " +
        "expectimax",
    );
    const rolled = new DiceRace();
    rolled.play(0);
    for (const algorithm of ["maxn", "paranoid"] as const)
      expect(refusal(() => searchGame(rolled, { algorithm, horizon: 2 }))).toBe(
        `${algorithm} does not search a two-player game with chance; the searches that do: mcts, expectimax, star2`,
      );
  });

  test("brs in a game of more than two players without setToMove, or with a bad one", () => {
    expect(refusal(() => searchGame(new Countdown(), { algorithm: "brs", horizon: 2 }))).toBe(
      "brs needs setToMove(player) in a game of more than two players, to play any player's move out of turn, " +
        "and your game lacks it (docs/your-game.md); the searches that do without: bestfirst, mcts, maxn, paranoid, " +
        "expectimax",
    );
    const bad = (setToMove: unknown) => Object.assign(new HandingCountdown(), { setToMove });
    for (const algorithm of ["maxn", "brs"] as const)
      expect(refusal(() => searchGame(bad(3), { algorithm, horizon: 2 }))).toBe(
        "your game's setToMove is 3; it must be a method, setToMove(player), or absent",
      );
    expect(
      refusal(() =>
        searchGame(
          bad(() => {}),
          { algorithm: "brs", horizon: 2 },
        ),
      ),
    ).toBe("your game's toMove() returned 1 after setToMove(2); it must return the player given");
  });

  test("a chance node is no position to search from", () => {
    expect(refusal(() => searchGame(new DiceRace(), { algorithm: "expectimax", horizon: 2 }))).toBe(
      "the position is a chance node: its outcome is drawn by chanceWeight, not chosen, so there is no move to " +
        "search for; search from the position after the outcome",
    );
  });

  test("a built-in game: the searches of every shape search a user's game only", () => {
    const engine = createReferenceEngine();
    expect(
      refusal(() =>
        engine.search({ position: { game: "tictactoe", moves: [] }, algorithm: "maxn", horizon: 2 } as never),
      ),
    ).toMatch(/^maxn searches a game of your own only \(searchGame, createSearcher with a game module, a game kit's /);
  });

  test("a bad value range, and a value outside the declared one", () => {
    const ranged = (members: Record<string, unknown>) => {
      const game = Object.assign(new DiceRace(), members);
      game.play(0);
      return game;
    };
    const rule =
      "it must be an integer from -2147483646 to 2147483646 (strictly between -INF and INF), minValue at most maxValue";
    expect(refusal(() => searchGame(ranged({ minValue: 0.5 }), { algorithm: "star2", horizon: 2 }))).toBe(
      `your game's minValue is 0.5; ${rule}`,
    );
    expect(refusal(() => searchGame(ranged({ maxValue: "9" }), { algorithm: "star2", horizon: 2 }))).toBe(
      `your game's maxValue is "9"; ${rule}`,
    );
    expect(refusal(() => searchGame(ranged({ minValue: 3, maxValue: 2 }), { algorithm: "star2", horizon: 2 }))).toBe(
      `your game's minValue is 3, above its maxValue 2; ${rule}`,
    );
    // The dice race's score reaches 3 after a roll of 3 and an add: outside a range of -2 .. 2.
    expect(
      refusal(() => searchGame(ranged({ minValue: -2, maxValue: 2 }), { algorithm: "star2", horizon: 3 })),
    ).toMatch(
      /^your game's evaluate\(\) returned -?3; it must be within the game's declared range, minValue -2 to maxValue 2$/,
    );
  });
});
