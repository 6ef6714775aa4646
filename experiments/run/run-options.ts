// What every run of jobs in the pool takes (decision quality, the round robin): workers,
// the results file and its resumption, a shard, a stop signal, progress, and the note
// that resuming cut an interrupted last line.

import type { Shard } from "../tournament/jobs.js";
import type { Progress } from "../tournament/runner.js";

export interface JobRunOptions {
  workers?: number;
  /** The results file (JSON lines); without it results live in memory only. */
  out?: string;
  /** Continue `out`: skip every job already in it. */
  resume?: boolean;
  /** Run only shard k of n of the jobs. */
  shard?: Shard;
  /** Stops the run between jobs: what is written stays, resume continues it. */
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Told, before anything runs, that resuming cut the file's last line (an interrupted write): that job runs again. */
  onCut?: (path: string) => void;
}
