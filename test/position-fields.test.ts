// A position refuses a key that is no field of it: `{ game: "tictactoe",
// movez: ["5"] }` was the empty board. Each built-in game's fields are written here, not
// read from its row, and the refusal is the same BestfirstError on both engines, through
// every call that takes a position, and from the searcher's workers; a position with every
// field of its game still answers. A game kit's core's positions have their own form.

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fileURLToPath } from "node:url";
import {
  BestfirstError,
  createSearcher,
  createWasmEngineSync,
  GAMES,
  INITIAL_BOARD,
  type Engine,
  type KitEngine,
  type Position,
  type Searcher,
} from "../index.js";
import { cachedKitCore } from "../bench/kit-core.js";
import { engines, refusal } from "./helpers.js";

/** Each game's fields as the docs name them (docs/library.md), and a position with all of them. */
const GAME_FIELDS = {
  random: ["game, tree and path", { game: "random", tree: { seed: 1, branching: 3, mode: "uniform" }, path: [1] }],
  othello: ["game, board, moves and path", { game: "othello", board: INITIAL_BOARD, moves: ["d3"], path: [0] }],
  tictactoe: ["game, moves and path", { game: "tictactoe", moves: ["5"], path: [0] }],
  connect4: ["game, moves and path", { game: "connect4", moves: ["4"], path: [0] }],
} as const satisfies Record<string, readonly [string, Position]>;

/** The same refusal from both engines; returns its message. */
function refusedAlike(call: (engine: Engine) => unknown): string {
  const [a, b] = engines.map((engine) => refusal(() => call(engine)));
  expect(a).toBe(b);
  return a;
}

test("every game has its fields written here", () => {
  expect(Object.keys(GAME_FIELDS).sort()).toEqual([...GAMES].sort());
});

describe.each(Object.entries(GAME_FIELDS))("a %s position", (game, [takes, full]) => {
  // A misspelt field (`movez`), and a field of another game's positions (`tree`, `board`).
  const strays = ["movez", game === "random" ? "moves" : "tree", game === "othello" ? "tree" : "board"];

  test("refuses a key that is no field of it, on both engines and through every call that takes one", () => {
    for (const stray of strays) {
      const position = { ...full, [stray]: [] } as unknown as Position;
      const message = `unknown field "${stray}": a ${game} position takes ${takes}`;
      expect(refusedAlike((e) => e.moves(position))).toBe(message);
      expect(refusedAlike((e) => e.evaluate(position))).toBe(message);
      expect(refusedAlike((e) => e.search({ position, algorithm: "minimax", horizon: 1 }))).toBe(message);
      expect(refusedAlike((e) => e.perft(position, 1))).toBe(message);
      if (game !== "random") expect(refusedAlike((e) => e.solve(position))).toBe(message);
      expect(
        refusedAlike((e) => {
          const player = e.createPlayer({ kind: "alphabeta", horizon: 1 });
          try {
            return player.choose(position);
          } finally {
            player.dispose();
          }
        }),
      ).toBe(message);
    }
  });

  test("takes every field of its game: both engines answer alike", () => {
    const [a, b] = engines.map((e) => e.moves(full));
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });
});

describe("the searcher", () => {
  let searcher: Searcher;
  beforeAll(async () => {
    searcher = await createSearcher({ workers: 1 });
  });
  afterAll(async () => {
    await searcher.close();
  });

  test("rejects a position's stray key with the engines' error, and goes on", async () => {
    const position = { game: "tictactoe", movez: ["5"] } as unknown as Position;
    const message = 'unknown field "movez": a tictactoe position takes game, moves and path';
    expect(refusedAlike((e) => e.search({ position, algorithm: "minimax", horizon: 1 }))).toBe(message);
    await expect(searcher.search({ position, algorithm: "minimax", horizon: 1 })).rejects.toThrow(
      new BestfirstError(message),
    );
    await expect(searcher.perft(position, 1)).rejects.toThrow(new BestfirstError(message));
    const report = await searcher.search({ position: GAME_FIELDS.tictactoe[1], algorithm: "minimax", horizon: 1 });
    expect(report.move).toBeDefined();
  });
});

describe("a game kit's core", () => {
  let nim: KitEngine;
  beforeAll(async () => {
    const core = await cachedKitCore(fileURLToPath(new URL("./fixtures/kit/nim.ts", import.meta.url)), "Nim");
    nim = createWasmEngineSync({ core });
  }, 600_000);

  test("its positions name no game and take moves and path only", () => {
    for (const stray of ["game", "movez"])
      expect(refusal(() => nim.moves({ moves: [], [stray]: "nim" } as never))).toBe(
        `unknown field "${stray}": a position of a game kit's core takes moves and path`,
      );
    expect(nim.moves({ moves: [], path: [] }).length).toBeGreaterThan(0);
  });
});
