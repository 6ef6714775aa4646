// The runs whose jobs each give one record under one key (figure 4's trees, the
// decision-quality positions): the store that keeps the records by key and appends each
// new one to the results file (./results-file.ts), the run of the missing jobs in the
// worker pool (./job-pool.ts), and the merge of several files of one run. The records come
// out in job order, so nothing depends on the number of workers or their finishing order.

import { BestfirstError } from "../../contract/index.js";
import { missingShards as missingShardsOf, shardOf, type Shard } from "./shards.js";
import type { Progress } from "./progress.js";
import { Pool } from "./job-pool.js";
import type { CoreModule } from "./cores.js";
import {
  conflictingRecords,
  newByKey,
  openResults,
  readResults,
  ResultsWriter,
  safeNote,
  sameRecord,
  showShard,
  type OpenFile,
  type ResultsSchema,
} from "./results-file.js";

/** How one kind of record is stored: its line kind ("tree"), its key, and what one is called ("tree"). */
export interface RecordKind<R> {
  kind: string;
  key(record: R): string;
  noun: string;
}

export class KeyedStore<R extends object> {
  readonly records = new Map<string, R>();
  /** Where each record was read ("FILE line N"), to name both lines of a conflict. */
  private readonly origins = new Map<string, string>();
  /** The results file's last line was cut short (an interrupted write) and dropped on resume. */
  cut = false;
  private readonly writer: ResultsWriter;

  /** An in-memory store, or one appending to the open results file. */
  constructor(
    private readonly of: RecordKind<R>,
    file?: OpenFile,
  ) {
    this.writer = new ResultsWriter(file, (written) => safeNote(this.records.size + written, of.noun));
  }

  /**
   * Adds a validated line read at `where`: a later line of the same record that says the same is
   * dropped, one that says otherwise is refused.
   */
  absorb(line: { kind: string } & R, where = "a line"): void {
    const { kind: _, ...rest } = line;
    const record = rest as unknown as R;
    const key = this.of.key(record);
    const known = this.records.get(key);
    if (known && !sameRecord(known, record))
      conflictingRecords(`${this.of.noun} (${key})`, this.origins.get(key) ?? "a line", where);
    if (!known) {
      this.records.set(key, record);
      this.origins.set(key, where);
    }
  }

  /** Adds finished records (a pool's batch), each line its own write; a key already held is ignored. */
  addAll(records: readonly R[]): void {
    const fresh = newByKey(records, (r) => this.of.key(r), this.records);
    this.writer.writeLines([...fresh.values()].map((record) => ({ kind: this.of.kind, ...record })));
    for (const [key, record] of fresh) this.records.set(key, record);
  }

  close(): void {
    this.writer.close();
  }
}

/** Opens (or, with `resume`, continues) a run's results file into `make`'s store; checked before any job runs. */
export function openKeyedStore<P, R extends object, S extends KeyedStore<R>>(
  make: (file?: OpenFile) => S,
  schema: ResultsSchema<P, { kind: string } & R>,
  path: string | undefined,
  resume: boolean,
  params: P,
  shard?: Shard,
): S {
  const { file, lines, where, cut } = openResults(path, resume, schema, { params, shard: shard ?? null });
  const store = make(file);
  store.cut = cut;
  lines.forEach((line, i) => store.absorb(line, where[i]));
  return store;
}

/** How a keyed run runs (figure 4's, the decision-quality one): its jobs are trees or positions. */
export interface KeyedRunOptions {
  workers?: number;
  /** The results file (JSON lines); without it results live in memory only. */
  out?: string;
  /** Continue `out`: skip every job already in it. */
  resume?: boolean;
  /** Run only shard k of n of the jobs. */
  shard?: Shard;
  /** Stops the run between batches: what is written stays, resume continues it. */
  signal?: AbortSignal;
  /** Progress in jobs (gamesDone, gamesPlanned: the tournaments' progress form). */
  onProgress?: (progress: Progress) => void;
  /** Game cores the jobs name by hash (./cores.ts): posted to the workers. */
  cores?: readonly CoreModule[];
  /** Told, before anything runs, that resuming cut the file's last line (an interrupted write): that job runs again. */
  onCut?: (path: string) => void;
}

