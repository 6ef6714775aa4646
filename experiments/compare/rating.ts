// Ratings from a round robin: the Bradley-Terry model (P(i beats j) = p_i / (p_i + p_j))
// fitted by Hunter's MM iterations (2004, "MM algorithms for generalized Bradley-Terry
// models", eq. 3), a draw counting half a win to each side, written on the Elo scale
// (400 log10 p_i, mean 0); the uncertainty by a bootstrap over pairs (each matchup's
// pairs resampled with replacement, a fixed seed).
//
// Every pair of players is credited PRIOR_GAMES virtual drawn games, so that a player who
// won (or lost) everything has a finite rating: a small pull toward equality, which the
// report states.

/** Virtual drawn games credited to every pair of players. */
export const PRIOR_GAMES = 1;
/** Bootstrap resamples, and the seed of their generator. */
export const BOOTSTRAP_SAMPLES = 400;
export const BOOTSTRAP_SEED = 20261127;

/** One matchup's results, by pair: i's points and the games of each pair (random trees: 1 encounter a pair, else 2). */
export interface MatchupScores {
  i: number;
  j: number;
  /** Per pair: [i's points, encounters]. */
  pairs: [number, number][];
}

/**
 * Bradley-Terry strengths (Elo scale, mean 0) of `n` players from the totals of each
 * matchup: `games[i][j]` encounters between i and j, `won[i][j]` i's points in them.
 */
export function bradleyTerry(n: number, won: number[][], games: number[][], prior = PRIOR_GAMES): number[] {
  const w = won.map((row, i) => row.reduce((s, x, j) => s + (i === j ? 0 : x + prior / 2), 0));
  const g = (i: number, j: number) => games[i][j] + prior;
  let p = new Array<number>(n).fill(1);
  for (let iteration = 0; iteration < 100_000; iteration++) {
    const next = p.map((pi, i) => {
      let denominator = 0;
      for (let j = 0; j < n; j++) if (j !== i && g(i, j) > 0) denominator += g(i, j) / (pi + p[j]);
      return denominator > 0 ? w[i] / denominator : pi;
    });
    // Geometric mean 1: the scale is free, and this keeps the numbers in range.
    const logMean = next.reduce((s, x) => s + Math.log(x), 0) / n;
    const scaled = next.map((x) => x / Math.exp(logMean));
    const change = Math.max(...scaled.map((x, i) => Math.abs(Math.log(x / p[i]))));
    p = scaled;
    if (change < 1e-12) break;
  }
  return p.map((x) => (400 * Math.log(x)) / Math.LN10);
}

/** The totals of matchups. */
function totals(
  n: number,
  matchups: readonly MatchupScores[],
  pick: (m: MatchupScores) => [number, number][],
): { won: number[][]; games: number[][] } {
  const won = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const games = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const m of matchups) {
    for (const [points, count] of pick(m)) {
      won[m.i][m.j] += points;
      won[m.j][m.i] += count - points;
      games[m.i][m.j] += count;
      games[m.j][m.i] += count;
    }
  }
  return { won, games };
}

/** A small deterministic generator (mulberry32): the bootstrap's draws, the same on every machine. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rating {
  /** Elo-scale strength, mean 0 over the players. */
  elo: number;
  /** The bootstrap's 2.5 and 97.5 percentiles. */
  low: number;
  high: number;
}

/** Each player's rating with its 95% bootstrap interval. */
export function ratings(
  n: number,
  matchups: readonly MatchupScores[],
  samples = BOOTSTRAP_SAMPLES,
  seed = BOOTSTRAP_SEED,
): Rating[] {
  const fit = (pick: (m: MatchupScores) => [number, number][]) => {
    const { won, games } = totals(n, matchups, pick);
    return bradleyTerry(n, won, games);
  };
  const point = fit((m) => m.pairs);
  const random = generator(seed);
  const draws: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < samples; s++) {
    const elo = fit((m) => m.pairs.map(() => m.pairs[Math.floor(random() * m.pairs.length)]));
    elo.forEach((x, i) => draws[i].push(x));
  }
  const quantile = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];
  return point.map((elo, i) => {
    const sorted = draws[i].sort((x, y) => x - y);
    return samples > 0
      ? { elo, low: quantile(sorted, 0.025), high: quantile(sorted, 0.975) }
      : { elo, low: elo, high: elo };
  });
}
