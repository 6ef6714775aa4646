// The stopping rules of a search (mirrors reference/search/limits.ts, Limits and Budget):
// the depth limit of the best-first searches (the smaller of the 1992 stopping depth and
// the 1994 depth bound), the node budget, the move-call budget and the time budget; and
// min/max approximation's parameters. The clock is read every
// 1024 checks rather than every node. A watched search (the host installed a watcher:
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
/** Polls (searches without budgets) between two host checkpoints. */
const POLL_INTERVAL_MASK: i32 = 4095;

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
let timeUp: bool = false;
let watched: bool = false;
let polls: i32 = 0;
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
  polls = 0;
  timeUp = false;
  completedDepth = 0;
  treeFull = false;
  ledgerFull = false;
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
  if (generated >= budget) return true;
  return clocked ? clockedCheck() : timeUp;
}

/** budgetExhausted's count toward the clock and the watcher. */
function clockedCheck(): bool {
  ++checks;
  if (deadline != Infinity && (checks & clockMask) == 0 && now() >= deadline) timeUp = true;
  if (watched && (checks & CHECK_INTERVAL_MASK) == 0 && checkpoint(1) != 0) timeUp = true;
  return timeUp;
}

/**
 * Lets the watcher see a search that has no budget checks (minimax, alpha-beta to a
 * fixed horizon): its progress only. Such a search cannot end early with a result; the
 * asynchronous layer stops it by ending its worker.
 */
// @ts-ignore: decorator
@inline export function poll(): void {
  if (watched && (++polls & POLL_INTERVAL_MASK) == 0) checkpoint(0);
}

/** Iterative deepening finished the iteration to `horizon`. */
export function noteCompletedDepth(horizon: i32): void {
  completedDepth = horizon;
}
