// The searcher proper, whatever the thread API (./node.ts and ./browser.ts supply the
// workers): a fixed number of workers, spawned on first need, each with its own core
// instance made from the one compiled module; work waits in order for a free worker.
// Stopping uses the worker's shared stop flag where the search can end with a result,
// and otherwise ends the worker (a synchronous call cannot be interrupted any other way)
// and replaces it. Written here rather than taken from a pool library: the workers keep
// an instantiated core between jobs, share a stop flag with the caller, and stream
// progress, which the general-purpose pools (workerpool, tinypool, piscina) do not offer
// together in both Node and browsers.

import {
  ALGORITHMS, BestfirstError, checkCallback, checkOptionsObject, checkProgressMs, fail, PLAYER_KINDS, SEARCHES, shown, type EngineName, type SearchRequest,
} from "../contract/index.js";
import { openPlayer, type Workers } from "./player.js";
import type { FromWorker, ToWorker, Work, WorkResult } from "./protocol.js";
import type { RunOptions, Searcher, SearcherOptions } from "./types.js";

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
  if (work.op === "search") return STOPPABLE.has(work.request.algorithm);
  return work.op === "player-choose" && STOPPABLE_PLAYERS.has(work.kind);
}

/** How long a stopped search may take to reach a budget check before its worker is ended. */
const STOP_GRACE_MS = 250;

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
}

interface Slot {
  endpoint: Endpoint;
  stop: Int32Array | undefined;
  job?: Job;
  /** The timer that ends the worker once it has been idle too long. */
  idle?: ReturnType<typeof setTimeout>;
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

/** Checks createSearcher's options: undefined, or { workers?: 1..256, engine?: "wasm" | "ts", core? } (core: wasm only). */
export function checkSearcherOptions(options: unknown): { workers: number; engine: EngineName } {
  checkOptionsObject("createSearcher's options", options, "{ workers?, engine? }");
  const { workers = 1, engine = "wasm" } = (options ?? {}) as SearcherOptions;
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) fail(`workers must be an integer 1..256, not ${shown(workers)}`);
  if (engine !== "wasm" && engine !== "ts") fail(`unknown engine ${shown(engine)}; engines: wasm, ts`);
  // A kit's game core runs only in the WebAssembly engine (its TypeScript twin is a Game: searchGame).
  if ((options as { core?: unknown } | undefined)?.core !== undefined && engine !== "wasm") fail("a game core (core) runs on the wasm engine only");
  return { workers, engine };
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
  const listens = (s: object) => ["addEventListener", "removeEventListener"].every((f) => typeof (s as Record<string, unknown>)[f] === "function");
  if (signal !== undefined && (signal === null || typeof signal !== "object" || typeof (signal as AbortSignal).aborted !== "boolean" || !listens(signal)))
    fail(`options.signal must be an AbortSignal (an AbortController's signal) or undefined, got ${typeof signal === "object" && signal !== null ? "an object that is not one" : String(signal)}`);
  checkCallback("options.onProgress", onProgress, "(progress) => void");
  checkProgressMs("options.progressMs", progressMs);
  checkCallback("options.onStart", onStart, "() => void");
  return (options ?? {}) as RunOptions;
}

export function createPool(module: WebAssembly.Module, spawn: () => Endpoint, options?: SearcherOptions): Searcher {
  const { workers: size, engine } = checkSearcherOptions(options);
  const pool = createWorkers(module, spawn, size, engine, IDLE_MS);
  // Each player has a worker of its own (./player.ts): closing the searcher ends them too.
  const players = new Set<Workers>();
  let closed = false;
  // Each call only ever rejects: reading the caller's request or options may throw (a
  // getter, a proxy's trap), and that error, the caller's own, becomes the rejection.
  return {
    search: (request, options) => rejecting(() => pool.submit<WorkResult["search"]>({ op: "search", request: withoutControl(request) }, options)),
    perft: (position, depth, options) => rejecting(() => pool.submit<WorkResult["perft"]>({ op: "perft", position, depth }, options)),
    solve: (position, options) => rejecting(() =>
      pool.submit<WorkResult["solve"]>({ op: "solve", position, options: options?.weak === undefined ? undefined : { weak: options.weak } }, options)),
    async createPlayer(spec, position) {
      if (closed) throw new BestfirstError("this searcher is closed");
      const own = createWorkers(module, spawn, 1, engine);
      players.add(own);
      return openPlayer(own, spec, position, () => players.delete(own));
    },
    async close() {
      closed = true;
      const error = new BestfirstError("the searcher was closed");
      pool.close(error);
      for (const own of players) own.close(error);
      players.clear();
    },
  };
}

