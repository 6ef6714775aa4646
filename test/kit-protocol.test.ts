// A kit's core holds the user's class to the protocol as the reference holds a TypeScript
// Game: test/fixtures/kit/broken.ts, built once, breaks one rule per start move, and its
// twin (./kit-broken.ts) breaks the same rule in TypeScript; the reference's error on the
// twin is the oracle for the kit's, member by member and search by search. Then what only
// the kit can do wrong (allocate in play, trap), and a position of 65,536 moves.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import { ALGORITHMS, BestfirstError, CoreTrapError, createWasmEngine, searchGame, type KitEngine } from "../index.js";
import { column } from "./search-limits.js";
import { BrokenTwin, type Mode } from "./kit-broken.js";

const fixture = fileURLToPath(new URL("./fixtures/kit/broken.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-kit-protocol-"));
let wasm: Uint8Array;
let engine: KitEngine;

beforeAll(async () => {
  await kitCore({ file: fixture, out: join(dir, "broken.wasm") });
  wasm = readFileSync(join(dir, "broken.wasm"));
  engine = await createWasmEngine({ core: wasm });
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIMITS = column("kitSmallGames");

function caught(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("no error was thrown");
}

const BROKEN: Mode[] = ["count-negative", "count-huge", "no-moves", "over-with-moves", "eval-inf", "eval-neg-inf"];

test("each rule broken: the kit's core throws the reference's BestfirstError on the twin, for every algorithm", () => {
  for (const mode of BROKEN) {
    for (const algorithm of ALGORITHMS) {
      const request = { algorithm, ...LIMITS[algorithm] };
      const want = caught(() => searchGame(BrokenTwin.in(mode), request));
      const got = caught(() => engine.search({ position: { moves: [mode] }, ...request }));
      expect(want, `${mode}, ${algorithm}: the reference`).toBeInstanceOf(BestfirstError);
      expect(got, `${mode}, ${algorithm}: the kit`).toBeInstanceOf(BestfirstError);
      expect(got.message, `${mode}, ${algorithm}`).toBe(want.message);
    }
  }
  // The engine goes on, and the honest game searches as the reference does.
  for (const algorithm of ALGORITHMS) {
    const {
      ms: _m,
      moveIndex: _i,
      pvIndices: _p,
      ...want
    } = searchGame(BrokenTwin.in("honest"), { algorithm, ...LIMITS[algorithm] });
    expect(
      { ...engine.search({ position: { moves: ["honest"] }, algorithm, ...LIMITS[algorithm] }), ms: 0 },
      algorithm,
    ).toEqual({ ...want, ms: 0 });
  }
});

test("the messages say which member returned what, and what it must return", () => {
  const message = (mode: Mode) =>
    caught(() => engine.search({ position: { moves: [mode] }, algorithm: "alphabeta", horizon: 4 })).message;
  expect(message("eval-inf")).toBe(
    "your game's evaluate() returned 2147483647; it must return an integer from -2147483646 to 2147483646 " +
      "(strictly between -INF and INF), the value from MAX's point of view",
  );
  expect(message("eval-neg-inf")).toMatch(/^your game's evaluate\(\) returned -2147483647; /);
  expect(message("count-negative")).toMatch(
    /^your game's moveCount\(\) returned -1; it must return a whole number of moves from 1 to 65536 /,
  );
  expect(message("count-huge")).toMatch(/^your game's moveCount\(\) returned 65537; /);
  expect(message("no-moves")).toMatch(/^your game's moveCount\(\) returned 0 where isTerminal\(\) is false; /);
  expect(message("over-with-moves")).toBe(
    "your game's isTerminal() returned true where moveCount() returned 2; " +
      "isTerminal() must be true exactly where moveCount() is 0",
  );
  // Outside a search too: the moves of a position, its evaluation, perft.
  expect(() => engine.moves({ moves: ["count-negative", "L", "L"] })).toThrow(
    /^your game's moveCount\(\) returned -1; /,
  );
  expect(() => engine.evaluate({ moves: ["eval-inf", "L", "R"] })).toThrow(
    /^your game's evaluate\(\) returned 2147483647; /,
  );
  expect(() => engine.perft({ moves: ["count-huge"] }, 3)).toThrow(/^your game's moveCount\(\) returned 65537; /);
});

test("a thrown error keeps its message, file and line; a bare trap names the member; the engine goes on", () => {
  const twin = caught(() => searchGame(BrokenTwin.in("throw"), { algorithm: "alphabeta", horizon: 4 }));
  expect(twin.message).toBe("broken on purpose");
  const source = readFileSync(fixture, "utf8").split("\n");
  const line = source.findIndex((l) => l.includes('throw new Error("broken on purpose")')) + 1;
  const thrown = caught(() => engine.search({ position: { moves: ["throw"] }, algorithm: "alphabeta", horizon: 4 }));
  expect(thrown).toBeInstanceOf(CoreTrapError);
  expect(thrown.message).toMatch(
    new RegExp(
      `^the game core of Broken failed during search \\(alphabeta\\) \\(Broken's play\\(\\) ` +
        `threw "broken on purpose" at \\S*broken\\.ts:${line}:\\d+\\): most likely an error in the class Broken`,
    ),
  );
  const trap = caught(() => engine.search({ position: { moves: ["trap"] }, algorithm: "alphabeta", horizon: 4 }));
  expect(trap).toBeInstanceOf(CoreTrapError);
  expect(trap.message).toMatch(
    /^the game core of Broken failed during search \(alphabeta\) \(unreachable, inside Broken's evaluate\(\)\)/,
  );
  expect(engine.evaluate({ moves: ["honest", "L"] })).toBe(new BrokenTwin().evaluate() + 3);
});

test("memory allocated in play() during a search ends it early with a message that says so", () => {
  const error = caught(() => engine.search({ position: { moves: ["alloc"] }, algorithm: "alphabeta", horizon: 4 }));
  expect(error).toBeInstanceOf(BestfirstError);
  expect(error.message).toMatch(
    new RegExp(
      /^your game's play\(\) allocated memory during search \(alphabeta\) \(the core's memory /.source +
        /grew from [\d.]+ to [\d.]+ MiB inside it\): /.source,
    ),
  );
  expect(error.message).toMatch(/play, undo, moveCount, isTerminal, maxToMove and evaluate .*must not allocate/);
  expect(pages()).toBeLessThan(2 ** 14); // well under a GiB: it stopped at the first growth
});

/** The core's memory in 64 KiB pages, as the class's "pages" mode names its one move. */
function pages(on: KitEngine = engine): number {
  return Number(on.moves({ moves: ["pages"] })[0].move);
}

test("a position of 65,536 moves: listed, set by name and searched as the reference does, its move named", () => {
  const twin = BrokenTwin.in("wide");
  const names = Array.from({ length: twin.moveCount() }, (_, i) => twin.moveName(i));
  expect(names.length).toBe(65536);
  expect(engine.moves({ moves: ["wide"] }).map((m) => m.move)).toEqual(names);
  twin.play(65535);
  expect(engine.evaluate({ moves: ["wide", "w65535"] })).toBe(twin.evaluate());
  for (const algorithm of ["alphabeta", "bestfirst", "id"] as const) {
    const limits = algorithm === "bestfirst" ? { bound: 2 } : { horizon: 1 };
    const {
      ms: _m,
      moveIndex: _i,
      pvIndices: _p,
      ...want
    } = searchGame(BrokenTwin.in("wide"), { algorithm, ...limits });
    const got = engine.search({ position: { moves: ["wide"] }, algorithm, ...limits });
    expect({ ...got, ms: 0 }, algorithm).toEqual({ ...want, ms: 0 });
    expect(typeof got.move).toBe("string");
  }
  const watched = engine.search({
    position: { moves: ["wide"] },
    algorithm: "id",
    horizon: 1,
    control: { onProgress: () => {}, progressMs: 0 },
  });
  expect(watched.move).toBe(engine.search({ position: { moves: ["wide"] }, algorithm: "id", horizon: 1 }).move);
});
