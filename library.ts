// The package's public API common to Node and browsers (./index.ts, ./index.browser.ts):
// the contract (Engine, positions, requests, errors, the Game protocol), both engines
// behind it, and your own game searched by every algorithm of the reference.

import { createWasmEngine } from "./bindings/index.js";
import { createReferenceEngine } from "./reference/index.js";
import type { Engine, EngineName } from "./contract/index.js";

export * from "./contract/index.js";
export { createWasmEngine, createWasmEngineSync, compileCore, compileCoreSync, compileKitCore, CoreTrapError, type KitCore } from "./bindings/index.js";
export {
  createReferenceEngine, RandomTree, Othello, TicTacToe, ConnectFour, perft,
  searchGame, createGamePlayer, playMatch, checkGame,
  type GameSearchRequest, type GameSearchReport, type GamePlayer, type MatchSide, type MatchGame, type MatchResult,
} from "./reference/index.js";

/** Either engine by name. */
export async function createEngine(name: EngineName = "wasm"): Promise<Engine> {
  return name === "ts" ? createReferenceEngine() : createWasmEngine();
}

export type { Searcher, SearcherOptions, RunOptions, AsyncPlayer, PlayerRunOptions, KitSearcher, KitSearcherOptions } from "./searcher/index.js";
