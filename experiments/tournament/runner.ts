// The tournament runner: from a spec to the papers' table. Matches each
// alpha-beta depth to a best-first depth with short tournaments (./depth-match.ts),
// then plays every pair at the matched depths in a pool of workers (../run/job-pool.ts). Every
// finished pair goes to the results file as its batch comes back (about 200 ms of a
// worker's time: ./store.ts), so a run can be resumed
// or split into shards; the table is built from results looked up by job key, so it is
// the same for any number of workers and any completion order.

import { performance } from "node:perf_hooks";
import { BestfirstError, RANDOM_TREE_DEPTH } from "../../contract/index.js";
import { matchDepths } from "./depth-match.js";
import { challengerEntrant, challengerLevel } from "./entrant.js";
import { depthJobs, inJobOrder, jobKey, pairJobs } from "./jobs.js";
import type { Shard } from "../run/shards.js";
import type { Progress } from "../run/progress.js";
import { gameEntry, playerFor, players as defaultRegistry, type PlayerRegistry } from "./players.js";
import { Pool, type Priority } from "../run/job-pool.js";
import { openStore, resultsHeader, type DepthRecord } from "./store.js";
import { tableRows } from "./table.js";
import type { Cost, PairJob, PairResult, TableRow, TournamentSpec } from "./types.js";

/** The default task module of the workers: the player registry and its `runJob` (a module URL a worker can import). */
const defaultPlayers = new URL("./players.js", import.meta.url).href;

export interface RunOptions {
  /** Worker threads (default 1). */
  workers?: number;
  /** The results file (JSON lines); without it results live in memory only. */
  out?: string;
  /** Continue `out`: skip every pair already in it. */
  resume?: boolean;
  /** Play only shard k of n of the final tournament (the depth matching is not split). */
  shard?: Shard;
  /** URL of a module exporting `players` and their `runJob` (default ./players.js): what workers load. */
  players?: string;
  /** Stops the run between pairs: what is written stays, resume continues it. */
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /**
   * Told, before anything is played, that resuming cut the file's last line (an interrupted write): that job runs
   * again.
   */
  onCut?: (path: string) => void;
}

export interface TournamentOutcome {
  rows: TableRow[];
  /** The matched (or given) best-first depth of each alpha-beta depth. */
  depths: DepthRecord[];
  /** The final tournament's results (this shard's), in job order. */
  results: PairResult[];
  /** False when the signal stopped the run before the end. */
  complete: boolean;
  /** The registry's label: what really played. */
  label: string;
  wallMs: number;
}

class Interrupted extends Error {}

/**
 * The pool's priorities (lower first): the trial the matching waits for, the one it will likely ask for next, the final
 * pairs.
 */
const TRIAL = 0,
  NEXT_TRIAL = 1,
  FINAL_PAIRS = 2;

/** Checks a spec against the registry; a BestfirstError says what is wrong. */
export function checkSpec(spec: TournamentSpec, registry: PlayerRegistry, shard?: Shard): void {
  const entry = gameEntry(registry, spec.game);
  challengerEntrant(spec.algorithm, spec.game); // the name's form, its preset, +learned for the game
  playerFor(registry, spec);
  const level = challengerLevel(spec.algorithm);
  if (level !== undefined && (!spec.bfDepths || spec.bfDepths.some((d) => d !== level)))
    throw new BestfirstError(
      `${spec.algorithm} carries its own budget: its best-first depths are its level (${level}), not matched`,
    );
  if (spec.pairs < 1 || spec.pairs > entry.starts)
    throw new BestfirstError(
      `pairs must be from 1 to ${entry.starts} for ${spec.game} (one per start position), got ${spec.pairs}`,
    );
  const depth = (d: number) => Number.isInteger(d) && d >= 1 && d <= RANDOM_TREE_DEPTH; // a random game's length
  if (spec.abDepths.length === 0 || spec.abDepths.some((d, i) => !depth(d) || (i > 0 && d <= spec.abDepths[i - 1])))
    throw new BestfirstError(`alpha-beta depths must be integers from 1 to ${RANDOM_TREE_DEPTH}, ascending`);
  if (spec.bfDepths && spec.bfDepths.length !== spec.abDepths.length)
    throw new BestfirstError(
      `${spec.abDepths.length} alpha-beta depths need as many best-first depths, got ${spec.bfDepths.length}`,
    );
  if (spec.bfDepths?.some((d) => !depth(d)) || (spec.maxBfDepth !== undefined && !depth(spec.maxBfDepth)))
    throw new BestfirstError(`best-first depths must be integers from 1 to ${RANDOM_TREE_DEPTH}`);
  if (spec.matchPairs !== undefined && !(Number.isInteger(spec.matchPairs) && spec.matchPairs >= 1))
    throw new BestfirstError(`the depth matching's pairs must be a positive integer, got ${spec.matchPairs}`);
  if (shard && spec.match === "time" && !spec.bfDepths)
    throw new BestfirstError("shards need the same depths everywhere: match by nodes, or give the best-first depths");
}

