// Lazy SMP's state in one instance of the threads build (build/core-threads.wasm): whether
// the next alphabeta-tt search uses a table made ready beforehand (the lead's, prepared
// before its helpers start; or the lead's shared with a helper), the helper's depth offset,
// and the flag in shared memory that stops a helper. The normal build never reads any of it
// (every use is behind ASC_FEATURE_THREADS, false there); ../threads/abi.ts sets it.

/** Whether the next search keeps the table as it is (set by the ABI, ../threads/abi.ts). */
export let tableGiven: bool = false;
/** Whether the table is given for good (a helper's, until it leaves), not for the next search only. */
let joined: bool = false;
/** Plies a helper's first iteration starts deeper than the lead's (1). */
let depthOffset: i32 = 0;
/** The address of the i32 that stops a helper when nonzero (0: none, the lead). */
let stopAt: usize = 0;

export function giveTable(helper: bool, offset: i32, stop: usize): void {
  tableGiven = true;
  joined = helper;
  depthOffset = offset;
  stopAt = stop;
}

/** After a search: a lead's table is its own again; a helper's stays given until it leaves. */
export function tableTaken(): void {
  if (!joined) tableGiven = false;
}

export function leave(): void {
  tableGiven = false;
  joined = false;
  depthOffset = 0;
  stopAt = 0;
}

/** The first horizon of iterative deepening: 1, and a helper's deeper by its offset (at most `deepest`). */
export function firstHorizon(deepest: i32): i32 {
  const first = 1 + depthOffset;
  return first < deepest ? first : deepest < 1 ? 1 : deepest;
}

/** Whether the lead has told this helper to stop (an atomic read of the shared flag). */
// @ts-ignore: decorator
@inline export function helperStopped(): bool {
  return stopAt != 0 && atomic.load<i32>(stopAt) != 0;
}
