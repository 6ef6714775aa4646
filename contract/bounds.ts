// The bounds of an operation that has no answer before its end (perft, solve; minimax and
// fixed-horizon alpha-beta take the same budgets as search limits): a node budget, a time
// budget and a control that may stop it. Stopped by any, it ends with a BestfirstError
// that says so and how far it got, never with a partial count or value that could pass
// for the real one.

import { checkInt, fail } from "./errors.js";
import { checkControl, checkOptionsObject, type SearchControl } from "./control.js";
import { checkKnownKeys, optionsForm, PERFT_OPTIONS } from "./options.js";
import { MAX_TIME_MS, MIN_TIME_MS } from "./search.js";
import { checkReal, MAX_BUDGET } from "./settings.js";

/** The budgets and the watcher of a perft or a solve. */
export interface Bounds {
  /** Node budget: perft's positions made (counted as generated), a solver's nodes. */
  nodes?: number;
  /** Time budget in milliseconds. */
  time?: number;
  /** A watcher that may stop it (contract/control.ts; its progress counts nodes, with no line). */
  control?: SearchControl;
}

/**
 * Checks an operation's bounds (`operation`: "perft", "solve"), given in its options, which
 * hold no key but `known` (the bounds and the operation's own): each bound as a search's.
 */
export function checkBounds(operation: string, options: unknown, known: readonly string[] = PERFT_OPTIONS): Bounds {
  checkOptionsObject(`${operation} options`, options, () => optionsForm(known));
  if (options === undefined) return {};
  checkKnownKeys(operation, options as object, known);
  const { nodes, time, control } = options as Record<string, unknown>;
  if (nodes !== undefined) checkInt("node budget", nodes, 1, MAX_BUDGET);
  if (time !== undefined) checkReal("time budget (ms)", time, MIN_TIME_MS, MAX_TIME_MS);
  return { nodes: nodes as number | undefined, time: time as number | undefined, control: checkControl(control) };
}

/** Whether any bound is given (an unbounded operation skips its checks). */
export function anyBound(bounds: Bounds): boolean {
  return bounds.nodes !== undefined || bounds.time !== undefined || bounds.control !== undefined;
}

/**
 * The error of `what` (an operation, a fixed-horizon search) stopped by a budget or its control after `nodes` nodes.
 */
export function stoppedBeforeEnd(what: string, nodes: number): never {
  fail(
    `${what} was stopped by its node or time budget or its control after ${nodes} nodes, before it finished: it has ` +
      `no answer until it ends`,
  );
}
