// Alpha-beta as a game engine runs it (alphabeta-tt; docs/searches.md): iterative
// deepening, fail-soft alpha-beta, a transposition table keyed by the game class's
// `hash()` (./transposition-table.ts; a class without one gets none), and at every node
// the table's move first, then the ply's two killer moves, then the others: one ply above
// the horizon generated one at a time in move order, higher up generated, evaluated and
// sorted by static value (the keys of ./ordering.ts). The table cuts off only with an
// entry of the very depth needed, so every completed iteration's value is plain
// alpha-beta's at that depth. Budgets as iterative deepening's, checked before every
// expansion, and inside a wide node's children the clock alone every 4,096 (./limits.ts,
// deadlinePassed: past the time budget the iteration is abandoned). Optionally,
// aspiration windows around the previous iteration's value. Mirrors
// reference/search/alphabeta-tt.ts node for node.

import { countExpanded, countGenerated } from "./stats";
import { INF, MAX_HORIZON, pvClear, pvSetOne, pvUpdate, pvFromTable, setResult } from "./result";
import { sortKeys, orderKey, keyMove, keyValue } from "./ordering";
import { aspiration, budgetExhausted, deadlinePassed, memoryLimit, noteCompletedDepth, probeMask } from "./limits";
import { childValue } from "./child-value";
import { effectiveHorizon } from "./alphabeta";
import { lineFromResult } from "./line";
import { Scratch, pokeOf } from "./scratch";
import { rootAnswerAt, rootProbeDue, rootStopsAt } from "./root-stop";
import {
  EXACT, LOWER, UPPER, NO_PLY, entryBound, entryDepth, entryMove, entryPly, entryReached, entryValue, holds, prepareTable, slotOf, storeEntry,
} from "./transposition-table";

const keys = new Scratch<i64>(4096);
let top: i32 = 0;
let abortable: bool = false;
let aborted: bool = false;
/** Whether the search under way reached its horizon somewhere. */
let reached: bool = false;
/** The best move of the node last searched (set as it returns). */
let bestMove: i32 = -1;
/** Two killer moves a ply (-1: none): the last two moves that made a cutoff there. */
const killers = new StaticArray<i32>(2 * (MAX_HORIZON + 1));

export function alphabetaTT<G>(game: G, deepest: i32): void {
  if (isDefined(game.hash)) prepareTable(memoryLimit);
  for (let k = 0; k < killers.length; k++) unchecked(killers[k] = -1);
  let done = false;
  let last: i32 = 0;
  for (let horizon = 1; horizon <= deepest; horizon++) {
    // Horizon 1 always completes: a move is always available.
    abortable = horizon > 1;
    aborted = false;
    reached = false;
    top = 0;
    const effective = effectiveHorizon<G>(game, horizon);
    let value: i32;
    if (aspiration > 0 && done) {
      // An aspiration window around the last value; a value outside it is only a bound: search again with the full window.
      const low = <i64>last - <i64>aspiration, high = <i64>last + <i64>aspiration;
      const alpha = low < <i64>-INF ? -INF : <i32>low, beta = high > <i64>INF ? INF : <i32>high;
      value = ttNode<G>(game, 0, effective, alpha, beta);
      if (!aborted && (value <= alpha || value >= beta)) {
        reached = false;
        top = 0;
        value = ttNode<G>(game, 0, effective, -INF, INF);
      }
    } else {
      value = ttNode<G>(game, 0, effective, -INF, INF);
    }
    if (aborted) break;
    done = true;
    last = value;
    pvFromTable();
    setResult(bestMove, value);
    noteCompletedDepth(horizon);
    lineFromResult();
    // Where the game's end cut the search, it saw the whole tree: the horizon was not reached.
    if (effective < horizon || !reached || budgetExhausted()) break;
  }
}

/** The fail-soft value of the current node, `depthLeft` (>= 1) plies above the horizon. */
function ttNode<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32): i32 {
  pvClear(ply);
  const n = game.moveCount();
  let hi: i32 = 0, lo: i32 = 0, slot: i32 = -1, tableMove: i32 = -1;
  if (isDefined(game.hash)) {
    const h: u64 = game.hash();
    hi = <i32>(h >> 32) & 0x1fffff;
    lo = <i32>h;
    slot = slotOf(hi, lo);
    if (holds(slot, hi, lo)) {
      const move = entryMove(slot);
      if (move < n) tableMove = move;
      if (ply > 0 && entryDepth(slot) == depthLeft && entryPly(slot) == ply && ply < NO_PLY) {
        const v = entryValue(slot), bound = entryBound(slot);
        if (bound == EXACT || (bound == LOWER ? v >= beta : v <= alpha)) {
          if (entryReached(slot)) reached = true;
          return v;
        }
      }
    }
  }
  if (abortable && budgetExhausted()) {
    aborted = true;
    return 0;
  }
  countExpanded();
  const outer = reached;
  reached = depthLeft == 1;
  const best = expand<G>(game, ply, depthLeft, alpha, beta, n, tableMove);
  if (aborted) return 0;
  if (isDefined(game.hash)) storeEntry(slot, hi, lo, best, best <= alpha ? UPPER : best >= beta ? LOWER : EXACT, depthLeft, bestMove, reached, ply);
  reached = reached || outer;
  return best;
}

