// The public types of a searcher of a user's game (docs/library.md, "Your own game off
// the main thread"): createSearcher({ game: { module, export, args } }). Each worker
// imports the module and makes the game there; positions are moves from its start.

import type { PlayerSpec } from "../contract/index.js";
import type { GamePosition, GameSearchReport, GameSearchRequest } from "../reference/index.js";
import type { AsyncPlayer, RunOptions, SearcherOptions } from "./types.js";

/** Where the workers find a user's game (a `Game`, contract/game.ts). */
export interface GameModule {
  /**
   * The module, by its URL: `new URL("./my-game.js", import.meta.url)`, or an absolute URL
   * string (`file:`, `http:`, `https:`, `blob:`, `data:`). Each worker imports it with
   * `import()`: in a browser it must be a module the page may load (same origin, or CORS);
   * in Node, a module Node can run (JavaScript; TypeScript under a loader such as tsx).
   */
  module: URL | string;
  /**
   * The export that makes the game (default "default"): a class, made with
   * `new Export(...args)`; or a function that is not a constructor (an arrow function),
   * called as `Export(...args)`. Either may give a promise of the game.
   */
  export?: string;
  /** The arguments it is made with (default none): plain data, copied to each worker (structured cloning). */
  args?: readonly unknown[];
}

/**
 * createSearcher's options for a user's game: the game, and the workers (`engine`: only "ts", the
 * reference, runs a user's game).
 */
export interface GameSearcherOptions extends SearcherOptions {
  /** The module that makes the game, loaded in every worker. */
  game: GameModule;
}

/** A search of a user's game: searchGame's request at a position of the game (default: its start). */
export interface GameSearcherRequest extends Omit<GameSearchRequest, "control"> {
  /** Where to search from: moves from the game's start (default: the start). */
  position?: GamePosition;
}

/** A searcher of a user's game: the built-in games' Searcher (./types.ts) at positions of that game. */
export interface GameSearcher {
  /** One search in a worker: the report searchGame gives for the same request at that position. */
  search(request: GameSearcherRequest, options?: RunOptions): Promise<GameSearchReport>;
  /** perft(1..depth) in a worker, from `position` (undefined: the start). */
  perft(
    position: GamePosition | undefined,
    depth: number,
    options?: Pick<RunOptions, "signal" | "onStart">,
  ): Promise<number[]>;
  /**
   * A player (createGamePlayer(spec)) at `position` (undefined: the start), in a worker of its own
   * that holds its tree and its game between moves.
   */
  createPlayer(spec: PlayerSpec, position?: GamePosition): Promise<AsyncPlayer>;
  /** Ends the workers, the players' too, at once; work still running or waiting rejects. */
  close(): Promise<void>;
}
