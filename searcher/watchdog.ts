// The searcher's watchdog (./pool.ts enforces it, docs/async.md "The watchdog"): how long
// a worker may run a piece of work with a time budget, or start up, before the caller's
// thread ends it, and the errors that say so. Game code that never returns (a loop in a
// user's moveCount, a constructor that never ends) cannot be interrupted on its own
// thread; only ending the worker from outside stops it.

import { BestfirstError, shown } from "../contract/index.js";
import type { Work } from "./protocol.js";

/**
 * How long a stopped search may take to reach a budget check before its worker is ended
 * (a check's work is bounded: a machine too loaded to reach the next one in time).
 */
export const STOP_GRACE_MS = 250;

/**
 * The least grace past a time budget before the worker is ended. The engines read the
 * clock at their budget checks (every 1,024, or 8 for budgets under 100 ms: bounded work,
 * docs/searches.md "Budgets"), so a search ends a check's work past its budget and then
 * builds its report; on a loaded machine a thread may also wait hundreds of milliseconds
 * for a core. A second covers both many times over, and is short enough to tell a user
 * at once that the game does not return.
 */
export const WATCHDOG_MIN_GRACE_MS = 1000;

/** The grace as a share of the budget: long budgets overrun by more (a check's work and pauses grow with the tree). */
export const WATCHDOG_GRACE_SHARE = 0.5;

/** The grace a time budget of `time` ms gets: max(1000 ms, time / 2). */
export function watchdogGraceMs(time: number): number {
  return Math.max(WATCHDOG_MIN_GRACE_MS, time * WATCHDOG_GRACE_SHARE);
}

/**
 * How long a worker may take to start (createSearcher's `startupMs`, default): a thread,
 * the core's instance (a kit core's start runs its class's constructor), a user's game's
 * module loaded and the game made. Generous: a module fetched over a slow network, or a
 * TypeScript module compiled as it loads on a busy machine, takes seconds.
 */
export const DEFAULT_STARTUP_MS = 30_000;

/** The time budget, ms, that `work` carries (a search's, perft's or solve's bound, a player's a move), or undefined. */
export function timeBudgetOf(work: Work): number | undefined {
  const time =
    work.op === "search" || work.op === "game-search"
      ? work.request?.time
      : work.op === "perft"
        ? work.bounds?.time
        : work.op === "solve"
          ? work.options?.time
          : work.op === "player-choose"
            ? work.time
            : undefined;
  // A budget the engine will refuse gets no watch: the worker answers with its BestfirstError.
  return typeof time === "number" && Number.isFinite(time) && time > 0 ? time : undefined;
}

/** The work as the error names it. */
function workWords(work: Work): string {
  if (work.op === "search" || work.op === "game-search") return "the search";
  if (work.op === "player-choose") return "the player's search";
  return work.op === "solve" ? "the solve" : "perft";
}

/** The error of work that ran past its time budget and the grace: its worker was ended. */
export function overrunError(work: Work, game: string, time: number): BestfirstError {
  return new BestfirstError(
    `${workWords(work)} of ${game} did not end within its time budget of ${time} ms ` +
      `and a grace of ${watchdogGraceMs(time)} ms: the game's code did not return ` +
      "(a loop that never ends in one of its methods?); " +
      "its worker was ended, and the searcher goes on in a new one",
  );
}

/** The error of a worker that did not start within `startupMs`: it was ended. */
export function startupError(game: string, startupMs: number): BestfirstError {
  return new BestfirstError(
    `a searcher worker of ${game} did not start within ${startupMs} ms (startupMs): ` +
      "the game's code did not return as the worker made the game " +
      "(its module's loading, its constructor or its factory never ends?); the worker was ended",
  );
}

/** A user's game as the errors name it: its export and module. */
export function userGameName(load: { module: string; export: string }): string {
  return `your game (export ${shown(load.export)} of ${load.module})`;
}
