// The contract's public face: everything both engines, the experiments, the CLI and
// users share. It imports nothing outside this folder.

export { BestfirstError, fail, checkInt, listed, shown } from "./errors.js";
export { seedHalves, type Seed } from "./seed.js";
export { INF, type Game } from "./game.js";
export * from "./game-rules.js";
export * from "./game-shape.js";
export * from "./position.js";
export * from "./games.js";
export * from "./random-tree.js";
export * from "./search.js";
export * from "./searches.js";
export * from "./control.js";
export * from "./bounds.js";
export * from "./options.js";
export * from "./player.js";
export * from "./memory.js";
export * from "./mcts.js";
export * from "./settings.js";
export * from "./presets.js";
export * from "./levels.js";
export * from "./level-player.js";
export * from "./entrant-names.js";
export * from "./evaluation.js";
export * from "./features.js";
export { shippedWeightsBytes } from "./othello-weights-shipped.js";
export * from "./engine.js";
export {
  INITIAL_BOARD,
  parseBoard,
  formatBoard,
  squareName,
  squareNames,
  type OthelloBoard,
} from "./notation/othello.js";
export * from "./kit.js";
export * from "./book.js";
