// The searcher proper, whatever the thread API (./node.ts and ./browser.ts supply the
// workers): a fixed number of workers, spawned on first need, each with its own core
// instance made from the one compiled module; work waits in order for a free worker.
// Stopping uses the worker's shared stop flag where the search can end with a result,
// and otherwise ends the worker (a synchronous call cannot be interrupted any other way)
// and replaces it. A watchdog (./watchdog.ts) ends a worker whose work runs past its time
// budget and a grace, or that does not start in time: game code that never returns.
// Written here rather than taken from a pool library: the workers keep
// an instantiated core between jobs, share a stop flag with the caller, and stream
// progress, which the general-purpose pools (workerpool, tinypool, piscina) do not offer
// together in both Node and browsers.

import {
  ALGORITHMS,
  BestfirstError,
  checkCallback,
  checkOptionsObject,
  checkProgressMs,
  fail,
  MAX_TIME_MS,
  PLAYER_KINDS,
  SEARCHES,
  shown,
  type EngineName,
  type PlayerSpec,
} from "../contract/index.js";
import { openPlayer, type Workers } from "./player.js";
import type { Boot, FromWorker, ToWorker, Work, WorkResult } from "./protocol.js";
import type { AsyncPlayer, RunOptions, Searcher, SearcherOptions } from "./types.js";
import { checkWorkOptionKeys } from "./work-options.js";
import {
  DEFAULT_STARTUP_MS,
  overrunError,
  startupError,
  STOP_GRACE_MS,
  timeBudgetOf,
  userGameName,
  watchdogGraceMs,
} from "./watchdog.js";

/** A worker as the pool sees it. */
export interface Endpoint {
  post(message: ToWorker): void;
  /** Messages, and the worker's failure (it died: an error, or out of memory). */
  listen(onMessage: (message: FromWorker) => void, onFailure: (error: unknown) => void): void;
  terminate(): void;
  /** Whether the worker has work: Node keeps the process alive only for a busy worker. */
  hold?(busy: boolean): void;
}

/** The searches a stop flag ends with a result (the ones with budget checks), and the players. */
const STOPPABLE = new Set<string>(ALGORITHMS.filter((a) => SEARCHES[a].stoppable));
const STOPPABLE_PLAYERS = new Set<string>(PLAYER_KINDS.filter((kind) => SEARCHES[kind].player!.stoppable));

/** Whether a stop flag can end `work` with a result. */
function stoppable(work: Work): boolean {
  if (work.op === "search" || work.op === "game-search") return STOPPABLE.has(work.request.algorithm);
  return work.op === "player-choose" && STOPPABLE_PLAYERS.has(work.kind);
}

interface Job {
  id: number;
  work: Work;
  options: RunOptions;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  onAbort: () => void;
  slot?: Slot;
  /** The worker has taken it up. */
  started?: boolean;
  /** A stop was asked: the grace period runs once the work has started. */
  stopAsked?: boolean;
  /** Called when the worker is ended while this work runs on it (a player's step: the player goes with it). */
  onWorkerEnded?: () => void;
  /** The watchdog's timer: the time budget and its grace, from the moment the worker took the work up. */
  watch?: ReturnType<typeof setTimeout>;
}

interface Slot {
  endpoint: Endpoint;
  stop: Int32Array | undefined;
  job?: Job;
  /** The timer that ends the worker once it has been idle too long. */
  idle?: ReturnType<typeof setTimeout>;
  /** The worker has started (its "ready"); until then `startup` runs, the watchdog's start-up timer. */
  ready: boolean;
  startup?: ReturnType<typeof setTimeout>;
  /** The game its worker runs, as it named it (a kit core's title). */
  game?: string;
}

/** The SharedArrayBuffer a stop flag needs (browsers: only cross-origin isolated pages). */
function stopFlag(): Int32Array | undefined {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
  if (typeof SharedArrayBuffer === "undefined" || isolated === false) return undefined;
  return new Int32Array(new SharedArrayBuffer(4));
}

/**
 * How long a searcher's worker may sit idle before it is ended (a new one starts at the
 * next work, at the price of a start-up): a searcher never closed then holds no thread
 * and no core once its work is done. A player's worker is never ended for being idle: it
 * holds the player's tree.
 */
export const IDLE_MS = 10_000;

/** The most a worker's start-up may be given, ms (a day: the longest time budget). */
const MAX_STARTUP_MS = MAX_TIME_MS;

/**
 * Checks createSearcher's options: undefined, or { workers?: 1..256, engine?: "wasm" | "ts", core?,
 * startupMs? } (core: wasm).
 */
