// *-minimax, Star2 (Ballard 1983; Hauk, Buro & Schaeffer 2004): expectimax's value in a
// two-player game with chance, with pruning. Decision nodes are fail-soft alpha-beta in move
// order; a chance node bounds the outcomes it has not searched by the game's declared range
// (minValue .. maxValue) to cut off (Star1), after a probe of each outcome's first move has
// tightened those bounds (Star2). Values are MAX's, as expectimax's; every bound is reckoned
// in the same floating-point steps as expectimax's mean, so the value is expectimax's to the
// last bit (docs/searches.md, "star2", says what is generated and when).

import { INF, valueRange, type Game } from "../../contract/index.js";
import { PvTable } from "./ply-buffers.js";
import { probeMask, type Budget } from "./limits.js";
import { chanceAt, moverOf, weightOf } from "./shape-view.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

export function star2(game: Game, horizon: number, budget?: Budget): SearchOutcome {
  const stats = new SearchStats();
  const pv = new PvTable();
  const { min: L, max: U } = valueRange(game);
  let rootMove = 0;
  let stopped = false;

  /** The value of the current node's child just played, `depthLeft` plies above the horizon before it. */
  function child(ply: number, depthLeft: number, alpha: number, beta: number): number {
    if (depthLeft === 1 || game.isTerminal()) {
      pv.clear(ply + 1);
      return game.evaluate();
    }
    return search(ply + 1, depthLeft - 1, alpha, beta);
  }

  /** The current node's value in (alpha, beta), fail-soft: strictly inside, exact; else a bound on that side. */
  function search(ply: number, depthLeft: number, alpha: number, beta: number): number {
    pv.clear(ply);
    if (budget?.exhausted(stats)) {
      stopped = true;
      return 0;
    }
    if (chanceAt(game)) return chanceNode(ply, depthLeft, alpha, beta);
    const max = moverOf(game) === 0;
    const n = game.moveCount();
    stats.expanded++;
    let best = max ? -INF : INF;
    for (let move = 0; move < n; move++) {
      if (budget && (move & probeMask) === probeMask && budget.deadlinePassed()) {
        stopped = true;
        return 0;
      }
      game.play(move);
      stats.generated++;
      const v = child(ply, depthLeft, alpha, beta);
      game.undo();
      if (stopped) return 0;
      if (max ? v > best : v < best) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
      }
      if (max) {
        if (best >= beta) return best;
        if (best > alpha) alpha = best;
      } else {
        if (best <= alpha) return best;
        if (best < beta) beta = best;
      }
    }
    return best;
  }

  /**
   * A chance node, expanded: the probes, then Star1. `lo` and `hi` bound each outcome's value; `sum` is Σ w·v over the outcomes searched.
   */
  function chanceNode(ply: number, depthLeft: number, alpha: number, beta: number): number {
    const n = game.moveCount();
    stats.expanded++;
    const w: number[] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      w.push(weightOf(game, i));
      total += w[i];
    }
    const lo: number[] = new Array(n).fill(L);
    const hi: number[] = new Array(n).fill(U);
    /** The mean with outcomes from `from` on at `bound`'s values, after `sum`: expectimax's steps, so a true bound. */
    const mean = (sum: number, from: number, bound: number[]): number => {
      for (let k = from; k < n; k++) sum += w[k] * bound[k];
      return sum / total;
    };
    /** Σ w·bound over the outcomes from `from` on but `skip`, in move order. */
    const rest = (from: number, skip: number, bound: number[]): number => {
      let s = 0;
      for (let k = from; k < n; k++) if (k !== skip) s += w[k] * bound[k];
      return s;
    };

    // Star2's probes: each outcome that is a decision node searched at its first move only
    // (a bound on one side: MAX's value is at least it, MIN's at most), a leaf evaluated.
    for (let i = 0; i < n; i++) {
      game.play(i);
      stats.generated++;
      if (depthLeft === 1 || game.isTerminal()) lo[i] = hi[i] = game.evaluate();
      else if (!chanceAt(game)) {
        if (budget?.exhausted(stats)) stopped = true;
        else {
          const a = (alpha * total - rest(0, i, hi)) / w[i],
            b = (beta * total - rest(0, i, lo)) / w[i];
          const max = moverOf(game) === 0;
          stats.expanded++;
          game.play(0);
          stats.generated++;
          const p = child(ply + 1, depthLeft - 1, a, b);
          game.undo();
          if (max && p > a) lo[i] = p;
          if (!max && p < b) hi[i] = p;
        }
      }
      game.undo();
      if (stopped) return 0;
      const low = mean(0, 0, lo);
      if (low >= beta) return low;
      const high = mean(0, 0, hi);
      if (high <= alpha) return high;
    }

    // Star1: each outcome searched in the window where its value would decide the node.
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const a = (alpha * total - sum - rest(i + 1, -1, hi)) / w[i],
        b = (beta * total - sum - rest(i + 1, -1, lo)) / w[i];
      game.play(i);
      stats.generated++;
      let v = child(ply, depthLeft, a, b);
      if (!stopped && (v <= a || v >= b)) {
        // A bound: it cuts the node off if the node's bound on that side passes the window.
        const bound = v <= a ? mean(sum + w[i] * v, i + 1, hi) : mean(sum + w[i] * v, i + 1, lo);
        if (v <= a ? bound <= alpha : bound >= beta) {
          game.undo();
          return bound;
        }
        // Rounding kept the bound inside the window: the outcome searched again for its value.
        v = child(ply, depthLeft, -INF, INF);
      }
      game.undo();
      if (stopped) return 0;
      sum += w[i] * v;
      lo[i] = hi[i] = v;
    }
    pv.clear(ply);
    return sum / total;
  }

  const value = search(0, horizon, -INF, INF);
  return { move: rootMove, value, pv: pv.line(0), stats, ...(stopped ? { cutShort: true } : {}) };
}
