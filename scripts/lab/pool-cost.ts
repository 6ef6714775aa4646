// The worker pool's main-thread cost and job granularity (npx tsx scripts/lab/pool-cost.ts
// [quality|tournament] [workers] [size]): runs a decision-quality run or a tournament's
// pairs through experiments/run/job-pool.ts with the main thread doing what the runners do per
// finished job (the results file's append, the progress bar's update on a terminal),
// and measures with performance.now() and the event loop's utilization:
//  - the main thread's CPU time per finished job (all of it: the message, the append,
//    the bar; /proc/thread-self/schedstat, which a loaded machine does not inflate as it
//    does wall times), and apart the append and the bar's update;
//  - each job's CPU time in its worker (the granularity), and the workers' idle time at the tail;
//  - from these, the jobs a second the main thread can take, and the wall time and
//    speed-up a pool of 1..16 workers would reach (an event simulation of the pool:
//    a worker gets its next job only after the main thread has taken its result).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { batchSize, Pool } from "../../experiments/run/job-pool.js";
import { openQualityStore, qualityJobs } from "../../experiments/quality/store.js";
import { FIGURE4_BRANCHING, reportDepth } from "../../experiments/quality/depths.js";
import { openStore, resultsHeader } from "../../experiments/tournament/store.js";
import { tournamentJobs } from "../../experiments/tournament/jobs.js";
import { progressBar } from "../../cli/progress.js";
import type { PairResult, TournamentSpec } from "../../experiments/tournament/types.js";
import type { QualityTree } from "../../experiments/quality/types.js";
import { threadCpuMs, type TimedJob } from "./pool-cost-tasks.js";

const kind = process.argv[2] === "tournament" ? "tournament" : "quality";
const workers = Number(process.argv[3] ?? 1);
const size = Number(process.argv[4] ?? (kind === "quality" ? 300 : 40));
const dir = mkdtempSync(join(tmpdir(), "pool-cost-"));
const tasks = new URL("./pool-cost-tasks.ts", import.meta.url).href;

/** A terminal that discards what the bar draws (the bar draws only on a terminal). */
const terminal = Object.assign(Object.create(process.stderr), {
  isTTY: true,
  columns: 120,
  write: () => true,
  cursorTo: () => true,
  clearLine: () => true,
  moveCursor: () => true,
}) as NodeJS.WriteStream;

const spec: TournamentSpec = {
  game: "random",
  branching: 4,
  mode: "random",
  abDepths: [1, 2, 3, 4, 5, 6],
  bfDepths: [1, 3, 6, 10, 15, 19],
  pairs: size,
  algorithm: "bestfirst",
  match: "nodes",
};
const params = { branching: [...FIGURE4_BRANCHING], depths: FIGURE4_BRANCHING.map((b) => reportDepth(b)), trees: size };
const jobs: TimedJob[] =
  kind === "quality"
    ? qualityJobs(params).map((quality) => ({ quality }))
    : tournamentJobs(spec, spec.bfDepths!).map((pair) => ({ pair }));

// What the runners do with each batch of results: experiments/quality/runner.ts and tournament/runner.ts.
let append: (results: unknown[]) => void, close: () => void;
if (kind === "quality") {
  const store = openQualityStore(join(dir, "q.jsonl"), false, params);
  append = (r) => store.addAll(r as QualityTree[]);
  close = () => store.close();
} else {
  const store = openStore(join(dir, "t.jsonl"), false, resultsHeader(spec));
  append = (r) => store.addResults(r as PairResult[]);
  close = () => store.close();
}
const bar = progressBar(kind === "quality" ? "trees" : "games", terminal)!;
const progress = { phase: kind, gamesDone: 0, gamesPlanned: jobs.length };

const pool = new Pool<TimedJob, { result: unknown; ms: number; thread: number }>(workers, tasks);
// Warm the workers (spawn, core instance, task module) outside the measurement.
await pool.run(jobs.slice(0, workers), () => {});
const todo = jobs.slice(workers);
const ms: number[] = [],
  thread: number[] = [],
  arrival: number[] = [];
let appendMs = 0,
  barMs = 0,
  messages = 0;
const elu0 = performance.eventLoopUtilization();
const cpu0 = threadCpuMs();
const t0 = performance.now();
await pool.run(todo, (batch) => {
  const a = performance.now();
  append(batch.map((r) => r.result));
  const b = performance.now();
  progress.gamesDone += batch.length;
  bar.update({ ...progress });
  const c = performance.now();
  appendMs += b - a;
  barMs += c - b;
  messages++;
  for (const r of batch) {
    ms.push(r.ms);
    thread.push(r.thread);
    arrival.push(c);
  }
});
const wall = performance.now() - t0;
const mainCpu = threadCpuMs() - cpu0;
const elu = performance.eventLoopUtilization(elu0);
// The bar redraws on a timer: its cost grows with the wall time, not with the jobs. Measured
// apart (the bar shown, no jobs), it is taken off the per-job cost.
const idle0 = threadCpuMs(),
  idleT0 = performance.now();
