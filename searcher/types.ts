// The asynchronous searcher's public types (docs/async.md): the same in Node and browsers.

import type {
  Bounds,
  EngineName,
  PlayerChoice,
  PlayerSpec,
  Position,
  SearchProgress,
  SearchReport,
  SearchRequest,
  Solution,
  SolveOptions,
} from "../contract/index.js";

/** `createSearcher`'s options: the workers, the engine in them, how long one may take to start. */
export interface SearcherOptions {
  /** Worker threads, each with its own instance of the core (default 1). Work beyond them waits its turn. */
  workers?: number;
  /** The engine the workers run (default "wasm"; "ts": the reference). */
  engine?: EngineName;
  /**
   * How long a worker may take to start, ms (default 30,000: DEFAULT_STARTUP_MS): its
   * thread, its core (a kit core's start runs its class's constructor), a user's game's
   * module loaded and its game made. A worker not started by then is ended and its work
   * rejects with a BestfirstError (createSearcher({ game }) itself, for the first one).
   */
  startupMs?: number;
}

/** How one request of a searcher runs: a signal to stop it, its progress, its start. */
export interface RunOptions {
  /**
   * Stops the work. A search that takes budgets (`SEARCHES[algorithm].stoppable`: id,
   * bestfirst, rbfms, rbfms-inherit, extension, mma) stops at its next budget check and resolves
   * with its best move so far: the report of a node budget of the nodes it had generated, marked
   * `stopped: true`. Every other piece of work (minimax, alphabeta, perft, solve, work still
   * waiting for a worker, or any work where SharedArrayBuffer is missing) rejects with the signal's
   * reason, its worker ended and replaced. A search stopped while its worker is still starting
   * stops once it has started, or rejects if it does not start within `startupMs`.
   *
   * Work with a time budget (a search's `time`, perft's and solve's `time`, a player's
   * `time` a move) needs no signal to end: past the budget and a grace (watchdogGraceMs:
   * max(1000 ms, budget / 2)) its worker is ended and it rejects with a BestfirstError
   * saying the game's code did not return. Work without one ends only by its signal.
   */
  signal?: AbortSignal;
  /**
   * A search's progress: the line it would play now and its value, node counts, time, id's best
   * move so far (contract/control.ts).
   */
  onProgress?: (progress: SearchProgress) => void;
  /** Least interval between two progress reports, ms (default 50). */
  progressMs?: number;
  /** Called when a worker takes the work up (it may have waited for a free one, or for its start-up). */
  onStart?: () => void;
}

/** The engine's operations in worker threads, off the caller's thread, each request bounded (docs/async.md). */
export interface Searcher {
  /** One search in a worker: the report engine.search gives for the same request. */
  search(request: Omit<SearchRequest, "control">, options?: RunOptions): Promise<SearchReport>;
  /**
   * perft(1..depth) in a worker (engine.perft; `nodes`, `time`: its bounds, stopped by one it
   * rejects with the BestfirstError saying so).
   */
  perft(
    position: Position,
    depth: number,
    options?: Pick<RunOptions, "signal" | "onStart"> & Omit<Bounds, "control">,
  ): Promise<number[]>;
  /**
   * An exact solve in a worker (engine.solve; `weak`: only the sign of the value; `nodes`, `time`:
   * its bounds, as perft's).
   */
  solve(
    position: Position,
    options?: Pick<RunOptions, "signal" | "onStart"> & Omit<SolveOptions, "control">,
  ): Promise<Solution>;
  /**
   * A player (engine.createPlayer(spec)) at `position`, in a worker of its own that holds
   * its tree between moves (not one of the `workers`). Bad input rejects with a BestfirstError.
   */
  createPlayer(spec: PlayerSpec, position: Position): Promise<AsyncPlayer>;
  /**
   * Ends the workers, the players' too, at once; work still running or waiting rejects. A
   * searcher never closed ends each pool worker after it has been idle a while (docs/async.md,
   * "Closing"), but a player's worker lives until its dispose() or this close().
   */
  close(): Promise<void>;
}

/** How a player's move is run: `signal` stops it (see AsyncPlayer.choose); the others as for a search. */
export type PlayerRunOptions = Pick<RunOptions, "signal" | "onProgress" | "progressMs" | "onStart">;

/** A player in its worker: the synchronous Player's steps, each a promise, taken in the order asked. */
export interface AsyncPlayer {
  /**
   * The player's choice at its position (the start and the moves observed since): what the
   * synchronous player's choose gives there. `onProgress` hears its line, value and node
   * counts as it searches (as a search's). A stop ends a best-first, extension or mma
   * player's search (`SEARCHES[kind].player.stoppable`) at its next budget check: it
   * resolves with the best move so far, `stopped: true`, and the player plays on. A stop
   * that cannot give a move (the alpha-beta player; a search that reaches no budget
   * check within 250 ms; no SharedArrayBuffer) rejects with the signal's reason and ends
   * the player's worker: every later use rejects with a BestfirstError.
   */
  choose(options?: PlayerRunOptions): Promise<PlayerChoice>;
  /**
   * A move of either side (an index into the position's moves); an illegal one rejects with a
   * BestfirstError naming the legal ones.
   */
  observe(move: number): Promise<void>;
  /**
   * Ends the player's worker, and the player with it; a second dispose does nothing; any other use
   * then rejects with a BestfirstError.
   */
  dispose(): Promise<void>;
}
