// Scoring a pair (1994 paper, section 5): each algorithm plays each side once from the
// same start; the winner is the algorithm that played MAX when the larger terminal value
// was reached, so a start that favours one side favours both algorithms alike. Equal
// values are a tie, reported and left out of win percentages.

import type { GameRecord, PairJob, PairResult } from "./types.js";

/** The pair's result from its two games (in either order: one with best-first as MAX, one without). */
export function judgePair(job: PairJob, games: [GameRecord, GameRecord]): PairResult {
  const bfMax = games.find((g) => g.bfIsMax);
  const abMax = games.find((g) => !g.bfIsMax);
  if (!bfMax || !abMax) throw new Error("a pair needs one game with best-first as MAX and one with alpha-beta as MAX");
  const tie = bfMax.finalValue === abMax.finalValue;
  const bfWins = !tie && bfMax.finalValue > abMax.finalValue ? 1 : 0;
  const sum = (f: (g: GameRecord) => number) => f(games[0]) + f(games[1]);
  return {
    ...job,
    bfWins,
    abWins: tie ? 0 : ((1 - bfWins) as 0 | 1),
    tie,
    nodesBf: sum((g) => g.nodesBf),
    nodesAb: sum((g) => g.nodesAb),
    msBf: sum((g) => g.msBf),
    msAb: sum((g) => g.msAb),
    games: [bfMax, abMax],
  };
}
