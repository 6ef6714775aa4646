// The plain example Gomoku (examples/gomoku): its TypeScript Game against a naive rules
// oracle along random games, and its AssemblyScript port, built once by the game kit's
// build-game, against the TypeScript version searched by the reference: every search
// node for node (move, value, line, every count) from random positions, alphabeta-tt's
// table keyed by both versions' hash() alike.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import { Gomoku, GomokuBoard, WIN_BASE } from "../examples/gomoku/gomoku.js";
import { ALGORITHMS, createWasmEngine, type KitEngine, searchGame } from "../index.js";
import { runs } from "./soak/runs.js";
import { column } from "./search-limits.js";

const example = fileURLToPath(new URL("../examples/gomoku/assembly/gomoku.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-gomoku-"));
let core: KitEngine;

beforeAll(async () => {
  await kitCore({ file: example, out: join(dir, "gomoku.wasm") });
  core = await createWasmEngine({ core: readFileSync(join(dir, "gomoku.wasm")) });
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The naive oracle's board: name "e5" -> [column, row], 0-based; stones by side (0 the first player). */
const at = (name: string): [number, number] => [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];

/** True when side `side` has five in a row anywhere on `stones` (a 9 x 9 grid of -1 empty or a side). */
function naiveFive(stones: number[][], side: number): boolean {
  for (let c = 0; c < 9; c++)
    for (let r = 0; r < 9; r++)
      for (const [dc, dr] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
      ]) {
        let k = 0;
        while (k < 5 && stones[c + k * dc]?.[r + k * dr] === side) k++;
        if (k === 5) return true;
      }
  return false;
}

/** Random legal lines from the empty board: each choice picks among the moves left. */
const choices = fc.array(fc.nat(), { minLength: 1, maxLength: 81 });

test("the TypeScript Gomoku's moves, ends and values along random games equal a naive oracle's", () => {
  fc.assert(
    fc.property(choices, (picks) => {
      const game = new GomokuBoard();
      const stones = Array.from({ length: 9 }, () => new Array<number>(9).fill(-1));
      for (const [ply, pick] of picks.entries()) {
        if (game.isTerminal()) break;
        const empty: string[] = [];
        for (let r = 0; r < 9; r++)
          for (let c = 0; c < 9; c++) if (stones[c][r] < 0) empty.push(`${String.fromCharCode(97 + c)}${r + 1}`);
        expect(game.legalNames()).toEqual(empty);
        expect(game.maxToMove()).toBe(ply % 2 === 0);
        const move = pick % empty.length;
        const [c, r] = at(empty[move]);
        game.play(move);
        stones[c][r] = ply % 2;
        const won = naiveFive(stones, ply % 2);
        expect(game.isTerminal()).toBe(won || ply + 1 === 81);
        if (won) expect(game.evaluate()).toBe((ply % 2 === 0 ? 1 : -1) * (WIN_BASE - (ply + 1)));
        else if (ply + 1 === 81) expect(game.evaluate()).toBe(0);
        expect(game.moveCount()).toBe(game.isTerminal() ? 0 : 80 - ply);
      }
    }),
    { numRuns: runs(60) },
  );
});

test("undo restores the position: the same names, value and key after play and undo of every move", () => {
  const game = new Gomoku();
  game.playNames(["e5", "d4", "e4", "e6"]);
  const names = game.legalNames(),
    value = game.evaluate(),
    key = game.hash();
  for (let m = 0; m < names.length; m++) {
    game.play(m);
    expect(game.hash()).not.toBe(key);
    game.undo();
  }
  expect([game.legalNames(), game.evaluate(), game.hash()]).toEqual([names, value, key]);
});

/** Limits deep enough to matter, small enough for a test (test/search-limits.ts). */
const LIMITS = column("gomokuKit");

/** The names of a random legal line from the empty board that leaves the game going. */
const positions = fc.array(fc.nat(), { maxLength: 40 }).map((picks) => {
  const game = new Gomoku();
  const names: string[] = [];
  for (const pick of picks) {
    const name = game.legalNames()[pick % game.moveCount()];
    game.playNames([name]);
    if (game.isTerminal()) break;
    names.push(name);
  }
  return names;
});

test("every search: the core's report equals the reference's on the TypeScript class, node for node", () => {
  expect(core.game).toBe("Gomoku");
  fc.assert(
    fc.property(positions, fc.constantFrom(...ALGORITHMS), (names, algorithm) => {
      const twin = new Gomoku();
      twin.playNames(names);
      const { ms: _ms, moveIndex: _i, pvIndices: _p, ...want } = searchGame(twin, { algorithm, ...LIMITS[algorithm] });
      const got = core.search({ position: { moves: names }, algorithm, ...LIMITS[algorithm] });
      expect({ ...got, ms: 0 }).toEqual({ ...want, ms: 0 });
    }),
    { numRuns: runs(30) },
  );
});

test("alphabeta-tt keys its table by hash() in both: the same report, other counts than without a table", () => {
  const names = ["e5", "d4", "e4", "e6", "d5"];
  const request = { algorithm: "alphabeta-tt" as const, horizon: 4, nodes: 200_000 };
  const withKey = new Gomoku(),
    without = new GomokuBoard();
  withKey.playNames(names);
  without.playNames(names);
  const { ms: _ms, moveIndex: _i, pvIndices: _p, ...want } = searchGame(withKey, request);
  const plain = searchGame(without, request);
  expect({ ...core.search({ position: { moves: names }, ...request }), ms: 0 }).toEqual({ ...want, ms: 0 });
  expect(plain.value).toBe(want.value);
  expect(plain.nodes.generated).not.toBe(want.nodes.generated);
});