export function checkSearcherOptions(options: unknown): { workers: number; engine: EngineName; startupMs: number } {
  checkOptionsObject("createSearcher's options", options, "{ workers?, engine?, startupMs? }");
  const { workers = 1, engine = "wasm", startupMs = DEFAULT_STARTUP_MS } = (options ?? {}) as SearcherOptions;
  if (!Number.isInteger(workers) || workers < 1 || workers > 256)
    fail(`workers must be an integer 1..256, not ${shown(workers)}`);
  if (typeof startupMs !== "number" || !Number.isFinite(startupMs) || startupMs < 1 || startupMs > MAX_STARTUP_MS)
    fail(
      `startupMs (how long a worker may take to start) must be a number of milliseconds from 1 to ${MAX_STARTUP_MS}, ` +
        `not ${shown(startupMs)}`,
    );
  if (engine !== "wasm" && engine !== "ts") fail(`unknown engine ${shown(engine)}; engines: wasm, ts`);
  // A kit's game core runs only in the WebAssembly engine (its TypeScript twin is a Game: searchGame).
  if ((options as { core?: unknown } | undefined)?.core !== undefined && engine !== "wasm")
    fail("a game core (core) runs on the wasm engine only");
  return { workers, engine, startupMs };
}

/**
 * Checks a piece of work's options (RunOptions; perft, solve and a player's choose take
 * some of them), before the work is queued: undefined, or an object whose signal is an
 * AbortSignal, whose onProgress and onStart are functions and whose progressMs is a
 * finite number >= 0, each or undefined.
 */
export function checkRunOptions(options: unknown): RunOptions {
  checkOptionsObject("options", options, "{ signal?, onProgress?, progressMs?, onStart? }");
  const { signal, onProgress, progressMs, onStart } = (options ?? {}) as Record<string, unknown>;
  const listens = (s: object) =>
    ["addEventListener", "removeEventListener"].every((f) => typeof (s as Record<string, unknown>)[f] === "function");
  if (
    signal !== undefined &&
    (signal === null ||
      typeof signal !== "object" ||
      typeof (signal as AbortSignal).aborted !== "boolean" ||
      !listens(signal))
  )
    fail(
      "options.signal must be an AbortSignal (an AbortController's signal) or undefined, " +
        `got ${typeof signal === "object" && signal !== null ? "an object that is not one" : String(signal)}`,
    );
  checkCallback("options.onProgress", onProgress, "(progress) => void");
  checkProgressMs("options.progressMs", progressMs);
  checkCallback("options.onStart", onStart, "() => void");
  return (options ?? {}) as RunOptions;
}

/**
 * A perft's or solve's node and time budgets from its options, each read once (the worker
 * checks them as the engine does), or undefined when neither is given.
 */
function budgetsOf(
  options: { nodes?: number; time?: number } | undefined,
): { nodes?: number; time?: number } | undefined {
  const nodes = options?.nodes,
    time = options?.time;
  return nodes === undefined && time === undefined ? undefined : { nodes, time };
}

/** A searcher over a compiled core; `game`: how errors name its game before a worker has started ("the game core"). */
export function createPool(
  module: WebAssembly.Module,
  spawn: () => Endpoint,
  options?: SearcherOptions,
  game?: string,
): Searcher {
  const { workers: size, engine, startupMs } = checkSearcherOptions(options);
  const { pool, openPlayerWith, close } = searcherWorkers({ type: "init", module }, spawn, size, engine, {
    startupMs,
    game,
  });
  // Each call only ever rejects: reading the caller's request or options may throw (a
  // getter, a proxy's trap), and that error, the caller's own, becomes the rejection.
  return {
    search: (request, options) =>
      rejecting(() => pool.submit<WorkResult["search"]>({ op: "search", request: withoutControl(request) }, options)),
    perft: (position, depth, options) =>
      rejecting(() =>
        pool.submit<WorkResult["perft"]>({ op: "perft", position, depth, bounds: budgetsOf(options) }, options),
      ),
    solve: (position, options) =>
      rejecting(() => {
        const weak = options?.weak,
          budgets = budgetsOf(options);
        return pool.submit<WorkResult["solve"]>(
          { op: "solve", position, options: weak === undefined && !budgets ? undefined : { weak, ...budgets } },
          options,
        );
      }),
    createPlayer: (spec, position) => openPlayerWith(spec, { op: "player-create", spec, position }),
    close,
  };
}

/**
 * A searcher's workers, all started with `boot`: the pool that takes its work, and each
 * player's worker of its own (./player.ts, made by the work `create`); close() ends them all.
 */
