// Plays one job of a round robin: two games from the job's opening, `a` moving first in
// the first and `b` in the second, each search at the job's budget per move (./entrants.ts).
// A reference game follows the play to know the end. Deterministic in everything but the
// ms fields when the budget counts nodes. Also the worker's task module (`runJob`): a game
// core's pairs are played on this thread's engine of that core (../run/cores.ts).

import { performance } from "node:perf_hooks";
import { fail, type Engine, type Position } from "../../contract/index.js";
import { mover } from "./entrants.js";
import { endValue, followGame, openingPosition } from "./openings.js";
import { CORE_MOST_PLIES, CORE_NAME_LENGTH, engineOf } from "./core-game.js";
import type { PairPlayed, PlayedGame, RoundRobinJob, RoundRobinSpec } from "./types.js";

/** A job as a worker gets it: the pair and the round robin's parameters. */
export type RoundRobinTask = RoundRobinJob & { spec: RoundRobinSpec };

export function playPair(spec: RoundRobinSpec, job: RoundRobinJob, engine: Engine): PairPlayed {
  return { ...job, games: [playGame(spec, job, engine, true), playGame(spec, job, engine, false)] };
}

function playGame(spec: RoundRobinSpec, job: RoundRobinJob, engine: Engine, aFirst: boolean): PlayedGame {
  const start = openingPosition(spec, job.opening);
  const game = followGame(spec, job.opening);
  const sideA = mover(engine, job.a, job.budget, spec.by);
  const sideB = mover(engine, job.b, job.budget, spec.by);
  const record: PlayedGame = {
    aFirst,
    finalValue: 0,
    moves: [],
    nodesA: 0,
    nodesB: 0,
    msA: 0,
    msB: 0,
    movesA: 0,
    movesB: 0,
  };
  const path: number[] = [];
  try {
    while (!game.isTerminal()) {
      if (spec.core && record.moves.length >= CORE_MOST_PLIES)
        fail(
          `a game of ${spec.core.title} has not ended after ${CORE_MOST_PLIES} plies: does its isTerminal ever hold?`,
        );
      const aToMove = game.maxToMove() === aFirst;
      const position = { ...start, path } as Position;
      const t0 = performance.now();
      const { move, nodes } = (aToMove ? sideA : sideB).choose(position, game);
      const ms = performance.now() - t0;
      if (aToMove) {
        record.nodesA += nodes;
        record.msA += ms;
        record.movesA++;
      } else {
        record.nodesB += nodes;
        record.msB += ms;
        record.movesB++;
      }
      const name = game.moveName(move);
      if (spec.core && name.length > CORE_NAME_LENGTH)
        fail(
          `${spec.core.title} names a move "${name.slice(0, 20)}...": a results file holds names of at most ` +
            `${CORE_NAME_LENGTH} characters`,
        );
      record.moves.push(name);
      sideA.observe(move);
      sideB.observe(move);
      game.play(move);
      path.push(move);
    }
    record.finalValue = endValue(spec, game);
  } finally {
    sideA.dispose();
    sideB.dispose();
  }
  return record;
}

/** The worker's entry (../run/worker.ts): one task, one pair. */
export function runJob(task: RoundRobinTask, engine: Engine): PairPlayed {
  const { spec, ...job } = task;
  // A kit's engine takes the same requests and players on its own positions (moves by name, then path).
  return playPair(spec, job, spec.core ? (engineOf(spec.core) as unknown as Engine) : engine);
}

/** This module, as the URL a pool is given. */
export const roundRobinTasks = import.meta.url;
