// Connect-Four's notation (docs/connect-four.md): columns 1..7 from the left, the first
// player (MAX) moves first. A move's code in both engines is its column index 0..6; its
// name is the digit. A position is the columns played from the empty board, written as
// Pascal Pons' solver takes it ("4453") or with commas ("4,4,5,3"). Its position and its
// row in the contract's table (../games.ts).

import { fail } from "../errors.js";
import { lasting, type GameNotation } from "../game-row.js";
import { digitMoveList } from "./digit-moves.js";

/** A Connect-Four position (7 columns, 6 rows). */
export interface ConnectFourPosition {
  /** The game: Connect-Four. */
  game: "connect4";
  /** Columns played from the empty board: "1".."7" (the CLI and Pons' solver write them "4453"). */
  moves?: readonly string[];
  /** Then moves by index into each position's legal moves. */
  path?: readonly number[];
}

/** The name of move code `col` (0..6): "1".."7". */
export function connectFourMoveName(col: number): string {
  return String(col + 1);
}

/** The code of a move name "1".."7"; `k`: its index in the list, for the error. */
export function connectFourMoveCode(name: string, k: number): number {
  // A character code, not a regular expression: positions of 40 moves are read per solve.
  const col = name.length === 1 ? name.charCodeAt(0) - 49 : -1;
  if (!(col >= 0 && col <= 6)) fail(`move "${name}" (number ${k + 1}) is not a move: moves are columns 1..7`);
  return col;
}

/** Connect-Four's row: the empty board, in both engines and on the command line. */
export const CONNECT_FOUR: GameNotation<ConnectFourPosition> = {
  title: "Connect-Four",
  module: "connect-four",
  fields: { game: true, moves: true, path: true },
  ...lasting(42, "a stone in each of the 42 cells"),
  starts: 49,
  openingPlies: 2,
  mostMoves: 7,
  moveName: connectFourMoveName,
  moveCode: connectFourMoveCode,
  moveList: digitMoveList,
  solvable: true,
  movesExample: "4453",
  board: {
    rows: 6,
    cols: 7,
    look: "holes",
    players: ["Red", "Yellow"],
    // A stone falls to the lowest empty cell of its column.
    cellOf(move, cells) {
      const col = Number(move) - 1;
      for (let row = 5; row >= 0; row--) if (cells[row * 7 + col] === 0) return row * 7 + col;
      return -1;
    },
    moveAt: (cell) => String((cell % 7) + 1),
    cellName: (cell) => `column ${(cell % 7) + 1}, row ${6 - Math.floor(cell / 7)}`,
    bound: 14,
    // WIN_BASE + (42 - stones on the board at the end).
    win: { base: 2 ** 30, extra: "empty-cells" },
  },
};
