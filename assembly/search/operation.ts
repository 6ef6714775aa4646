// The start of every operation the host begins on a game (a search, a perft, a solve, a
// player's move): nothing of the operation before survives into it but what is meant to
// (the players' trees, the settings the bindings set). The last result and the counters
// are globals read after the call; an operation that sets no result (a search cut short,
// a perft) would otherwise leave the last one's, a line of another game or position,
// which naming it would play there. The reference has no twin: its searches return
// their results as values.

import { resetCounters } from "./stats";
import { clearResult } from "./result";
import { clearResultValues } from "./result-values";
import { lineNone } from "./line";

/** A clean start: no result, no line, every counter 0. */
export function beginOperation(): void {
  resetCounters();
  clearResult();
  clearResultValues();
  lineNone();
}
