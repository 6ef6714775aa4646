// The threads build's own exports (build/core-threads.wasm; bindings/threads/ call them):
// a lead makes its table ready before its helpers start and tells them where it is; a
// helper joins it, searches, and leaves.

import { memoryLimit } from "../search/limits";
import { joinTable, prepareTable, tableAddress, tableEntries, tableStamp } from "../search/transposition-table";
import { giveTable, leave } from "../search/lazy-smp";
import { lineBlock } from "../search/instance-block";

/**
 * Four i32 words of this instance's own that the bindings use as flags between threads (Atomics), on a cache line of
 * their own: a helper reads the stop flag at every node, and the lead's hot data beside it would bounce between cores.
 */
const FLAGS: usize = lineBlock(16);

export function threadsFlags(): usize { return FLAGS; }

/** The lead: makes its table ready (at the memory limit set before) for the next alphabeta-tt search to keep. */
export function threadsLead(): void {
  prepareTable(memoryLimit);
  giveTable(false, 0, 0);
}

export function threadsTable(): usize { return tableAddress(); }
export function threadsTableEntries(): i32 { return tableEntries(); }
export function threadsTableStamp(): i32 { return tableStamp(); }

/**
 * A helper: its alphabeta-tt searches use the lead's table (`address`, `entries`, `stamp`), start `offset` plies
 * deeper, and stop when the i32 at `stop` is nonzero; until threadsLeave.
 */
export function threadsJoin(address: usize, entries: i32, stamp: i32, offset: i32, stop: usize): void {
  joinTable(address, entries, stamp);
  giveTable(true, offset, stop);
}

/** A helper goes back to a table of its own. */
export function threadsLeave(): void {
  joinTable(0, 0, 0);
  leave();
}
