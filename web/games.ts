// The page's boards: for each game, its grid, the cell a move lands on, and the board
// after a list of moves (Othello's flips come from the engine's legal moves, so the rules
// live in the engines only). Cells hold 0 (empty), 1 (first player), 2 (second player).

import type { Engine, LegalMove, Position } from "../index.browser.js";

export type PlayGame = "othello" | "connect4" | "tictactoe";

/** The game menu's value for a user's game core ("Your game": ./your-game.ts), beside the built-in games. */
export const YOUR_GAME = "core";

export interface BoardModel {
  game: PlayGame;
  title: string;
  rows: number;
  cols: number;
  /** The players' names, first to move first. */
  players: [string, string];
  /** The cell (row 0 at the top) a move lands on, given the board it is played on; -1 for none (a pass). */
  cellOf(move: string, cells: readonly number[]): number;
  /** The move a click on a cell means (a column for Connect-Four). */
  moveAt(cell: number): string;
  /** A cell's name for screen readers. */
  cellName(cell: number): string;
}

const OTHELLO_FILES = "abcdefgh";

export const BOARDS: Record<PlayGame, BoardModel> = {
  othello: {
    game: "othello",
    title: "Othello",
    rows: 8,
    cols: 8,
    players: ["Black", "White"],
    // Row 0 is rank 1 (a1 top left, as docs/othello.md draws the board).
    cellOf: (move) => (move === "pass" ? -1 : (Number(move[1]) - 1) * 8 + OTHELLO_FILES.indexOf(move[0])),
    moveAt: (cell) => OTHELLO_FILES[cell % 8] + String(Math.floor(cell / 8) + 1),
    cellName: (cell) => OTHELLO_FILES[cell % 8] + String(Math.floor(cell / 8) + 1),
  },
  connect4: {
    game: "connect4",
    title: "Connect-Four",
    rows: 6,
    cols: 7,
    players: ["Red", "Yellow"],
    cellOf(move, cells) {
      const col = Number(move) - 1;
      for (let row = 5; row >= 0; row--) if (cells[row * 7 + col] === 0) return row * 7 + col;
      return -1;
    },
    moveAt: (cell) => String((cell % 7) + 1),
    cellName: (cell) => `column ${(cell % 7) + 1}, row ${6 - Math.floor(cell / 7)}`,
  },
  tictactoe: {
    game: "tictactoe",
    title: "Tic-tac-toe",
    rows: 3,
    cols: 3,
    players: ["X", "O"],
    cellOf: (move) => Number(move) - 1,
    moveAt: (cell) => String(cell + 1),
    cellName: (cell) => `cell ${cell + 1}`,
  },
};

export function positionOf(game: PlayGame, moves: readonly string[]): Position {
  return { game, moves: [...moves] } as Position;
}

/** The board after `moves` from the start. */
export function boardAfter(engine: Engine, game: PlayGame, moves: readonly string[]): number[] {
  const model = BOARDS[game];
  const cells = new Array<number>(model.rows * model.cols).fill(0);
  if (game === "othello") {
    cells[27] = 2;
    cells[36] = 2; // d4, e5 white
    cells[28] = 1;
    cells[35] = 1; // e4, d5 black
  }
  for (let k = 0; k < moves.length; k++) {
    const side = (k % 2) + 1;
    if (game === "othello") {
      const legal: LegalMove | undefined = engine
        .moves(positionOf(game, moves.slice(0, k)))
        .find((m) => m.move === moves[k]);
      for (const square of legal?.flips ?? []) cells[model.cellOf(square, cells)] = side;
    }
    const cell = model.cellOf(moves[k], cells);
    if (cell >= 0) cells[cell] = side;
  }
  // Othello's side to move is not the parity of the moves when someone passed: the engine
  // names passes as moves, so parity holds here.
  return cells;
}

/** The cells a principal variation lands on, in order, played from `cells` (Connect-Four stacks). */
export function pvCells(game: PlayGame, cells: readonly number[], pv: readonly string[]): number[] {
  const model = BOARDS[game];
  const board = [...cells];
  return pv.map((move) => {
    const cell = model.cellOf(move, board);
    if (cell >= 0 && board[cell] === 0) board[cell] = 3; // taken, for the next stone in that column
    return cell;
  });
}
