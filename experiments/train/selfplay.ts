// One game of a training run's self-play, and its labelled positions: the game's draws
// come from the project's SplitMix64 stream (reference/rng.ts; game i's seed is the i-th
// output of the run seed's stream), the first `randomPlies` plies are random, then
// alpha-beta to `horizon` plays both sides (the hand evaluation's, on the given engine).
// At each sampled empties count the first position whose side to move has a disc to play
// is kept; its label is for the side to move, in discs: the exact value (the engine's
// solver) at `exactEmpties` or fewer, else the game's result under perfect play from the
// first position the game reaches at `exactEmpties` or fewer (or its end, if sooner).

import type { Engine } from "../../contract/index.js";
import { seedHalves } from "../../contract/index.js";
import { INITIAL_BOARD } from "../../contract/notation/othello.js";
import { othelloAt, type Othello } from "../../reference/games/othello.js";
import { popcount } from "../../reference/games/othello-bits.js";
import { streamAt } from "../../reference/rng.js";
import { modSmall, out } from "../../reference/u64.js";
import type { TrainParams } from "./params.js";

/** A labelled position: the board in the FFO text form (side to move last), its value for the side to move. */
export interface TrainPosition {
  board: string;
  value: number;
  /** True: the solver's value; false: the game's result from the first position at exactEmpties or fewer. */
  exact: boolean;
}

/** One game's positions (a job's result, a results file's line). */
export interface TrainGame {
  index: number;
  positions: TrainPosition[];
}

/** Plays game `index` of the run and labels its positions on `engine`. */
export function playTrainingGame(params: TrainParams, index: number, engine: Engine): TrainGame {
  const seed = seedHalves(params.seed);
  streamAt(seed.hi, seed.lo, Math.floor(index / 4294967296), index >>> 0);
  const gameHi = out.hi,
    gameLo = out.lo;
  let draws = 0;
  const draw = (n: number) => {
    streamAt(gameHi, gameLo, 0, draws++);
    return modSmall(out.hi, out.lo, n);
  };
  const game = othelloAt(INITIAL_BOARD);
  const kept: { board: string; empties: number; black: boolean }[] = [];
  let anchor: { board: string; black: boolean; final?: number } | undefined;
  for (;;) {
    const empties = game.empties(),
      count = game.moveCount();
    if (!anchor && (empties <= params.exactEmpties || count === 0))
      anchor = { board: game.toBoard(), black: game.blackToMove(), final: count === 0 ? finalMargin(game) : undefined };
    if (count === 0) break;
    const isPass = game.square(0) < 0;
    const last = kept.length ? kept[kept.length - 1].empties : 65;
    if (!isPass && empties >= params.fewestEmpties && empties <= params.mostEmpties && empties < last)
      kept.push({ board: game.toBoard(), empties, black: game.blackToMove() });
    if (empties < params.fewestEmpties && anchor) break; // nothing more to keep or to know
    game.play(game.ply < params.randomPlies ? draw(count) : searched(engine, game, params.horizon, count));
  }
  // A game over already (a wipe-out leaves a board without one colour, which no engine takes) is worth its margin.
  const anchorValue = anchor!.final ?? engine.solve({ game: "othello", board: anchor!.board }).value;
  const positions = kept.map(({ board, empties, black }): TrainPosition => {
    if (empties <= params.exactEmpties)
      return { board, value: engine.solve({ game: "othello", board }).value, exact: true };
    return { board, value: black === anchor!.black ? anchorValue : -anchorValue, exact: false };
  });
  return { index, positions };
}

/** The final margin of a finished game for the side to move, empties to the winner (docs/othello.md). */
function finalMargin(game: Othello): number {
  const own = popcount(game.ownHiHere()) + popcount(game.ownLoHere()),
    opp = popcount(game.oppHiHere()) + popcount(game.oppLoHere());
  const empties = 64 - own - opp;
  return own > opp ? own - opp + empties : own < opp ? own - opp - empties : 0;
}

/** The move alpha-beta to `horizon` chooses, as an index into the position's legal moves. */
function searched(engine: Engine, game: Othello, horizon: number, count: number): number {
  if (count === 1) return 0;
  const position = { game: "othello" as const, board: game.toBoard() };
  const { move } = engine.search({ position, algorithm: "alphabeta", horizon });
  for (let i = 0; i < count; i++) if (game.moveName(i) === move) return i;
  throw new Error(`the search chose ${move}, not a legal move of ${position.board}`);
}
