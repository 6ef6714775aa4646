// A Pig decision-quality run summarized per budget: for each search, the share of positions
// where it chose an optimal move (roll or hold, by the exact solution: games/pig-solve.ts),
// with its 95% Wilson interval, and the winning chance its choices gave away (the optimal
// move's chance minus the chosen one's, a mean over the positions with its 95% normal
// interval), beside the classic rule "hold at 20" on the same positions. Built from the
// choices in job order, so it is the same for any number of workers, shards and finishing order.

import type { SearchName } from "../../contract/index.js";
import { solvePigTable, type PigTable } from "../../games/pig-solve.js";
import { wilson, Z95 } from "../compare/decisions/wilson.js";
import { pigJobs, pigKey } from "./jobs.js";
import { pigPosition } from "./positions.js";
import type { PigChoice, PigMove, PigSpec, PigState } from "./types.js";

/** Two winning chances closer than this are one: both moves are optimal. */
const SAME_CHANCE = 1e-9;
/** The classic rule's threshold (Neller & Presser's "hold at 20"). */
export const HOLD_AT = 20;

/** A position's label: each move's winning chance for the mover. */
export interface PigLabel {
  roll: number;
  hold: number;
}

/** How well a list of choices did. */
export interface PigScore {
  positions: number;
  optimal: number;
  /** Percent optimal and its 95% Wilson interval. */
  percent: number;
  low: number;
  high: number;
  /** Winning chance given away, in percentage points: the mean and its 95% interval. */
  loss: number;
  lossLow: number;
  lossHigh: number;
}

export interface PigSearchSummary extends PigScore {
  algorithm: SearchName;
  nodesPerChoice: number;
  msPerChoice: number;
  meanDepth: number;
}

export interface PigBudgetSummary {
  budget: number;
  searches: PigSearchSummary[];
}

export interface PigSummary {
  spec: PigSpec;
  /** The first player's winning chance from the start with optimal play (0.5306 at goal 100). */
  startChance: number;
  /** The share of the positions where rolling is optimal, in percent. */
  rollOptimal: number;
  /** "Hold at 20" on the same positions. */
  holdAt20: PigScore;
  budgets: PigBudgetSummary[];
}

/** The label of a state. */
export function labelOf(table: PigTable, s: PigState): PigLabel {
  return { roll: table.roll(s.mine, s.theirs, s.turnTotal), hold: table.hold(s.mine, s.theirs, s.turnTotal) };
}

/** The winning chance a move gives away at a label (0 for an optimal move). */
export const lossOf = (label: PigLabel, move: PigMove): number =>
  Math.max(0, Math.max(label.roll, label.hold) - label[move]);

/** The score of `moves` at `labels` (one each). */
export function scoreOf(labels: readonly PigLabel[], moves: readonly PigMove[]): PigScore {
  const n = moves.length;
  const losses = moves.map((m, i) => 100 * lossOf(labels[i], m));
  const optimal = losses.filter((l) => l <= 100 * SAME_CHANCE).length;
  const mean = n ? losses.reduce((a, b) => a + b, 0) / n : 0;
  const variance = n > 1 ? losses.reduce((a, l) => a + (l - mean) ** 2, 0) / (n - 1) : 0;
  const half = n ? Z95 * Math.sqrt(variance / n) : 0;
  const { low, high } = wilson(optimal, n);
  return {
    positions: n,
    optimal,
    percent: n ? (100 * optimal) / n : 0,
    low,
    high,
    loss: mean,
    lossLow: Math.max(0, mean - half),
    lossHigh: mean + half,
  };
}

/** The classic rule's move: roll below a turn total of HOLD_AT, hold from it. */
export const holdAt20 = (s: PigState): PigMove => (s.turnTotal < HOLD_AT ? "roll" : "hold");

export function summarizePig(spec: PigSpec, made: ReadonlyMap<string, PigChoice>, table?: PigTable): PigSummary {
  const solved = table ?? solvePigTable(spec.goal);
  const states = Array.from({ length: spec.positions }, (_, p) => pigPosition(spec.goal, spec.seed, p));
  const labels = states.map((s) => labelOf(solved, s));
  const jobs = pigJobs(spec);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    spec,
    startChance: solved.win(0, 0, 0),
    rollOptimal: (100 * labels.filter((l) => l.roll >= l.hold - SAME_CHANCE).length) / labels.length,
    holdAt20: scoreOf(labels, states.map(holdAt20)),
    budgets: spec.budgets.map((budget) => ({
      budget,
      searches: spec.algorithms.map((algorithm) => {
        const choices = jobs
          .filter((j) => j.budget === budget && j.algorithm === algorithm)
          .flatMap((j) => made.get(pigKey(j)) ?? []);
        return {
          algorithm,
          ...scoreOf(
            choices.map((c) => labels[c.position]),
            choices.map((c) => c.move),
          ),
          nodesPerChoice: mean(choices.map((c) => c.nodes)),
          msPerChoice: mean(choices.map((c) => c.ms)),
          meanDepth: mean(choices.map((c) => c.depth)),
        };
      }),
    })),
  };
}
