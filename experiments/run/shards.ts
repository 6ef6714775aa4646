// A long run split into shards (a cluster's job array runs one each: docs/cluster.md):
// which jobs shard k of n owns, and which shards a merge of their files still lacks.
// Tournaments, decision quality and compare all split their jobs this way.

export interface Shard {
  /** 1-based. */
  k: number;
  n: number;
}

/** Shard k of n: every n-th job from the (k-1)-th, so each shard gets every depth. */
export function shardOf<T>(jobs: readonly T[], shard: Shard | undefined): T[] {
  if (!shard) return [...jobs];
  return jobs.filter((_, i) => i % shard.n === shard.k - 1);
}

/** The shards "k/n" of a split of `jobs` jobs that own some and are not in `given` (their k). */
export function missingShards(given: ReadonlySet<number>, n: number, jobs: number): string[] {
  const missing: string[] = [];
  for (let k = 1; k <= Math.min(n, jobs); k++) if (!given.has(k)) missing.push(`${k}/${n}`);
  return missing;
}
