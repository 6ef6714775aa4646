// Watching a search while it runs: the control a caller passes with a request (stop it,
// hear its progress) and the checkpoint both engines build from it. Both engines call the
// checkpoint at the same places, every 1024th budget check (docs/async.md), so a search
// stopped there ends exactly as the same search with a node budget of the nodes it had
// generated, and every 4,096 children of a root's expansion (a stop there answers with
// the best child so far: docs/searches.md); the asynchronous searcher (searcher/) sets
// the stop from another thread.

import { fail, isRevokedProxy, shown } from "./errors.js";
import type { MoveName } from "./game-row.js";

/** What a watched search reports as it goes. */
export interface SearchProgress {
  /** Nodes so far, counted as in the final report. */
  nodes: {
    /** Nodes generated so far. */
    generated: number;
    /** Nodes expanded so far. */
    expanded: number;
    /** Children made again so far (RBFMS). */
    regenerated: number;
  };
  /** Milliseconds since the search started. */
  ms: number;
  /**
   * The line the search would play if it stopped now, from the root (docs/async.md,
   * "Progress", says what each search knows): best-first, extension and mma the principal
   * variation of their explicit tree; RBFMS its current path; id its deepest completed
   * iteration's line; empty where the search knows none yet (minimax, alpha-beta to a
   * fixed horizon, id before its first iteration completes).
   */
  pv: MoveName[];
  /** The value of that line, from MAX's point of view (absent when `pv` is unknown). */
  value?: number;
  /** Iterative deepening's deepest completed iteration: its move, value and horizon (the move it would play now). */
  best?: {
    /** The move it would play now. */
    move: MoveName;
    /** That move's value, from MAX's point of view. */
    value: number;
    /** The horizon of the iteration that found it. */
    depth: number;
  };
}

/** A watcher of one search. */
export interface SearchControl {
  /**
   * Asked at every 1024th budget check: true stops the search there, as if its node
   * budget were the nodes generated so far (the report then says `stopped: true`). Asked
   * too every 4,096 children of the root's expansion of the searches that build a tree
   * and of the first iteration of id and alphabeta-tt:
   * stopped there, a search answers with the best of those children by their static
   * values (docs/searches.md, "Budgets"; `nodes.expanded` is then 0). Every
   * search checks, and the players but the alpha-beta player (Player.choose's control).
   * Minimax, alpha-beta to a fixed horizon, perft and solve have no answer before their
   * end: stopped, they throw a BestfirstError saying so (./bounds.ts).
   */
  shouldStop?: () => boolean;
  /** Progress, at most every `progressMs` (default 50) at those checks. */
  onProgress?: (progress: SearchProgress) => void;
  /** The least milliseconds between two progress reports (default 50). */
  progressMs?: number;
}

/** The default least interval between two progress reports (ms). */
export const PROGRESS_MS = 50;

/**
 * `value` is an object (not an array, not a revoked proxy) or undefined, or a BestfirstError naming `what` and its
 * fields (`form`).
 */
export function checkOptionsObject(what: string, value: unknown, form: string | (() => string)): void {
  if (
    value !== undefined &&
    (value === null || typeof value !== "object" || isRevokedProxy(value) || Array.isArray(value))
  )
    fail(`${what} must be an object ${typeof form === "string" ? form : form()} or undefined, got ${shown(value)}`);
}

/** `value` is a function or undefined, or a BestfirstError naming `what` and its form (`form`: "() => boolean"). */
export function checkCallback(what: string, value: unknown, form: string): void {
  if (value !== undefined && typeof value !== "function")
    fail(`${what} must be a function ${form} or undefined, got ${shown(value)}`);
}

/** A least interval between progress reports: a finite number of ms >= 0, or undefined (the default). */
export function checkProgressMs(what: string, value: unknown): void {
  if (value !== undefined && (typeof value !== "number" || !Number.isFinite(value) || value < 0))
    fail(
      `${what} must be a finite number of milliseconds >= 0 (0: a report at every checkpoint) or undefined ` +
        `(${PROGRESS_MS}), got ${shown(value)}`,
    );
}

/**
 * Whether a control asks for progress (its onProgress is given), as the WebAssembly
 * engine asks before the position's checks: a revoked proxy answers no, and is refused
 * with the control's other checks (checkControl), in the order both engines check.
 */
export function wantsProgress(control: unknown): boolean {
  return !isRevokedProxy(control) && (control as SearchControl | undefined)?.onProgress !== undefined;
}

/**
 * Checks a search's or a player's control before the search runs (both engines), so a
 * bad one fails however small the search: undefined, or an object whose shouldStop and
 * onProgress are functions or undefined and whose progressMs is a finite number >= 0 or
 * undefined. Returns it.
 */
export function checkControl(control: unknown): SearchControl | undefined {
  if (control === undefined) return undefined;
  checkOptionsObject("control", control, "{ shouldStop?, onProgress?, progressMs? }");
  const { shouldStop, onProgress, progressMs } = control as Record<string, unknown>;
  checkCallback("control.shouldStop", shouldStop, "() => boolean");
  checkCallback("control.onProgress", onProgress, "(progress) => void");
  checkProgressMs("control.progressMs", progressMs);
  return control as SearchControl;
}

/**
 * The checkpoint of a watched search: reports progress when it is due (read by `read`,
 * given the milliseconds since the start), then, where the search can stop (`canStop`:
 * a budget check, not the poll of a search without budgets), asks whether to stop; a stop
 * is always reported (the line the search ends with). `stopped` tells afterwards whether it
 * ever said yes.
 *
 * A callback that throws (any error, a stack overflow in it too) is the caller's: the
 * search stops there as at a stop where it can (a fixed-horizon search runs to its end,
 * unwatched), and `rethrow`, called once the search has returned, throws that error. The
 * error never unwinds the search itself, so the engine and its players are left whole (a
 * stack overflow unwinding the WebAssembly core would look like a trap of its own).
 *
 * @internal Both engines' plumbing, not for users.
 */
export function checkpointFor(
  control: SearchControl,
  read: (ms: number) => SearchProgress,
): { check: (canStop: boolean) => boolean; stopped: () => boolean; rethrow: () => void } {
  const every = control.progressMs ?? PROGRESS_MS;
  const start = performance.now();
  let due = start + every;
  let stopped = false;
  let thrown: { error: unknown } | undefined;
  const check = (canStop: boolean): boolean => {
    let reported = false;
    if (control.onProgress) {
      const now = performance.now();
      if (now >= due) {
        due = now + every;
        control.onProgress(read(now - start));
        reported = true;
      }
    }
    if (canStop && !stopped && control.shouldStop?.()) {
      stopped = true;
      // The line at the stop is the one the search ends with: the caller hears it even
      // when no report was due, so the last progress always names the move played.
      if (control.onProgress && !reported) control.onProgress(read(performance.now() - start));
    }
    return stopped;
  };
  return {
    check(canStop) {
      if (thrown) return true;
      try {
        return check(canStop);
      } catch (error) {
        thrown = { error };
        return true;
      }
    },
    stopped: () => stopped,
    rethrow() {
      if (thrown) throw thrown.error;
    },
  };
}
