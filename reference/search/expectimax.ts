// Expectimax: full width to a horizon through decision and chance nodes. A chance node's
// value is the weighted mean of its outcomes' (chanceWeight); a decision node's its best
// child's, the first in move order among equals: MAX's greatest and MIN's least value of
// evaluate() in a two-player game, max^n's vectors in a game of more players. Counted as
// minimax, chance nodes like any other (docs/searches.md, "expectimax").

import type { Game } from "../../contract/index.js";
import { PvTable } from "./ply-buffers.js";
import { lateAt, type Budget } from "./limits.js";
import { chanceAt, moverOf, playersOf, valueVector, weightOf } from "./shape-view.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

export function expectimax(game: Game, horizon: number, budget?: Budget): SearchOutcome {
  const stats = new SearchStats();
  const pv = new PvTable();
  const two = playersOf(game) === 2;
  let rootMove = 0;
  let stopped = false;

  /** A leaf's vector: [evaluate()] (MAX's view) in a two-player game, else every player's value. */
  const leafVector = (): number[] => (two ? [game.evaluate()] : valueVector(game));

  /** The expectimax vector of the current node, `depthLeft` plies above the horizon (>= 1); [] once stopped. */
  function search(ply: number, depthLeft: number): number[] {
    // 1. The budgets, before the expansion.
    pv.clear(ply);
    if (budget?.exhausted(stats)) {
      stopped = true;
      return [];
    }
    // 2. Expand: every move, its child valued (a leaf's vector, else searched).
    const chance = chanceAt(game);
    const mover = chance ? -1 : moverOf(game);
    const n = game.moveCount();
    stats.expanded++;
    let best: number[] = [];
    let sum: number[] = [];
    let total = 0;
    for (let move = 0; move < n; move++) {
      if (lateAt(budget, move)) {
        stopped = true;
        return [];
      }
      const weight = chance ? weightOf(game, move) : 0;
      game.play(move);
      stats.generated++;
      const leaf = depthLeft === 1 || game.isTerminal();
      if (leaf) pv.clear(ply + 1);
      const v = leaf ? leafVector() : search(ply + 1, depthLeft - 1);
      game.undo();
      if (stopped) return [];
      // 3. A chance node sums its outcomes' weighted vectors; a player keeps the best for the mover.
      if (chance) {
        // Σ w·v in move order, divided by Σ w at the end: the oracle's and the core's order.
        if (move === 0) sum = v.map(() => 0);
        for (let c = 0; c < v.length; c++) sum[c] += weight * v[c];
        total += weight;
      } else if (move === 0 || (two ? (mover === 0 ? v[0] > best[0] : v[0] < best[0]) : v[mover] > best[mover])) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
      }
    }
    // 4. A chance node's line ends there (no player chooses its outcome), its value the mean.
    if (chance) pv.clear(ply);
    return chance ? sum.map((s) => s / total) : best;
  }

  const rootMover = moverOf(game);
  const values = search(0, horizon);
  return {
    move: rootMove,
    value: (two ? values[0] : values[rootMover]) ?? 0,
    ...(two ? {} : { values }),
    pv: pv.line(0),
    stats,
    ...(stopped ? { cutShort: true } : {}),
  };
}
