// The dispatch both createSearcher entries share (./node.ts in Node, ./browser.ts in
// browsers), given how their environment spawns a worker: a user's game module, a kit's
// core, or the built-in core.

import { compileCore, compileKitCore } from "../bindings/index.js";
import { createPool, type Endpoint } from "./pool.js";
import { createGameSearcher, isGameSearcherOptions } from "./own-game-pool.js";
import type { GameSearcher, GameSearcherOptions } from "./own-game-types.js";
import type { Searcher, SearcherOptions } from "./types.js";
import type { KitSearcher, KitSearcherOptions } from "./kit-types.js";

export async function searcherOn(
  spawn: () => Endpoint,
  options?: SearcherOptions | GameSearcherOptions | KitSearcherOptions,
): Promise<Searcher | GameSearcher | KitSearcher> {
  if (isGameSearcherOptions(options)) return createGameSearcher(spawn, options);
  const core = (options as KitSearcherOptions | undefined)?.core;
  if (core === undefined) return createPool(await compileCore(), spawn, options);
  return createPool(await compileKitCore(core), spawn, options, "the game core") as unknown as KitSearcher;
}
