// The protocol's shapes (docs/your-game.md, "Players and dice"): a three-player game and a
// dice game written against the public entry only (test/fixtures/shaped-games.ts) refused by
// every search of both engines, before it starts, in one line naming the searches that take
// them (the reference's searches of every shape); every bad value of each new member a
// BestfirstError naming it; a two-player game that declares the members searched as without them.

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ALGORITHMS,
  createGamePlayer,
  createSearcher,
  INF,
  PLAYER_KINDS,
  playMatch,
  searchGame,
  searchesTaking,
  SEARCHES,
  TWO_PLAYERS,
  type Algorithm,
  type Game,
  type GameSearcher,
} from "../index.js";
import { Nim } from "../examples/nim.js";
import { Countdown, DiceRace } from "./fixtures/shaped-games.js";
import { depthOrBudgets } from "./search-limits.js";
import { refusal } from "./helpers.js";

const limitsOf = (algorithm: Algorithm) => depthOrBudgets(algorithm, (budgets) => budgets.shapedGames, 4);
const request = (algorithm: Algorithm) => ({ algorithm, ...limitsOf(algorithm) });

/** The game with members replaced (an own property hides the class's method). */
const with_ = <G extends Game>(game: G, members: Record<string, unknown>): G => Object.assign(game, members);

/** A game whose play and undo count their calls. */
function counted<G extends Game>(game: G): { game: G; calls: () => number } {
  let calls = 0;
  const play = game.play.bind(game),
    undo = game.undo.bind(game);
  with_(game, {
    play: (move: number) => {
      calls++;
      play(move);
    },
    undo: () => {
      calls++;
      undo();
    },
  });
  return { game, calls: () => calls };
}

describe("the shapes in the table of searches", () => {
  test("every search of both engines takes the shapes in the core that it takes in the reference", () => {
    // mcts and bestfirst: test/mcts-shaped-kit.test.ts, test/bestfirst-maxn-kit.test.ts.
    for (const algorithm of ALGORITHMS) expect(SEARCHES[algorithm].coreShapes).toBeUndefined();
    // mcts takes every shape and bestfirst any number of players, in the reference (test/mcts-shaped.test.ts,
    // test/bestfirst-maxn.test.ts).
    const others = ALGORITHMS.filter((a) => a !== "mcts" && a !== "bestfirst");
    for (const algorithm of others) expect(SEARCHES[algorithm].shapes).toEqual({ players: "two", chance: false });
    expect(SEARCHES.mcts.shapes).toEqual({ players: "any", chance: true });
    expect(SEARCHES.bestfirst.shapes).toEqual({ players: "any", chance: false });
    expect(searchesTaking(TWO_PLAYERS)).toEqual([...ALGORITHMS, "maxn", "paranoid", "brs", "expectimax", "star2"]);
    expect(searchesTaking({ players: 2, chance: true })).toEqual(["mcts", "expectimax", "star2"]);
    for (const players of [3, 8]) expect(searchesTaking({ players, chance: true })).toEqual(["mcts", "expectimax"]);
    expect(searchesTaking({ players: 4, chance: false })).toEqual([
      "bestfirst",
      "mcts",
      "maxn",
      "paranoid",
      "brs",
      "expectimax",
    ]);
  });
});

describe("a three-player game and a dice game, refused by every search before it starts", () => {
  const four = () => with_(new DiceRace(), { players: 4, toMove: () => 0, evaluateFor: () => 0 });
  // Each case with the searches of both engines that take it in the reference: mcts every shape
  // (test/mcts-shaped.test.ts), bestfirst any number of players (test/bestfirst-maxn.test.ts).
  const cases: [string, () => Game, string, string[]][] = [
    [
      "three players",
      () => new Countdown(),
      "a three-player game; the searches that do: bestfirst, mcts, maxn, paranoid, brs, expectimax",
      ["bestfirst", "mcts"],
    ],
    [
      "dice",
      () => new DiceRace(),
      "a two-player game with chance; the searches that do: mcts, expectimax, star2",
      ["mcts"],
    ],
    [
      "four players with dice",
      four,
      "a four-player game with chance; the searches that do: mcts, expectimax",
      ["mcts"],
    ],
  ];

  test.each(cases)("%s: searchGame, for every algorithm", (_, make, shape, takers) => {
    for (const algorithm of ALGORITHMS.filter((a) => !takers.includes(a))) {
      const { game, calls } = counted(make());
      expect(refusal(() => searchGame(game, request(algorithm)))).toBe(`${algorithm} does not search ${shape}`);
      expect(calls(), algorithm).toBe(0); // refused before a move is played
    }
  });

  test.each(cases)("%s: players of every kind, and a match", (_, make, shape, takers) => {
    for (const kind of PLAYER_KINDS.filter((k) => !takers.includes(k))) {
      const { game, calls } = counted(make());
      const spec = { kind, ...(kind === "extension" ? { horizon: 1, bound: 4 } : limitsOf(kind)) };
      const player = createGamePlayer(spec as never);
      expect(refusal(() => player.choose(game))).toBe(`${kind} does not search ${shape}`);
      expect(calls(), kind).toBe(0);
    }
    expect(refusal(() => playMatch(make, [request("alphabeta"), request("minimax")]))).toBe(
      `alphabeta does not search ${shape}`,
    );
  });

  test("a bad request is told before the shape, as for any game", () => {
    expect(refusal(() => searchGame(new Countdown(), { algorithm: "alphabeta" }))).toMatch(
      /^alphabeta needs a horizon/,
    );
  });
});

