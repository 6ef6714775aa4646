// The core's numbers for searches, games and players, typed once in AssemblyScript
// (assembly/search/run.ts, assembly/registry.ts, assembly/players.ts), held to the
// contract's tables: a search's code is its place in ALGORITHMS, a game's its place in
// GAMES, a player's the `player.code` of its search's row. The bindings derive theirs.

import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ALGORITHMS, GAMES, SEARCHES } from "../contract/index.js";
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

test("the core's search codes are the places of ALGORITHMS, one each", () => {
  const core = codes("search/run.ts", "");
  expect([...core.keys()].sort()).toEqual(ALGORITHMS.map(constantOf).sort());
  ALGORITHMS.forEach((a, i) => expect(core.get(constantOf(a)), a).toBe(i));
});

test("the core's game numbers are the places of GAMES, and the bindings' the same", () => {
  // The core spells Connect-Four's constant CONNECT_FOUR and tic-tac-toe's TIC_TAC_TOE.
  const spelled: Record<string, string> = {
    random: "RANDOM",
    othello: "OTHELLO",
    tictactoe: "TIC_TAC_TOE",
    connect4: "CONNECT_FOUR",
  };
  const core = codes("registry.ts", "_GAME");
  expect([...core.keys()].sort()).toEqual(GAMES.map((g) => spelled[g]).sort());
  GAMES.forEach((g, i) => {
    expect(core.get(spelled[g]), g).toBe(i);
    expect(WASM_GAMES[g].id, g).toBe(i);
  });
});

test("the core's player kinds are the codes in the searches' rows", () => {
  const core = codes("players.ts", "_PLAYER");
  const withPlayers = ALGORITHMS.filter((a) => SEARCHES[a].player);
  expect([...core.keys()].sort()).toEqual(withPlayers.map(constantOf).sort());
  for (const a of withPlayers) expect(core.get(constantOf(a)), a).toBe(SEARCHES[a].player!.code);
});
