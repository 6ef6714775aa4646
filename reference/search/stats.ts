// What a search counts and when it must stop: kept apart from the algorithms, as in
// Stockfish, so each search loop reads top to bottom. Counting follows
// docs/searches.md: a node is generated when it is created and statically evaluated
// (the root is given, not generated); expanded when its children are generated;
// regenerated when a recursive search generates it again.

import type { SearchLimits } from "../../contract/index.js";

export class SearchStats {
  generated = 0;
  expanded = 0;
  regenerated = 0;
  /** The most nodes held at once: best-first's node store, RBFMS's recursion frames. */
  peakStore = 0;
}

/** The stopping rules a caller may combine (all optional; docs/searches.md). */
export type Limits = SearchLimits;

/** Checks the node, move-call and time budgets; the time is read every 1024 checks (8 under short budgets), not every node. */
export class Budget {
  private readonly nodes: number;
  private readonly moves: number;
  private readonly deadline: number;
  private checks = 0;
  private timeUp = false;
  /** The clock is read every 1024 checks, or every 8 under budgets below 100 ms (Rivest's scaled seconds). */
  private readonly clockMask: number;

  constructor(limits: Limits, private readonly now: () => number = () => performance.now()) {
    this.nodes = limits.nodes ?? Infinity;
    this.moves = limits.moveCalls ?? Infinity;
    this.deadline = limits.time === undefined ? Infinity : now() + limits.time;
    this.clockMask = limits.time !== undefined && limits.time < 100 ? 7 : 1023;
  }

  /** True when an expansion that makes `n` calls to the move routine would pass the move-call budget. */
  movesExceeded(stats: SearchStats, n: number): boolean {
    return stats.generated + n > this.moves;
  }

  exhausted(stats: SearchStats): boolean {
    if (stats.generated >= this.nodes || stats.generated >= this.moves) return true;
    if (this.deadline !== Infinity && (++this.checks & this.clockMask) === 0 && this.now() >= this.deadline) this.timeUp = true;
    return this.timeUp;
  }
}

/** What every search returns: moves as indices into the game's move order. */
export interface SearchOutcome {
  /** The move chosen at the root (an index into its moves). */
  move: number;
  /** The root's backed-up value, from MAX's point of view. */
  value: number;
  /** The principal variation, as move indices from the root. */
  pv: number[];
  stats: SearchStats;
}
