// The searcher's types and the environment-free parts, for both entries.

export type { Searcher, SearcherOptions, RunOptions, AsyncPlayer, PlayerRunOptions } from "./types.js";
export type { GameModule, GameSearcher, GameSearcherOptions, GameSearcherRequest } from "./own-game-types.js";
export type { KitSearcher, KitSearcherOptions } from "./kit-types.js";
export {
  DEFAULT_STARTUP_MS,
  STOP_GRACE_MS,
  WATCHDOG_GRACE_SHARE,
  WATCHDOG_MIN_GRACE_MS,
  watchdogGraceMs,
} from "./watchdog.js";
/** A user's game module's game, made and checked as the workers make it (`bestfirst train --game-module`). */
export { loadGameModule } from "./own-game-serve.js";
