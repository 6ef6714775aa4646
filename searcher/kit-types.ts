// The searcher over a game core built by the kit (`createSearcher({ core })`,
// docs/your-game.md): the Searcher of ./types.ts on the kit's positions.

import type { KitPosition, KitSearchRequest, PlayerSpec } from "../contract/index.js";
import type { KitCore } from "../bindings/kit-load.js";
import type { AsyncPlayer, RunOptions, Searcher, SearcherOptions } from "./types.js";

export interface KitSearcherOptions extends Omit<SearcherOptions, "engine"> {
  /** The game core: its bytes, its compiled module, or its URL. */
  core: KitCore;
  /** Only the WebAssembly engine runs a game core. */
  engine?: "wasm";
}

/** A searcher over a kit's game: its positions are the game's start, then moves by name, then by index. */
export interface KitSearcher {
  search(request: Omit<KitSearchRequest, "control">, options?: RunOptions): ReturnType<Searcher["search"]>;
  perft(position: KitPosition, depth: number, options?: Parameters<Searcher["perft"]>[2]): Promise<number[]>;
  solve(position: KitPosition, options?: Parameters<Searcher["solve"]>[1]): ReturnType<Searcher["solve"]>;
  createPlayer(spec: PlayerSpec, position: KitPosition): Promise<AsyncPlayer>;
  close(): Promise<void>;
}
