// The shapes in the game kit: test/fixtures/kit/shaped.ts's classes built by build-game
// (Three: three players, toMove and evaluateFor; Dice: a die before each choice), their
// modes breaking one new member each; the reference's error or refusal on the TypeScript
// twin (./kit-shaped.ts) is the oracle for the kit's, for every algorithm and player kind.
// A two-player mode declaring the members searches as the reference does. And build-game's
// signature check of the new members.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import {
  ALGORITHMS,
  BestfirstError,
  createGamePlayer,
  createWasmEngine,
  PLAYER_KINDS,
  searchGame,
  type Game,
  type KitEngine,
} from "../index.js";
import { column } from "./search-limits.js";
import { loadInstalledParser } from "../kit/build-game.js";
import { protocolProblems } from "../kit/signatures.js";
import { DICE_MODES, DiceTwin, THREE_MODES, ThreeTwin } from "./kit-shaped.js";

const fixture = fileURLToPath(new URL("./fixtures/kit/shaped.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-kit-shape-"));
let three: KitEngine, dice: KitEngine;

beforeAll(async () => {
  for (const className of ["Three", "Dice"])
    await kitCore({ file: fixture, className, out: join(dir, `${className}.wasm`) });
  three = await createWasmEngine({ core: readFileSync(join(dir, "Three.wasm")) });
  dice = await createWasmEngine({ core: readFileSync(join(dir, "Dice.wasm")) });
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIMITS = column("kitSmallGames");

/** What `run` ends with: its error (a BestfirstError, else the test fails), or its result without times. */
function outcome(run: () => unknown): unknown {
  try {
    const { ms: _ms, moveIndex: _i, pvIndices: _p, ...rest } = run() as Record<string, unknown>;
    return rest;
  } catch (error) {
    expect(error).toBeInstanceOf(BestfirstError);
    return { error: (error as Error).message };
  }
}

const cases = (): [string, KitEngine, readonly string[], (mode: never) => Game][] => [
  ["Three", three, THREE_MODES, (mode) => new ThreeTwin(mode)],
  ["Dice", dice, DICE_MODES, (mode) => new DiceTwin(mode)],
];

test("every mode, every algorithm: the kit's error, refusal or report is the reference's on the twin", () => {
  for (const [name, engine, modes, twin] of cases())
    for (const mode of modes)
      for (const algorithm of ALGORITHMS) {
        const request = { algorithm, ...LIMITS[algorithm] };
        const want = outcome(() => searchGame(twin(mode as never), request));
        const got = outcome(() => engine.search({ position: { moves: [mode] }, ...request }));
        expect(got, `${name} ${mode} ${algorithm}`).toEqual(want);
      }
});

test("every mode, every player kind: the kit's player refuses or errs as the reference's", () => {
  for (const [name, engine, modes, twin] of cases())
    for (const mode of modes)
      for (const kind of PLAYER_KINDS) {
        const spec = { kind, ...(kind === "extension" ? { horizon: 1, bound: 4 } : LIMITS[kind]) } as never;
        const want = outcome(() => createGamePlayer(spec).choose(twin(mode as never)));
        const player = engine.createPlayer(spec);
        const got = outcome(() => player.choose({ moves: [mode] }));
        player.dispose?.();
        if ((want as { error?: string }).error === undefined) continue; // a two-player mode: it plays
        expect(got, `${name} ${mode} ${kind}`).toEqual(want);
      }
});

test("the messages name the member, the value and the rule; the shape names the searches", () => {
  const message = (engine: KitEngine, mode: string) =>
    (
      outcome(() => engine.search({ position: { moves: [mode] }, algorithm: "rbfms", bound: 4 })) as {
        error: string;
      }
    ).error;
  expect(message(three, "three")).toBe(
    "rbfms does not search a three-player game; the searches that do: bestfirst, mcts, maxn, paranoid, brs, expectimax",
  );
  expect(message(dice, "dice")).toBe(
    "rbfms does not search a two-player game with chance; the searches that do: mcts, expectimax, star2",
  );
  expect(message(three, "players-9")).toBe(
    "your game's players is 9; it must be a whole number of players from 2 to 8 (2 where absent)",
  );
  expect(message(three, "to-move-negative")).toMatch(/^your game's toMove\(\) returned -1; it must return the player/);
  expect(message(three, "two-side")).toMatch(/^your game's toMove\(\) returned 1 where maxToMove\(\) is true; /);
  expect(message(three, "eval-for-inf")).toMatch(/^your game's evaluateFor\(1\) returned 2147483647; /);
  expect(message(dice, "weight-0")).toMatch(/^your game's chanceWeight\(1\) returned 0; it must return a whole /);
  expect(message(dice, "weight-negative")).toMatch(/^your game's chanceWeight\(2\) returned -5; /);
  // The engine goes on; perft counts every shape's moves.
  expect(three.perft({ moves: ["three"] }, 3)).toEqual([2, 4, 8]);
  expect(dice.perft({ moves: ["dice"] }, 3)).toEqual([3, 6, 18]);
});

test("build-game's signature check: the new members' types, and isChance without chanceWeight", async () => {
  const parser = (await loadInstalledParser())!;
  const source = [
    "@final export class G {",
    "  readonly decisive: bool = true;",
    "  load(): void {}",
    "  moveCount(): i32 { return 0; }",
    "  play(move: i32): void {}",
    "  undo(): void {}",
    "  isTerminal(): bool { return true; }",
    "  maxToMove(): bool { return true; }",
    "  evaluate(): i32 { return 0; }",
    "  moveName(move: i32): string { return ''; }",
    "  players(): i32 { return 3; }",
    "  toMove(): bool { return true; }",
    "  evaluateFor(player: f64): i32 { return 0; }",
    "  isChance(): bool { return false; }",
    "}",
  ].join("\n");
  expect(protocolProblems(parser, "g.ts", "g.ts", source, "G", () => undefined)).toEqual([
    "g.ts:11: players must be a field or a getter (`readonly players: i32 = 3;`), not a method",
    "g.ts:12: toMove() must return i32, not bool",
    "g.ts:13: evaluateFor()'s argument player must be i32, not f64 (evaluateFor(player: i32): i32)",
    "g.ts:14: class G has isChance() but lacks chanceWeight(move: i32): i32, which a game with chance must have " +
      "(docs/your-game.md)",
  ]);
});
