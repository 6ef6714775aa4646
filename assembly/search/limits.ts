// The stopping rules of a search (mirrors reference/search/stats.ts, Limits and Budget):
// the depth limit of the best-first searches (the smaller of the 1992 stopping depth and
// the 1994 depth bound), the node budget and the time budget. The clock is the one
// import of the core, read every 1024 checks rather than every node.

import { generated } from "./counters";

// @ts-ignore: decorator
@external("env", "now")
declare function now(): f64;

export let depthLimit: i32 = i32.MAX_VALUE;
/** The most nodes best-first's tree may hold in a search (set by the bindings before each search). */
export let memoryLimit: i32 = i32.MAX_VALUE;
/** Set when a search's tree reached `memoryLimit` (the search then ends without a result). */
export let treeFull: bool = false;
let nodeBudget: i64 = i64.MAX_VALUE;
let deadline: f64 = Infinity;
let checks: i32 = 0;
let timeUp: bool = false;

/** Sets the rules for the next search; 0 (or less) means "no such rule". */
export function setLimits(stopDepth: i32, bound: i32, nodes: f64, timeMs: f64): void {
  depthLimit = i32.MAX_VALUE;
  if (stopDepth > 0) depthLimit = stopDepth;
  if (bound > 0 && bound < depthLimit) depthLimit = bound;
  nodeBudget = nodes > 0 ? <i64>nodes : i64.MAX_VALUE;
  deadline = timeMs > 0 ? now() + timeMs : Infinity;
  checks = 0;
  timeUp = false;
  treeFull = false;
}

export function setMemoryLimit(nodes: i32): void { memoryLimit = nodes; }
export function noteTreeFull(): void { treeFull = true; }

/** True once the node or the time budget is spent. */
export function budgetExhausted(): bool {
  if (generated >= nodeBudget) return true;
  if (deadline != Infinity && (++checks & 1023) == 0 && now() >= deadline) timeUp = true;
  return timeUp;
}
