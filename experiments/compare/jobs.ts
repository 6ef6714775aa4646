// A round robin's jobs in one fixed order (by budget, then matchup in the order the
// searches were given, then opening), each named by a key that results are stored and
// found under, so nothing depends on the order workers finish in; and how a pair of games
// is scored.

import type { Encounter, PairPlayed, RoundRobinJob, RoundRobinSpec } from "./types.js";
import type { Algorithm } from "../../contract/index.js";

/** The key of one job within its round robin. */
export function jobKey(job: RoundRobinJob): string {
  return `${job.budget}/${job.a}-${job.b}/o${job.opening}`;
}

/** Every unordered pair of searches, in the order given: (0,1), (0,2), ..., (1,2), ... */
export function matchups<T = Algorithm>(algorithms: readonly T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 0; i < algorithms.length; i++)
    for (let j = i + 1; j < algorithms.length; j++) out.push([algorithms[i], algorithms[j]]);
  return out;
}

/** All jobs of the round robin. */
export function roundRobinJobs(spec: RoundRobinSpec): RoundRobinJob[] {
  const jobs: RoundRobinJob[] = [];
  for (const budget of spec.budgets)
    for (const [a, b] of matchups(spec.algorithms))
      for (let opening = 0; opening < spec.pairs; opening++) jobs.push({ budget, a, b, opening });
  return jobs;
}

/** A's points for one game: a win 1, a draw 0.5, a loss 0. */
const points = (valueForA: number) => (valueForA > 0 ? 1 : valueForA < 0 ? 0 : 0.5);

/**
 * The encounters a pair decides. Real games: each game is one, won by the side whose
 * colour the end favours. Random trees, whose values are sums of edge costs and favour a
 * colour from the start: the pair is one, judged as the 1994 paper did (the search that
 * reached the larger value as MAX wins; equal values are a draw).
 */
export function encounters(spec: Pick<RoundRobinSpec, "game">, pair: PairPlayed): Encounter[] {
  const { a, b } = pair;
  if (spec.game === "random") {
    const aMax = pair.games.find((g) => g.aFirst)!,
      bMax = pair.games.find((g) => !g.aFirst)!;
    return [{ a, b, scoreA: points(aMax.finalValue - bMax.finalValue) }];
  }
  return pair.games.map((g) => ({ a, b, scoreA: points(g.aFirst ? g.finalValue : -g.finalValue) }));
}