export function searcherWorkers(
  boot: Boot,
  spawn: () => Endpoint,
  size: number,
  engine: EngineName,
  watchdog: Watchdog = {},
) {
  const pool = createWorkers(boot, spawn, size, engine, { ...watchdog, idleMs: IDLE_MS });
  const players = new Set<Workers>();
  let closed = false;
  return {
    pool,
    async openPlayerWith(spec: PlayerSpec, create: Work): Promise<AsyncPlayer> {
      if (closed) throw new BestfirstError("this searcher is closed");
      const own = createWorkers(boot, spawn, 1, engine, watchdog);
      players.add(own);
      return openPlayer(own, spec, create, () => players.delete(own));
    },
    async close(): Promise<void> {
      closed = true;
      const error = new BestfirstError("the searcher was closed");
      pool.close(error);
      for (const own of players) own.close(error);
      players.clear();
    },
  };
}

/** `make()`, or a promise rejected with what it threw. */
export function rejecting<T>(make: () => Promise<T>): Promise<T> {
  try {
    return make();
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * How long a worker may take to start (default DEFAULT_STARTUP_MS); how errors name its game until
 * it says (`game`).
 */
interface Watchdog {
  startupMs?: number;
  game?: string;
}

/**
 * `size` workers started with `boot` running `engine`, each started on first need, each
 * ended after `idleMs` idle (undefined: never), or if it has not started within `startupMs`.
 */
export function createWorkers(
  boot: Boot,
  spawn: () => Endpoint,
  size: number,
  engine: EngineName,
  { idleMs, startupMs = DEFAULT_STARTUP_MS, game: named }: Watchdog & { idleMs?: number } = {},
): Workers {
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let nextId = 0;
  let closed = false;

  function start(): Slot {
    const slot: Slot = { endpoint: spawn(), stop: stopFlag(), ready: false };
    slot.endpoint.listen(
      (message) => receive(slot, message),
      (error) => failSlot(slot, error),
    );
    slot.endpoint.post({ ...boot, stop: slot.stop });
    slots.push(slot);
    const late = () => {
      if (!slot.ready) failSlot(slot, startupError(gameOf(slot), startupMs));
    };
    slot.startup = unref(setTimeout(late, startupMs));
    return slot;
  }

  /** The game errors name: a user's game by its module, a kit core by its title, a built-in game by the position's. */
  function gameOf(slot: Slot, work?: Work): string {
    if (boot.type === "init-game") return userGameName(boot.game);
    if (slot.game !== undefined) return `${slot.game} (a game core)`;
    const position =
      work?.op === "search"
        ? work.request?.position
        : work?.op === "perft" || work?.op === "solve"
          ? work.position
          : undefined;
    const game = (position as { game?: unknown } | undefined)?.game;
    return typeof game === "string" ? shown(game) : (named ?? "the searcher's game");
  }

  /** Ends a slot's worker (the job on it settled elsewhere); a new one replaces it when needed. */
  function retire(slot: Slot): void {
    clearTimeout(slot.idle);
    clearTimeout(slot.startup);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    slot.endpoint.terminate();
    slot.job = undefined;
  }

  function receive(slot: Slot, message: FromWorker): void {
    if (message.type === "ready") {
      slot.ready = true;
      slot.game = message.game;
      clearTimeout(slot.startup);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.type === "started") {
      job.started = true;
      watch(slot, job);
      const { onStart } = job.options;
      if (onStart) callback(slot, job, onStart);
      if (job.stopAsked && slot.job === job) graceFor(slot, job);
      return;
    }
    if (message.type === "progress") {
      const { onProgress } = job.options;
      if (onProgress) callback(slot, job, () => onProgress(message.progress));
      return;
    }
    settle(job);
    if (message.type === "done") job.resolve(message.result);
    else job.reject(message.usage ? new BestfirstError(message.message) : new Error(message.message));
    next();
  }

  function failSlot(slot: Slot, error: unknown): void {
    const job = slot.job;
    retire(slot);
    if (job) {
      settle(job);
      job.onWorkerEnded?.();
      job.reject(error instanceof Error ? error : new Error(`a searcher worker stopped: ${String(error)}`));
    }
    next();
  }

  /**
   * Past its time budget and the grace, work whose worker has not answered is game code
   * that did not return: the worker is ended, the work rejects, the next goes on in a new one.
   */
  function watch(slot: Slot, job: Job): void {
    const time = timeBudgetOf(job.work);
    if (time === undefined) return;
    job.watch = unref(
      setTimeout(() => {
        if (slot.job === job) endRun(slot, job, overrunError(job.work, gameOf(slot, job.work), time));
      }, time + watchdogGraceMs(time)),
    );
  }

  /** The job is over: its slot is free, its abort listener and its watch gone. */
  function settle(job: Job): void {
    job.options.signal?.removeEventListener("abort", job.onAbort);
    clearTimeout(job.watch);
    if (job.slot && job.slot.job === job) {
      job.slot.job = undefined;
      job.slot.endpoint.hold?.(false);
    }
  }

  function next(): void {
    while (waiting.length > 0 && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? start() : undefined);
      if (!slot) return;
      const job = waiting.shift()!;
      clearTimeout(slot.idle);
      slot.idle = undefined;
      job.slot = slot;
      slot.job = job;
      slot.endpoint.hold?.(true);
      if (slot.stop) Atomics.store(slot.stop, 0, 0);
      const { onProgress, progressMs } = job.options;
      try {
        slot.endpoint.post({
          type: "run",
          id: job.id,
          engine,
          work: job.work,
          progress: onProgress !== undefined,
          progressMs,
        });
      } catch (error) {
        // Not sent: the slot is free again. A function, a symbol or a proxy in the request
        // cannot be copied (a BestfirstError); a getter that threw as it was copied, its own error.
        settle(job);
        job.reject(
          !(error instanceof Error) || error.name !== "DataCloneError"
            ? error
            : new BestfirstError(
                `the work could not be sent to a worker (${error.message}): ` +
                  "requests, positions and player specs must be plain data, without functions, symbols or proxies",
              ),
        );
      }
    }
    if (idleMs !== undefined && !closed)
      for (const slot of slots) if (!slot.job && slot.idle === undefined) idleTimer(slot, idleMs);
  }

  /** Ends `slot`'s worker if it is still idle after `ms` (a timer that does not keep Node running). */
  function idleTimer(slot: Slot, ms: number): void {
    slot.idle = unref(
      setTimeout(() => {
        if (!slot.job) retire(slot);
      }, ms),
    );
  }

  /** Runs a caller's callback; one that throws ends the work with its error (the worker with it). */
  function callback(slot: Slot, job: Job, call: () => void): void {
    try {
      call();
    } catch (error) {
      endRun(slot, job, error);
    }
  }

  function abort(job: Job): void {
    const reason = job.options.signal!.reason;
    const slot = job.slot;
    if (!slot) {
      // Still waiting: it never ran.
      waiting.splice(waiting.indexOf(job), 1);
      settle(job);
      return job.reject(reason);
    }
    if (slot.job !== job) return;
    // A stoppable search on a worker still starting waits for it (it then stops at once with
    // its report); a start that never ends is the start-up watchdog's (startupMs).
    if (slot.stop && stoppable(job.work)) {
      Atomics.store(slot.stop!, 0, 1);
      job.stopAsked = true;
      if (job.started) graceFor(slot, job);
      return;
    }
    endRun(slot, job, reason);
  }

  /**
   * A stopped search answers at its next budget check; one that keeps running longer (a
   * phase without checks: extension's alpha-beta) ends like any other work.
   */
  function graceFor(slot: Slot, job: Job): void {
    unref(
      setTimeout(() => {
        if (slot.job === job) endRun(slot, job, job.options.signal!.reason);
      }, STOP_GRACE_MS),
    );
  }

  function endRun(slot: Slot, job: Job, reason: unknown): void {
    settle(job);
    retire(slot);
    job.onWorkerEnded?.();
    job.reject(reason);
    next();
  }

  function submit<T>(work: Work, given?: RunOptions, onWorkerEnded?: () => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      checkWorkOptionKeys(work, given); // a throw here rejects
      const options = checkRunOptions(given);
      if (closed) return reject(new BestfirstError("this searcher is closed"));
      if (options.signal?.aborted) return reject(options.signal.reason);
      const job: Job = {
        id: nextId++,
        work,
        options,
        resolve: resolve as (r: unknown) => void,
        reject,
        onAbort: () => abort(job),
        onWorkerEnded,
      };
      options.signal?.addEventListener("abort", job.onAbort, { once: true });
      waiting.push(job);
      next();
    });
  }

  return {
    submit,
    close(error) {
      closed = true;
      for (const job of waiting.splice(0)) {
        settle(job);
        job.reject(error);
      }
      for (const slot of slots.slice()) {
        const job = slot.job;
        retire(slot);
        if (job) {
          settle(job);
          job.reject(error);
        }
      }
    },
  };
}

/** A timer that does not keep Node running (a busy worker does: Endpoint.hold); browsers' timers have no unref. */
function unref<T>(timer: T): T {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/** A request as posted: a control (functions) cannot cross to a worker; RunOptions carry its parts. */
export function withoutControl<R>(request: R): R {
  if (request === null || typeof request !== "object") return request;
  const { control: _control, ...rest } = request as R & { control?: unknown };
  return rest as R;
}
