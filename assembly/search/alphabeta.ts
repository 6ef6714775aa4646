// Alpha-beta as both papers ran it (CS440 slides, fail-soft), with fixed ordering: two
// or more plies above the horizon every child is generated and evaluated, then searched
// best first (stable sort); one ply above the horizon children are generated one at a
// time in move order. Where the game ends before the horizon the end of the game is the
// horizon (spec: the effective horizon is min(d + H, D)), so the nodes one ply above the
// last ply generate their children one at a time too. Mirrors reference/search/alphabeta.ts.
// The children's sort keys (value and move in one i64, ./ordering.ts) live in one
// stack, one frame per ply.

import { countExpanded, countGenerated } from "./stats";
import { INF, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { sortKeys, orderKey, keyMove, keyValue } from "./ordering";
import { budgetExhausted, deadlinePassed, movesExceeded, probeMask } from "./limits";
import { childValue } from "./child-value";
import { Scratch, peekOf, pokeOf } from "./scratch";
import { rootAnswerAt, rootProbeDue, rootStopsAt } from "./root-stop";
import { alphaAt, betaAt, cutsOff, openWindow } from "./window";

const keys = new Scratch<i64>(4096);
let top: i32 = 0;
let rootMove: i32 = 0;
let rootFirst: i32 = -1;
let abortable: bool = false;
/** Iterative deepening's first iteration: the time budget or the watcher may stop its root (./root-stop.ts). */
let rootStoppable: bool = false;
export let aborted: bool = false;
export let reachedHorizon: bool = false;

/**
 * The effective horizon: `horizon`, or the game's end where the game reports it (a game
 * class with `pliesToEnd()`, the random tree: D - d) and it comes first. A game with
 * win/draw/loss outcomes such as Othello does not know its end in advance (whether all
 * the children of a node are terminal is not known before they are generated): for it
 * the horizon stays as asked and a terminal child simply ends its line.
 */
// @ts-ignore: decorator
@inline export function effectiveHorizon<G>(game: G, horizon: i32): i32 {
  if (isDefined(game.pliesToEnd)) {
    const end = game.pliesToEnd();
    return end < horizon ? end : horizon;
  }
  return horizon;
}

/**
 * Alpha-beta to `horizon` from the game's position. `first` >= 0 searches that root move
 * first (iterative deepening); `canAbort` checks the budgets before each expansion;
 * `rootStop` (iterative deepening's first iteration) lets the time budget or the watcher
 * stop the root one ply above the horizon, with the best child so far as the result
 * (./root-stop.ts: `aborted` is set too).
 */
export function alphabeta<G>(game: G, horizon: i32, first: i32, canAbort: bool, rootStop: bool = false): void {
  top = 0;
  rootFirst = first;
  abortable = canAbort;
  rootStoppable = rootStop;
  aborted = false;
  reachedHorizon = false;
  const effective = effectiveHorizon<G>(game, horizon);
  const value = alphabetaNode<G>(game, 0, effective, -INF, INF);
  if (aborted) return;
  // Where the game's end cut the search, it saw the whole tree: the horizon was not reached.
  if (effective < horizon) reachedHorizon = false;
  pvFromTable();
  setResult(rootMove, value);
}

function alphabetaNode<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32): i32 {
  pvClear(ply);
  const n = game.moveCount();
  if (abortable && (budgetExhausted() || movesExceeded(n))) {
    aborted = true;
    return 0;
  }
  const max = game.maxToMove();
  countExpanded();
  openWindow(ply, alpha, beta);
  let best = max ? -INF : INF;

  if (depthLeft == 1) {
    // One ply above the horizon: generate, evaluate and compare one child at a time.
    reachedHorizon = true;
    pvClear(ply + 1);
    // Each side and each kind of node gets its own copy of the loop (lastPly).
    if (abortable || (ply == 0 && rootStoppable))
      return max ? lastPly<G>(game, ply, n, true, true) : lastPly<G>(game, ply, n, false, true);
    return max ? lastPly<G>(game, ply, n, true, false) : lastPly<G>(game, ply, n, false, false);
  }

  // Two or more plies above the horizon: generate and evaluate every child, then sort.
  const base = top;
  top += n;
  keys.ensure(top);
  // The keys may move when a deeper call grows them (contents kept): their address is
  // read afresh after each recursion, never kept in a local across one.
  const frame = keys.ptr;
  for (let move = 0; move < n; move++) {
    if (abortable && (move & probeMask) == probeMask && deadlinePassed()) {
      countGenerated(move);
      aborted = true;
      top = base;
      return 0;
    }
    pokeOf<i64>(frame, base + move, orderKey(childValue<G>(game, move), move, max));
  }
  countGenerated(n);
  sortKeys(keys, base, n);
  if (ply == 0 && rootFirst >= 0) moveToFront(base, n, rootFirst);

  for (let k = 0; k < n; k++) {
    const key = keys.get(base + k);
    const move = keyMove(key);
    game.play(move);
    let v: i32;
    if (game.isTerminal()) {
      pvClear(ply + 1);
      v = keyValue(key, max);
    } else {
      v = alphabetaNode<G>(game, ply + 1, depthLeft - 1, alphaAt(ply), betaAt(ply));
    }
    game.undo();
    if (aborted) break;
    if (max ? v > best : v < best) {
      best = v;
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
      if (cutsOff(ply, max, v)) break;
    }
  }
  top = base;
  return best;
}

/**
 * The children of a node one ply above the horizon, generated, evaluated and compared one
 * at a time; `max` the side to move and `probed` whether anything can stop the search
 * here, both constants in each inlined copy. A `probed` node reads the clock every
 * probeMask + 1 children (./limits.ts, deadlinePassed), asks the root's stop rule at the
 * root (./root-stop.ts) and counts each child as it goes (a stop reports the count). Where
 * nothing can stop it, the loop tests none of that and counts the children once, as it
 * returns. Most nodes a search generates are these (without the probes' tests and the
 * count in memory, alpha-beta on Breakthrough runs a tenth faster).
 */
// @ts-ignore: decorator
@inline function lastPly<G>(game: G, ply: i32, n: i32, max: bool, probed: bool): i32 {
  let best = max ? -INF : INF;
  for (let move = 0; move < n; move++) {
    if (probed) {
      if (abortable && (move & probeMask) == probeMask && deadlinePassed()) {
        aborted = true;
        return 0;
      }
      if (ply == 0 && rootStoppable && rootProbeDue(move) && rootStopsAt(rootMove, best)) {
        rootAnswerAt(rootMove, best);
        aborted = true;
        return 0;
      }
      countGenerated(1);
    }
    const v = childValue<G>(game, move);
    if (max ? v > best : v < best) {
      best = v;
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
      if (cutsOff(ply, max, v)) {
        if (!probed) countGenerated(move + 1);
        return best;
      }
    }
  }
  if (!probed) countGenerated(n);
  return best;
}

/** Moves root move `move` to the front of the frame, the others keeping their order. */
function moveToFront(base: i32, n: i32, move: i32): void {
  const frame = keys.ptr;
  let k = 0;
  while (k < n && keyMove(peekOf<i64>(frame, base + k)) != move) k++;
  const key = peekOf<i64>(frame, base + k);
  for (; k > 0; k--) pokeOf<i64>(frame, base + k, peekOf<i64>(frame, base + k - 1));
  pokeOf<i64>(frame, base, key);
}
