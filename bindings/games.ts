// The WebAssembly engine's games, by name: how each one's start is written into the
// exchange buffer. A game's number in the core is its place in the contract's table
// (GAMES); assembly/registry.ts numbers them so, and test/core-codes.test.ts holds it to
// that. The engine's methods are the same for every game.

import {
  GAMES,
  INITIAL_BOARD,
  parseBoard,
  randomTreeParams,
  type GameName,
  type OthelloPosition,
  type Position,
  type RandomPosition,
} from "../contract/index.js";

export interface GameStart {
  /** Checks the position's start and writes it into the buffer; returns the words written. */
  writeStart(position: Position, io: Int32Array): number;
  /** Plies left to the game's end from the start, if the game knows it (random trees: the terminal depth). */
  pliesFromStart(position: Position): number;
}

const GAME_STARTS: Record<GameName, GameStart> = {
  random: {
    writeStart(position, io) {
      const p = randomTreeParams((position as RandomPosition).tree);
      io.set([p.seedLo, p.seedHi, p.branching, p.mode === "uniform" ? 1 : 0, p.terminalDepth]);
      return 5;
    },
    pliesFromStart: (position) => randomTreeParams((position as RandomPosition).tree).terminalDepth,
  },
  othello: {
    writeStart(position, io) {
      const b = parseBoard((position as OthelloPosition).board ?? INITIAL_BOARD);
      io.set(b.cells);
      io[64] = b.blackToMove ? 1 : 0;
      return 65;
    },
    pliesFromStart: () => Infinity,
  },
  tictactoe: { writeStart: () => 0, pliesFromStart: () => Infinity },
  connect4: { writeStart: () => 0, pliesFromStart: () => Infinity },
};

export interface WasmGame extends GameStart {
  /** The game's number in the core: its place in GAMES. */
  id: number;
}

export const WASM_GAMES = Object.fromEntries(GAMES.map((name, id) => [name, { ...GAME_STARTS[name], id }])) as Record<
  GameName,
  WasmGame
>;
