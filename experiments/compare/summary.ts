// A round robin's results summarized per budget: the win/draw/loss matrix with each
// score's Wilson interval (./decisions/wilson.ts), the Bradley-Terry ratings with their bootstrap intervals
// (./rating.ts), and what each search spent per move. Built from the pairs in job order,
// so it is the same for any number of workers, shards and completion order.

import { encounters, jobKey, matchups, roundRobinJobs } from "./jobs.js";
import { ratings, type MatchupScores, type Rating } from "./rating.js";
import { wilson } from "./decisions/wilson.js";
import type { EntrantName, PairPlayed, RoundRobinSpec } from "./types.js";

/** One cell of the matrix: the row search against the column search. */
export interface Cell {
  row: EntrantName;
  column: EntrantName;
  wins: number;
  draws: number;
  losses: number;
  /** The row's points / encounters, and its 95% Wilson interval. */
  score: number;
  low: number;
  high: number;
}

export interface SearchLine {
  algorithm: EntrantName;
  rating: Rating;
  /** The search's points over all its encounters at this budget. */
  points: number;
  encounters: number;
  /** Mean nodes generated and ms per move. */
  nodesPerMove: number;
  msPerMove: number;
}

export interface BudgetSummary {
  budget: number;
  /** Pairs played at this budget (of pairs x matchups). */
  pairs: number;
  searches: SearchLine[];
  cells: Cell[];
}

export interface RoundRobinSummary {
  spec: RoundRobinSpec;
  budgets: BudgetSummary[];
}

export function summarize(spec: RoundRobinSpec, played: ReadonlyMap<string, PairPlayed>): RoundRobinSummary {
  const jobs = roundRobinJobs(spec);
  const index = new Map(spec.algorithms.map((a, i) => [a, i]));
  return {
    spec,
    budgets: spec.budgets.map((budget) => {
      const pairs = jobs.filter((j) => j.budget === budget).flatMap((j) => played.get(jobKey(j)) ?? []);
      const scores: MatchupScores[] = matchups(spec.algorithms).map(([a, b]) => ({
        i: index.get(a)!,
        j: index.get(b)!,
        pairs: pairs
          .filter((p) => p.a === a && p.b === b)
          .map((p) => {
            const e = encounters(spec, p);
            return [e.reduce((s, x) => s + x.scoreA, 0), e.length] as [number, number];
          }),
      }));
      const rated = ratings(spec.algorithms.length, scores);
      const cells: Cell[] = [];
      const add = (row: EntrantName, column: EntrantName, scoresOfRow: number[]) => {
        const points = scoresOfRow.reduce((s, x) => s + x, 0),
          n = scoresOfRow.length;
        const interval = wilson(points, n),
          low = interval.low / 100,
          high = interval.high / 100;
        cells.push({
          row,
          column,
          wins: scoresOfRow.filter((x) => x === 1).length,
          draws: scoresOfRow.filter((x) => x === 0.5).length,
          losses: scoresOfRow.filter((x) => x === 0).length,
          score: n ? points / n : NaN,
          low,
          high,
        });
      };
      for (const [a, b] of matchups(spec.algorithms)) {
        const e = pairs.filter((p) => p.a === a && p.b === b).flatMap((p) => encounters(spec, p));
        add(
          a,
          b,
          e.map((x) => x.scoreA),
        );
        add(
          b,
          a,
          e.map((x) => 1 - x.scoreA),
        );
      }
      const searches = spec.algorithms.map((algorithm, i): SearchLine => {
        let nodes = 0,
          ms = 0,
          moves = 0;
        for (const p of pairs)
          for (const g of p.games) {
            if (p.a === algorithm) {
              nodes += g.nodesA;
              ms += g.msA;
              moves += g.movesA;
            }
            if (p.b === algorithm) {
              nodes += g.nodesB;
              ms += g.msB;
              moves += g.movesB;
            }
          }
        const mine = cells.filter((c) => c.row === algorithm);
        const count = mine.reduce((s, c) => s + c.wins + c.draws + c.losses, 0);
        return {
          algorithm,
          rating: rated[i],
          encounters: count,
          points: mine.reduce((s, c) => s + c.wins + c.draws / 2, 0),
          nodesPerMove: moves ? nodes / moves : 0,
          msPerMove: moves ? ms / moves : 0,
        };
      });
      return { budget, pairs: pairs.length, searches, cells };
    }),
  };
}
