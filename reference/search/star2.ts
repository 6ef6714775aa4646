// *-minimax, Star2 (Ballard 1983; Hauk, Buro & Schaeffer 2004): expectimax's value in a
// two-player game with chance, with pruning. Decision nodes are fail-soft alpha-beta in move
// order. A chance node first probes each outcome (a decision outcome searched at its first
// move only, which bounds it on its mover's side; a leaf evaluated), cutting off as soon as
// the weighted bounds leave the window; then it searches each outcome in the window where its
// value would decide the node (Star1), the game's declared range (minValue .. maxValue)
// bounding the outcomes not yet searched. A probe's result is kept and reused by the outcome's
// search, so no probe is wasted. Values are MAX's, as expectimax's; every bound is reckoned in
// the same floating-point steps as expectimax's mean, so the value is expectimax's to the last
// bit (docs/searches.md, "star2", says what is generated and when).

import { INF, valueRange, type Game } from "../../contract/index.js";
import { PvTable } from "./ply-buffers.js";
import { lateAt, type Budget } from "./limits.js";
import { chanceAt, moverOf, weightOf } from "./shape-view.js";
import { SearchStats, type SearchOutcome } from "./stats.js";
import { Window } from "./window.js";

/** A probe of a decision outcome: its first move's value, found in the window (alpha, beta), fail-soft. */
interface Probe {
  readonly value: number;
  readonly alpha: number;
  readonly beta: number;
}

/** Whether a probe's value stands for the first move's in the window (alpha, beta): exact, or a bound past it. */
function reusable(probe: Probe, alpha: number, beta: number): boolean {
  const v = probe.value;
  return (probe.alpha < v && v < probe.beta) || (v <= probe.alpha && v <= alpha) || (v >= probe.beta && v >= beta);
}

/**
 * The least depth left (plies to the horizon) at which a chance node probes: below it the
 * outcomes' children are leaves, where a probe's regeneration costs more than it saves.
 */
export const PROBE_FROM = 3;

