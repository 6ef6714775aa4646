// A test-only hook (test/kill-resume.ts): BESTFIRST_TEST_PAUSE_AFTER=N makes a run's results
// writer stop for good after the N-th record this process writes (N = 0: as soon as the
// file is open, checked and its header written), once it has said so on stderr, so that a
// test's kill lands exactly there however fast or busy the machine is. Unset (always,
// outside the tests), it costs one comparison a record.

import { writeSync } from "node:fs";

/** The marker the paused writer prints on stderr, on a line of its own. */
export const PAUSED = "bestfirst test: paused after";

/** The records to write before pausing, from the environment; Infinity when unset or not an integer. */
function pauseAfter(): number {
  const text = process.env.BESTFIRST_TEST_PAUSE_AFTER;
  return text !== undefined && /^(?:0|[1-9]\d{0,8})$/.test(text) ? Number(text) : Number.POSITIVE_INFINITY;
}

const limit = pauseAfter();
let written = 0;

/** Says so on stderr, then blocks this thread until the process is killed. */
function pause(): never {
  writeSync(2, `${PAUSED} ${written} records\n`);
  // Atomics.wait sleeps without spinning; nothing ever wakes it.
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

/** A results file is open and ready for records: pauses here under BESTFIRST_TEST_PAUSE_AFTER=0. */
export function resultsOpened(): void {
  if (written >= limit) pause();
}

/** Counts a record written; pauses at the limit. */
export function recordWritten(): void {
  if (++written >= limit) pause();
}
