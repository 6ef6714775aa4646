// One self-play game of a training run of a user's game: its draws from the project's
// SplitMix64 stream (reference/rng.ts; game i's stream is the i-th output of the run
// seed's, as ../train/selfplay.ts draws Othello's), the first `randomPlies` plies random,
// then alpha-beta to `horizon` on the game's own evaluation for both sides. Every position
// from the first searched one to the last before the end is kept with its features; its
// label is the game's result for MAX (1, 0, -1): the learned value is MAX's.

import { seedHalves } from "../../contract/index.js";
import { streamAt } from "../../reference/rng.js";
import { modSmall, out } from "../../reference/u64.js";
import type { GameTrainParams } from "./params.js";
import { resultOf, type TrainSubject } from "./subject.js";

export interface GamePositions {
  index: number;
  /** Each kept position's active features. */
  features: Int32Array[];
  /** Each kept position's value by the game's own evaluation (MAX's side): the report's comparison. */
  hand: number[];
  /** The game's result for MAX. */
  result: number;
}

/** The longest game played: a game that runs on past it is cut there, its positions dropped. */
export const MOST_PLIES = 10_000;

/** A draw from 0 .. n - 1 of game `index`'s stream: the `draws`-th. */
export function gameDraws(seed: string, index: number): (n: number) => number {
  const halves = seedHalves(seed);
  streamAt(halves.hi, halves.lo, Math.floor(index / 4294967296), index >>> 0);
  const gameHi = out.hi,
    gameLo = out.lo;
  let draws = 0;
  return (n) => {
    streamAt(gameHi, gameLo, 0, draws++);
    return modSmall(out.hi, out.lo, n);
  };
}

/** Plays game `index` of the run on `subject`, from its start. */
export function playTrainingGame(subject: TrainSubject, params: GameTrainParams, index: number): GamePositions {
  const draw = gameDraws(params.seed, index);
  subject.reset();
  const features: Int32Array[] = [];
  const hand: number[] = [];
  for (let ply = 0; ply < MOST_PLIES; ply++) {
    const n = subject.moveCount();
    if (n === 0) return { index, features, hand, result: resultOf(subject) };
    if (ply < params.randomPlies) subject.play(draw(n));
    else {
      features.push(subject.features());
      hand.push(subject.evaluate());
      subject.play(subject.searched(params.horizon));
    }
  }
  return { index, features: [], hand: [], result: 0 };
}