/**
 * Runs the jobs of `shard` that `store` does not hold in a pool of `tasks` workers, each
 * batch stored as it comes back; then closes the store. Returns the shard's records in
 * job order (a job whose record is missing, as after a stop, is left out).
 */
export async function runKeyed<J, R extends object>(
  allJobs: readonly J[],
  key: (job: J) => string,
  store: KeyedStore<R>,
  tasks: string,
  phase: string,
  options: KeyedRunOptions,
): Promise<{ records: R[]; complete: boolean }> {
  const jobs = shardOf(allJobs, options.shard);
  const todo = jobs.filter((job) => !store.records.has(key(job)));
  const progress: Progress = { phase, gamesDone: jobs.length - todo.length, gamesPlanned: jobs.length };
  options.onProgress?.({ ...progress });
  let complete = true;
  let pool: Pool<J, R> | undefined;
  try {
    pool = new Pool<J, R>(options.workers ?? 1, tasks, options.cores);
    const outcome = await pool.run(
      todo,
      (records) => {
        store.addAll(records);
        progress.gamesDone += records.length;
        options.onProgress?.({ ...progress });
      },
      options.signal,
    );
    complete = outcome.complete;
  } finally {
    store.close();
    await pool?.terminate();
  }
  return { records: jobs.flatMap((job) => store.records.get(key(job)) ?? []), complete };
}

export interface KeyedMerge<P, R> {
  params: P;
  /** The records found, in job order. */
  records: R[];
  /** Jobs of the run no file holds. */
  missing: number;
  /** Shards of the split whose file was not given ("2/4"). */
  missingShards: string[];
  /** Files whose last line was cut short (left out). */
  cut: string[];
}

/**
 * Merges results files of one run (its shards, or a run and its resumptions): every file
 * read and validated, the headers of one run split one way, records united by key
 * (overlaps count once), and what is missing listed.
 */
export function mergeKeyed<P, J, R extends object>(
  paths: readonly string[],
  schema: ResultsSchema<P, { kind: string } & R>,
  make: () => KeyedStore<R>,
  jobsOf: (params: P) => readonly J[],
  key: (job: J) => string,
): KeyedMerge<P, R> {
  if (paths.length === 0) throw new BestfirstError("no results files given");
  const files = paths.map((path) => {
    const file = readResults(path, schema);
    if (!file.header) throw new BestfirstError(`${path} holds no results (it is empty)`);
    return { ...file, header: file.header };
  });
  const first = files[0];
  const n = (f: typeof first) => f.header.shard?.n ?? 1;
  for (const file of files.slice(1)) {
    const d = schema.difference(file.header.params, first.header.params);
    if (d)
      throw new BestfirstError(
        `${file.path} and ${first.path} hold different runs: ${d.name} is ${d.a} in ${file.path} and ${d.b} in ` +
          `${first.path}`,
      );
    if (n(file) !== n(first))
      throw new BestfirstError(
        `${file.path} and ${first.path} are split differently: shard ${showShard(file.header.shard, "run")} and ` +
          `${showShard(first.header.shard, "run")}: merge the shards of one split`,
      );
  }
  const store = make();
  for (const file of files)
    file.lines.forEach((line, i) => store.absorb(line, `${file.path} line ${file.lineNumbers[i]}`));
  const params = first.header.params;
  const jobs = jobsOf(params);
  const records = jobs.flatMap((job) => store.records.get(key(job)) ?? []);
  const missingShards = missingShardsOf(new Set(files.map((f) => f.header.shard?.k ?? 1)), n(first), jobs.length);
  return {
    params,
    records,
    missing: jobs.length - records.length,
    missingShards,
    cut: files.filter((f) => f.cut).map((f) => f.path),
  };
}
