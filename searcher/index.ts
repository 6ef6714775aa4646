// The searcher's types and the environment-free parts, for both entries.

export type { Searcher, SearcherOptions, RunOptions, AsyncPlayer, PlayerRunOptions } from "./types.js";
export type { KitSearcher, KitSearcherOptions } from "./kit-types.js";
