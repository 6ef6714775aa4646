// A pool of worker_threads running jobs in parallel: tournament pairs (the default task
// module, the player registry) or any task module exporting `runJob` (the decision-quality
// trees of ../quality/task.ts). The core is compiled once here and the WebAssembly.Module
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
import type { PairJob, PairResult } from "../tournament/types.js";

/** The default task module: the player registry (a module URL a worker can import). */
export const defaultPlayers = new URL("../tournament/players.js", import.meta.url).href;

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
 * workers (scripts/pool-cost.ts measures it).
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

export class Pool<J = PairJob, R = PairResult> {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly module = compileCoreSync();
  /** The running run's failure handler: a worker that dies fails the run it serves. */
  private onError: (error: unknown) => void = () => {};

  /** `tasks`: the URL of a module exporting `runJob(job, engine)`, or a player registry (`players`). */
  constructor(private readonly size: number, private readonly tasks = defaultPlayers) {}

  /**
   * Plays `jobs`, in batches (batchSize), calling `onResults` with each batch's results as
   * it finishes. Rejects on the first failed job (a BestfirstError from a player stays one),
   * after handing on the results its batch finished before it. `signal` stops handing out
   * jobs and ends the workers at once; the batches they were playing are not reported.
   */
  run(jobs: readonly J[], onResults: (results: R[]) => void, signal?: AbortSignal): Promise<RunOutcome> {
    return new Promise((resolve, reject) => {
      let next = 0, running = 0, settled = false, timedJobs = 0, timedMs = 0;
      const busy = new Map<Worker, (message: WorkerReply<R>) => void>();
      const finish = (error?: unknown) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener("abort", abort);
        for (const [worker, listener] of busy) worker.off("message", listener);
        this.onError = () => {};
        if (error !== undefined || signal?.aborted) this.terminate();
        if (error !== undefined) reject(error);
        else resolve({ complete: !signal?.aborted });
      };
      const abort = () => finish();
      const keep = (results: R[]): boolean => {
        if (results.length === 0) return true;
        try {
          onResults(results);
          return true;
        } catch (error) {
          finish(error); // the results could not be kept (a write failed): stop now
          return false;
        }
      };
      const feed = (worker: Worker) => {
        if (settled) return;
        if (next >= jobs.length) {
          this.idle.push(worker);
          if (running === 0) finish();
          return;
        }
        const id = next, size = batchSize(jobs.length - next, this.size, timedJobs ? timedMs / timedJobs : undefined);
        next += size;
        running++;
        const listener = (reply: WorkerReply<R>) => {
          if (reply.id !== id) return;
          worker.off("message", listener);
          busy.delete(worker);
          running--;
          if (!reply.ok) {
            if (keep(reply.results)) finish(reply.usage ? new BestfirstError(reply.message) : new Error(reply.message));
            return;
          }
          timedJobs += reply.results.length;
          timedMs += reply.ms;
          if (keep(reply.results)) feed(worker);
        };
        busy.set(worker, listener);
        worker.on("message", listener);
        worker.postMessage({ id, jobs: jobs.slice(id, id + size) });
      };
      if (signal?.aborted) return finish();
      signal?.addEventListener("abort", abort);
      if (jobs.length === 0) return finish();
      this.onError = (error) => finish(error);
      const want = Math.min(this.size, jobs.length);
      while (this.all.length < want) {
        const worker = spawn({ module: this.module, tasks: this.tasks });
        worker.on("error", (error) => this.onError(error));
        worker.on("exit", (code) => {
          if (this.all.includes(worker)) this.onError(new Error(`a worker stopped (exit code ${code})`));
        });
        this.all.push(worker);
        this.idle.push(worker);
      }
      for (const worker of this.idle.splice(0, want)) feed(worker);
    });
  }

  /** Ends every worker (idempotent). */
  terminate(): Promise<void> {
    const workers = this.all.splice(0);
    this.idle.length = 0;
    return Promise.all(workers.map((w) => w.terminate())).then(() => undefined);
  }
}
