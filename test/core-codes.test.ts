// The core's numbers for searches, games and players, typed once in AssemblyScript
// (assembly/search/run.ts, assembly/registry.ts, assembly/players.ts), held to the
// contract's tables: a search's code is its place in SEARCH_NAMES, a game's its place in
// GAMES (its constant named by its row's module), a player's the `player.code` of its
// search's row. The bindings derive theirs.

import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import {
  ALGORITHMS,
  SEARCH_NAMES,
  GAME_NOTATIONS,
  GAMES,
  SEARCHES,
  SETTING_NAMES,
  SETTING_SLOT,
  SETTING_SLOTS,
  type GameName,
} from "../contract/index.js";
import { WASM_GAMES } from "../bindings/games.js";

/** The `export const NAME: i32 = N;` lines of a core file whose name ends in `suffix`, by name without it. */
function codes(file: string, suffix: string): Map<string, number> {
  const text = readFileSync(new URL(`../assembly/${file}`, import.meta.url), "utf8");
  const found = new Map<string, number>();
  for (const [, name, n] of text.matchAll(new RegExp(`^export const ([A-Z0-9_]+)${suffix}: i32 = (\\d+);`, "gm")))
    found.set(name, Number(n));
  return found;
}

/**
 * A table's name as the core spells its constant: upper case, words by underscores
 * ("rbfms-inherit": RBFMS_INHERIT).
 */
const constantOf = (name: string) => name.toUpperCase().replace(/-/g, "_");

test("the core's search codes are the places of SEARCH_NAMES, one each, ALGORITHMS' first", () => {
  const core = codes("search/run.ts", "");
  expect([...core.keys()].sort()).toEqual(SEARCH_NAMES.map(constantOf).sort());
  SEARCH_NAMES.forEach((a, i) => expect(core.get(constantOf(a)), a).toBe(i));
  expect(SEARCH_NAMES.slice(0, ALGORITHMS.length)).toEqual(ALGORITHMS);
});

test("the core's game numbers are the places of GAMES, named by each row's module, and the bindings' the same", () => {
  // A row's module "connect-four" is the core's CONNECT_FOUR_GAME: no game's name is typed here or in the bindings.
  const constant = (g: GameName) => constantOf(GAME_NOTATIONS[g].module);
  const core = codes("registry.ts", "_GAME");
  expect([...core.keys()].sort()).toEqual(GAMES.map(constant).sort());
  GAMES.forEach((g, i) => {
    expect(core.get(constant(g)), g).toBe(i);
    expect(WASM_GAMES[g].id, g).toBe(i);
  });
});

test("every game but the first (the default) has its case in both of the core's dispatches", () => {
  const text = readFileSync(new URL("../assembly/registry.ts", import.meta.url), "utf8");
  for (const g of GAMES.slice(1)) {
    const cases = text.split(`case ${constantOf(GAME_NOTATIONS[g].module)}_GAME:`).length - 1;
    expect(cases, g).toBe(2);
  }
  expect(text).toContain(`let current: i32 = ${constantOf(GAME_NOTATIONS[GAMES[0]].module)}_GAME;`);
});

test("each row's module is a file in the contract's notations and in both engines' games", () => {
  for (const g of GAMES)
    for (const dir of ["contract/notation", "assembly/games", "reference/games"]) {
      const file = new URL(`../${dir}/${GAME_NOTATIONS[g].module}.ts`, import.meta.url);
      expect(existsSync(file), `${dir}/${GAME_NOTATIONS[g].module}.ts (${g})`).toBe(true);
    }
});

test("the core's player kinds are the codes in the searches' rows", () => {
  const core = codes("players.ts", "_PLAYER");
  const withPlayers = ALGORITHMS.filter((a) => SEARCHES[a].player);
  expect([...core.keys()].sort()).toEqual(withPlayers.map(constantOf).sort());
  for (const a of withPlayers) expect(core.get(constantOf(a)), a).toBe(SEARCHES[a].player!.code);
});

test("the core's settings slots are the table's, named by each setting, and the block has their number", () => {
  // moveCalls is MOVE_CALLS_SLOT: a setting's constant is its name in upper case, words by underscores.
  const slot = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  const core = codes("search/settings.ts", "_SLOT");
  expect([...core.keys()].sort()).toEqual(SETTING_NAMES.map(slot).sort());
  for (const name of SETTING_NAMES) expect(core.get(slot(name)), name).toBe(SETTING_SLOT[name]);
  expect(codes("search/settings.ts", "").get("SETTING_SLOTS")).toBe(SETTING_SLOTS);
});