await new Promise((resolve) => setTimeout(resolve, 2000));
const idleRate = (threadCpuMs() - idle0) / (performance.now() - idleT0);
bar.stop();
close();
await pool.terminate();
rmSync(dir, { recursive: true, force: true });

const n = ms.length;
const sorted = [...ms].sort((x, y) => x - y);
const q = (p: number) => sorted[Math.min(n - 1, Math.floor(p * n))];
const work = ms.reduce((s, x) => s + x, 0);
const jobsCpu = mainCpu - idleRate * wall;
const mainMs = jobsCpu / n,
  messageMs = jobsCpu / messages;
const lastBy = new Map<number, number>();
thread.forEach((id, i) => lastBy.set(id, Math.max(lastBy.get(id) ?? 0, arrival[i])));
const end = Math.max(...arrival);
const tailIdle = [...lastBy.values()].reduce((s, last) => s + (end - last), 0);

/**
 * The pool's wall time on `w` workers for jobs of these durations in this order, batched
 * as experiments/run/job-pool.ts batches them, the main thread taking `c` ms a job (its cost a
 * message is mostly the results': structured clone, append, and grows with the batch).
 */
function simulate(durations: number[], w: number, c: number): number {
  let next = 0,
    main = 0,
    timed = 0,
    timedMs = 0;
  const running: { done: number; jobs: number; ms: number }[] = [];
  const start = (at: number) => {
    const size = batchSize(durations.length - next, w, timed ? timedMs / timed : undefined);
    const ms = durations.slice(next, next + size).reduce((s, x) => s + x, 0);
    next += size;
    running.push({ done: at + ms, jobs: size, ms });
  };
  while (next < durations.length && running.length < w) start(0);
  while (running.length) {
    running.sort((x, y) => x.done - y.done);
    const batch = running.shift()!;
    main = Math.max(main, batch.done) + c * batch.jobs;
    timed += batch.jobs;
    timedMs += batch.ms;
    if (next < durations.length) start(main);
  }
  return main;
}

const f = (x: number, d = 3) => x.toFixed(d);
console.log(`${kind}: ${n} jobs on ${workers} worker(s) in ${f(wall / 1000, 2)} s (${f(n / (wall / 1000), 0)} jobs/s)`);
console.log(`${messages} messages (${f(n / messages, 1)} jobs a message)`);
console.log(
  `main thread with the bar shown and no jobs: ${f(idleRate * 1000, 1)} ms on a CPU a second ` +
    `(${f((idleRate * wall) / n)} ms a job in this run: taken off below)`,
);
console.log(
  `main thread: on a CPU ${f(mainMs)} ms per finished job, ${f(messageMs)} ms per message ` +
    `(its event loop busy ${f(elu.active / n)} ms a job by the wall clock, ` +
    `${f(elu.utilization * 100, 1)} % of the wall); by the wall clock the results file's appends took ` +
    `${f(appendMs / n)} ms a job and the progress bar's updates ${f(barMs / n)} ms`,
);
console.log(`main thread's ceiling: ${f(1000 / mainMs, 0)} jobs/s`);
console.log(
  `job time in the worker: mean ${f(work / n, 2)} ms, median ${f(q(0.5), 2)}, p90 ${f(q(0.9), 2)}, ` +
    `p99 ${f(q(0.99), 2)}, max ${f(sorted[n - 1], 1)} ms; the longest is ${f((sorted[n - 1] / work) * 100, 2)} % ` +
    "of all the work",
);
console.log(
  `workers' idle time at the tail: ${f(tailIdle, 0)} ms in all, ${f((tailIdle / (workers * wall)) * 100, 2)} % of ` +
    `${workers} x the wall`,
);
const one = simulate(ms, 1, mainMs);
console.log(
  "simulated pool (these jobs in order, batched as the pool batches, the main thread's cost per job as measured):",
);
console.log("| workers | " + [1, 2, 4, 8, 12, 16].join(" | ") + " |");
console.log("|---|" + [1, 2, 4, 8, 12, 16].map(() => "---:").join("|") + "|");
console.log("| speed-up | " + [1, 2, 4, 8, 12, 16].map((w) => f(one / simulate(ms, w, mainMs), 1)).join(" | ") + " |");
console.log(
  "| speed-up, main thread free | " +
    [1, 2, 4, 8, 12, 16].map((w) => f(simulate(ms, 1, 0) / simulate(ms, w, 0), 1)).join(" | ") +
    " |",
);
