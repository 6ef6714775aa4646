// A pool of worker_threads running jobs in parallel: any task module exporting `runJob`
// (tournament pairs: ../tournament/players.ts; the decision-quality trees of
// ../quality/task.ts). The core is compiled once here and the WebAssembly.Module
// posted to each worker. Jobs go out in batches sized by time (batchSize), their results
// come back a batch a message in completion order; callers store them by job key, so
// nothing downstream depends on that order or on the batches.
//
// The worker's code is next to this file (worker.js in dist/, worker.ts in the sources:
// searcher/node-worker-file.ts finds it).

import type { Worker } from "node:worker_threads";
import { workerFromFile } from "../../searcher/node-worker-file.js";
import { compileCoreSync } from "../../index.js";
import { BestfirstError } from "../../contract/index.js";
import type { WorkerData, WorkerReply } from "./worker.js";
import type { CoreModule } from "./cores.js";

function spawn(data: WorkerData): Worker {
  return workerFromFile(import.meta.url, "worker", { workerData: data });
}

export interface RunOutcome {
  /** False when `signal` stopped the run: some jobs were never played. */
  complete: boolean;
}

/**
 * The worker time a batch of jobs aims at (ms): the main thread then takes one message per
 * worker about this often, whatever a job takes, so that its cost per message (the
 * reply, the results file's append, the progress bar) stays a small share at many
 * workers (scripts/lab/pool-cost.ts measures it).
 */
const BATCH_MS = 200;
/** The most jobs in one batch. */
const MOST_BATCH = 256;

/**
 * How many jobs the next batch takes: one while no job has been timed, then enough for
 * BATCH_MS at the mean time a job took so far; never more than a 2 x `workers`-th of the
 * jobs left, so that batches shrink toward the end and the workers finish together.
 */
export function batchSize(left: number, workers: number, meanMs: number | undefined): number {
  if (meanMs === undefined) return 1;
  const byTime = Math.floor(BATCH_MS / Math.max(meanMs, 1e-3));
  return Math.max(1, Math.min(MOST_BATCH, byTime, Math.floor(left / (2 * workers))));
}

export class Pool<J, R> {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly module = compileCoreSync();
  /** The runs under way, in the order they were started. */
  private readonly runs: PoolRun<J, R>[] = [];
  /** Batch message ids, unique across runs. */
  private nextId = 0;
  /** Jobs timed so far, and their time: the next batches are sized by the mean. */
  private timedJobs = 0;
  private timedMs = 0;

  /**
   * `tasks`: the URL of a module exporting `runJob(job, engine)`; `cores`: game cores the
   * jobs name by hash (./cores.ts), posted compiled.
   */
  constructor(
    private readonly size: number,
    private readonly tasks: string,
    private readonly cores: readonly CoreModule[] = [],
  ) {}

