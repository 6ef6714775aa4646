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
import { inJobOrder, jobKey, pairJobs, shardOf, tournamentJobs, type Shard } from "./jobs.js";
import { gameEntry, playerFor, players as defaultRegistry, type PlayerRegistry } from "./players.js";
import { defaultPlayers, Pool } from "../run/job-pool.js";
import { openStore, resultsHeader, type DepthRecord } from "./store.js";
import { tableRows } from "./table.js";
import type { Cost, PairJob, PairResult, TableRow, TournamentSpec } from "./types.js";

export interface Progress {
  /** What is being played: "matching ab 3" or "tournament". */
  phase: string;
  /** Games finished in this run, and games planned so far (both grow). */
  gamesDone: number;
  gamesPlanned: number;
}

export interface RunOptions {
  /** Worker threads (default 1). */
  workers?: number;
  /** The results file (JSON lines); without it results live in memory only. */
  out?: string;
  /** Continue `out`: skip every pair already in it. */
  resume?: boolean;
  /** Play only shard k of n of the final tournament (the depth matching is not split). */
  shard?: Shard;
  /** URL of a module exporting `players` (default ./players.js): what workers load. */
  players?: string;
  /** Stops the run between pairs: what is written stays, resume continues it. */
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Told, before anything is played, that resuming cut the file's last line (an interrupted write): that job runs again. */
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

/** Checks a spec against the registry; a BestfirstError says what is wrong. */
export function checkSpec(spec: TournamentSpec, registry: PlayerRegistry, shard?: Shard): void {
  const entry = gameEntry(registry, spec.game);
  playerFor(registry, spec);
  if (spec.pairs < 1 || spec.pairs > entry.starts)
    throw new BestfirstError(`pairs must be from 1 to ${entry.starts} for ${spec.game} (one per start position), got ${spec.pairs}`);
  const depth = (d: number) => Number.isInteger(d) && d >= 1 && d <= RANDOM_TREE_DEPTH; // a random game's length
  if (spec.abDepths.length === 0 || spec.abDepths.some((d, i) => !depth(d) || (i > 0 && d <= spec.abDepths[i - 1])))
    throw new BestfirstError(`alpha-beta depths must be integers from 1 to ${RANDOM_TREE_DEPTH}, ascending`);
  if (spec.bfDepths && spec.bfDepths.length !== spec.abDepths.length)
    throw new BestfirstError(`${spec.abDepths.length} alpha-beta depths need as many best-first depths, got ${spec.bfDepths.length}`);
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
  let pool: Pool;
  try {
    pool = new Pool(options.workers ?? 1, options.players ?? defaultPlayers);
  } catch (error) {
    store.close();
    throw error;
  }
  const progress: Progress = { phase: "", gamesDone: 0, gamesPlanned: 0 };
  const tournament = { game: spec.game, branching: spec.branching, mode: spec.mode, algorithm: spec.algorithm, match: spec.match };

  async function play(jobs: PairJob[], phase: string): Promise<PairResult[]> {
    const todo = jobs.filter((job) => !store.results.has(jobKey(job)));
    progress.phase = phase;
    progress.gamesPlanned += 2 * todo.length;
    options.onProgress?.({ ...progress });
    const outcome = await pool.run(todo, (results) => {
      store.addResults(results);
      progress.gamesDone += 2 * results.length;
      options.onProgress?.({ ...progress });
    }, options.signal);
    if (!outcome.complete) throw new Interrupted();
    return inJobOrder(jobs, store.results);
  }

  const depths: DepthRecord[] = [];
  let final: PairJob[] = [];
  let complete = true;
  try {
    if (spec.bfDepths) {
      spec.abDepths.forEach((abDepth, i) => depths.push({ tournament, abDepth, bfDepth: spec.bfDepths![i], pairs: spec.pairs, trail: [] }));
    } else {
      const matchPairs = Math.min(spec.matchPairs ?? 10, spec.pairs);
      const measure = async (ab: number, bf: number): Promise<Cost> => {
        const results = await play(pairJobs(spec, ab, bf, matchPairs), `matching ab ${ab}`);
        const sum = (f: (r: PairResult) => number) => results.reduce((s, r) => s + f(r), 0);
        return { nodesBf: sum((r) => r.nodesBf), nodesAb: sum((r) => r.nodesAb), msBf: sum((r) => r.msBf), msAb: sum((r) => r.msAb) };
      };
      const matches = await matchDepths(spec.abDepths, measure, { by: spec.match, maxBf: spec.maxBfDepth });
      for (const m of matches) depths.push({ tournament, abDepth: m.abDepth, bfDepth: m.bfDepth, pairs: spec.pairs, trail: m.trail });
    }
    for (const record of depths) store.addDepth(record);
    final = shardOf(tournamentJobs(spec, depths.map((d) => d.bfDepth)), options.shard);
    await play(final, "tournament");
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    complete = false;
  } finally {
    store.close();
    await pool.terminate();
  }
  const results = inJobOrder(final, store.results);
  return { rows: tableRows(results), depths, results, complete, label: gameEntry(registry, spec.game).label, wallMs: performance.now() - start };
}
