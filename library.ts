// The package's public API common to Node and browsers (./index.ts, ./index.browser.ts):
// the contract (Engine, positions, requests, errors, the Game protocol), both engines
// behind it, and your own game searched by every algorithm of the reference.

import { createWasmEngine } from "./bindings/index.js";
import { createReferenceEngine } from "./reference/index.js";
import type { Engine, EngineName } from "./contract/index.js";

export * from "./contract/index.js";
export {
  createWasmEngine,
  createWasmEngineSync,
  compileCore,
  compileCoreSync,
  compileKitCore,
  CoreTrapError,
  type KitCore,
} from "./bindings/index.js";
export {
  createReferenceEngine,
  RandomTree,
  Othello,
  TicTacToe,
  ConnectFour,
  perft,
  checkBook,
  parseBook,
  searchGame,
  createGamePlayer,
  playMatch,
  checkGame,
  learnedGame,
  readFeatures,
  type GameSearchRequest,
  type GameSearchReport,
  type GamePlayer,
  type GamePosition,
  type MatchSide,
  type MatchGame,
  type MatchResult,
} from "./reference/index.js";

/** Either engine by name. */
export async function createEngine(name: EngineName = "wasm"): Promise<Engine> {
  return name === "ts" ? createReferenceEngine() : createWasmEngine();
}

/** The searcher's watchdog's limits (docs/async.md, "The watchdog"). */
export {
  DEFAULT_STARTUP_MS,
  STOP_GRACE_MS,
  WATCHDOG_GRACE_SHARE,
  WATCHDOG_MIN_GRACE_MS,
  watchdogGraceMs,
} from "./searcher/index.js";

export type {
  Searcher,
  SearcherOptions,
  RunOptions,
  AsyncPlayer,
  PlayerRunOptions,
  GameModule,
  GameSearcher,
  GameSearcherOptions,
  GameSearcherRequest,
  KitSearcher,
  KitSearcherOptions,
} from "./searcher/index.js";