  /**
   * Plays `jobs`, in batches (batchSize), calling `onResults` with each batch's results as
   * it finishes. Several runs may be under way at once: a free worker takes the next batch
   * of the run of lowest `priority` number that has jobs left (the earliest started among
   * equals), so later work fills the workers an earlier run leaves idle; a priority given
   * as a function is asked again each time. The first failed
   * job (a BestfirstError from a player stays one), a worker that dies or a result that
   * cannot be kept fails every run under way, after handing on the results its batch
   * finished before it. `signal` stops handing out jobs and ends the workers at once; the
   * batches they were playing are not reported, and every run under way ends incomplete.
   */
  run(
    jobs: readonly J[],
    onResults: (results: R[]) => void,
    signal?: AbortSignal,
    priority: Priority = 0,
  ): Promise<RunOutcome> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return resolve({ complete: false });
      if (jobs.length === 0) return resolve({ complete: true });
      const run: PoolRun<J, R> = {
        jobs,
        next: 0,
        running: 0,
        priority,
        onResults,
        resolve,
        reject,
        signal,
        abort: () => this.stop(),
      };
      signal?.addEventListener("abort", run.abort);
      this.runs.push(run);
      const want = Math.min(
        this.size,
        this.runs.reduce((n, r) => n + r.jobs.length - r.next, 0),
      );
      while (this.all.length < want) {
        const worker = spawn({ module: this.module, tasks: this.tasks, cores: [...this.cores] });
        worker.on("error", (error) => this.fail(error));
        worker.on("exit", (code) => {
          if (this.all.includes(worker)) this.fail(new Error(`a worker stopped (exit code ${code})`));
        });
        this.all.push(worker);
        this.idle.push(worker);
      }
      for (const worker of this.idle.splice(0)) this.feed(worker);
    });
  }

  /** The run a free worker serves next: lowest priority number, then earliest. */
  private nextRun(): PoolRun<J, R> | undefined {
    let best: PoolRun<J, R> | undefined;
    let bestPriority = Infinity;
    for (const run of this.runs) {
      if (run.next >= run.jobs.length) continue;
      const priority = typeof run.priority === "number" ? run.priority : run.priority();
      if (priority < bestPriority) [best, bestPriority] = [run, priority];
    }
    return best;
  }

  private feed(worker: Worker): void {
    const run = this.nextRun();
    if (!run) {
      this.idle.push(worker);
      return;
    }
    const id = this.nextId++,
      first = run.next;
    const size = batchSize(
      run.jobs.length - first,
      this.size,
      this.timedJobs ? this.timedMs / this.timedJobs : undefined,
    );
    run.next += size;
    run.running++;
    const listener = (reply: WorkerReply<R>) => {
      if (reply.id !== id) return;
      worker.off("message", listener);
      run.running--;
      if (!this.keep(run, reply.results)) return;
      if (!reply.ok) return this.fail(reply.usage ? new BestfirstError(reply.message) : new Error(reply.message));
      this.timedJobs += reply.results.length;
      this.timedMs += reply.ms;
      if (run.next >= run.jobs.length && run.running === 0) this.end(run, { complete: true });
      this.feed(worker);
    };
    worker.on("message", listener);
    worker.postMessage({ id, jobs: run.jobs.slice(first, first + size) });
  }

  /** Hands results to their run; false (and every run failed) when they could not be kept. */
  private keep(run: PoolRun<J, R>, results: R[]): boolean {
    if (results.length === 0) return true;
    try {
      run.onResults(results);
      return true;
    } catch (error) {
      this.fail(error); // the results could not be kept (a write failed): stop now
      return false;
    }
  }

  private end(run: PoolRun<J, R>, outcome: RunOutcome | { error: unknown }): void {
    const k = this.runs.indexOf(run);
    if (k < 0) return;
    this.runs.splice(k, 1);
    run.signal?.removeEventListener("abort", run.abort);
    if ("error" in outcome) run.reject(outcome.error);
    else run.resolve(outcome);
  }

  /** A failure: every run under way fails with it, and the workers end. */
  private fail(error: unknown): void {
    for (const run of [...this.runs]) this.end(run, { error });
    void this.terminate();
  }

  /** A stop: every run under way ends incomplete, and the workers end. */
  private stop(): void {
    for (const run of [...this.runs]) this.end(run, { complete: false });
    void this.terminate();
  }

  /** Ends every worker (idempotent). */
  terminate(): Promise<void> {
    const workers = this.all.splice(0);
    this.idle.length = 0;
    return Promise.all(workers.map((w) => w.terminate())).then(() => undefined);
  }
}

/** A run's place in the queue: lower first; a function is asked each time a worker is free. */
export type Priority = number | (() => number);

/** One call of Pool.run: its jobs, how far they are handed out, and whom to tell. */
interface PoolRun<J, R> {
  jobs: readonly J[];
  /** The first job not yet handed out. */
  next: number;
  /** Batches of this run being played. */
  running: number;
  priority: Priority;
  onResults: (results: R[]) => void;
  resolve: (outcome: RunOutcome) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  abort: () => void;
}
