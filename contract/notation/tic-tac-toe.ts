// Tic-tac-toe's notation (docs/tic-tac-toe.md): cells 1..9 row by row from the top left,
// X first. A move's code in both engines is its cell index 0..8; its name is the digit.
// Its position and its row in the contract's table (../games.ts).

import { fail } from "../errors.js";
import { lasting, type GameNotation } from "../game-row.js";
import { digitMoveList } from "./digit-moves.js";

/** A tic-tac-toe position. */
export interface TicTacToePosition {
  /** The game: tic-tac-toe. */
  game: "tictactoe";
  /** Moves by name from the empty board: cells "1".."9". */
  moves?: readonly string[];
  /** Then moves by index into each position's legal moves. */
  path?: readonly number[];
}

/** The name of move code `cell` (0..8): "1".."9". */
export function ticTacToeMoveName(cell: number): string {
  return String(cell + 1);
}

/** The code of a move name "1".."9"; `k`: its index in the list, for the error. */
export function ticTacToeMoveCode(name: string, k: number): number {
  if (!/^[1-9]$/.test(name)) fail(`move "${name}" (number ${k + 1}) is not a move: moves are cells 1..9`);
  return Number(name) - 1;
}

/** Tic-tac-toe's row: the empty board, in both engines and on the command line. */
export const TIC_TAC_TOE: GameNotation<TicTacToePosition> = {
  title: "tic-tac-toe",
  module: "tic-tac-toe",
  fields: { game: true, moves: true, path: true },
  ...lasting(9, "a mark in each of the 9 cells"),
  moveName: ticTacToeMoveName,
  moveCode: ticTacToeMoveCode,
  moveList: digitMoveList,
  solvable: true,
  movesExample: "5,1",
  openingPlies: 2,
  mostMoves: 9,
  board: {
    rows: 3,
    cols: 3,
    look: "marks",
    players: ["X", "O"],
    cellOf: (move) => Number(move) - 1,
    moveAt: (cell) => String(cell + 1),
    cellName: (cell) => `cell ${cell + 1}`,
    bound: 9,
    // WIN_VALUE + the cells left empty at the end.
    win: { base: 100, extra: "empty-cells" },
  },
};