/** Makes `move` the first killer of `ply` (the old first becomes the second). */
function noteKiller(ply: i32, move: i32): void {
  if (move != unchecked(killers[2 * ply])) {
    unchecked(killers[2 * ply + 1] = unchecked(killers[2 * ply]));
    unchecked(killers[2 * ply] = move);
  }
}

/**
 * Searches the node's children in order: the table's move and the killers (i < 3), then
 * the others (i >= 3: one ply above the horizon in move order, generated one at a time;
 * higher up generated, evaluated and sorted when i reaches 3). Sets bestMove.
 */
function expand<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32, n: i32, tableMove: i32): i32 {
  // One copy of the loop for each side and for the horizon or above it: the side and the
  // horizon constants in each, the loop one ply above the horizon (most nodes) tests
  // neither per child.
  const max = game.maxToMove();
  if (depthLeft == 1) {
    return max ? children<G>(game, ply, depthLeft, alpha, beta, n, tableMove, true, true)
      : children<G>(game, ply, depthLeft, alpha, beta, n, tableMove, false, true);
  }
  return max ? children<G>(game, ply, depthLeft, alpha, beta, n, tableMove, true, false)
    : children<G>(game, ply, depthLeft, alpha, beta, n, tableMove, false, false);
}

/** expand's loop for the side to move (`max`), one ply above the horizon (`horizon`: depthLeft == 1) or higher. */
// @ts-ignore: decorator
@inline function children<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32, n: i32, tableMove: i32, max: bool, horizon: bool): i32 {
  let best = max ? -INF : INF;
  let bm: i32 = -1;
  const k0 = unchecked(killers[2 * ply]), k1 = unchecked(killers[2 * ply + 1]);
  const first0 = tableMove;
  const first1 = k0 >= 0 && k0 < n && k0 != first0 ? k0 : -1;
  const first2 = k1 >= 0 && k1 < n && k1 != first0 && k1 != first1 ? k1 : -1;
  const base = top;
  let rest = 0;
  // One ply above the horizon the children generated are counted once, as the loop ends
  // (and before the root's probe, which may report them): nothing read between needs them.
  let tried = 0;
  if (horizon) pvClear(ply + 1);

  for (let i = 0; ; i++) {
    let move: i32;
    let key: i64 = 0;
    if (i < 3) {
      move = i == 0 ? first0 : i == 1 ? first1 : first2;
      if (move < 0) continue;
    } else if (horizon) {
      move = i - 3;
      if (move >= n) break;
      if (late(move)) break;
      // The first iteration's root: only the time budget or the watcher may stop it, and
      // then the best child so far is the result (./root-stop.ts).
      if (ply == 0 && !abortable && rootProbeDue(move)) {
        countGenerated(tried);
        tried = 0;
        if (rootStopsAt(bm, best)) {
          rootAnswerAt(bm, best);
          aborted = true;
          break;
        }
      }
      if (move == first0 || move == first1 || move == first2) continue;
    } else {
      if (i == 3) rest = generateRest<G>(game, base, n, first0, first1, first2, max);
      if (i - 3 >= rest) break;
      key = keys.get(base + i - 3);
      move = keyMove(key);
    }
    let v: i32;
    if (horizon) {
      tried++;
      v = childValue<G>(game, move);
    } else {
      if (i < 3) countGenerated(1);
      game.play(move);
      if (game.isTerminal()) {
        pvClear(ply + 1);
        v = i < 3 ? game.evaluate() : keyValue(key, max);
      } else {
        v = ttNode<G>(game, ply + 1, depthLeft - 1, alpha, beta);
      }
      game.undo();
      if (aborted) break;
    }
    if (max ? v > best : v < best) {
      best = v;
      bm = move;
      // One ply above the horizon the line below is empty (cleared above).
      if (horizon) pvSetOne(ply, move); else pvUpdate(ply, move);
      if (max ? v >= beta : v <= alpha) {
        noteKiller(ply, move);
        break;
      }
      if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
    }
  }
  if (horizon) countGenerated(tried);
  top = base;
  bestMove = bm;
  return aborted ? 0 : best;
}

/**
 * Before the child `move` of a wide node, every probeMask + 1 children: past the time
 * budget the iteration is abandoned (aborted). Inlined: it is asked before every child
 * one ply above the horizon, and almost always answers no at the first test or two.
 */
// @ts-ignore: decorator
@inline function late(move: i32): bool {
  return abortable && (move & probeMask) == probeMask && abandonedAtProbe();
}

/** late's probe: the clock. */
function abandonedAtProbe(): bool {
  if (!deadlinePassed()) return false;
  aborted = true;
  return true;
}

/** Generates and evaluates the children other than the first three, as sorted keys from `base`; returns how many (0: the clock abandoned the iteration). */
function generateRest<G>(game: G, base: i32, n: i32, first0: i32, first1: i32, first2: i32, max: bool): i32 {
  keys.ensure(base + n);
  // The keys may move when a deeper call grows them: their address is read afresh after each recursion.
  const frame = keys.ptr;
  let m = 0;
  for (let move = 0; move < n; move++) {
    if (late(move)) {
      countGenerated(m);
      return 0;
    }
    if (move == first0 || move == first1 || move == first2) continue;
    pokeOf<i64>(frame, base + m, orderKey(childValue<G>(game, move), move, max));
    m++;
  }
  countGenerated(m);
  top = base + m;
  sortKeys(keys, base, m);
  return m;
}
