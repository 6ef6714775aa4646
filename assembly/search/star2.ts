// *-minimax, Star2 (Ballard 1983; Hauk, Buro & Schaeffer 2004): expectimax's value in a
// two-player game with chance, with pruning. Decision nodes are fail-soft alpha-beta in move
// order. A chance node first probes each outcome (a decision outcome searched at its first
// move only, which bounds it on its mover's side; a leaf evaluated), cutting off as soon as
// the weighted bounds leave the window; then it searches each outcome in the window where its
// value would decide the node (Star1), the game's declared range (minValue .. maxValue)
// bounding the outcomes not yet searched. Every value and bound is an f64 reckoned in the
// reference's steps (Σ w·bound in move order over Σ w, as expectimax's mean), so the value is
// expectimax's to the last bit and the counts the reference's (docs/searches.md, "star2").
// Mirrors reference/search/star2.ts.

import { countExpanded, countGenerated, countRegenerated } from "./stats";
import { INF, MAX_HORIZON, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { setResultMean } from "./result-values";
import { bounded, budgetExhausted, deadlinePassed, noteCutShort, probeMask } from "./limits";
import { chanceAt, moverOf, weightOf } from "./shape-view";
import { Scratch } from "./scratch";

/**
 * The least depth left (plies to the horizon) at which a chance node probes: below it the
 * outcomes' children are leaves, where a probe's regeneration costs more than it saves.
 */
export const PROBE_FROM: i32 = 3;

// The window of the decision nodes, a ply each, in f64 (a chance node's mean and its outcomes'
// windows are fractional): ./window.ts's rule on doubles.
const alphas = new StaticArray<f64>(MAX_HORIZON + 2);
const betas = new StaticArray<f64>(MAX_HORIZON + 2);

// What a chance node keeps per outcome, its block of each list from its `base` on (the blocks of
// the chance nodes on the current path one after another, `top` their end): the weight, the
// bounds lo .. hi, and the probe of a decision outcome (its first move's value and the window it
// was found in; `probed` 1 where there is one).
const weights = new Scratch<f64>(256);
const lows = new Scratch<f64>(256);
const highs = new Scratch<f64>(256);
const probeValues = new Scratch<f64>(256);
const probeAlphas = new Scratch<f64>(256);
const probeBetas = new Scratch<f64>(256);
const probed = new Scratch<i32>(256);
let top: i32 = 0;

/** The game's declared range (L, U), -INF + 1 .. INF - 1 where it declares none. */
let L: f64 = 0;
let U: f64 = 0;
let rootMove: i32 = 0;
let checking: bool = false;
let stopped: bool = false;

export function star2<G>(game: G, horizon: i32): void {
  checking = bounded();
  stopped = false;
  rootMove = 0;
  top = 0;
  L = <f64>rangeOf<G>(game, false);
  U = <f64>rangeOf<G>(game, true);
  const value = decision<G>(game, 0, horizon, -INF, INF, -1);
  if (stopped) {
    noteCutShort();
    return;
  }
  pvFromTable();
  setResult(rootMove, <i32>value);
  setResultMean(value);
}

/** The game's minValue (`max` false) or maxValue, else the widest range (a game kit's class: ../kit/checked.ts's). */
// @ts-ignore: decorator
@inline function rangeOf<G>(game: G, max: bool): i32 {
  if (max) {
    if (isDefined(game.maxValue)) return <i32>game.maxValue;
    return INF - 1;
  }
  if (isDefined(game.minValue)) return <i32>game.minValue;
  return -(INF - 1);
}

/** Whether the budget stops the search before an expansion (sticky). */
// @ts-ignore: decorator
@inline function spent(): bool {
  if (!stopped && checking && budgetExhausted()) stopped = true;
  return stopped;
}

/** Whether the deadline stops the search before child `move` (in a wide node, every probeMask + 1 children). */
// @ts-ignore: decorator
@inline function late(move: i32): bool {
  if (!stopped && checking && (move & probeMask) == probeMask && deadlinePassed()) stopped = true;
  return stopped;
}

/** Whether a probe's value `v`, found in (pa, pb), stands for the first move's in (alpha, beta): exact, or past it. */
// @ts-ignore: decorator
@inline function reusable(v: f64, pa: f64, pb: f64, alpha: f64, beta: f64): bool {
  return (pa < v && v < pb) || (v <= pa && v <= alpha) || (v >= pb && v >= beta);
}

/** The value of the node just played, a child of the node at `ply` with `depthLeft` plies left there. */
function child<G>(game: G, ply: i32, depthLeft: i32, alpha: f64, beta: f64): f64 {
  if (depthLeft == 1 || game.isTerminal()) {
    pvClear(ply + 1);
    return <f64>game.evaluate();
  }
  return chanceAt<G>(game)
    ? chance<G>(game, ply + 1, depthLeft - 1, alpha, beta)
    : decision<G>(game, ply + 1, depthLeft - 1, alpha, beta, -1);
}

/**
 * A decision node's value in (alpha, beta), fail-soft: strictly inside, exact; else a bound on
 * that side. `probe` >= 0: the node was expanded by its probe, kept at that index of the lists;
 * its first move's value is the probe's where it stands, else that move is played again (a
 * regeneration).
 */
function decision<G>(game: G, ply: i32, depthLeft: i32, alpha: f64, beta: f64, probe: i32): f64 {
  pvClear(ply);
  if (probe < 0) {
    if (spent()) return 0;
    countExpanded();
  }
  const max = moverOf<G>(game) == 0;
  const n = game.moveCount();
  let best: f64 = max ? -INF : INF;
  unchecked(alphas[ply] = alpha);
  unchecked(betas[ply] = beta);
  for (let move = 0; move < n; move++) {
    if (late(move)) return 0;
    let v: f64;
    if (
      move == 0 && probe >= 0
      && reusable(probeValues.get(probe), probeAlphas.get(probe), probeBetas.get(probe), alpha, beta)
    ) {
      v = probeValues.get(probe);
      pvClear(ply + 1);
    } else {
      game.play(move);
      countGenerated(1);
      if (move == 0 && probe >= 0) countRegenerated(1);
      v = child<G>(game, ply, depthLeft, unchecked(alphas[ply]), unchecked(betas[ply]));
      game.undo();
      if (stopped) return 0;
    }
    if (max ? v > best : v < best) {
      best = v;
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
      // ./window.ts's rule: a cutoff at the other side's bound, else the side's own bound narrows.
      if (max) {
        if (best >= unchecked(betas[ply])) return best;
        if (best > unchecked(alphas[ply])) unchecked(alphas[ply] = best);
      } else {
        if (best <= unchecked(alphas[ply])) return best;
        if (best < unchecked(betas[ply])) unchecked(betas[ply] = best);
      }
    }
  }
  return best;
}

/** A chance node's value in (alpha, beta), fail-soft, its outcomes' block made and given back around it. */
function chance<G>(game: G, ply: i32, depthLeft: i32, alpha: f64, beta: f64): f64 {
  pvClear(ply);
  if (spent()) return 0;
  const n = game.moveCount();
  countExpanded();
  const base = top;
  top = base + n;
  weights.ensure(top);
  lows.ensure(top);
  highs.ensure(top);
  probeValues.ensure(top);
  probeAlphas.ensure(top);
  probeBetas.ensure(top);
  probed.ensure(top);
  const v = outcomes<G>(game, ply, depthLeft, alpha, beta, base, n);
  top = base;
  return v;
}

/** Σ w·bound over the block's outcomes in move order, / the weights' sum: expectimax's steps. */
function mean(bound: Scratch<f64>, base: i32, n: i32, total: f64): f64 {
  let sum: f64 = 0;
  for (let k = 0; k < n; k++) sum += weights.get(base + k) * bound.get(base + k);
  return sum / total;
}

/** Σ w·bound over the block's outcomes but `skip`, in move order. */
function rest(bound: Scratch<f64>, base: i32, n: i32, skip: i32): f64 {
  let s: f64 = 0;
  for (let k = 0; k < n; k++) if (k != skip) s += weights.get(base + k) * bound.get(base + k);
  return s;
}

/** The chance node's bound past (alpha, beta), if one is (it cuts the node off); NaN if none. */
function cut(base: i32, n: i32, total: f64, alpha: f64, beta: f64): f64 {
  const low = mean(lows, base, n, total);
  if (low >= beta) return low;
  const high = mean(highs, base, n, total);
  return high <= alpha ? high : NaN;
}

/** The lower end of the window in which outcome i's value decides the node, the others at their bounds. */
// @ts-ignore: decorator
@inline function lowOf(base: i32, n: i32, i: i32, total: f64, alpha: f64): f64 {
  return (alpha * total - rest(highs, base, n, i)) / weights.get(base + i);
}

/** The upper end of that window. */
// @ts-ignore: decorator
@inline function highOf(base: i32, n: i32, i: i32, total: f64, beta: f64): f64 {
  return (beta * total - rest(lows, base, n, i)) / weights.get(base + i);
}

/** The chance node's probes, then Star1, on its block from `base` (n outcomes). Its line ends here. */
function outcomes<G>(game: G, ply: i32, depthLeft: i32, alpha: f64, beta: f64, base: i32, n: i32): f64 {
  // 1. The outcomes' weights and their sum.
  let total: f64 = 0;
  for (let i = 0; i < n; i++) {
    const w = <f64>weightOf<G>(game, i);
    weights.set(base + i, w);
    total += w;
  }
  // 2. Each outcome's value is within lo .. hi (the game's range at first); exact once they meet.
  for (let i = 0; i < n; i++) {
    lows.set(base + i, L);
    highs.set(base + i, U);
    probed.set(base + i, 0);
  }

  // 3. Star2's probes, where a bound could cut the node (a window inside the range) and the
  // outcomes' children are not leaves (PROBE_FROM). The last outcome, if not known, stays played for Star1.
  const probing = (beta <= U || alpha >= L) && depthLeft >= PROBE_FROM;
  let played = -1;
  for (let i = 0; probing && i < n; i++) {
    if (late(i)) return 0;
    game.play(i);
    countGenerated(1);
    const at = base + i;
    if (depthLeft == 1 || game.isTerminal()) {
      const v = <f64>game.evaluate();
      lows.set(at, v);
      highs.set(at, v);
    } else if (!chanceAt<G>(game) && !spent()) {
      const a = lowOf(base, n, i, total, alpha), b = highOf(base, n, i, total, beta);
      const max = moverOf<G>(game) == 0;
      countExpanded();
      game.play(0);
      countGenerated(1);
      const p = child<G>(game, ply + 1, depthLeft - 1, a, b);
      game.undo();
      probeValues.set(at, p);
      probeAlphas.set(at, a);
      probeBetas.set(at, b);
      probed.set(at, 1);
      const only = game.moveCount() == 1;
      if ((max || only) && p > a) lows.set(at, Math.max(lows.get(at), p));
      if ((!max || only) && p < b) highs.set(at, Math.min(highs.get(at), p));
    }
    const over = stopped ? 0 : cut(base, n, total, alpha, beta);
    if (!isNaN(over) || i < n - 1 || lows.get(at) == highs.get(at)) game.undo();
    else played = i;
    if (!isNaN(over)) return over;
  }

  // 4. Star1: each outcome not known searched in its window (played again after a probe: a
  // regeneration), the one still played first, then in move order.
  for (let k = played < 0 ? 0 : -1; k < n; k++) {
    const i = k < 0 ? played : k;
    const at = base + i;
    if (lows.get(at) == highs.get(at) || (k >= 0 && i == played)) continue;
    if (i != played) {
      if (late(i)) return 0;
      game.play(i);
      countGenerated(1);
      if (probing) countRegenerated(1);
    }
    let v: f64;
    if (depthLeft == 1 || game.isTerminal()) v = <f64>game.evaluate();
    else {
      const a = lowOf(base, n, i, total, alpha), b = highOf(base, n, i, total, beta);
      const probe = probed.get(at) != 0 ? at : -1;
      v = outcome<G>(game, ply, depthLeft, a, b, probe);
      if (!stopped && (v <= a || v >= b)) {
        if (v <= a) highs.set(at, Math.min(highs.get(at), v));
        else lows.set(at, Math.max(lows.get(at), v));
        const over = cut(base, n, total, alpha, beta);
        if (!isNaN(over)) {
          game.undo();
          return over;
        }
        // Rounding kept the bound inside the window: the outcome searched again for its value.
        v = outcome<G>(game, ply, depthLeft, -INF, INF, probe);
      }
    }
    game.undo();
    if (stopped) return 0;
    lows.set(at, v);
    highs.set(at, v);
  }
  // 5. Every outcome known: the node's value is their mean.
  return mean(lows, base, n, total);
}

/** An outcome (not a leaf) of the chance node at `ply`, just played: searched in (alpha, beta). */
function outcome<G>(game: G, ply: i32, depthLeft: i32, alpha: f64, beta: f64, probe: i32): f64 {
  return chanceAt<G>(game)
    ? chance<G>(game, ply + 1, depthLeft - 1, alpha, beta)
    : decision<G>(game, ply + 1, depthLeft - 1, alpha, beta, probe);
}
