// The report of a training run: on the held-out games, the mean absolute error in discs
// by phase (empties bucket) of the learned evaluation (reference/games/othello-learned.ts
// on the weights as written) and of the hand evaluation after its best linear scaling,
// value = a x hand + b with a and b fitted by least squares per phase on the training
// split; and the same over all phases. As a markdown table, or as JSON.

import { parseBoard } from "../../contract/notation/othello.js";
import { evaluateLearned } from "../../reference/games/othello-learned.js";
import { PHASES, phaseName, phaseOf } from "../../reference/games/othello-patterns.js";
import type { OthelloWeights } from "../../reference/games/othello-weights.js";
import { heldOutGame, type Split } from "./dataset.js";
import type { TrainGame } from "./selfplay.js";

export interface ReportRow {
  /** Empties, "14-18", or "all". */
  empties: string;
  trainingPositions: number;
  heldOutPositions: number;
  /** Mean absolute error in discs on the held-out positions. */
  learnedMae: number;
  handMae: number;
  /** The hand evaluation's scaling on this phase: discs = a x hand + b. */
  handScale: { a: number; b: number } | null;
}

export interface TrainReport {
  rows: ReportRow[];
}

/** Least-squares a, b of y = a x + b over the positions of `phase` in `split`. */
function scaling(split: Split, phase: number): { a: number; b: number; n: number } {
  let n = 0,
    sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0;
  for (let i = 0; i < split.count; i++) {
    if (phaseOf(split.empties[i]) !== phase) continue;
    const x = split.hand[i],
      y = split.labels[i];
    n++;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const d = n * sxx - sx * sx;
  if (n === 0) return { a: 0, b: 0, n };
  if (d === 0) return { a: 0, b: sy / n, n };
  const a = (n * sxy - sx * sy) / d;
  return { a, b: (sy - a * sx) / n, n };
}

/** The report on `games`' held-out games, the hand evaluation scaled on `training`. */
export function trainReport(
  games: readonly TrainGame[],
  training: Split,
  heldOut: Split,
  weights: OthelloWeights,
): TrainReport {
  const scales = Array.from({ length: PHASES }, (_, p) => scaling(training, p));
  const sums = Array.from({ length: PHASES + 1 }, () => ({ n: 0, learned: 0, hand: 0 }));
  let k = 0;
  for (const game of games) {
    if (!heldOutGame(game.index)) continue;
    for (const position of game.positions) {
      const b = parseBoard(position.board);
      const learned = b.blackToMove
        ? evaluateLearned(weights, b.blackHi, b.blackLo, b.whiteHi, b.whiteLo)
        : evaluateLearned(weights, b.whiteHi, b.whiteLo, b.blackHi, b.blackLo);
      const phase = phaseOf(heldOut.empties[k]);
      const { a, b: shift } = scales[phase];
      const hand = a * heldOut.hand[k] + shift;
      for (const s of [sums[phase], sums[PHASES]]) {
        s.n++;
        s.learned += Math.abs(learned - position.value);
        s.hand += Math.abs(hand - position.value);
      }
      k++;
    }
  }
  const rows: ReportRow[] = [];
  for (let p = 0; p <= PHASES; p++) {
    const s = sums[p];
    if (s.n === 0) continue;
    const all = p === PHASES;
    rows.push({
      empties: all ? "all" : phaseName(p),
      trainingPositions: all ? training.count : scales[p].n,
      heldOutPositions: s.n,
      learnedMae: s.learned / s.n,
      handMae: s.hand / s.n,
      handScale: all ? null : { a: scales[p].a, b: scales[p].b },
    });
  }
  return { rows };
}

/** The report as a markdown table. */
export function reportTable(report: TrainReport): string {
  const lines = [
    "| empties | training positions | held-out positions | learned MAE (discs) | hand MAE, scaled (discs) | " +
      "learned / hand |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  for (const r of report.rows)
    lines.push(
      `| ${r.empties} | ${r.trainingPositions} | ${r.heldOutPositions} | ${r.learnedMae.toFixed(2)} | ` +
        `${r.handMae.toFixed(2)} | ${(r.learnedMae / r.handMae).toFixed(2)} |`,
    );
  return lines.join("\n");
}
