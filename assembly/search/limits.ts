// When a search must stop: the depth limit, the node budget, the move-call budget and the
// time budget; and min/max approximation's parameters. The clock is not read every node
// (a read costs more than a fast game's node) but at a stride of work that adapts to the
// game (clockStride): the stride doubles while reads come less than half a target time
// apart (1 ms, less under short budgets) and halves until they come less than twice that
// apart, so a game of 5 ms a node reads the clock at every check and a fast built-in game
// every CLOCK_NODES nodes, as it did at a fixed stride. The work counted is the nodes
// generated, the checks themselves, and work that generates no node (noteWork). Inside
// one wide expansion the searches read the clock alone every probeMask + 1 children
// (deadlinePassed), probeMask following the stride. A watched search (the host installed
// a watcher: an asynchronous search, the command line) also calls the host's
// `checkpoint` at every 1024th check, whatever the clock: the host reports progress there
// and may stop the search, which then ends as if its node budget were the nodes generated
// so far. Unwatched searches never call it. Clock reads only ever stop a search whose time
// is up: without a time budget that fires, the nodes visited are the same at any stride.

import { generated } from "./stats";
import { helperStopped } from "./lazy-smp";

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
/** Budgets below SHORT_MS read the clock at a target of a hundredth of the budget, not TARGET_MS. */
const SHORT_MS: f64 = 100;
/** The time wanted between two clock reads. */
const TARGET_MS: f64 = 1;
let target: f64 = TARGET_MS;
/** Work between two clock reads at most (counted at the checks): the stride's ceiling. */
const CLOCK_NODES: i64 = 4096;
/** Work between two clock reads (a power of two, 1 to CLOCK_NODES), adapted at each read at a check. */
let clockStride: i64 = CLOCK_NODES;
/** When the clock was last read at a check. */
let lastRead: f64 = 0;
/** The work count (count + work + checks) at which a check reads the clock next. */
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
  lastRead = timeMs > 0 ? now() : 0;
  deadline = timeMs > 0 ? lastRead + timeMs : Infinity;
  clocked = deadline != Infinity || watched;
  target = timeMs > 0 && timeMs < SHORT_MS ? timeMs / SHORT_MS : TARGET_MS;
  // Under a time budget the first checks read the clock at every check: the stride grows from there.
  clockStride = deadline != Infinity ? 1 : CLOCK_NODES;
  probeMask = <i32>clockStride - 1;
  checks = 0;
  checkedCount = 0;
  clockAt = clockStride;
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

/** alphabeta-tt's principal-variation search (null windows after a node's first child), set with the settings. */
export let pvs: bool = false;
export function setPvs(on: bool): void { pvs = on; }

/** alphabeta-tt's history heuristic (moves ordered by their cutoffs), set with the settings. */
export let history: bool = false;
export function setHistory(on: bool): void { history = on; }

/** alphabeta-tt's late-move reductions (late moves a ply shallower first), set with the settings. */
export let lmr: bool = false;
export function setLmr(on: bool): void { lmr = on; }

/** alphabeta-tt's quiescence search at the horizon (over the game's noisy moves), set with the settings. */
export let quiescence: bool = false;
export function setQuiescence(on: bool): void { quiescence = on; }

/** alphabeta-tt's null-move pruning with verification, set with the settings. */
export let nullMove: bool = false;
export function setNullMove(on: bool): void { nullMove = on; }

/** The static evaluation: false the hand evaluation, true the learned one (Othello's; the bindings load it first). */
export let learnedEvaluation: bool = false;
export function setEvaluation(learned: bool): void { learnedEvaluation = learned; }

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
  // The threads build: a Lazy SMP helper stops when its lead says so (./lazy-smp.ts).
  if (ASC_FEATURE_THREADS && helperStopped()) return true;
  return clocked ? clockedCheck(count) : timeUp;
}

/** Whether the operation has a budget or a watcher to check (a search without one skips its checks). */
export function bounded(): bool {
  return budget != i64.MAX_VALUE || clocked;
}

/** Children between two probes of the root's expansion for the watcher (./root-stop.ts), and probeMask's ceiling. */
export const PROBE_MASK: i32 = 4095;

/**
 * Children between two reads of the clock inside one expansion, less one (deadlinePassed):
 * the clock's stride less one, PROBE_MASK without a time budget. Always 2^k - 1, so that
 * every (PROBE_MASK + 1)-th child is a probe whatever the mask was at each read.
 */
export let probeMask: i32 = PROBE_MASK;

/**
 * Inside one wide expansion, every probeMask + 1 children: true once the time budget is
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
  const done = count + work + <i64>checks;
  if (deadline != Infinity && done >= clockAt) {
    const t = now();
    if (t >= deadline) timeUp = true;
    adaptStride(t - lastRead);
    lastRead = t;
    clockAt = done + clockStride;
  }
  if (watched && (checks & CHECK_INTERVAL_MASK) == 0 && checkpoint(1) != 0) timeUp = true;
  return timeUp;
}

/**
 * The clock's stride after a read `dt` ms after the last: doubled (to CLOCK_NODES at most)
 * when the reads come less than half the target apart, halved until they would come less
 * than twice the target apart (a game that slows down is caught up with at once).
 */
function adaptStride(dt: f64): void {
  if (dt < target * 0.5) {
    if (clockStride < CLOCK_NODES) clockStride <<= 1;
  } else {
    while (dt > target * 2 && clockStride > 1) {
      clockStride >>= 1;
      dt *= 0.5;
    }
  }
  probeMask = <i32>clockStride - 1;
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