export async function runTournament(spec: TournamentSpec, options: RunOptions = {}): Promise<TournamentOutcome> {
  const start = performance.now();
  const registry = options.players
    ? ((await import(options.players)) as { players: PlayerRegistry }).players
    : defaultRegistry;
  checkSpec(spec, registry, options.shard);
  // The results file is opened (and a resumed one checked) before anything is played.
  const store = openStore(options.out, options.resume ?? false, resultsHeader(spec, options.shard));
  if (store.cut) options.onCut?.(options.out!);
  let pool: Pool<PairJob, PairResult>;
  try {
    pool = new Pool(options.workers ?? 1, options.players ?? defaultPlayers);
  } catch (error) {
    store.close();
    throw error;
  }
  const progress: Progress = { phase: "", gamesDone: 0, gamesPlanned: 0 };
  const tournament = {
    game: spec.game,
    branching: spec.branching,
    mode: spec.mode,
    algorithm: spec.algorithm,
    match: spec.match,
    ...(spec.evaluation === "learned" ? { evaluation: spec.evaluation } : {}),
  };

  /** Plays `jobs` (those not in the store yet); `priority` as Pool.run's (lower first). */
  async function play(jobs: PairJob[], phase: string, priority: Priority = 0): Promise<PairResult[]> {
    const todo = jobs.filter((job) => !store.results.has(jobKey(job)));
    progress.phase = phase;
    progress.gamesPlanned += 2 * todo.length;
    options.onProgress?.({ ...progress });
    const outcome = await pool.run(
      todo,
      (results) => {
        store.addResults(results);
        progress.gamesDone += 2 * results.length;
        options.onProgress?.({ ...progress });
      },
      options.signal,
      priority,
    );
    if (!outcome.complete) throw new Interrupted();
    return inJobOrder(jobs, store.results);
  }
  /** Runs started but not awaited yet; each has a handler, so none rejects unheard. */
  const started = (run: Promise<PairResult[]>) => {
    run.catch(() => {});
    return run;
  };

  const depths: DepthRecord[] = [];
  const finals: Promise<PairResult[]>[] = [];
  // Each matched depth's final pairs start at once, behind the matching trials, so that
  // they fill the workers a trial of ten pairs leaves idle (their order never matters:
  // results are looked up by job key).
  const matched = (record: DepthRecord) => {
    depths.push(record);
    store.addDepth(record);
    const index = spec.abDepths.indexOf(record.abDepth);
    finals.push(started(play(depthJobs(spec, index, record.bfDepth, options.shard), "tournament", FINAL_PAIRS)));
  };
  let complete = true;
  try {
    if (spec.bfDepths) {
      spec.abDepths.forEach((abDepth, i) =>
        matched({ tournament, abDepth, bfDepth: spec.bfDepths![i], pairs: spec.pairs, trail: [] }),
      );
    } else {
      const matchPairs = Math.min(spec.matchPairs ?? 10, spec.pairs);
      const trials = new Map<string, Promise<PairResult[]>>();
      // The trial the matching waits for goes first, then those started ahead of need.
      let awaited = "";
      const trial = (ab: number, bf: number) => {
        const key = `${ab}/${bf}`;
        const priority = () => (key === awaited ? TRIAL : NEXT_TRIAL);
        if (!trials.has(key))
          trials.set(key, started(play(pairJobs(spec, ab, bf, matchPairs), `matching ab ${ab}`, priority)));
        return trials.get(key)!;
      };
      const measure = async (ab: number, bf: number): Promise<Cost> => {
        awaited = `${ab}/${bf}`;
        const results = await trial(ab, bf);
        const sum = (f: (r: PairResult) => number) => results.reduce((s, r) => s + f(r), 0);
        return {
          nodesBf: sum((r) => r.nodesBf),
          nodesAb: sum((r) => r.nodesAb),
          msBf: sum((r) => r.msBf),
          msAb: sum((r) => r.msAb),
        };
      };
      // A trial of matchPairs pairs leaves the other workers idle: with more workers than
      // that, the next deeper trial starts beside it. Never with time matching, whose
      // costs a second trial on the same cores would change.
      const prefetch =
        (options.workers ?? 1) > matchPairs && spec.match === "nodes"
          ? (ab: number, bf: number) => void trial(ab, bf)
          : undefined;
      await matchDepths(spec.abDepths, measure, {
        by: spec.match,
        maxBf: spec.maxBfDepth,
        prefetch,
        onMatch: (m) =>
          matched({ tournament, abDepth: m.abDepth, bfDepth: m.bfDepth, pairs: spec.pairs, trail: m.trail }),
      });
    }
    await Promise.all(finals);
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    complete = false;
  } finally {
    store.close();
    await pool.terminate();
  }
  const final = depths.flatMap((d) => depthJobs(spec, spec.abDepths.indexOf(d.abDepth), d.bfDepth, options.shard));
  const results = inJobOrder(final, store.results);
  return {
    rows: tableRows(results),
    depths,
    results,
    complete,
    label: gameEntry(registry, spec.game).label,
    wallMs: performance.now() - start,
  };
}
