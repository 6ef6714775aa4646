// The messages between a searcher (./pool.ts, on the caller's thread) and its workers
// (./serve.ts): the same in Node (worker_threads) and browsers (Web Workers). Everything
// in them survives structured cloning: the compiled core (a WebAssembly.Module) is posted
// once per worker, never its bytes; the stop flag is an Int32Array on a
// SharedArrayBuffer the two threads share. A searcher of a user's game sends its workers
// where to find the game instead of the core, and work of its own (the `game-` ops,
// ./own-game-serve.ts); a player's steps are the same for both.

import type {
  Bounds,
  EngineName,
  PlayerChoice,
  PlayerKind,
  PlayerSpec,
  Position,
  SearchProgress,
  SearchReport,
  SearchRequest,
  Solution,
  SolveOptions,
} from "../contract/index.js";
import type { GamePosition, GameSearchReport } from "../reference/index.js";
import type { GameSearcherRequest } from "./own-game-types.js";

/**
 * The work a worker does: one search, one perft, or one exact solve; or a step of the
 * player its worker holds (an asynchronous player's own worker: ./player.ts).
 */
export type Work =
  | { op: "search"; request: Omit<SearchRequest, "control"> }
  | { op: "perft"; position: Position; depth: number; bounds?: Omit<Bounds, "control"> }
  | { op: "solve"; position: Position; options?: Omit<SolveOptions, "control"> }
  | { op: "player-create"; spec: PlayerSpec; position: Position }
  /**
   * `kind`: the player's, which tells whether a stop can end its search with a move; `time`: its
   * budget a move (the watchdog's).
   */
  | { op: "player-choose"; kind: PlayerKind; time?: number }
  | { op: "player-observe"; move: number }
  /** A user's game: load it (import, construct, check), search it, perft, a player at a position of it. */
  | { op: "game-load" }
  | { op: "game-search"; request: GameSearcherRequest }
  | { op: "game-perft"; position: GamePosition | undefined; depth: number }
  | { op: "game-player-create"; spec: PlayerSpec; position: GamePosition | undefined };

/** What each kind of work resolves to. */
export interface WorkResult {
  search: SearchReport;
  perft: number[];
  solve: Solution;
  "player-create": null;
  "player-choose": PlayerChoice;
  "player-observe": null;
  "game-load": null;
  "game-search": GameSearchReport;
  "game-perft": number[];
  "game-player-create": null;
}

/** Where a worker finds a user's game: the module's absolute URL, the export that makes the game, its arguments. */
export interface GameLoad {
  module: string;
  export: string;
  args: unknown[];
}

/** A worker's first message, less its stop flag: the compiled core, or where to find a user's game. */
export type Boot = { type: "init"; module: WebAssembly.Module } | { type: "init-game"; game: GameLoad };

export type ToWorker =
  /**
   * First message: the compiled core or a user's game, and the stop flag (word 0: nonzero stops the
   * running search).
   */
  | (Boot & { stop: Int32Array | undefined })
  | { type: "run"; id: number; engine: EngineName; work: Work; progressMs: number | undefined; progress: boolean };

export type FromWorker =
  /**
   * The worker has started (its core made, a user's game loaded and made, or failed to be):
   * the watchdog's start-up timer stops here. `game`: a kit core's title.
   */
  | { type: "ready"; game?: string }
  /**
   * The worker took the work up (a stop's grace period and a time budget's watch run from here, not
   * from the worker's start-up).
   */
  | { type: "started"; id: number }
  | { type: "progress"; id: number; progress: SearchProgress }
  | { type: "done"; id: number; result: WorkResult[Work["op"]] }
  /** `usage`: a BestfirstError (bad input), re-thrown as one on the caller's side. */
  | { type: "error"; id: number; message: string; usage: boolean };
