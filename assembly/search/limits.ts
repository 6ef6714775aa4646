// The stopping rules of a search (mirrors reference/search/limits.ts, Limits and Budget):
// the depth limit of the best-first searches (the smaller of the 1992 stopping depth and
// the 1994 depth bound), the node budget, the move-call budget and the time budget; and
// min/max approximation's parameters. The clock is read every 1024 checks (8 under short
// budgets) rather than every node, and also whenever CLOCK_NODES nodes were generated
// since it was last read, so a search whose checks are far apart in work (an expansion
// of 65,536 children a check) still sees its deadline within a few thousand nodes; work
// that generates no node (noteWork) counts too. Inside one wide expansion the searches
// read the clock alone (deadlinePassed). A watched search (the host installed a watcher:
// an asynchronous search, the command line) also calls the host's `checkpoint` at those
// checks: the host reports progress there and may stop the search, which then ends as if
// its node budget were the nodes generated so far. Unwatched searches never call it.

import { generated } from "./stats";

// @ts-ignore: decorator
@external("env", "now")
declare function now(): f64;

// @ts-ignore: decorator
@external("env", "checkpoint")
declare function checkpoint(canStop: i32): i32;

/** Budget checks between two clock reads or host checkpoints. */
const CHECK_INTERVAL_MASK: i32 = 1023;

export let depthLimit: i32 = i32.MAX_VALUE;
/** The most nodes best-first's tree may hold in a search (set by the bindings before each search). */
export let memoryLimit: i32 = i32.MAX_VALUE;
/** Set when a search's tree reached `memoryLimit` (the search then ends without a result). */
export let treeFull: bool = false;
/**
 * Set when RBFMS's regeneration ledger could not record a node (./regeneration-ledger.ts):
 * RBFMS stops there; a search then ends with an error, a player plays its move.
 */
export let ledgerFull: bool = false;
let nodeBudget: i64 = i64.MAX_VALUE;
let moveBudget: i64 = i64.MAX_VALUE;
/** The smaller of the two budgets: the count at which the search stops. */
let budget: i64 = i64.MAX_VALUE;
/** Whether a budget check also counts toward the clock or the watcher (see budgetExhausted). */
let clocked: bool = false;
/** Min/max approximation: the generalized mean's exponent and the constant added to each penalty. */
export let mmaP: f64 = 10;
export let mmaConstant: f64 = 0;
let deadline: f64 = Infinity;
let checks: i32 = 0;
/** The clock is read every clockMask + 1 checks: every 1024, or every 8 under budgets below SHORT_MS. */
let clockMask: i32 = 1023;
const SHORT_MS: f64 = 100;
/** Nodes generated between two clock reads at most (counted at the checks). */
const CLOCK_NODES: i64 = 4096;
/** The count at which the clock is read next, whatever the checks' count. */
let clockAt: i64 = CLOCK_NODES;
/**
 * Work that generates no node, counted toward the clock's next read (noteWork): mma's
 * walk to its tip and its updates up the path, which grow with the depth and the children.
 */
let work: i64 = 0;
let timeUp: bool = false;
let watched: bool = false;
/** The deepest completed iteration of iterative deepening (0: none yet): progress reads it. */
export let completedDepth: i32 = 0;

/** Sets the rules for the next search; 0 (or less) means "no such rule". */
export function setLimits(stopDepth: i32, bound: i32, nodes: f64, timeMs: f64, moves: f64 = 0): void {
  moveBudget = moves > 0 ? <i64>moves : i64.MAX_VALUE;
  depthLimit = i32.MAX_VALUE;
  if (stopDepth > 0) depthLimit = stopDepth;
  if (bound > 0 && bound < depthLimit) depthLimit = bound;
  nodeBudget = nodes > 0 ? <i64>nodes : i64.MAX_VALUE;
  budget = nodeBudget < moveBudget ? nodeBudget : moveBudget;
  deadline = timeMs > 0 ? now() + timeMs : Infinity;
  clocked = deadline != Infinity || watched;
  clockMask = timeMs > 0 && timeMs < SHORT_MS ? 7 : 1023;
  checks = 0;
  checkedCount = 0;
  clockAt = CLOCK_NODES;
  work = 0;
  timeUp = false;
  completedDepth = 0;
  treeFull = false;
  ledgerFull = false;
  cutShort = false;
}

