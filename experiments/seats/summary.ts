// A seated round robin's results summarized per budget: for each matchup, each search's
// score (its seats' points over the games, a game giving 1 point in all: ./seatings.ts)
// with its 95% Wilson interval (../compare/decisions/wilson.ts, a share of points as the
// round robin's cells have it); each search's score in each seat; Bradley-Terry ratings
// from the matchups' scores (../compare/rating.ts, bootstrapped over openings); and what
// each search spent per move. Built from the games in job order, so it is the same for any
// number of workers, shards and finishing order.

import type { SearchName } from "../../contract/index.js";
import { matchups } from "../compare/jobs.js";
import { ratings, type MatchupScores, type Rating } from "../compare/rating.js";
import { wilson } from "../compare/decisions/wilson.js";
import { seatsJobs, seatsKey } from "./jobs.js";
import { aSits, pointsOfA } from "./seatings.js";
import type { SeatsGame, SeatsSpec } from "./types.js";

/** One search's side of a matchup. */
export interface SeatsCell {
  row: SearchName;
  column: SearchName;
  games: number;
  /** The row's points over the games, its share and that share's 95% Wilson interval. */
  points: number;
  score: number;
  low: number;
  high: number;
}

export interface SeatsLineSummary {
  algorithm: SearchName;
  rating: Rating;
  /** Its points per game in each seat (over every game it sat there, all matchups), NaN where it never sat. */
  bySeat: number[];
  nodesPerMove: number;
  msPerMove: number;
}

export interface SeatsBudgetSummary {
  budget: number;
  games: number;
  cells: SeatsCell[];
  searches: SeatsLineSummary[];
}

export interface SeatsSummary {
  spec: SeatsSpec;
  budgets: SeatsBudgetSummary[];
}

export function summarizeSeats(spec: SeatsSpec, played: ReadonlyMap<string, SeatsGame>): SeatsSummary {
  const jobs = seatsJobs(spec);
  const index = new Map(spec.algorithms.map((a, i) => [a, i]));
  return {
    spec,
    budgets: spec.budgets.map((budget) => {
      const games = jobs.filter((j) => j.budget === budget).flatMap((j) => played.get(seatsKey(j)) ?? []);
      const cells: SeatsCell[] = [];
      const scores: MatchupScores[] = [];
      for (const [a, b] of matchups(spec.algorithms)) {
        const mine = games.filter((g) => g.a === a && g.b === b);
        const pointsA = mine.map((g) => pointsOfA(g.seating, g.values));
        const add = (row: SearchName, column: SearchName, points: number) => {
          const interval = wilson(points, mine.length);
          cells.push({
            row,
            column,
            games: mine.length,
            points,
            score: mine.length ? points / mine.length : NaN,
            low: interval.low / 100,
            high: interval.high / 100,
          });
        };
        const total = pointsA.reduce((s, x) => s + x, 0);
        add(a, b, total);
        add(b, a, mine.length - total);
        // The bootstrap resamples openings: an opening's seatings share it, and its dice.
        const byOpening = new Map<number, [number, number]>();
        mine.forEach((g, i) => {
          const o = byOpening.get(g.opening) ?? [0, 0];
          byOpening.set(g.opening, [o[0] + pointsA[i], o[1] + 1]);
        });
        scores.push({ i: index.get(a)!, j: index.get(b)!, pairs: [...byOpening.values()] });
      }
      const rated = ratings(spec.algorithms.length, scores);
      const searches = spec.algorithms.map((algorithm, i): SeatsLineSummary => {
        const seat = new Array<number>(spec.players).fill(0),
          sat = new Array<number>(spec.players).fill(0);
        let nodes = 0,
          ms = 0,
          turns = 0;
        for (const g of games) {
          if (g.a !== algorithm && g.b !== algorithm) continue;
          for (let p = 0; p < spec.players; p++) {
            if ((aSits(g.seating, p) ? g.a : g.b) !== algorithm) continue;
            seat[p] += pointsOfA(1 << p, g.values);
            sat[p]++;
            nodes += g.nodes[p];
            ms += g.ms[p];
            turns += g.turns[p];
          }
        }
        return {
          algorithm,
          rating: rated[i],
          bySeat: seat.map((x, p) => (sat[p] ? x / sat[p] : NaN)),
          nodesPerMove: turns ? nodes / turns : 0,
          msPerMove: turns ? ms / turns : 0,
        };
      });
      return { budget, games: games.length, cells, searches };
    }),
  };
}
