// The page's boards: for each game whose row in the contract's table draws one (its
// `board`), the grid, the cell a move lands on, and the board after a list of moves
// (Othello's flips come from the engine's legal moves, so the rules live in the engines
// only). Cells hold 0 (empty), 1 (first player), 2 (second player).

import {
  GAME_NOTATIONS,
  gamesWith,
  type BoardDrawing,
  type Engine,
  type GameName,
  type LegalMove,
  type Position,
} from "../index.browser.js";

/** A built-in game the page may play: one of `PLAY_GAMES`. */
export type PlayGame = GameName;

/** The games the page offers, in the table's order: those whose row draws a board. */
export const PLAY_GAMES: readonly PlayGame[] = gamesWith("board");

/** The game menu's value for a user's game core ("Your game": ./your-game.ts), beside the built-in games. */
export const YOUR_GAME = "core";

/** A game's drawing (its row's `board`), with its name and its title as the menu shows it. */
export interface BoardModel extends BoardDrawing {
  game: PlayGame;
  title: string;
}

const BOARDS = new Map<PlayGame, BoardModel>(
  PLAY_GAMES.map((game) => {
    const { title, board } = GAME_NOTATIONS[game];
    return [game, { ...board!, game, title: title[0].toUpperCase() + title.slice(1) }];
  }),
);

/** The drawing of `game`, one of `PLAY_GAMES`. */
export function boardOf(game: PlayGame): BoardModel {
  const model = BOARDS.get(game);
  if (!model) throw new Error(`the page draws no board for ${game}; it plays ${PLAY_GAMES.join(", ")}`);
  return model;
}

export function positionOf(game: PlayGame, moves: readonly string[]): Position {
  return { game, moves: [...moves] } as Position;
}

/** The board after `moves` from the start. */
export function boardAfter(engine: Engine, game: PlayGame, moves: readonly string[]): number[] {
  const model = boardOf(game);
  const cells = model.start ? Array.from(model.start) : new Array<number>(model.rows * model.cols).fill(0);
  for (let k = 0; k < moves.length; k++) {
    const side = (k % 2) + 1;
    if (model.flips) {
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
  const model = boardOf(game);
  const board = [...cells];
  return pv.map((move) => {
    const cell = model.cellOf(move, board);
    if (cell >= 0 && board[cell] === 0) board[cell] = 3; // taken, for the next stone in that column
    return cell;
  });
}
