// When a search must stop: the stopping rules a caller may combine and the budget checks
// (node, move-call and time budgets, and the watcher's checkpoint). Kept apart from the
// algorithms, as in Stockfish, so each search loop reads top to bottom. Mirrors
// assembly/search/limits.ts.

import type { SearchLimits } from "../../contract/index.js";
import type { SearchStats } from "./stats.js";

/**
 * The stopping rules a caller may combine (all optional; docs/searches.md), and the
 * watcher's checkpoint (the engine builds it from the request's control): called every
 * 1024th budget check, as the core calls env.checkpoint, with the search's budget (its
 * completed iteration and its line, where it has them); true
 * stops the search there.
 */
export type Limits = SearchLimits & { checkpoint?: (stats: SearchStats, budget: Budget | undefined, canStop: boolean) => boolean };

/** The line a search would play if it stopped now: move indices from the root, and its value. */
export interface Line {
  pv: number[];
  value: number;
}

/** Iterative deepening's deepest completed iteration, for the watcher's progress. */
export interface Completed {
  move: number;
  value: number;
  depth: number;
}

/** Children between two reads of the clock inside one expansion (Budget.deadlinePassed; the core's PROBE_MASK). */
export const PROBE_MASK = 4095;

/** Nodes generated between two clock reads at most (as the core: assembly/search/limits.ts). */
const CLOCK_NODES = 4096;

/**
 * Checks the node, move-call and time budgets; the time is read every 1024 checks (8
 * under short budgets), not every node, and also whenever CLOCK_NODES nodes were
 * generated since it was last read (a check an expansion of 65,536 children apart still
 * sees the deadline within a few thousand nodes); work that generates no node (noteWork) counts too.
 */
export class Budget {
  private readonly nodes: number;
  private readonly moves: number;
  private readonly deadline: number;
  private readonly checkpoint: Limits["checkpoint"];
  private checks = 0;
  private clockAt = CLOCK_NODES;
  /** Work that generates no node (mma's walk and updates), counted toward the clock's next read. */
  private work = 0;
  private timeUp = false;
  /** Set by iterative deepening after each iteration (the watcher reports it). */
  completed: Completed | undefined = undefined;
  /**
   * Set by the search when it starts (after each iteration: id): reads its current line,
   * for the watcher's progress, without changing anything (the core: assembly/search/line.ts).
   */
  line: (() => Line) | undefined = undefined;
  /** The clock is read every 1024 checks, or every 8 under budgets below 100 ms (Rivest's scaled seconds). */
  private readonly clockMask: number;

  constructor(limits: Limits, private readonly now: () => number = () => performance.now()) {
    this.nodes = limits.nodes ?? Infinity;
    this.moves = limits.moveCalls ?? Infinity;
    this.deadline = limits.time === undefined ? Infinity : now() + limits.time;
    this.checkpoint = limits.checkpoint;
    this.clockMask = limits.time !== undefined && limits.time < 100 ? 7 : 1023;
  }

  /**
   * Inside one wide expansion, every PROBE_MASK + 1 children: true once the time budget is
   * spent (sticky). Only the clock: the node budget and the watcher stay at the budget
   * checks, so where a node budget or a control stops a search does not move.
   */
  deadlinePassed(): boolean {
    if (this.deadline !== Infinity && this.now() >= this.deadline) this.timeUp = true;
    return this.timeUp;
  }

  /**
   * Inside the root's expansion, every PROBE_MASK + 1 children (./root-stop.ts): true once
   * the time budget is spent or the watcher says stop. The watcher is asked at every such
   * probe (not every 1024th: a root's expansion makes few), seeing `best` as the line the
   * search would play and the counts as a stop there leaves them: the `uncounted` children
   * generated (a search that counts them at the expansion's end), and no expansion (less
   * the root's, where it was counted as it began: `rootCounted`). The node and move-call
   * budgets never stop a root's expansion.
   */
  rootStopped(stats: SearchStats, uncounted: number, rootCounted: boolean, best: () => Line): boolean {
    if (this.deadlinePassed()) return true;
    if (!this.checkpoint) return false;
    const line = this.line, expanded = rootCounted ? 1 : 0;
    this.line = best;
    stats.generated += uncounted;
    stats.expanded -= expanded;
    if (this.checkpoint(stats, this, true)) this.timeUp = true;
    stats.generated -= uncounted;
    stats.expanded += expanded;
    this.line = line;
    return this.timeUp;
  }

  /** Counts `steps` of work that generate no node toward the clock's next read. */
  noteWork(steps: number): void {
    this.work += steps;
  }

  /** True when an expansion that makes `n` calls to the move routine would pass the move-call budget. */
  movesExceeded(stats: SearchStats, n: number): boolean {
    return stats.generated + n > this.moves;
  }

  exhausted(stats: SearchStats): boolean {
    return this.exhaustedAt(stats.generated, stats);
  }

  /** exhausted for an operation that counts its own nodes (`count`: a solver's nodes); `stats` go to the watcher. */
  exhaustedAt(count: number, stats: SearchStats): boolean {
    if (count >= this.nodes || count >= this.moves) return true;
    if (this.deadline !== Infinity || this.checkpoint) {
      ++this.checks;
      if (this.deadline !== Infinity && ((this.checks & this.clockMask) === 0 || count + this.work >= this.clockAt)) {
        this.clockAt = count + this.work + CLOCK_NODES;
        if (this.now() >= this.deadline) this.timeUp = true;
      }
      if (this.checkpoint && (this.checks & 1023) === 0 && this.checkpoint(stats, this, true)) this.timeUp = true;
    }
    return this.timeUp;
  }
}

/** Whether a request has anything to check (a budget or a watcher): a search without one skips its checks. */
export function isBounded(limits: Limits): boolean {
  return limits.nodes !== undefined || limits.time !== undefined || limits.moveCalls !== undefined || limits.checkpoint !== undefined;
}

