// Each position of a run as a user reading `--json` wants it: the position in its
// notation, its exact score (the solver's; and the score its positions file stated, if
// any), the moves that keep the score and those that keep the outcome, and what every
// search chose at every budget.

import type { Budget, DecisionRecord } from "./types.js";

export interface PositionReport {
  position: string;
  score: number;
  stated?: number;
  optimalMoves: string[];
  soundMoves: string[];
  /** Every move's exact score, by move name. */
  scores: Record<string, number>;
  choices: { search: string; budget: Budget; move: string; optimal: boolean; sound: boolean; nodes: number }[];
}

export function positionReport(record: DecisionRecord): PositionReport {
  return {
    position: record.text,
    score: record.score,
    ...(record.stated === undefined ? {} : { stated: record.stated }),
    optimalMoves: record.moves.filter((m) => m.optimal).map((m) => m.move),
    soundMoves: record.moves.filter((m) => m.sound).map((m) => m.move),
    scores: Object.fromEntries(record.moves.map((m) => [m.move, m.score])),
    choices: record.choices.map(({ search, budget, move, optimal, sound, nodes }) => ({
      search,
      budget,
      move,
      optimal,
      sound,
      nodes,
    })),
  };
}
