// Which options each piece of a searcher's work takes, so that a misspelt one ("nodez",
// budgets given to a user's game's perft) is refused, as the engine refuses its own calls'
// (contract/options.ts). The keys are checked before any value is read.

import { isRevokedProxy } from "../contract/errors.js";
import { checkKnownKeys } from "../contract/options.js";
import type { Work } from "./protocol.js";

/**
 * RunOptions' keys (./types.ts), which every call takes: one options object may serve them
 * all, and perft and solve, which report no progress, never call onProgress.
 */
const RUN = ["signal", "onProgress", "progressMs", "onStart"] as const;
/** perft's and solve's: the run options and the engine's bounds. */
const PERFT = [...RUN, "nodes", "time"] as const;

/** The call a work's options belong to, as messages name it, and the keys it takes; none: it is given no options. */
const TAKES: Partial<Record<Work["op"], { call: string; keys: readonly string[] }>> = {
  search: { call: "search", keys: RUN },
  perft: { call: "perft", keys: PERFT },
  solve: { call: "solve", keys: ["weak", ...PERFT] },
  "player-choose": { call: "choose", keys: RUN },
  "game-search": { call: "search", keys: RUN },
  "game-perft": { call: "perft", keys: RUN },
};

/**
 * Refuses a key of `options` that `work`'s call does not take. Options that are no plain
 * object are let be: checkRunOptions (./pool.ts) refuses those with its own message.
 */
export function checkWorkOptionKeys(work: Work, options: unknown): void {
  const takes = TAKES[work.op];
  if (takes === undefined || options === null || typeof options !== "object" || Array.isArray(options)) return;
  if (isRevokedProxy(options)) return;
  checkKnownKeys(takes.call, options, takes.keys);
}
