// Positions, for every game: a union discriminated by `game`, derived from the table of
// games (./games.ts), each game's position typed beside its notation (./notation/). A
// position is a game's start (a random tree's parameters, an Othello board, the empty
// board) and then moves played from it: `moves` by name ("d3", "5"), then `path` by index
// into each position's legal moves (the searches' move numbers). Both engines check a
// position the same way, with the game's notation, before they touch it.

export type { GameName, Position, PositionOf } from "./games.js";
export type { MoveName } from "./game-row.js";
export type { RandomPosition } from "./notation/random-tree.js";
export type { OthelloPosition } from "./notation/othello.js";
export type { TicTacToePosition } from "./notation/tic-tac-toe.js";
export type { ConnectFourPosition } from "./notation/connect-four.js";
