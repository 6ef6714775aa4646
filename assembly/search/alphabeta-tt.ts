// Alpha-beta as a game engine runs it (alphabeta-tt; docs/searches.md): iterative
// deepening, fail-soft alpha-beta, a transposition table keyed by the game class's
// `hash()` (./transposition-table.ts; a class without one gets none), and at every node
// the moves in the order of its move picker (./alphabeta-tt-picker.ts): the table's move
// first, then the ply's two killer moves, then the others: one ply above the horizon
// generated one at a time in move order, higher up generated, evaluated and sorted by
// static value. The table cuts off only with an
// entry of the very depth needed, so every completed iteration's value is plain
// alpha-beta's at that depth. Budgets as iterative deepening's, checked before every
// expansion, and inside a wide node's children the clock alone every 4,096 (./limits.ts,
// deadlinePassed: past the time budget the iteration is abandoned). Optionally,
// aspiration windows around the previous iteration's value, principal-variation
// search: null windows after a node's first child (pvsValue), the history heuristic
// (the picker's scores, noted at every cutoff), and late-move reductions: late moves a
// ply shallower first (reducedValue), quiescence at the horizon (./alphabeta-tt-quiescence.ts), and
// null-move pruning with verification (nullMoveCut). Mirrors reference/search/alphabeta-tt.ts node for node.
// The threads build alone (ASC_FEATURE_THREADS: ./lazy-smp.ts) may keep a table made
// ready before the search and start a Lazy SMP helper's iterations deeper.

import { countExpanded, countGenerated } from "./stats";
import { INF, pvClear, pvSetOne, pvUpdate, pvFromTable, setResult } from "./result";
import {
  aspiration, budgetExhausted, deadlinePassed, history, lmr, memoryLimit, noteCompletedDepth, nullMove, probeMask, pvs,
  quiescence,
} from "./limits";
import { QUIESCENCE_ABANDONED, QUIESCENCE_PLIES, quiescenceValue } from "./alphabeta-tt-quiescence";
import { childValue } from "./child-value";
import { effectiveHorizon } from "./alphabeta";
import { lineFromResult } from "./line";
import { rootAnswerAt, rootProbeDue, rootStopsAt } from "./root-stop";
import {
  clearFrames, clearHistory, clearKillers, closeFrame, firstKiller, firstMove, isFirstMove, noteHistory, noteKiller,
  openFrame, orderByHistory, restMove, restValue, secondKiller, sortRest,
} from "./alphabeta-tt-picker";
import {
  EXACT, LOWER, UPPER, NO_PLY, entryBound, entryDepth, entryMove, entryPly, entryReached, entryValue, holds,
  prepareTable, slotOf, storeEntry,
} from "./transposition-table";
import { firstHorizon, tableGiven, tableTaken } from "./lazy-smp";

let abortable: bool = false;
let aborted: bool = false;
/** Whether the search under way reached its horizon somewhere. */
let reached: bool = false;
/** The best move of the node last searched (set as it returns). */
let bestMove: i32 = -1;

/** Inside a null move's search or its verification: no null move there. */
let inNull: bool = false;

/** Null-move pruning: at nodes NULL_MOVE_DEPTH or more plies above the horizon (not the root), */
export const NULL_MOVE_DEPTH: i32 = 4;
/** the null move searched NULL_MOVE_R + 1 plies shallower, the verification NULL_MOVE_R plies shallower. */
export const NULL_MOVE_R: i32 = 2;

/** Late-move reductions: at nodes LMR_DEPTH or more plies above the horizon, */
export const LMR_DEPTH: i32 = 3;
/** the moves after the table's and the killers with LMR_AFTER or more children valued before them. */
export const LMR_AFTER: i32 = 3;

export function alphabetaTT<G>(game: G, deepest: i32): void {
  // 1. A new search: the table made ready (a game with hash()), the killers and history forgotten.
  if (isDefined(game.hash) && !(ASC_FEATURE_THREADS && tableGiven)) prepareTable(memoryLimit);
  clearKillers();
  clearHistory();
  inNull = false;
  let done = false;
  let last: i32 = 0;
  for (let horizon = ASC_FEATURE_THREADS ? firstHorizon(deepest) : 1; horizon <= deepest; horizon++) {
    // 2. An iteration one ply deeper. Horizon 1 always completes: a move is always available.
    abortable = horizon > 1;
    aborted = false;
    reached = false;
    clearFrames();
    const effective = effectiveHorizon<G>(game, horizon);
    let value: i32;
    if (aspiration > 0 && done) {
      // An aspiration window around the last value; a value outside it is only a bound:
      // search again with the full window.
      const low = <i64>last - <i64>aspiration, high = <i64>last + <i64>aspiration;
      const alpha = low < <i64>-INF ? -INF : <i32>low, beta = high > <i64>INF ? INF : <i32>high;
      value = search<G>(game, 0, effective, alpha, beta);
      if (!aborted && (value <= alpha || value >= beta)) {
        reached = false;
        clearFrames();
        value = search<G>(game, 0, effective, -INF, INF);
      }
    } else {
      value = search<G>(game, 0, effective, -INF, INF);
    }
    // 3. An abandoned iteration leaves the last completed one's result; a completed one sets it.
    if (aborted) break;
    done = true;
    last = value;
    pvFromTable();
    setResult(bestMove, value);
    noteCompletedDepth(horizon);
    lineFromResult();
    // 4. Stop at the budgets, or where the iteration saw the whole tree (the game's end cut the
    // search, or the horizon was not reached).
    if (effective < horizon || !reached || budgetExhausted()) break;
  }
  if (ASC_FEATURE_THREADS) tableTaken();
}

