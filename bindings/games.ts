// The WebAssembly engine's games, by name: how each one's start is written into the
// exchange buffer, read from its row in the contract's table (a row without `core`
// starts from the empty board). A game's number in the core is its place in the table
// (GAMES); assembly/registry.ts numbers them so, and test/core-codes.test.ts holds it to
// that. The engine's methods are the same for every game.

import { GAME_NOTATIONS, GAMES, type GameName, type Position } from "../contract/index.js";

export interface GameStart {
  /** Checks the position's start and writes it into the buffer; returns the words written. */
  writeStart(position: Position, io: Int32Array): number;
  /** Plies left to the game's end from the start, if the game knows it (random trees: the terminal depth). */
  pliesFromStart(position: Position): number;
}

/** The start of a game whose row says nothing of the core: the empty board, no words, no known end. */
const EMPTY_BOARD: GameStart = { writeStart: () => 0, pliesFromStart: () => Infinity };

export interface WasmGame extends GameStart {
  /** The game's number in the core: its place in GAMES. */
  id: number;
}

export const WASM_GAMES = Object.fromEntries(
  GAMES.map((name, id) => {
    const start: GameStart = GAME_NOTATIONS[name].core ?? EMPTY_BOARD;
    return [name, { writeStart: start.writeStart, pliesFromStart: start.pliesFromStart, id }];
  }),
) as Record<GameName, WasmGame>;
