// Jobs of a tournament: building them from a spec in one fixed order, naming each by a
// key (the identity a result is stored and found under, so results never depend on the
// order workers finish in), and slicing them into shards.

import type { Shard } from "../run/shards.js";
import type { PairJob, PairResult, TournamentSpec } from "./types.js";

/** What identifies a tournament: everything but the depths and the pairs. */
export type TournamentId = Pick<TournamentSpec, "game" | "branching" | "mode" | "algorithm" | "match" | "evaluation">;

/** The key of the tournament a job belongs to. */
export function tournamentKey(t: TournamentId): string {
  const game = t.game === "random" ? `random/B${t.branching}/${t.mode}` : t.game;
  return `${game}${t.evaluation === "learned" ? "+learned" : ""}/${t.algorithm}/${t.match}`;
}

/** The key of one pair job: its tournament, its depths and its start position. */
export function jobKey(job: PairJob): string {
  const t = job.game === "random" ? job : { ...job, branching: 0, mode: "uniform" as const };
  return `${tournamentKey(t)}/ab${job.abDepth}/bf${job.bfDepth}/p${job.pairIndex}`;
}

/** The job of pair `pairIndex` at depths (abDepth, bfDepth) of tournament `spec`. */
export function pairJob(spec: TournamentId, abDepth: number, bfDepth: number, pairIndex: number): PairJob {
  const common = {
    pairIndex,
    abDepth,
    bfDepth,
    algorithm: spec.algorithm,
    match: spec.match,
    ...(spec.evaluation === "learned" ? { evaluation: spec.evaluation } : {}),
  };
  return spec.game === "random"
    ? { game: "random", seed: pairIndex + 1, branching: spec.branching, mode: spec.mode, ...common }
    : { game: spec.game, opening: pairIndex, ...common };
}

/** Pairs 0..count-1 at one pair of depths. */
export function pairJobs(spec: TournamentId, abDepth: number, bfDepth: number, count: number): PairJob[] {
  return Array.from({ length: count }, (_, p) => pairJob(spec, abDepth, bfDepth, p));
}

/** All jobs of the tournament once its depths are known: by alpha-beta depth, then pair. */
export function tournamentJobs(spec: TournamentSpec, bfDepths: readonly number[]): PairJob[] {
  return spec.abDepths.flatMap((ab, i) => pairJobs(spec, ab, bfDepths[i], spec.pairs));
}

/**
 * The final tournament's jobs at its `index`-th alpha-beta depth that shard `shard` owns:
 * that depth's part of shardOf(tournamentJobs(...)) (../run/shards.ts), known as soon as its depth is matched.
 */
export function depthJobs(spec: TournamentSpec, index: number, bfDepth: number, shard: Shard | undefined): PairJob[] {
  const jobs = pairJobs(spec, spec.abDepths[index], bfDepth, spec.pairs);
  return shard ? jobs.filter((_, p) => (index * spec.pairs + p) % shard.n === shard.k - 1) : jobs;
}

/** Results in job order (by key lookup), skipping jobs that have none. */
export function inJobOrder(jobs: readonly PairJob[], results: ReadonlyMap<string, PairResult>): PairResult[] {
  return jobs.flatMap((job) => results.get(jobKey(job)) ?? []);
}