/** `make()`, or a promise rejected with what it threw. */
function rejecting<T>(make: () => Promise<T>): Promise<T> {
  try {
    return make();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** `size` workers running `engine`, each started on first need, each ended after `idleMs` idle (undefined: never). */
export function createWorkers(module: WebAssembly.Module, spawn: () => Endpoint, size: number, engine: EngineName, idleMs?: number): Workers {
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let nextId = 0;
  let closed = false;

  function start(): Slot {
    const slot: Slot = { endpoint: spawn(), stop: stopFlag() };
    slot.endpoint.listen((message) => receive(slot, message), (error) => fail(slot, error));
    slot.endpoint.post({ type: "init", module, stop: slot.stop });
    slots.push(slot);
    return slot;
  }

  /** Ends a slot's worker (the job on it settled elsewhere); a new one replaces it when needed. */
  function retire(slot: Slot): void {
    clearTimeout(slot.idle);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    slot.endpoint.terminate();
    slot.job = undefined;
  }

  function receive(slot: Slot, message: FromWorker): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.type === "started") {
      job.started = true;
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

  function fail(slot: Slot, error: unknown): void {
    const job = slot.job;
    retire(slot);
    if (job) {
      settle(job);
      job.onWorkerEnded?.();
      job.reject(error instanceof Error ? error : new Error(`a searcher worker stopped: ${String(error)}`));
    }
    next();
  }

  /** The job is over: its slot is free, its abort listener gone. */
  function settle(job: Job): void {
    job.options.signal?.removeEventListener("abort", job.onAbort);
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
        slot.endpoint.post({ type: "run", id: job.id, engine, work: job.work, progress: onProgress !== undefined, progressMs });
      } catch (error) {
        // Not sent: the slot is free again. A function, a symbol or a proxy in the request
        // cannot be copied (a BestfirstError); a getter that threw as it was copied, its own error.
        settle(job);
        job.reject(!(error instanceof Error) || error.name !== "DataCloneError" ? error : new BestfirstError(`the work could not be sent to a worker (${error.message}): ` +
          "requests, positions and player specs must be plain data, without functions, symbols or proxies"));
        continue;
      }
    }
    if (idleMs !== undefined && !closed) for (const slot of slots) if (!slot.job && slot.idle === undefined) idleTimer(slot, idleMs);
  }

  /** Ends `slot`'s worker if it is still idle after `ms` (a timer that does not keep Node running). */
  function idleTimer(slot: Slot, ms: number): void {
    slot.idle = setTimeout(() => { if (!slot.job) retire(slot); }, ms);
    (slot.idle as { unref?: () => void }).unref?.();
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
    setTimeout(() => { if (slot.job === job) endRun(slot, job, job.options.signal!.reason); }, STOP_GRACE_MS);
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
      const options = checkRunOptions(given); // a throw here rejects
      if (closed) return reject(new BestfirstError("this searcher is closed"));
      if (options.signal?.aborted) return reject(options.signal.reason);
      const job: Job = { id: nextId++, work, options, resolve: resolve as (r: unknown) => void, reject, onAbort: () => abort(job), onWorkerEnded };
      options.signal?.addEventListener("abort", job.onAbort, { once: true });
      waiting.push(job);
      next();
    });
  }

  return {
    submit,
    close(error) {
      closed = true;
      for (const job of waiting.splice(0)) { settle(job); job.reject(error); }
      for (const slot of slots.slice()) {
        const job = slot.job;
        retire(slot);
        if (job) { settle(job); job.reject(error); }
      }
    },
  };
}

/** A request as posted: a control (functions) cannot cross to a worker; RunOptions carry its parts. */
function withoutControl(request: Omit<SearchRequest, "control">): Omit<SearchRequest, "control"> {
  if (request === null || typeof request !== "object") return request;
  const { control: _control, ...rest } = request as SearchRequest;
  return rest;
}
