// The learned evaluation against the game's own at equal depth (docs/train.md, "Your own
// game"; the numbers in docs/findings.md): pairs of games from random openings (drawn as
// the run's games past its last are, so no training game's opening is reused), each
// opening played twice with the sides swapped, both sides alpha-beta to the same
// horizon, one reading the learned weights. The learned side's score, a win 1 and a draw
// a half, with the score's 95% Wilson interval (../compare/decisions/wilson.ts).

import { wilson } from "../compare/decisions/wilson.js";
import type { Interval } from "../compare/decisions/types.js";
import type { GameTrainParams } from "./params.js";
import { gameDraws, MOST_PLIES } from "./selfplay.js";
import { resultOf, type TrainSubject } from "./subject.js";

export interface VersusResult {
  games: number;
  /** The learned side's wins, draws and losses. */
  wins: number;
  draws: number;
  losses: number;
  /** Its score in percent, and the score's 95% interval. */
  score: number;
  interval: Interval;
}

/** `pairs` pairs of games, learned (`weights`) against the game's own evaluation, both to `horizon`. */
export function versusHand(
  subject: TrainSubject,
  weights: Int32Array,
  params: Pick<GameTrainParams, "seed" | "games" | "randomPlies">,
  pairs: number,
  horizon: number,
  onGame?: (done: number, of: number) => void,
): VersusResult {
  let wins = 0,
    draws = 0,
    losses = 0;
  for (let pair = 0; pair < pairs; pair++)
    for (const learnedIsMax of [true, false]) {
      const draw = gameDraws(params.seed, params.games + pair);
      subject.reset();
      let result = 0;
      for (let ply = 0; ply < MOST_PLIES; ply++) {
        const n = subject.moveCount();
        if (n === 0) {
          result = resultOf(subject);
          break;
        }
        const maxToMove = ply % 2 === 0; // MAX moves at the even plies (contract/game.ts)
        const learned = maxToMove === learnedIsMax;
        subject.play(ply < params.randomPlies ? draw(n) : subject.searched(horizon, learned ? weights : undefined));
      }
      const forLearned = learnedIsMax ? result : -result;
      if (forLearned > 0) wins++;
      else if (forLearned < 0) losses++;
      else draws++;
      onGame?.(wins + draws + losses, 2 * pairs);
    }
  const games = wins + draws + losses;
  return {
    games,
    wins,
    draws,
    losses,
    score: (100 * (wins + draws / 2)) / games,
    interval: wilson(wins + draws / 2, games),
  };
}