/** Installs (or removes) the host's watcher for the searches that follow. */
export function setWatched(on: bool): void {
  watched = on;
  clocked = deadline != Infinity || watched;
}

export function setMemoryLimit(nodes: i32): void { memoryLimit = nodes; }
export function noteTreeFull(): void { treeFull = true; }
export function noteLedgerFull(): void { ledgerFull = true; }

/**
 * Whether RBFMS keeps its regeneration ledger (the instrument behind its `regenerated`
 * count; about a tenth of its time): set by the bindings before every search and player move.
 */
export let countingRegenerations: bool = true;
export function setCountRegenerations(on: bool): void { countingRegenerations = on; }

/** alphabeta-tt's aspiration window's half-width (0: none), set by the bindings before every search. */
export let aspiration: i32 = 0;
export function setAspiration(w: i32): void { aspiration = w; }

/** The move-call budget the ABI's next search is to take (setLimits applies it). */
export let requestedMoves: f64 = 0;

/**
 * Sets the move-call budget of the ABI's searches (0: none) and min/max approximation's
 * parameters; they stay until set again (the bindings set them before every search).
 */
export function setSearchSettings(moves: f64, p: f64, constant: f64): void {
  requestedMoves = moves;
  mmaP = p;
  mmaConstant = constant;
}

/** True when an expansion making `n` calls to the move routine would pass the move-call budget. */
export function movesExceeded(n: i32): bool {
  return generated + <i64>n > moveBudget;
}

/**
 * True once the node, move-call or time budget is spent, or the watcher stopped the
 * search. Inlined: the best-first searches check once per expansion, and an unclocked
 * search's check is one compare; the clock and the watcher are consulted out of line.
 */
// @ts-ignore: decorator
@inline export function budgetExhausted(): bool {
  return countExhausted(generated);
}

/**
 * budgetExhausted for an operation that counts its own nodes (`count`: perft's
 * positions, a solver's nodes): the same node budget, clock and watcher.
 */
// @ts-ignore: decorator
@inline export function countExhausted(count: i64): bool {
  if (count >= budget) return true;
  return clocked ? clockedCheck(count) : timeUp;
}

/** Whether the operation has a budget or a watcher to check (a search without one skips its checks). */
export function bounded(): bool {
  return budget != i64.MAX_VALUE || clocked;
}

/** Children between two reads of the clock inside one expansion (deadlinePassed). */
export const PROBE_MASK: i32 = 4095;

/**
 * Inside one wide expansion, every PROBE_MASK + 1 children: true once the time budget is
 * spent (sticky: the next budget check says so too). Only the clock: the node budget and
 * the watcher stay at the budget checks, so where a node budget or a control stops a
 * search does not move.
 */
export function deadlinePassed(): bool {
  if (deadline != Infinity && now() >= deadline) timeUp = true;
  return timeUp;
}

/** Whether a watcher is installed (the root's expansion asks it at every probe: ./root-stop.ts). */
export function isWatched(): bool { return watched; }

/** Asks the watcher whether to stop, outside the budget checks (./root-stop.ts); sticky, as deadlinePassed. */
export function askWatcher(): bool {
  if (checkpoint(1) != 0) timeUp = true;
  return timeUp;
}

/** Counts `steps` of work that generate no node toward the clock's next read (see `work`). */
// @ts-ignore: decorator
@inline export function noteWork(steps: i32): void { work += steps; }

/** The count the last clocked check saw (a bounded perft's or solve's progress reports it). */
export let checkedCount: i64 = 0;

/** budgetExhausted's count toward the clock and the watcher. */
function clockedCheck(count: i64): bool {
  ++checks;
  checkedCount = count;
  if (deadline != Infinity && ((checks & clockMask) == 0 || count + work >= clockAt)) {
    clockAt = count + work + CLOCK_NODES;
    if (now() >= deadline) timeUp = true;
  }
  if (watched && (checks & CHECK_INTERVAL_MASK) == 0 && checkpoint(1) != 0) timeUp = true;
  return timeUp;
}

/**
 * Set when an operation with no answer before its end (minimax, alpha-beta to a fixed
 * horizon, perft, a solve) was stopped by a budget or the watcher: the bindings then
 * refuse its result with an error that says so.
 */
export let cutShort: bool = false;
export function noteCutShort(): void { cutShort = true; }

/** Iterative deepening finished the iteration to `horizon`. */
export function noteCompletedDepth(horizon: i32): void {
  completedDepth = horizon;
}
