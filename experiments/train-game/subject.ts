// A user's game as `bestfirst train` plays and reads it (docs/train.md, "Your own game"):
// a kit's core (its engine: positions by move index from the start) or a TypeScript
// `Game` (played in place), behind one face: the moves, the end, the game's own value,
// the feature hook, and alpha-beta's move to a depth with the game's own evaluation or a
// learned one. Self-play, the fit and the match read only this.

import {
  featureCountOf,
  MOST_ACTIVE_FEATURES,
  readFeatures,
  learnedGame,
  searchGame,
  type Game,
  type KitEngine,
} from "../../library.js";
import { loadGameModule } from "../../searcher/index.js";

export interface TrainSubject {
  /** The game's name in the weights file: a kit class's title, or the module's export. */
  title: string;
  featureCount: number;
  /** Back to the start. */
  reset(): void;
  moveCount(): number;
  play(move: number): void;
  isTerminal(): boolean;
  /** The game's value from MAX's side (at the end: its exact value). */
  evaluate(): number;
  /** The features active here (the game not over). */
  features(): Int32Array;
  /** Alpha-beta's move to `horizon` here: the game's own evaluation, or the sum of `weights`. */
  searched(horizon: number, weights?: Int32Array): number;
}

/** A kit's engine as a subject: the position is the moves played from the start. */
export function kitSubject(engine: KitEngine): TrainSubject {
  const featureCount = engine.featureCount;
  featureCountOf({ featureCount: featureCount || undefined, features: () => 0 }, engine.game);
  const path: number[] = [];
  let moves: number | undefined;
  let learned: Int32Array | undefined;
  const use = (weights: Int32Array | undefined) => {
    if (weights !== learned) engine.useWeights(weights);
    learned = weights;
  };
  return {
    title: engine.game,
    featureCount,
    reset: () => {
      path.length = 0;
      moves = undefined;
    },
    moveCount: () => (moves ??= engine.moves({ path }).length),
    play: (move) => {
      path.push(move);
      moves = undefined;
    },
    isTerminal() {
      return this.moveCount() === 0;
    },
    evaluate: () => {
      use(undefined);
      return engine.evaluate({ path });
    },
    features: () => engine.features({ path }),
    searched(horizon, weights) {
      use(weights);
      const { move } = engine.search({ position: { path }, algorithm: "alphabeta", horizon });
      return engine.moves({ path }).findIndex((m) => m.move === move);
    },
  };
}

/**
 * A TypeScript game as a subject, played in place from the position it is given at (its
 * start): reset takes back every move played since.
 */
export function gameSubject(game: Game, title: string): TrainSubject {
  const featureCount = featureCountOf(game, `your game ${title}`);
  const out = new Int32Array(MOST_ACTIVE_FEATURES);
  let plies = 0;
  return {
    title,
    featureCount,
    reset: () => {
      for (; plies > 0; plies--) game.undo();
    },
    moveCount: () => game.moveCount(),
    play: (move) => {
      game.play(move);
      plies++;
    },
    isTerminal: () => game.isTerminal(),
    evaluate: () => game.evaluate(),
    features: () => readFeatures(game, featureCount, out).slice(),
    searched(horizon, weights) {
      const searched = weights ? learnedGame(game, weights) : game;
      return searchGame(searched, { algorithm: "alphabeta", horizon }).moveIndex;
    },
  };
}

/** A finished game's result for MAX: 1 won, 0 drawn, -1 lost (the sign of its exact value). */
export function resultOf(subject: TrainSubject): number {
  const v = subject.evaluate();
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/** A TypeScript game from a user's module (`--game-module`): the export made with the arguments, checked. */
export async function moduleSubject(load: { module: string; export: string; args: unknown[] }): Promise<TrainSubject> {
  return gameSubject(await loadGameModule(load), load.export);
}