describe("in the searcher's workers", () => {
  const module = new URL("./fixtures/shaped-games.ts", import.meta.url);
  let three: GameSearcher, dice: GameSearcher;
  beforeAll(async () => {
    [three, dice] = await Promise.all([
      createSearcher({ game: { module, export: "Countdown", args: [4] } }),
      createSearcher({ game: { module, export: "DiceRace" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([three, dice].map((s) => s?.close()));
  });

  test("a search and a player's move refused with searchGame's line", async () => {
    await expect(three.search(request("rbfms"))).rejects.toThrow(
      new RegExp(
        "^rbfms does not search a three-player game; the searches that do: bestfirst, mcts, maxn, paranoid, brs, " +
          "expectimax$",
      ),
    );
    await expect(dice.search(request("mma"))).rejects.toThrow(
      /^mma does not search a two-player game with chance; the searches that do: mcts, expectimax, star2$/,
    );
    const player = await dice.createPlayer({ kind: "alphabeta", horizon: 2 });
    await expect(player.choose()).rejects.toThrow(/^alphabeta does not search a two-player game with chance; /);
  });
});

/** A bad member's message, the same for every algorithm (the shape is read and probed before the search's checks). */
function everyAlgorithm(make: () => Game): string {
  const messages = new Set(ALGORITHMS.map((algorithm) => refusal(() => searchGame(make(), request(algorithm)))));
  expect(messages.size, [...messages].join("\n")).toBe(1);
  return [...messages][0];
}

describe("every bad value of each new member, named", () => {
  const PLAYERS_RULE = "it must be a whole number of players from 2 to 8 (2 where absent)";

  test("players: 1, 9, not a whole number, not a number", () => {
    for (const [players, shown] of [
      [1, "1"],
      [9, "9"],
      [0, "0"],
      [2.5, "2.5"],
      [Number.NaN, "NaN"],
      ["3", '"3"'],
      [null, "null"],
    ] as const)
      expect(everyAlgorithm(() => with_(new Countdown(), { players }))).toBe(
        `your game's players is ${shown}; ${PLAYERS_RULE}`,
      );
  });

  test("more than two players without toMove or evaluateFor", () => {
    const lacks = (what: string) =>
      `your game has 3 players but lacks ${what}, which a game of more than two players must have ` +
      "(docs/your-game.md)";
    expect(everyAlgorithm(() => with_(new Countdown(), { toMove: undefined }))).toBe(lacks("toMove()"));
    expect(everyAlgorithm(() => with_(new Countdown(), { evaluateFor: undefined }))).toBe(lacks("evaluateFor(player)"));
    expect(everyAlgorithm(() => with_(new Countdown(), { toMove: undefined, evaluateFor: undefined }))).toBe(
      lacks("toMove() and evaluateFor(player)"),
    );
    // Two players need neither.
    expect(refusal(() => searchGame(with_(new DiceRace(), { players: 2 }), request("minimax")))).toMatch(
      /^minimax does not search a two-player game with chance; /,
    );
  });

  test("a member that is not a method", () => {
    expect(everyAlgorithm(() => with_(new Countdown(), { toMove: 1 }))).toBe(
      "your game's toMove is 1; it must be a method, toMove(), or absent",
    );
    expect(everyAlgorithm(() => with_(new DiceRace(), { chanceWeight: "1" }))).toBe(
      `your game's chanceWeight is "1"; it must be a method, chanceWeight(move), or absent`,
    );
  });

  test("toMove() out of range, not a whole number; in a two-player game, against maxToMove()", () => {
    for (const [value, shown] of [
      [3, "3"],
      [-1, "-1"],
      [1.5, "1.5"],
      [Number.NaN, "NaN"],
      ["0", '"0"'],
    ] as const)
      expect(everyAlgorithm(() => with_(new Countdown(), { toMove: () => value }))).toBe(
        `your game's toMove() returned ${shown}; it must return the player to move, a whole number from 0 to 2 ` +
          "(players - 1)",
      );
    // After a roll, MAX is to move: toMove() must be 0 there.
    const rolled = () => {
      const game = with_(new DiceRace(), { toMove: () => 1 });
      game.play(2);
      return game;
    };
    expect(everyAlgorithm(rolled)).toBe(
      "your game's toMove() returned 1 where maxToMove() is true; in a two-player game toMove() must be 0 where " +
        "maxToMove() is true and 1 where it is false",
    );
    expect(everyAlgorithm(() => with_(rolled(), { toMove: () => 2 }))).toMatch(
      /^your game's toMove\(\) returned 2; it must return the player to move, a whole number from 0 to 1 /,
    );
  });

  test("evaluateFor(): not an integer strictly between -INF and INF, for each player", () => {
    for (const [value, shown] of [
      [Number.NaN, "NaN"],
      [Number.POSITIVE_INFINITY, "Infinity"],
      [INF, String(INF)],
      [-INF, String(-INF)],
      [0.5, "0.5"],
      [undefined, "undefined"],
    ] as const)
      for (const player of [0, 1, 2])
        expect(
          everyAlgorithm(() => with_(new Countdown(), { evaluateFor: (p: number) => (p === player ? value : 0) })),
        ).toBe(
          `your game's evaluateFor(${player}) returned ${shown}; it must return an integer from -2147483646 to ` +
            "2147483646 (strictly between -INF and INF), the value for that player, higher is better for them",
        );
  });

  test("isChance(): not a boolean; chanceWeight(): not a whole number from 1 to 2^31 - 1; absent", () => {
    expect(everyAlgorithm(() => with_(new DiceRace(), { isChance: () => 1 }))).toBe(
      "your game's isChance() returned 1; it must return true or false (true at a chance node, whose moves are " +
        "outcomes)",
    );
    for (const [value, shown] of [
      [0, "0"],
      [-1, "-1"],
      [1.5, "1.5"],
      [INF + 1, String(INF + 1)],
      [Number.NaN, "NaN"],
      ["2", '"2"'],
    ] as const)
      for (const move of [0, 2])
        expect(
          everyAlgorithm(() => with_(new DiceRace(), { chanceWeight: (m: number) => (m === move ? value : 1) })),
        ).toBe(
          `your game's chanceWeight(${move}) returned ${shown}; it must return a whole number from 1 to ` +
            `${INF}, the outcome's weight (its probability is its weight over the sum of the node's weights)`,
        );
    expect(everyAlgorithm(() => with_(new DiceRace(), { chanceWeight: undefined }))).toBe(
      "your game has isChance() but lacks chanceWeight(move), which a game with chance must have (docs/your-game.md)",
    );
    // The largest weight is taken (the refusal is the shape's).
    expect(refusal(() => searchGame(with_(new DiceRace(), { chanceWeight: () => INF }), request("minimax")))).toMatch(
      /^minimax does not search /,
    );
  });
});

test("a two-player game that declares the members is searched as without them", () => {
  const declared = () =>
    with_(new Nim([1, 2, 3]), {
      players: 2,
      toMove(this: Nim) {
        return this.maxToMove() ? 0 : 1;
      },
      evaluateFor(this: Nim, player: number) {
        return player === 0 ? this.evaluate() : -this.evaluate();
      },
    });
  for (const algorithm of ALGORITHMS) {
    const { ms: _a, ...want } = searchGame(new Nim([1, 2, 3]), request(algorithm));
    const { ms: _b, ...got } = searchGame(declared(), request(algorithm));
    expect(got, algorithm).toEqual(want);
  }
  // And its members are checked all the same.
  expect(refusal(() => searchGame(with_(declared(), { toMove: () => 1 }), request("alphabeta")))).toMatch(
    /^your game's toMove\(\) returned 1 where maxToMove\(\) is true; /,
  );
});