/** The fail-soft value of the current node, `depthLeft` (>= 1) plies above the horizon. */
function search<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32): i32 {
  pvClear(ply);
  const n = game.moveCount();
  // 1. The table (a game with hash()): its move is tried first, and an entry of the very
  // depth needed, stored at this ply, ends the node when its bound settles the window.
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
  // 2. The budgets, before the expansion: spent, the iteration is abandoned.
  if (abortable && budgetExhausted()) {
    aborted = true;
    return 0;
  }
  // 3. Null-move pruning (where the game allows a null move): a node whose null move and
  // verification both hold its bound ends with the verification's value.
  if (isDefined(game.nullMoveAllowed)) {
    if (nullMove && !inNull && ply > 0 && depthLeft >= NULL_MOVE_DEPTH && game.nullMoveAllowed()) {
      const cut = nullMoveCut<G>(game, ply, depthLeft, alpha, beta);
      if (aborted) return 0;
      if (cutMade) return cut;
    }
  }
  // 4. Expand: the children in the picker's order.
  countExpanded();
  const outer = reached;
  reached = depthLeft == 1;
  const best = expand<G>(game, ply, depthLeft, alpha, beta, n, tableMove);
  if (aborted) return 0;
  // 5. Store the value, its bound and the best move in the table.
  if (isDefined(game.hash)) {
    const bound = best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
    storeEntry(slot, hi, lo, best, bound, depthLeft, bestMove, reached, ply);
  }
  reached = reached || outer;
  return best;
}

/** Whether the last nullMoveCut cut its node. */
let cutMade: bool = false;

/**
 * Null-move pruning with verification at a node that allows a null move: where the bound to
 * beat is finite (beta at MAX, alpha at MIN), the null move is played (counted as generated)
 * and searched NULL_MOVE_R + 1 plies shallower with a null window on the bound; where it
 * holds the bound (>= beta at MAX, <= alpha at MIN), the node itself is searched NULL_MOVE_R
 * plies shallower with that null window, and where that holds the bound too its value is the
 * node's (cutMade set). Neither search plays a null move.
 */
function nullMoveCut<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32): i32 {
  cutMade = false;
  const max = game.maxToMove();
  if (max ? beta >= INF : alpha <= -INF) return 0;
  const low = max ? beta - 1 : alpha, high = max ? beta : alpha + 1; // no overflow: alpha < beta
  inNull = true;
  game.playNull();
  countGenerated(1);
  const v = search<G>(game, ply + 1, depthLeft - 1 - NULL_MOVE_R, low, high);
  game.undo();
  let cut: i32 = 0;
  let made = false;
  if (!aborted && (max ? v >= beta : v <= alpha)) {
    const w = search<G>(game, ply, depthLeft - NULL_MOVE_R, low, high);
    if (!aborted && (max ? w >= beta : w <= alpha)) {
      cut = w;
      made = true;
    }
  }
  inNull = false;
  cutMade = made;
  return cut;
}

/**
 * A later child's value by principal-variation search: a null window on the bound to beat;
 * a value strictly inside the node's window (the child may be the new best) is only a
 * bound, so the child is searched again with the whole window. Values are integers, so the
 * null window holds no value.
 */
function pvsValue<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32, max: bool): i32 {
  if (beta <= alpha + 1) return search<G>(game, ply + 1, depthLeft - 1, alpha, beta); // no overflow: alpha < beta
  const v = max ? search<G>(game, ply + 1, depthLeft - 1, alpha, alpha + 1)
    : search<G>(game, ply + 1, depthLeft - 1, beta - 1, beta);
  if (aborted || v <= alpha || v >= beta) return v;
  return search<G>(game, ply + 1, depthLeft - 1, alpha, beta);
}

/**
 * A late move's value by late-move reductions: searched one ply shallower first (with a null
 * window on the bound to beat where principal-variation search applies, `nullWindow`), and
 * where that value beats the bound (above alpha at MAX, below beta at MIN) searched again at
 * full depth as any other child.
 */
