// Plays one game of a seated round robin: the job's opening (./games.ts), then each
// decision by the search of the seat to move at the job's budget (./choose.ts) and each
// chance node's outcome by the opening's dice (./draws.ts: the k-th roll of the game is
// the k-th draw, whatever the seating). Deterministic in everything but `ms` when the
// budget counts nodes. Also the worker's task module (`runJob`, ../run/worker.ts): the
// games are TypeScript, so the worker's WebAssembly engine goes unused.

import { performance } from "node:perf_hooks";
import { fail, type Game } from "../../contract/index.js";
import { chooseAt } from "./choose.js";
import { drawByWeight } from "./draws.js";
import { MOST_PLIES, openingGame, toMoveOf, valuesOf } from "./games.js";
import { aSits } from "./seatings.js";
import type { SeatsGame, SeatsJob, SeatsSpec } from "./types.js";

/** A job as a worker gets it. */
export type SeatsTask = SeatsJob & { spec: SeatsSpec };

/** The chance node's outcome of the k-th roll. */
export function rollOf(game: Game, spec: SeatsSpec, opening: number, k: number): number {
  const weights = Array.from({ length: game.moveCount() }, (_, m) => game.chanceWeight!(m));
  return drawByWeight(weights, spec.seed, opening, k);
}

export function playSeats(spec: SeatsSpec, job: SeatsJob): SeatsGame {
  const game = openingGame(spec, job.opening);
  const n = spec.players;
  const record: SeatsGame = {
    ...job,
    moves: [],
    values: [],
    nodes: new Array<number>(n).fill(0),
    ms: new Array<number>(n).fill(0),
    turns: new Array<number>(n).fill(0),
  };
  let rolls = 0;
  while (!game.isTerminal()) {
    if (record.moves.length >= MOST_PLIES) fail(`a game of ${spec.game} has not ended after ${MOST_PLIES} plies`);
    let move: number;
    if (game.isChance?.()) move = rollOf(game, spec, job.opening, rolls++);
    else {
      const p = toMoveOf(game);
      const t0 = performance.now();
      const chosen = chooseAt(game, aSits(job.seating, p) ? job.a : job.b, job.budget, spec.by);
      record.ms[p] += performance.now() - t0;
      record.nodes[p] += chosen.nodes;
      record.turns[p]++;
      move = chosen.move;
    }
    record.moves.push(game.moveName(move));
    game.play(move);
  }
  record.values = valuesOf(game, n);
  return record;
}

/** The worker's entry: one task, one game. */
export function runJob(task: SeatsTask): SeatsGame {
  const { spec, ...job } = task;
  return playSeats(spec, job);
}

/** This module, as the URL a pool is given. */
export const seatsTasks = import.meta.url;
