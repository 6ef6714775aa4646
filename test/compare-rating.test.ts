// The round robin's arithmetic against independent calculations: Bradley-Terry strengths
// against the closed form of two players and against the likelihood's score equations of
// three, Wilson's interval against published values, the bootstrap's determinism, and
// how pairs are scored (a game's sign; a random-tree pair by the 1994 paper's rule).

import { describe, expect, test } from "vitest";
import { bradleyTerry, ratings } from "../experiments/compare/rating.js";
import { wilson } from "../experiments/compare/decisions/wilson.js";
import { encounters } from "../experiments/compare/jobs.js";
import type { PairPlayed, PlayedGame } from "../experiments/compare/types.js";

const elo = (ratio: number) => 400 * Math.log10(ratio);

describe("Bradley-Terry", () => {
  test("two players, A 3 wins of 4, one virtual draw: p_A / p_B = 3.5 / 1.5, by hand", () => {
    // With one virtual drawn game, A has 3.5 points of 5 and B 1.5; the likelihood's maximum of
    // two players is where p_A / (p_A + p_B) = 3.5 / 5, so p_A / p_B = 7 / 3.
    const [a, b] = bradleyTerry(
      2,
      [
        [0, 3],
        [1, 0],
      ],
      [
        [0, 4],
        [4, 0],
      ],
      1,
    );
    expect(a - b).toBeCloseTo(elo(7 / 3), 6);
    expect(a + b).toBeCloseTo(0, 9);
    expect(a).toBeCloseTo(73.5954, 3); // 200 log10(7/3) = 200 x 0.367977
  });

  test("three players without a prior: the fit solves the likelihood's score equations", () => {
    // won[i][j]: i's points against j. Every player has both wins and losses, so the maximum is finite.
    const won = [
      [0, 7, 4],
      [3, 0, 6],
      [6, 4, 0],
    ];
    const games = [
      [0, 10, 10],
      [10, 0, 10],
      [10, 10, 0],
    ];
    const r = bradleyTerry(3, won, games, 0);
    const p = r.map((x) => 10 ** (x / 400));
    // Score equations (the gradient of the log-likelihood is zero): W_i = sum_j n_ij p_i / (p_i + p_j).
    for (let i = 0; i < 3; i++) {
      const expected = [0, 1, 2].filter((j) => j !== i).reduce((s, j) => s + (games[i][j] * p[i]) / (p[i] + p[j]), 0);
      expect(expected).toBeCloseTo(
        won[i].reduce((s, x) => s + x, 0),
        8,
      );
    }
    // And it is a maximum: a step of every strength in any direction lowers the likelihood.
    const logLikelihood = (q: number[]) => {
      let l = 0;
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) if (i !== j) l += won[i][j] * Math.log(q[i] / (q[i] + q[j]));
      return l;
    };
    const best = logLikelihood(p);
    for (const step of [
      [1.01, 1, 1],
      [1, 1.01, 1],
      [1, 1, 1.01],
      [0.99, 1, 1],
      [1, 0.99, 1.01],
    ])
      expect(logLikelihood(p.map((x, i) => x * step[i]))).toBeLessThan(best);
  });

  test("a player who won everything stays finite with the prior, and is first", () => {
    const r = bradleyTerry(
      2,
      [
        [0, 10],
        [0, 0],
      ],
      [
        [0, 10],
        [10, 0],
      ],
      1,
    );
    expect(r[0] - r[1]).toBeCloseTo(elo(10.5 / 0.5), 6);
  });

  test("the bootstrap is deterministic from its seed and its interval holds the point", () => {
    const matchups = [
      {
        i: 0,
        j: 1,
        pairs: [
          [2, 2],
          [1, 2],
          [1.5, 2],
          [2, 2],
          [0, 2],
        ] as [number, number][],
      },
      {
        i: 0,
        j: 2,
        pairs: [
          [1, 2],
          [1, 2],
          [2, 2],
        ] as [number, number][],
      },
      {
        i: 1,
        j: 2,
        pairs: [
          [0.5, 2],
          [1, 2],
          [0, 2],
        ] as [number, number][],
      },
    ];
    const one = ratings(3, matchups),
      two = ratings(3, matchups);
    expect(two).toEqual(one);
    for (const r of one) {
      expect(r.low).toBeLessThanOrEqual(r.elo);
      expect(r.high).toBeGreaterThanOrEqual(r.elo);
    }
    expect(ratings(3, matchups, 100, 7)).not.toEqual(ratings(3, matchups, 100, 8));
  });
});

describe("Wilson's interval", () => {
  test("published 95% intervals: 0/10 is [0, 0.2775], 5/10 is [0.2366, 0.7634], 8/10 is [0.4902, 0.9433]", () => {
    const close = (got: { low: number; high: number }, want: [number, number]) =>
      [got.low / 100, got.high / 100].forEach((x, i) => expect(x).toBeCloseTo(want[i], 4));
    close(wilson(0, 10), [0, 0.2775]);
    close(wilson(5, 10), [0.2366, 0.7634]);
    close(wilson(8, 10), [0.4902, 0.9433]);
  });
});

describe("scoring a pair", () => {
  const game = (aFirst: boolean, finalValue: number): PlayedGame => ({
    aFirst,
    finalValue,
    moves: [],
    nodesA: 0,
    nodesB: 0,
    msA: 0,
    msB: 0,
    movesA: 0,
    movesB: 0,
  });
  const pair = (first: number, second: number): PairPlayed => ({
    budget: 1,
    a: "id",
    b: "mma",
    opening: 0,
    games: [game(true, first), game(false, second)],
  });
  test("a real game: each game an encounter, the end's sign for the side that moved first", () => {
    // a wins as MAX (+1), then as MIN the end is -1 for MAX: a wins again.
    expect(encounters({ game: "connect4" }, pair(1, -1)).map((e) => e.scoreA)).toEqual([1, 1]);
    expect(encounters({ game: "othello" }, pair(0, 1)).map((e) => e.scoreA)).toEqual([0.5, 0]);
  });
  test("a random tree: the pair is one encounter, the larger value reached as MAX wins", () => {
    expect(encounters({ game: "random" }, pair(120, 80)).map((e) => e.scoreA)).toEqual([1]);
    expect(encounters({ game: "random" }, pair(-50, -20)).map((e) => e.scoreA)).toEqual([0]);
    expect(encounters({ game: "random" }, pair(7, 7)).map((e) => e.scoreA)).toEqual([0.5]);
  });
});