function reducedValue<G>(game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32, max: bool, nullWindow: bool): i32 {
  const wide = nullWindow && beta > alpha + 1; // no overflow: alpha < beta
  const r = !wide ? search<G>(game, ply + 1, depthLeft - 2, alpha, beta)
    : max ? search<G>(game, ply + 1, depthLeft - 2, alpha, alpha + 1)
    : search<G>(game, ply + 1, depthLeft - 2, beta - 1, beta);
  if (aborted || (max ? r <= alpha : r >= beta)) return r;
  return nullWindow ? pvsValue<G>(game, ply, depthLeft, alpha, beta, max)
    : search<G>(game, ply + 1, depthLeft - 1, alpha, beta);
}

/** Searches the node's children in the picker's order (children); sets bestMove. */
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

/**
 * expand's loop for the side to move (`max`), one ply above the horizon (`horizon`:
 * depthLeft == 1) or higher: the picker's first three moves (i < 3), then the others
 * (i >= 3: one ply above the horizon in move order, generated one at a time; higher up
 * generated, evaluated and sorted when i reaches 3).
 */
// @ts-ignore: decorator
@inline function children<G>(
  game: G, ply: i32, depthLeft: i32, alpha: i32, beta: i32, n: i32, tableMove: i32, max: bool, horizon: bool,
): i32 {
  // 1. The picker's first three moves: the table's, then the ply's two killers.
  const m0 = tableMove;
  const m1 = firstKiller(ply, n, m0);
  const m2 = secondKiller(ply, n, m0, m1);
  let best = max ? -INF : INF;
  let bm: i32 = -1;
  const base = openFrame();
  let rest = 0;
  // One ply above the horizon the children generated are counted once, as the loop ends
  // (and before the root's probe, which may report them): nothing read between needs them.
  let tried = 0;
  // Above the horizon, the children valued so far (late-move reductions count them).
  let valued = 0;
  if (horizon) pvClear(ply + 1);

  for (let i = 0; ; i++) {
    // 2. The next move: one of the first three, else one ply above the horizon the next in
    // move order (after the probes of a wide node and of the first iteration's root), else
    // the next of the others sorted by static value.
    let move: i32;
    if (i < 3) {
      move = firstMove(i, m0, m1, m2);
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
      if (isFirstMove(move, m0, m1, m2)) continue;
    } else {
      if (i == 3) {
        rest = sortRest<G>(game, base, n, m0, m1, m2, max, abortable);
        if (history && rest > 1) orderByHistory(base, rest, max);
      }
      if (rest < 0) {
        aborted = true;
        break;
      }
      if (i - 3 >= rest) break;
      move = restMove(base, i - 3);
    }
    // 3. The child's value: one ply above the horizon its static value, higher up its
    // search (a finished game's value for a terminal child).
    let v: i32;
    if (horizon) {
      if (quiescence) {
        // The child's quiescence value (./alphabeta-tt-quiescence.ts), counted at once: its
        // budget checks read the count.
        countGenerated(1);
        game.play(move);
        v = quiescenceValue<G>(game, QUIESCENCE_PLIES, alpha, beta, abortable);
        game.undo();
        if (v == QUIESCENCE_ABANDONED) {
          aborted = true;
          break;
        }
      } else {
        tried++;
        v = childValue<G>(game, move);
      }
    } else {
      if (i < 3) countGenerated(1);
      game.play(move);
      if (game.isTerminal()) {
        pvClear(ply + 1);
        v = i < 3 ? game.evaluate() : restValue(base, i - 3, max);
      } else if (lmr && i >= 3 && depthLeft >= LMR_DEPTH && valued >= LMR_AFTER) {
        v = reducedValue<G>(game, ply, depthLeft, alpha, beta, max, pvs && bm >= 0);
      } else {
        v = pvs && bm >= 0 ? pvsValue<G>(game, ply, depthLeft, alpha, beta, max)
          : search<G>(game, ply + 1, depthLeft - 1, alpha, beta);
      }
      game.undo();
      if (aborted) break;
      valued++;
    }
    // 4. A new best: its line, and either a cutoff (its move a killer of the ply) or a
    // narrower window. The rule of ./window.ts, on the loop's own alpha and beta: the
    // per-ply window cost this loop about 3.6 % on random trees.
    if (max ? v > best : v < best) {
      best = v;
      bm = move;
      // One ply above the horizon the line below is empty (cleared above).
      if (horizon) pvSetOne(ply, move); else pvUpdate(ply, move);
      if (max ? v >= beta : v <= alpha) {
        noteKiller(ply, move);
        if (history) noteHistory(max, move, depthLeft);
        break;
      }
      if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
    }
  }
  // 5. The count one ply above the horizon, the frame given back, the best move for the table.
  if (horizon) countGenerated(tried);
  closeFrame(base);
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
