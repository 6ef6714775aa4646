// A misspelt field is refused, not ignored (issue 41): a search request's, a position's,
// a player's description's, a user's game's search request's and a user's core's
// position's, with the same BestfirstError on both engines, naming the field and listing
// the fields taken. Every field the types name is still taken (the lists are typed
// against the interfaces; this holds them to the engines too).

import { beforeAll, describe, expect, test } from "vitest";
import { fileURLToPath } from "node:url";
import {
  BestfirstError,
  createWasmEngineSync,
  GAME_SEARCH_FIELDS,
  PLAYER_SPEC_FIELDS,
  POSITION_FIELDS,
  SEARCH_REQUEST_FIELDS,
  searchGame,
  type Engine,
  type KitEngine,
} from "../index.js";
import { cachedKitCore } from "../bench/kit-core.js";
import { engines } from "./helpers.js";
import { NimTwin } from "./kit-nim.js";

/** Both engines end `call` with the same BestfirstError; returns its message. */
function refusedAlike(call: (engine: Engine) => unknown): string {
  const [a, b] = engines.map((engine) => {
    try {
      call(engine);
      return { message: "no error" };
    } catch (error) {
      return { error: (error as Error).constructor.name, message: (error as Error).message };
    }
  });
  expect(a).toEqual(b);
  expect(a.error, a.message).toBe("BestfirstError");
  return a.message;
}

const ttt = { game: "tictactoe", moves: ["5"] } as const;

describe("both engines refuse a field they do not take", () => {
  test("a search request: `nodse` is named, with the fields a request takes", () => {
    const message = refusedAlike((e) => e.search({ position: ttt, algorithm: "id", nodse: 100 } as never));
    expect(message).toBe(`unknown field "nodse": a search request takes ${listedAnd(SEARCH_REQUEST_FIELDS)}`);
  });

  test("a position: `move` for `moves` on each game, with the game's fields", () => {
    const tree = { seed: 1, branching: 3, mode: "uniform" };
    const cases = [
      [{ game: "tictactoe", move: ["5"] }, "tictactoe", "game, moves and path"],
      [{ game: "connect4", moves: ["4"], paths: [0] }, "connect4", "game, moves and path"],
      [{ game: "othello", boards: "" }, "othello", "game, board, moves and path"],
      [{ game: "random", tree, moves: [1] }, "random", "game, tree and path"],
    ] as const;
    for (const [position, game, takes] of cases) {
      const field = Object.keys(position).find((key) => !POSITION_FIELDS[game].includes(key));
      expect(refusedAlike((e) => e.moves(position as never))).toBe(
        `unknown field "${field}": a ${game} position takes ${takes}`,
      );
      expect(refusedAlike((e) => e.search({ position: position as never, algorithm: "minimax", horizon: 1 }))).toBe(
        `unknown field "${field}": a ${game} position takes ${takes}`,
      );
    }
  });

  test("a player's description: `budget` is named", () => {
    expect(refusedAlike((e) => e.createPlayer({ kind: "bestfirst", bound: 4, budget: 9 } as never))).toBe(
      `unknown field "budget": a player's description takes ${listedAnd(PLAYER_SPEC_FIELDS)}`,
    );
  });

  test("every field the lists name is still taken: a request and a player with all their own fields answer", () => {
    for (const engine of engines) {
      const report = engine.search({ position: ttt, algorithm: "mcts", simulations: 50, seed: 3, memoryNodes: 1000 });
      expect(report.move).toBeDefined();
      const player = engine.createPlayer({ kind: "mcts", simulations: 50, seed: 3, memoryNodes: 1000 });
      expect(player.choose(ttt).move).toBeGreaterThanOrEqual(0);
      player.dispose();
    }
  });
});

describe("a user's game and a user's core", () => {
  let nim: KitEngine;
  beforeAll(async () => {
    const core = await cachedKitCore(fileURLToPath(new URL("./fixtures/kit/nim.ts", import.meta.url)), "Nim");
    nim = createWasmEngineSync({ core });
  }, 600_000);

  test("searchGame refuses a misspelt field, naming what it takes (no position: the game is where it is)", () => {
    expect(() => searchGame(new NimTwin(), { algorithm: "id", nodes: 50, horizion: 3 } as never)).toThrow(
      new BestfirstError(`unknown field "horizion": a search request takes ${listedAnd(GAME_SEARCH_FIELDS)}`),
    );
  });

  test("a core's position refuses a field other than moves and path", () => {
    expect(() => nim.moves({ moves: [], game: "nim" } as never)).toThrow(
      new BestfirstError('unknown field "game": a position takes moves and path'),
    );
    expect(nim.moves({ moves: [], path: [] }).length).toBeGreaterThan(0);
  });
});

/** "a, b and c", as the messages list fields (written here, not taken from the code). */
function listedAnd(fields: readonly string[]): string {
  return fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`;
}
