// The core's games, by number (the bindings' registry uses the same numbers): the one
// place a game is added to the core, with its game module. Every operation of
// ./game-ops.ts reaches the current game through `dispatch`.

import { RandomTree } from "./games/random-tree";
import { Othello } from "./games/othello";
import { TicTacToe } from "./games/tic-tac-toe";
import { ConnectFour } from "./games/connect-four";
import { operate } from "./game-ops";

export const RANDOM_GAME: i32 = 0;
export const OTHELLO_GAME: i32 = 1;
export const TIC_TAC_TOE_GAME: i32 = 2;
export const CONNECT_FOUR_GAME: i32 = 3;

export const randomTree = new RandomTree();
export const othello = new Othello();
export const ticTacToe = new TicTacToe();
export const connectFour = new ConnectFour();

/** The game the last gameSet chose. */
let current: i32 = RANDOM_GAME;

export function selectGame(game: i32): void { current = game; }

/** Runs operation `op` on the current game. */
export function dispatch(op: i32): i32 {
  switch (current) {
    case OTHELLO_GAME: return operate<Othello>(othello, op);
    case TIC_TAC_TOE_GAME: return operate<TicTacToe>(ticTacToe, op);
    case CONNECT_FOUR_GAME: return operate<ConnectFour>(connectFour, op);
    default: return operate<RandomTree>(randomTree, op);
  }
}
