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
export type Limits = SearchLimits & {
  checkpoint?: (stats: SearchStats, budget: Budget | undefined, canStop: boolean) => boolean;
};

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

/** Children between two probes of the root's expansion for the watcher (./root-stop.ts), and probeMask's ceiling. */
export const PROBE_MASK = 4095;

/**
 * Children between two reads of the clock inside one expansion, less one
 * (Budget.deadlinePassed; the core's probeMask): the running search's clock stride less
 * one, PROBE_MASK without a time budget. Always 2^k - 1, so that every (PROBE_MASK + 1)-th
 * child is a probe whatever the mask was at each read. One for the module, as the core's
 * global: searches run one at a time, and a stale mask only moves a clock read.
 */
export let probeMask = PROBE_MASK;

/**
 * Inside a wide expansion, before child `move`: true where the clock is read there (every
 * probeMask + 1 children) and the time budget is spent. Without a budget, never.
 */
export function lateAt(budget: Budget | undefined, move: number): boolean {
  return budget !== undefined && (move & probeMask) === probeMask && budget.deadlinePassed();
}

/** Whether the probe rootProbeDue found due is also the watcher's (every PROBE_MASK + 1 children). */
let watcherDue = false;

/**
 * Before generating the root's child `move`: a probe is due after every probeMask + 1
 * children (the clock), the watcher's among them after every PROBE_MASK + 1 (./root-stop.ts).
 */
export function rootProbeDue(move: number): boolean {
  if (move <= 0 || (move & probeMask) !== 0) return false;
  watcherDue = (move & PROBE_MASK) === 0;
  return true;
}

/** Work between two clock reads at most: the stride's ceiling (as the core: assembly/search/limits.ts). */
const CLOCK_NODES = 4096;
/** The time wanted between two clock reads, in ms; budgets below SHORT_MS want a hundredth of the budget. */
const TARGET_MS = 1,
  SHORT_MS = 100;

/**
 * Checks the node, move-call and time budgets. The clock is not read every node but at a
 * stride of work that adapts to the game, as the core's (assembly/search/limits.ts): it
 * doubles while reads come less than half the target time apart and halves until they
 * come less than twice that apart; the work counted is the nodes, the checks and the work
 * that generates no node (noteWork). Clock reads only stop a search whose time is up.
 */
export class Budget {
  private readonly nodes: number;
  private readonly moves: number;
  private readonly deadline: number;
  private readonly checkpoint: Limits["checkpoint"];
  private checks = 0;
  /** Work between two clock reads at a check (a power of two, 1 to CLOCK_NODES). */
  private stride: number;
  private readonly target: number;
  /** When the clock was last read at a check. */
  private lastRead: number;
  /** The work count (count + work + checks) at which a check reads the clock next. */
  private clockAt: number;
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

  constructor(
    limits: Limits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.nodes = limits.nodes ?? Infinity;
    this.moves = limits.moveCalls ?? Infinity;
    this.lastRead = limits.time === undefined ? 0 : now();
    this.deadline = limits.time === undefined ? Infinity : this.lastRead + limits.time;
    this.checkpoint = limits.checkpoint;
    this.target = limits.time !== undefined && limits.time < SHORT_MS ? limits.time / SHORT_MS : TARGET_MS;
    // Under a time budget the first checks read the clock at every check: the stride grows from there.
    this.stride = this.clockAt = this.deadline !== Infinity ? 1 : CLOCK_NODES;
    probeMask = this.stride - 1;
  }

  /**
   * Inside one wide expansion, every probeMask + 1 children: true once the time budget is
   * spent (sticky). Only the clock: the node budget and the watcher stay at the budget
   * checks, so where a node budget or a control stops a search does not move.
   */
  deadlinePassed(): boolean {
    if (this.deadline !== Infinity && this.now() >= this.deadline) this.timeUp = true;
    return this.timeUp;
  }

  /**
   * Inside the root's expansion, every probeMask + 1 children (./root-stop.ts): true once
   * the time budget is spent or the watcher says stop. The watcher is asked every
   * PROBE_MASK + 1 children (not every 1024th check: a root's expansion makes few), seeing `best` as the line the
   * search would play and the counts as a stop there leaves them: the `uncounted` children
   * generated (a search that counts them at the expansion's end), and no expansion (less
   * the root's, where it was counted as it began: `rootCounted`). The node and move-call
   * budgets never stop a root's expansion.
   */
  rootStopped(stats: SearchStats, uncounted: number, rootCounted: boolean, best: () => Line): boolean {
    if (this.deadlinePassed()) return true;
    if (!this.checkpoint || !watcherDue) return false;
    const line = this.line,
      expanded = rootCounted ? 1 : 0;
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
      const done = count + this.work + ++this.checks;
      if (this.deadline !== Infinity && done >= this.clockAt) {
        const t = this.now();
        if (t >= this.deadline) this.timeUp = true;
        this.adaptStride(t - this.lastRead);
        this.lastRead = t;
        this.clockAt = done + this.stride;
      }
      if (this.checkpoint && (this.checks & 1023) === 0 && this.checkpoint(stats, this, true)) this.timeUp = true;
    }
    return this.timeUp;
  }

  /**
   * The clock's stride after a read `dt` ms after the last: doubled (to CLOCK_NODES at
   * most) when the reads come less than half the target apart, halved until they would
   * come less than twice the target apart (a game that slows down is caught up with at once).
   */
  private adaptStride(dt: number): void {
    if (dt < this.target * 0.5) {
      if (this.stride < CLOCK_NODES) this.stride *= 2;
    } else {
      while (dt > this.target * 2 && this.stride > 1) {
        this.stride /= 2;
        dt *= 0.5;
      }
    }
    probeMask = this.stride - 1;
  }
}

/** Whether a request has anything to check (a budget or a watcher): a search without one skips its checks. */
export function isBounded(limits: Limits): boolean {
  return (
    limits.nodes !== undefined ||
    limits.time !== undefined ||
    limits.moveCalls !== undefined ||
    limits.checkpoint !== undefined
  );
}
