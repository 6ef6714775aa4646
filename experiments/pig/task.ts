// One choice of a Pig decision-quality run: the job's position as a Pig game (games/pig.ts),
// the job's search at the job's budget (../seats/choose.ts, which deepens a search to a
// horizon within the budget), and its move. Also the worker's task module (`runJob`,
// ../run/worker.ts): Pig is a TypeScript game, so the worker's WebAssembly engine goes unused.

import { performance } from "node:perf_hooks";
import { Pig } from "../../games/pig.js";
import { chooseAt } from "../seats/choose.js";
import { pigPosition } from "./positions.js";
import { PIG_MOVES, type PigChoice, type PigJob, type PigSpec } from "./types.js";

/** A job as a worker gets it. */
export type PigTask = PigJob & { spec: PigSpec };

/** The game at a position of the run. */
export function pigGame(spec: PigSpec, position: number): Pig {
  const s = pigPosition(spec.goal, spec.seed, position);
  const scores: [number, number] = s.toMove === 0 ? [s.mine, s.theirs] : [s.theirs, s.mine];
  return new Pig({ goal: spec.goal, scores, turnTotal: s.turnTotal, toMove: s.toMove });
}

export function choosePig(spec: PigSpec, job: PigJob): PigChoice {
  const game = pigGame(spec, job.position);
  const t0 = performance.now();
  const chosen = chooseAt(game, job.algorithm, job.budget, spec.by);
  const ms = performance.now() - t0;
  return { ...job, move: PIG_MOVES[chosen.move], nodes: chosen.nodes, ms, depth: chosen.depth };
}

/** The worker's entry: one task, one choice. */
export function runJob(task: PigTask): PigChoice {
  const { spec, ...job } = task;
  return choosePig(spec, job);
}

/** This module, as the URL a pool is given. */
export const pigTasks = import.meta.url;
