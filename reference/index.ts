// The reference's public entry: the Game protocol (plug in a game of your own), the
// reference games and the reference engine.

export type { Game } from "./game.js";
export { INF } from "./game.js";
export * from "./engine.js";
export { BestfirstError, type Seed } from "./errors.js";
export { RandomTree, type RandomTreeParams } from "./games/random-tree.js";
export { createReferenceEngine } from "./reference-engine.js";
export type { OthelloEngine, OthelloMove, OthelloSolution } from "./othello-engine.js";
export { Othello } from "./games/othello.js";
export { INITIAL_BOARD, parseBoard, formatBoard } from "./othello-board.js";
export { perft } from "./perft.js";
export { playMoves } from "./othello-play.js";
