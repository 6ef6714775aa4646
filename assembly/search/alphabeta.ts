// Alpha-beta as both papers ran it (CS440 slides, fail-soft), with fixed ordering: two
// or more plies above the horizon every child is generated and evaluated, then searched
// best first (stable sort); one ply above the horizon children are generated one at a
// time in move order. Where the game ends before the horizon the end of the game is the
// horizon (spec: the effective horizon is min(d + H, D)), so the nodes one ply above the
// last ply generate their children one at a time too. Mirrors reference/search/alphabeta.ts.
// The children's values and order live in two scratch stacks, one frame per ply.

import { countExpanded, countGenerated } from "./counters";
import { INF, pvClear, pvUpdate, pvFromTable, setResult } from "./result";
import { Scratch } from "./scratch";
import { sortByValue } from "./ordering";
import { budgetExhausted } from "./limits";
import { childValue } from "./child-value";

const values = new Scratch(4096);
const orders = new Scratch(4096);
let top: i32 = 0;
let rootMove: i32 = 0;
let rootFirst: i32 = -1;
let abortable: bool = false;
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
 * first (iterative deepening); `canAbort` checks the budget before each expansion.
 */
export function alphabeta<G>(game: G, horizon: i32, first: i32, canAbort: bool): void {
  top = 0;
  rootFirst = first;
  abortable = canAbort;
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
  if (abortable && budgetExhausted()) {
    aborted = true;
    return 0;
  }
  const max = game.maxToMove();
  const n = game.moveCount();
  countExpanded();
  let best = max ? -INF : INF;

  if (depthLeft == 1) {
    // One ply above the horizon: generate, evaluate and compare one child at a time.
    reachedHorizon = true;
    pvClear(ply + 1);
    for (let move = 0; move < n; move++) {
      countGenerated(1);
      const v = childValue<G>(game, move);
      if (max ? v > best : v < best) {
        best = v;
        pvUpdate(ply, move);
        if (ply == 0) rootMove = move;
        if (max ? v >= beta : v <= alpha) return best;
        if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
      }
    }
    return best;
  }

  // Two or more plies above the horizon: generate and evaluate every child, then sort.
  const base = top;
  top += n;
  values.ensure(top);
  orders.ensure(top);
  for (let move = 0; move < n; move++) {
    values.set(base + move, childValue<G>(game, move));
    orders.set(base + move, move);
  }
  countGenerated(n);
  sortByValue(orders, values, base, base, n, max);
  if (ply == 0 && rootFirst >= 0) moveToFront(base, n, rootFirst);

  for (let k = 0; k < n; k++) {
    const move = orders.get(base + k);
    game.play(move);
    let v: i32;
    if (game.isTerminal()) {
      pvClear(ply + 1);
      v = values.get(base + move);
    } else {
      v = alphabetaNode<G>(game, ply + 1, depthLeft - 1, alpha, beta);
    }
    game.undo();
    if (aborted) break;
    if (max ? v > best : v < best) {
      best = v;
      pvUpdate(ply, move);
      if (ply == 0) rootMove = move;
      if (max ? v >= beta : v <= alpha) break;
      if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
    }
  }
  top = base;
  return best;
}

function moveToFront(base: i32, n: i32, move: i32): void {
  let k = 0;
  while (k < n && orders.get(base + k) != move) k++;
  for (; k > 0; k--) orders.set(base + k, orders.get(base + k - 1));
  orders.set(base, move);
}
