// A search request refuses a key that is no field of it: `{ aspiratoin: 4 }` was a search
// without aspiration windows. The fields are written here, not read from the contract; the
// refusal is the same BestfirstError on both engines, for a user's TypeScript game, and from
// the searcher's workers, and a request that gives a field of each kind still answers.

import { afterAll, beforeAll, expect, test } from "vitest";
import { BestfirstError, createSearcher, searchGame, type Searcher, type SearchRequest } from "../index.js";
import { Nim } from "../examples/nim.js";
import { engines, refusal } from "./helpers.js";

/** The fields docs/library.md gives a search request, in its order. */
const FIELDS =
  "position, algorithm, preset, control, horizon, bound, stopDepth, nodes, time, memoryNodes, book, threads, " +
  "moveCalls, countRegenerations, p, penaltyConstant, aspiration, pvs, history, lmr, simulations, seed, " +
  "exploration, leaf, rolloutDepth, evaluationScale, solver, alpha, evaluation, quiescence and nullMove";

const position = { game: "tictactoe" as const, moves: ["5"] };
const misspelt = { position, algorithm: "alphabeta-tt", horizon: 3, aspiratoin: 4 } as unknown as SearchRequest;
const message = `unknown field "aspiratoin": a search request takes ${FIELDS}`;

let searcher: Searcher;
beforeAll(async () => {
  searcher = await createSearcher({ workers: 1 });
});
afterAll(() => searcher.close());

test("a misspelt field is refused alike by both engines and for a user's game", () => {
  for (const engine of engines) expect(refusal(() => engine.search(misspelt))).toBe(message);
  const { position: _, ...own } = misspelt as unknown as Record<string, unknown>;
  // A user's game is its own position, and no book's game: a request for it takes neither.
  const game = message.replace("position, ", "").replace("book, ", "");
  expect(refusal(() => searchGame(new Nim([3, 4]), own as never))).toBe(game);
  // A user's game is its own position: a request for it takes none.
  const stray = { algorithm: "alphabeta", horizon: 2, position } as never;
  expect(refusal(() => searchGame(new Nim([3, 4]), stray))).toBe(game.replace('"aspiratoin"', '"position"'));
});

test("the searcher's workers refuse it with the same message", async () => {
  const error = await searcher.search(misspelt).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BestfirstError);
  expect((error as Error).message).toBe(message);
});

test("a request with a field of each kind still answers", () => {
  for (const engine of engines) {
    const r = engine.search({ position, algorithm: "alphabeta-tt", horizon: 3, memoryNodes: 1024, aspiration: 4 });
    expect(position.moves).not.toContain(r.move);
  }
});