/** Star2 to `horizon`; `probeFrom` other than PROBE_FROM is for measuring (scripts/lab/star2-nodes.ts). */
export function star2(game: Game, horizon: number, budget?: Budget, probeFrom = PROBE_FROM): SearchOutcome {
  const stats = new SearchStats();
  const pv = new PvTable();
  const window = new Window();
  const { min: L, max: U } = valueRange(game);
  let rootMove = 0;
  let stopped = false;

  /** Whether the budget stops the search before an expansion (the deadline: in a wide one, every stride). */
  const spent = (): boolean => (stopped ||= budget?.exhausted(stats) ?? false);
  const late = (move: number): boolean => (stopped ||= lateAt(budget, move));

  /** The value of the node just played, a child of the node at `ply` with `depthLeft` plies left there. */
  function child(ply: number, depthLeft: number, alpha: number, beta: number): number {
    if (depthLeft === 1 || game.isTerminal()) {
      pv.clear(ply + 1);
      return game.evaluate();
    }
    return chanceAt(game) ? chance(ply + 1, depthLeft - 1, alpha, beta) : decision(ply + 1, depthLeft - 1, alpha, beta);
  }

  /**
   * A decision node's value in (alpha, beta), fail-soft: strictly inside, exact; else a bound on
   * that side. With `probe`, the node was expanded by its probe: its first move's value is the
   * probe's where it stands, else that move is played again (a regeneration).
   */
  function decision(ply: number, depthLeft: number, alpha: number, beta: number, probe?: Probe): number {
    pv.clear(ply);
    if (probe === undefined) {
      if (spent()) return 0;
      stats.expanded++;
    }
    const max = moverOf(game) === 0;
    const n = game.moveCount();
    let best = max ? -INF : INF;
    window.openWindow(ply, alpha, beta);
    for (let move = 0; move < n; move++) {
      if (late(move)) return 0;
      let v: number;
      if (move === 0 && probe !== undefined && reusable(probe, alpha, beta)) {
        v = probe.value;
        pv.clear(ply + 1);
      } else {
        game.play(move);
        stats.generated++;
        if (move === 0 && probe !== undefined) stats.regenerated++;
        v = child(ply, depthLeft, window.alphaAt(ply), window.betaAt(ply));
        game.undo();
        if (stopped) return 0;
      }
      if (max ? v > best : v < best) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
        if (window.cutsOff(ply, max, best)) return best;
      }
    }
    return best;
  }

  /** A chance node's value in (alpha, beta), fail-soft: the probes, then Star1. Its line ends here. */
  function chance(ply: number, depthLeft: number, alpha: number, beta: number): number {
    pv.clear(ply);
    if (spent()) return 0;
    const n = game.moveCount();
    stats.expanded++;
    // 1. The outcomes' weights and their sum.
    const w: number[] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      w.push(weightOf(game, i));
      total += w[i];
    }
    // 2. Each outcome's value is within lo .. hi (the game's range at first); exact once they meet.
    const lo: number[] = new Array(n).fill(L);
    const hi: number[] = new Array(n).fill(U);
    const probes: (Probe | undefined)[] = new Array(n).fill(undefined);
    /** Σ w·bound over the outcomes in move order, / total: expectimax's steps, so a true bound (the value at last). */
    const mean = (bound: number[]): number => {
      let sum = 0;
      for (let k = 0; k < n; k++) sum += w[k] * bound[k];
      return sum / total;
    };
    /** The node's bound past the window, if one is: it cuts the node off. */
    const cut = (): number | undefined => {
      const low = mean(lo);
      if (low >= beta) return low;
      const high = mean(hi);
      return high <= alpha ? high : undefined;
    };
    /** Σ w·bound over the outcomes but `skip`, in move order. */
    const rest = (skip: number, bound: number[]): number => {
      let s = 0;
      for (let k = 0; k < n; k++) if (k !== skip) s += w[k] * bound[k];
      return s;
    };
    /** The window in which outcome i's value decides the node, the others at their bounds. */
    const low = (i: number): number => (alpha * total - rest(i, hi)) / w[i];
    const high = (i: number): number => (beta * total - rest(i, lo)) / w[i];

    // 3. Star2's probes, where a bound could cut the node (a window inside the range) and the
    // outcomes' children are not leaves (PROBE_FROM): a decision outcome searched at its first
    // move only, which bounds it on its mover's side (both with one move), a leaf evaluated.
    // The last outcome, if not known, stays played for Star1.
    const probing = (beta <= U || alpha >= L) && depthLeft >= probeFrom;
    let played = -1;
    for (let i = 0; probing && i < n; i++) {
      if (late(i)) return 0;
      game.play(i);
      stats.generated++;
      if (depthLeft === 1 || game.isTerminal()) lo[i] = hi[i] = game.evaluate();
      else if (!chanceAt(game) && !spent()) {
        const a = low(i),
          b = high(i);
        const max = moverOf(game) === 0;
        stats.expanded++;
        game.play(0);
        stats.generated++;
        const p = child(ply + 1, depthLeft - 1, a, b);
        game.undo();
        probes[i] = { value: p, alpha: a, beta: b };
        const only = game.moveCount() === 1;
        if ((max || only) && p > a) lo[i] = Math.max(lo[i], p);
        if ((!max || only) && p < b) hi[i] = Math.min(hi[i], p);
      }
      const over = stopped ? 0 : cut();
      if (over !== undefined || i < n - 1 || lo[i] === hi[i]) game.undo();
      else played = i;
      if (over !== undefined) return over;
    }

    // 4. Star1: each outcome not known searched in its window (played again after a probe: a
    // regeneration), the one still played first, then in move order.
    for (let k = played < 0 ? 0 : -1; k < n; k++) {
      const i = k < 0 ? played : k;
      if (lo[i] === hi[i] || (k >= 0 && i === played)) continue;
      if (i !== played) {
        if (late(i)) return 0;
        game.play(i);
        stats.generated++;
        if (probing) stats.regenerated++;
      }
      let v: number;
      if (depthLeft === 1 || game.isTerminal()) v = game.evaluate();
      else {
        const a = low(i),
          b = high(i);
        v = outcome(ply, depthLeft, a, b, probes[i]);
        if (!stopped && (v <= a || v >= b)) {
          if (v <= a) hi[i] = Math.min(hi[i], v);
          else lo[i] = Math.max(lo[i], v);
          const over = cut();
          if (over !== undefined) {
            game.undo();
            return over;
          }
          // Rounding kept the bound inside the window: the outcome searched again for its value.
          v = outcome(ply, depthLeft, -INF, INF, probes[i]);
        }
      }
      game.undo();
      if (stopped) return 0;
      lo[i] = hi[i] = v;
    }
    // 5. Every outcome known: the node's value is their mean.
    return mean(lo);
  }

  /** An outcome (not a leaf) of the chance node at `ply`, just played: searched in (alpha, beta). */
  function outcome(ply: number, depthLeft: number, alpha: number, beta: number, probe: Probe | undefined): number {
    return chanceAt(game)
      ? chance(ply + 1, depthLeft - 1, alpha, beta)
      : decision(ply + 1, depthLeft - 1, alpha, beta, probe);
  }

  const value = decision(0, horizon, -INF, INF);
  return { move: rootMove, value, pv: pv.line(0), stats, ...(stopped ? { cutShort: true } : {}) };
}
