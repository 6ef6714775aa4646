// The reference's public entry: the contract (Engine, positions, requests, errors, the
// Game protocol), the reference engine, the reference games, and your own game searched
// by every algorithm.

export * from "../contract/index.js";
export { createReferenceEngine } from "./reference-engine.js";
export { RandomTree } from "./games/random-tree.js";
export { Othello } from "./games/othello.js";
export { TicTacToe } from "./games/tic-tac-toe.js";
export { ConnectFour } from "./games/connect-four.js";
export { perft } from "./perft.js";
export { checkBook, parseBook } from "./book-check.js";
export {
  searchGame,
  createGamePlayer,
  playMatch,
  checkGame,
  type GameSearchRequest,
  type GameSearchReport,
  type GamePlayer,
  type MatchSide,
  type MatchGame,
  type MatchResult,
} from "./own-game.js";
export type { GamePosition } from "./own-game-position.js";
export { learnedGame, readFeatures } from "./learned-game.js";
