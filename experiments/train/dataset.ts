// A training run's positions as arrays for the fit and the report: every position's
// feature indices (reference/games/othello-patterns.ts), its label, its empties, the hand
// evaluation's value for the side to move (reference/games/othello-eval.ts), and which
// split it is in. The held-out split is every tenth game (game numbers 9, 19, 29, ...):
// whole games, so that no held-out position has a near twin from its own game in training.

import { parseBoard } from "../../contract/notation/othello.js";
import { evaluate } from "../../reference/games/othello-eval.js";
import { FEATURES, featureIndices } from "../../reference/games/othello-patterns.js";
import type { TrainGame } from "./selfplay.js";

/** Feature indices per position: one per occurrence, the two mobilities, and the phase's bias. */
export { FEATURES };

export interface Split {
  /** Positions: FEATURES indices each. */
  indices: Int32Array;
  labels: Float64Array;
  empties: Int8Array;
  /** The hand evaluation for the side to move (its own units: a disc is 100 late in the game). */
  hand: Float64Array;
  count: number;
}

export interface Dataset {
  training: Split;
  heldOut: Split;
}

/** Whether game `index` is held out of training. */
export const heldOutGame = (index: number) => index % 10 === 9;

/** The positions of `games` (in the order given), split. */
export function datasetOf(games: readonly TrainGame[]): Dataset {
  const count = (held: boolean) =>
    games.reduce((n, g) => n + (heldOutGame(g.index) === held ? g.positions.length : 0), 0);
  const make = (n: number): Split => ({
    indices: new Int32Array(n * FEATURES),
    labels: new Float64Array(n),
    empties: new Int8Array(n),
    hand: new Float64Array(n),
    count: 0,
  });
  const training = make(count(false)),
    heldOut = make(count(true));
  const row = new Int32Array(FEATURES);
  for (const game of games) {
    const split = heldOutGame(game.index) ? heldOut : training;
    for (const p of game.positions) {
      const b = parseBoard(p.board);
      const [ownHi, ownLo, oppHi, oppLo] = b.blackToMove
        ? [b.blackHi, b.blackLo, b.whiteHi, b.whiteLo]
        : [b.whiteHi, b.whiteLo, b.blackHi, b.blackLo];
      featureIndices(ownHi, ownLo, oppHi, oppLo, row);
      const i = split.count++;
      split.indices.set(row, i * FEATURES);
      split.labels[i] = p.value;
      split.empties[i] = b.cells.filter((c) => c === 0).length;
      const black = evaluate(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo);
      split.hand[i] = b.blackToMove ? black : -black;
    }
  }
  return { training, heldOut };
}
