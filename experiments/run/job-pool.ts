// A pool of worker_threads running jobs in parallel: tournament pairs (the default task
// module, the player registry) or any task module exporting `runJob` (the decision-quality
// trees of ../quality/task.ts). The core is compiled once here and the WebAssembly.Module
// posted to each worker. Results come back in completion order; callers store them by
// job key, so nothing downstream depends on that order.
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

export class Pool<J = PairJob, R = PairResult> {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly module = compileCoreSync();
  /** The running run's failure handler: a worker that dies fails the run it serves. */
  private onError: (error: unknown) => void = () => {};

  /** `tasks`: the URL of a module exporting `runJob(job, engine)`, or a player registry (`players`). */
  constructor(private readonly size: number, private readonly tasks = defaultPlayers) {}

  /**
   * Plays `jobs`, calling `onResult` as each finishes. Rejects on the first failed job
   * (a BestfirstError from a player stays one). `signal` stops handing out jobs and
   * ends the workers at once; the pairs they were playing are not reported.
   */
  run(jobs: readonly J[], onResult: (result: R) => void, signal?: AbortSignal): Promise<RunOutcome> {
    return new Promise((resolve, reject) => {
      let next = 0, running = 0, settled = false;
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
      const feed = (worker: Worker) => {
        if (settled) return;
        if (next >= jobs.length) {
          this.idle.push(worker);
          if (running === 0) finish();
          return;
        }
        const id = next++;
        running++;
        const listener = (reply: WorkerReply<R>) => {
          if (reply.id !== id) return;
          worker.off("message", listener);
          busy.delete(worker);
          running--;
          if (!reply.ok) return finish(reply.usage ? new BestfirstError(reply.message) : new Error(reply.message));
          try {
            onResult(reply.result);
          } catch (error) {
            return finish(error); // the result could not be kept (a write failed): stop now
          }
          feed(worker);
        };
        busy.set(worker, listener);
        worker.on("message", listener);
        worker.postMessage({ id, job: jobs[id] });
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
