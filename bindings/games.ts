// The WebAssembly engine's games, by name: each game's number in the core
// (assembly/registry.ts) and how its start is written into the exchange buffer. The one
// place a game is added to the bindings; the engine's methods are the same for every game.

import {
  INITIAL_BOARD, parseBoard, randomTreeParams,
  type GameName, type OthelloPosition, type Position, type RandomPosition,
} from "../contract/index.js";

export interface WasmGame {
  /** The game's number in the core. */
  id: number;
  /** Checks the position's start and writes it into the buffer; returns the words written. */
  writeStart(position: Position, io: Int32Array): number;
  /** Plies left to the game's end from the start, if the game knows it (random trees: the terminal depth). */
  pliesFromStart(position: Position): number;
}

export const WASM_GAMES: Record<GameName, WasmGame> = {
  random: {
    id: 0,
    writeStart(position, io) {
      const p = randomTreeParams((position as RandomPosition).tree);
      io.set([p.seedLo, p.seedHi, p.branching, p.mode === "uniform" ? 1 : 0, p.terminalDepth]);
      return 5;
    },
    pliesFromStart: (position) => randomTreeParams((position as RandomPosition).tree).terminalDepth,
  },
  othello: {
    id: 1,
    writeStart(position, io) {
      const b = parseBoard((position as OthelloPosition).board ?? INITIAL_BOARD);
      io.set(b.cells);
      io[64] = b.blackToMove ? 1 : 0;
      return 65;
    },
    pliesFromStart: () => Infinity,
  },
  tictactoe: { id: 2, writeStart: () => 0, pliesFromStart: () => Infinity },
  connect4: { id: 3, writeStart: () => 0, pliesFromStart: () => Infinity },
};
