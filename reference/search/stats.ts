// What a search counts, and what it returns. Counting follows docs/searches.md: a node
// is generated when it is created and statically evaluated (the root is given, not
// generated); expanded when its children are generated; regenerated when a recursive
// search generates it again. Kept apart from the algorithms, as in Stockfish, so each
// search loop reads top to bottom; the stopping rules are in ./limits.ts. Mirrors
// assembly/search/stats.ts (the counts) and result.ts (the result).

export class SearchStats {
  generated = 0;
  expanded = 0;
  regenerated = 0;
  /** The most nodes held at once: best-first's node store, RBFMS's recursion frames. */
  peakStore = 0;
}

/** What every search returns: moves as indices into the game's move order. */
export interface SearchOutcome {
  /** The move chosen at the root (an index into its moves). */
  move: number;
  /** The root's backed-up value, from MAX's point of view. */
  value: number;
  /** The principal variation, as move indices from the root. */
  pv: number[];
  /** maxn's and n-player expectimax's root vector, a value a player (`value`: the root mover's). */
  values?: number[];
  stats: SearchStats;
  /** A search with no answer before its end (minimax, fixed-horizon alpha-beta) was stopped: the rest is void. */
  cutShort?: boolean;
}
