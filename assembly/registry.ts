// The core's games, by number: a game's place in the contract's table (GAMES in
// contract/games.ts; test/core-codes.test.ts holds the two alike, each constant named by
// its row's module). A new game adds its game module (./games/<module>.ts) and its
// constant, instance and cases here. Every operation of
// ./game-ops.ts reaches the current game through `dispatch`.

import { RandomTree } from "./games/random-tree";
import { Othello } from "./games/othello";
import { TicTacToe } from "./games/tic-tac-toe";
import { ConnectFour } from "./games/connect-four";
import { operate } from "./game-ops";

export const RANDOM_TREE_GAME: i32 = 0;
export const OTHELLO_GAME: i32 = 1;
export const TIC_TAC_TOE_GAME: i32 = 2;
export const CONNECT_FOUR_GAME: i32 = 3;

export const randomTree = new RandomTree();
export const othello = new Othello();
export const ticTacToe = new TicTacToe();
export const connectFour = new ConnectFour();

/**
 * Second instances, made on first use, that a watched search's root is also set on: the
 * watcher names the search's line on them (OP_LINE) without touching the game the
 * search is playing on.
 */
let lineRandomTree: RandomTree | null = null;
let lineOthello: Othello | null = null;
let lineTicTacToe: TicTacToe | null = null;
let lineConnectFour: ConnectFour | null = null;

/** The game the last gameSet chose. */
let current: i32 = RANDOM_TREE_GAME;

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

/** Runs operation `op` on the current game's second instance (see lineRandomTree). */
export function dispatchLine(op: i32): i32 {
  switch (current) {
    case OTHELLO_GAME:
      if (lineOthello == null) lineOthello = new Othello();
      return operate<Othello>(lineOthello!, op);
    case TIC_TAC_TOE_GAME:
      if (lineTicTacToe == null) lineTicTacToe = new TicTacToe();
      return operate<TicTacToe>(lineTicTacToe!, op);
    case CONNECT_FOUR_GAME:
      if (lineConnectFour == null) lineConnectFour = new ConnectFour();
      return operate<ConnectFour>(lineConnectFour!, op);
    default:
      if (lineRandomTree == null) lineRandomTree = new RandomTree();
      return operate<RandomTree>(lineRandomTree!, op);
  }
}
