// A training run of a user's game (`bestfirst train --core` or `--game-module`,
// docs/train.md, "Your own game"): the self-play games of ./selfplay.ts in game order, the
// held-out split (every tenth game, as ../train/dataset.ts splits Othello's), the fit of
// ../train/fit.ts on the training positions' features against their games' results, the
// weights rounded to integers of `scale`, and the report on the held-out positions: the
// learned value's squared error against the result beside the constant guess's, and how
// often the sign of the learned and of the game's own value name the winner.

import { MOST_WEIGHT } from "../../contract/index.js";
import { heldOutGame } from "../train/dataset.js";
import { fitWeights, type FitRows } from "../train/fit.js";
import { checkGameTrainParams, type GameTrainParams } from "./params.js";
import { playTrainingGame, type GamePositions } from "./selfplay.js";
import type { TrainSubject } from "./subject.js";
import type { GameWeights } from "./weights-file.js";

export interface GameTrainReport {
  trainingPositions: number;
  heldOutPositions: number;
  /** Mean squared error, in results (a win is 1), of the learned value and of the training mean. */
  learnedMse: number;
  constantMse: number;
  /** The share of decided held-out positions whose value's sign names the winner (a 0 counts a half). */
  learnedAgreement: number;
  handAgreement: number;
}

/** Plays the run's games on `subject`, in order; `onGame` hears each finished game. */
export function playGames(
  subject: TrainSubject,
  params: GameTrainParams,
  onGame?: (done: number, of: number) => void,
): GamePositions[] {
  checkGameTrainParams(params);
  const games: GamePositions[] = [];
  for (let i = 0; i < params.games; i++) {
    games.push(playTrainingGame(subject, params, i));
    onGame?.(i + 1, params.games);
  }
  return games;
}

/** The positions of the games held out (or not) as the fit's rows. */
export function rowsOf(
  games: readonly GamePositions[],
  held: boolean,
): FitRows & { starts: Int32Array; hand: number[] } {
  const chosen = games.filter((g) => heldOutGame(g.index) === held);
  const count = chosen.reduce((n, g) => n + g.features.length, 0);
  const size = chosen.reduce((n, g) => n + g.features.reduce((m, f) => m + f.length, 0), 0);
  const indices = new Int32Array(size),
    starts = new Int32Array(count + 1),
    labels = new Float64Array(count);
  const hand: number[] = [];
  let i = 0,
    at = 0;
  for (const g of chosen)
    g.features.forEach((f, k) => {
      indices.set(f, at);
      at += f.length;
      labels[i] = g.result;
      hand.push(g.hand[k]);
      starts[++i] = at;
    });
  return { indices, starts, labels, count, hand };
}

/** Fits the weights on `games`' training split and reports on their held-out positions. */
export function fitGame(
  subject: Pick<TrainSubject, "title" | "featureCount">,
  games: readonly GamePositions[],
  params: GameTrainParams,
  onIteration?: (iteration: number, of: number) => void,
): { weights: GameWeights; report: GameTrainReport } {
  const training = rowsOf(games, false),
    heldOut = rowsOf(games, true);
  const w = fitWeights(training, subject.featureCount, params, (i) => onIteration?.(i, params.iterations));
  const weights = Int32Array.from(w, (x) =>
    Math.max(-MOST_WEIGHT, Math.min(MOST_WEIGHT, Math.round(x * params.scale))),
  );
  let mean = 0;
  for (let i = 0; i < training.count; i++) mean += training.labels[i] / Math.max(1, training.count);
  let learnedSq = 0,
    constantSq = 0,
    decided = 0,
    learnedRight = 0,
    handRight = 0;
  const right = (v: number, result: number) => (v === 0 ? 0.5 : Math.sign(v) === result ? 1 : 0);
  for (let i = 0; i < heldOut.count; i++) {
    let v = 0;
    for (let k = heldOut.starts[i]; k < heldOut.starts[i + 1]; k++) v += weights[heldOut.indices[k]];
    const y = heldOut.labels[i];
    learnedSq += (v / params.scale - y) ** 2;
    constantSq += (mean - y) ** 2;
    if (y === 0) continue;
    decided++;
    learnedRight += right(v, y);
    handRight += right(heldOut.hand[i], y);
  }
  const n = Math.max(1, heldOut.count);
  return {
    weights: { game: subject.title, featureCount: subject.featureCount, scale: params.scale, weights },
    report: {
      trainingPositions: training.count,
      heldOutPositions: heldOut.count,
      learnedMse: learnedSq / n,
      constantMse: constantSq / n,
      learnedAgreement: learnedRight / Math.max(1, decided),
      handAgreement: handRight / Math.max(1, decided),
    },
  };
}
