// Alpha-beta as a game engine runs it (alphabeta-tt; docs/searches.md): iterative
// deepening, fail-soft alpha-beta, a transposition table keyed by the game's hash()
// (./transposition-table.ts; a game without hash() gets none), and at every node the
// moves in the order of its move picker (./alphabeta-tt-picker.ts): the table's move
// first, then the ply's two killer moves, then the others: one ply above the horizon
// generated one at a time in move order, higher up generated, evaluated and sorted by
// static value. The table cuts off only with an entry of the
// very depth needed, so every completed iteration's value is plain alpha-beta's at that
// depth; deeper entries still order the moves. Budgets as iterative deepening's, checked
// before every expansion, and inside a wide node's children the clock alone every
// 4,096 (./limits.ts, deadlinePassed: past the time budget the iteration is abandoned);
// the move and value are the deepest completed iteration's.
// Optionally, aspiration windows around the previous iteration's value, principal-variation
// search: null windows after a node's first child (pvsValue), the history heuristic (the
// picker's scores, noted at every cutoff), and late-move reductions: late moves a ply
// shallower first (reducedValue), quiescence at the horizon (./alphabeta-tt-quiescence.ts), and
// null-move pruning with verification (nullMoveCut).
// Mirrors assembly/search/alphabeta-tt.ts.

import { DEFAULT_TABLE_ENTRIES, INF, MAX_HORIZON, type Game } from "../../contract/index.js";
import { effectiveHorizon } from "./alphabeta.js";
import { PvTable } from "./ply-buffers.js";
import { Budget, probeMask, type Limits } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";
import { rootProbeDue, rootStopOutcome } from "./root-stop.js";
import { MovePicker, firstMove, isFirstMove } from "./alphabeta-tt-picker.js";
import { QUIESCENCE_ABANDONED, QUIESCENCE_PLIES, quiescenceValue } from "./alphabeta-tt-quiescence.js";
import {
  EXACT,
  LOWER,
  UPPER,
  NO_PLY,
  entryBound,
  entryDepth,
  entryMove,
  entryPly,
  entryReached,
  entryValue,
  holds,
  prepareTable,
  slotOf,
  storeEntry,
} from "./transposition-table.js";

/** Null-move pruning: at nodes NULL_MOVE_DEPTH or more plies above the horizon (not the root), */
export const NULL_MOVE_DEPTH = 4;
/** the null move searched NULL_MOVE_R + 1 plies shallower, the verification NULL_MOVE_R plies shallower. */
export const NULL_MOVE_R = 2;

/** Late-move reductions: at nodes LMR_DEPTH or more plies above the horizon, */
export const LMR_DEPTH = 3;
/** the moves after the table's and the killers with LMR_AFTER or more children valued before them. */
export const LMR_AFTER = 3;

export function alphabetaTT(game: Game, limits: Limits): SearchOutcome & { depth: number } {
  // 1. A new search: the table made ready (a game with hash()), the killers and history forgotten.
  const stats = new SearchStats();
  const budget = new Budget(limits);
  const deepest = limits.horizon ?? MAX_HORIZON;
  const hashed = typeof game.hash === "function";
  const pvs = limits.pvs === true;
  const history = limits.history === true;
  const lmr = limits.lmr === true;
  const quiescence = limits.quiescence === true;
  const nullMove = limits.nullMove === true;
  /** Inside a null move's search or its verification: no null move there. */
  let inNull = false;
  if (hashed) prepareTable(limits.memoryNodes ?? DEFAULT_TABLE_ENTRIES);
  const picker = new MovePicker(game, stats, budget);
  const pv = new PvTable();
  let abortable = false;
  let aborted = false;
  /** Whether the search under way reached its horizon somewhere. */
  let reached = false;
  /** The best move of the node last searched (set as it returns). */
  let bestMove = -1;
  /** Set when the first iteration stopped inside the root: its best child so far. */
  let stoppedInRoot: { move: number; value: number } | undefined;

  /**
   * Before the child `move` of a wide node, every probeMask + 1 children: past the time
   * budget the iteration is abandoned (aborted).
   */
  function late(move: number): boolean {
    if (!abortable || (move & probeMask) !== probeMask || !budget.deadlinePassed()) return false;
    aborted = true;
    return true;
  }

  /** Inside a quiescence search, before a node's first noisy child: past the budgets the iteration is abandoned. */
  function spent(): boolean {
    if (!abortable || !budget.exhausted(stats)) return false;
    aborted = true;
    return true;
  }

  /** The fail-soft value of the current node, `depthLeft` (>= 1) plies above the horizon. */
  function search(ply: number, depthLeft: number, alpha: number, beta: number): number {
    pv.clear(ply);
    const n = game.moveCount();
    // 1. The table (a game with hash()): its move is tried first, and an entry of the very
    // depth needed, stored at this ply, ends the node when its bound settles the window.
    let hi = 0,
      lo = 0,
      slot = -1,
      tableMove = -1;
    if (hashed) {
      const h = game.hash!();
      hi = Math.floor(h / 4294967296) & 0x1fffff;
      lo = h | 0;
      slot = slotOf(hi, lo);
      if (holds(slot, hi, lo)) {
        const move = entryMove(slot);
        if (move < n) tableMove = move;
        if (ply > 0 && entryDepth(slot) === depthLeft && entryPly(slot) === ply && ply < NO_PLY) {
          const v = entryValue(slot),
            bound = entryBound(slot);
          if (bound === EXACT || (bound === LOWER ? v >= beta : v <= alpha)) {
            if (entryReached(slot)) reached = true;
            return v;
          }
        }
      }
    }
    // 2. The budgets, before the expansion: spent, the iteration is abandoned.
    if (abortable && budget.exhausted(stats)) {
      aborted = true;
      return 0;
    }
    // 3. Null-move pruning (where the game allows a null move): a node whose null move and
    // verification both hold its bound ends with the verification's value.
    if (nullMove && !inNull && ply > 0 && depthLeft >= NULL_MOVE_DEPTH && game.nullMoveAllowed?.() === true) {
      const cut = nullMoveCut(ply, depthLeft, alpha, beta);
      if (aborted) return 0;
      if (cut !== undefined) return cut;
    }
    // 4. Expand: the children in the picker's order.
    stats.expanded++;
    const outer = reached;
    reached = depthLeft === 1;
    const best = expand(ply, depthLeft, alpha, beta, n, tableMove);
    if (aborted) return 0;
    // 5. Store the value, its bound and the best move in the table.
    if (hashed) {
      const bound = best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
      storeEntry(slot, hi, lo, best, bound, depthLeft, bestMove, reached, ply);
    }
    reached ||= outer;
    return best;
  }

  /**
   * Null-move pruning with verification at a node that allows a null move: where the bound to
   * beat is finite (beta at MAX, alpha at MIN), the null move is played (counted as generated)
   * and searched NULL_MOVE_R + 1 plies shallower with a null window on the bound; where it
   * holds the bound (>= beta at MAX, <= alpha at MIN), the node itself is searched NULL_MOVE_R
   * plies shallower with that null window, and where that holds the bound too its value is the
   * node's (returned); else undefined, and the node is searched as without. Neither search
   * plays a null move.
   */
  function nullMoveCut(ply: number, depthLeft: number, alpha: number, beta: number): number | undefined {
    const max = game.maxToMove();
    if (max ? beta >= INF : alpha <= -INF) return undefined;
    const [low, high] = max ? [beta - 1, beta] : [alpha, alpha + 1];
    const holds = (v: number) => (max ? v >= beta : v <= alpha);
    inNull = true;
    game.playNull!();
    stats.generated++;
    const v = search(ply + 1, depthLeft - 1 - NULL_MOVE_R, low, high);
    game.undo();
    let cut: number | undefined;
    if (!aborted && holds(v)) {
      const w = search(ply, depthLeft - NULL_MOVE_R, low, high);
      if (!aborted && holds(w)) cut = w;
    }
    inNull = false;
    return cut;
  }

  /** Searches the node's children in the picker's order (children); sets bestMove. */
  function expand(ply: number, depthLeft: number, alpha: number, beta: number, n: number, tableMove: number): number {
    return children(ply, depthLeft, alpha, beta, n, tableMove, game.maxToMove(), depthLeft === 1);
  }

  /**
   * expand's loop for the side to move (`max`), one ply above the horizon (`horizon`:
   * depthLeft === 1) or higher: the picker's first three moves (i < 3), then the others
   * (i >= 3: one ply above the horizon in move order, generated one at a time; higher up
   * generated, evaluated and sorted when i reaches 3).
   */
  function children(
    ply: number,
    depthLeft: number,
    alpha: number,
    beta: number,
    n: number,
    tableMove: number,
    max: boolean,
    horizon: boolean,
  ): number {
    // 1. The picker's first three moves: the table's, then the ply's two killers.
    const m0 = tableMove;
    const m1 = picker.firstKiller(ply, n, m0);
    const m2 = picker.secondKiller(ply, n, m0, m1);
    let best = max ? -INF : INF;
    let bm = -1;
    let rest = 0;
    // Above the horizon, the children valued so far (late-move reductions count them).
    let valued = 0;
    if (horizon) pv.clear(ply + 1);

    for (let i = 0; ; i++) {
      // 2. The next move: one of the first three, else one ply above the horizon the next in
      // move order (after the probes of a wide node and of the first iteration's root), else
      // the next of the others sorted by static value.
      let move: number;
      if (i < 3) {
        move = firstMove(i, m0, m1, m2);
        if (move < 0) continue;
      } else if (horizon) {
        move = i - 3;
        if (move >= n) break;
        if (late(move)) break;
        // The first iteration's root: only the time budget or the watcher may stop it, and
        // then the best child so far is the answer (./root-stop.ts).
        if (
          ply === 0 &&
          !abortable &&
          rootProbeDue(move) &&
          budget.rootStopped(stats, 0, true, () => ({ pv: [bm], value: best }))
        ) {
          stoppedInRoot = { move: bm, value: best };
          aborted = true;
          break;
        }
        if (isFirstMove(move, m0, m1, m2)) continue;
      } else {
        if (i === 3) {
          rest = picker.sortRest(ply, n, m0, m1, m2, max, abortable);
          if (history && rest > 1) picker.orderByHistory(ply, rest, max);
        }
        if (rest < 0) {
          aborted = true;
          break;
        }
        if (i - 3 >= rest) break;
        move = picker.restMove(ply, i - 3);
      }
      // 3. The child's value: one ply above the horizon its static value, higher up its
      // search (a finished game's value for a terminal child).
      let v: number;
      game.play(move);
      if (horizon) {
        stats.generated++;
        // With quiescence, the child's quiescence value (./alphabeta-tt-quiescence.ts).
        v = quiescence ? quiescenceValue(game, stats, QUIESCENCE_PLIES, alpha, beta, spent) : game.evaluate();
        if (v === QUIESCENCE_ABANDONED) aborted = true;
      } else {
        if (i < 3) stats.generated++;
        if (game.isTerminal()) {
          pv.clear(ply + 1);
          v = i < 3 ? game.evaluate() : picker.restValue(ply, i - 3);
        } else if (lmr && i >= 3 && depthLeft >= LMR_DEPTH && valued >= LMR_AFTER) {
          v = reducedValue(ply, depthLeft, alpha, beta, max, pvs && bm >= 0);
        } else {
          v = pvs && bm >= 0 ? pvsValue(ply, depthLeft, alpha, beta, max) : search(ply + 1, depthLeft - 1, alpha, beta);
        }
      }
      game.undo();
      if (aborted) break;
      valued++;
      // 4. A new best: its line, and either a cutoff (its move a killer of the ply) or a
      // narrower window. The rule of ./window.ts, on the loop's own alpha and beta (as the
      // core, where the per-ply window cost this loop about 3.6 % on random trees).
      if (max ? v > best : v < best) {
        best = v;
        bm = move;
        pv.update(ply, move);
        if (max ? v >= beta : v <= alpha) {
          picker.noteKiller(ply, move);
          if (history) picker.noteHistory(max, move, depthLeft);
          break;
        }
        if (max) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
      }
    }
    // 5. The best move for the table.
    bestMove = bm;
    return aborted ? 0 : best;
  }

  /**
   * A later child's value by principal-variation search: a null window on the bound to beat;
   * a value strictly inside the node's window (the child may be the new best) is only a
   * bound, so the child is searched again with the whole window. Values are integers, so the
   * null window holds no value.
   */
  function pvsValue(ply: number, depthLeft: number, alpha: number, beta: number, max: boolean): number {
    if (beta <= alpha + 1) return search(ply + 1, depthLeft - 1, alpha, beta);
    const v = max ? search(ply + 1, depthLeft - 1, alpha, alpha + 1) : search(ply + 1, depthLeft - 1, beta - 1, beta);
    if (aborted || v <= alpha || v >= beta) return v;
    return search(ply + 1, depthLeft - 1, alpha, beta);
  }

  /**
   * A late move's value by late-move reductions: searched one ply shallower first (with a null
   * window on the bound to beat where principal-variation search applies, `nullWindow`), and
   * where that value beats the bound (above alpha at MAX, below beta at MIN) searched again at
   * full depth as any other child.
   */
  function reducedValue(
    ply: number,
    depthLeft: number,
    alpha: number,
    beta: number,
    max: boolean,
    nullWindow: boolean,
  ): number {
    const wide = nullWindow && beta > alpha + 1;
    const r = !wide
      ? search(ply + 1, depthLeft - 2, alpha, beta)
      : max
        ? search(ply + 1, depthLeft - 2, alpha, alpha + 1)
        : search(ply + 1, depthLeft - 2, beta - 1, beta);
    if (aborted || (max ? r <= alpha : r >= beta)) return r;
    return nullWindow ? pvsValue(ply, depthLeft, alpha, beta, max) : search(ply + 1, depthLeft - 1, alpha, beta);
  }

  let done: SearchOutcome | undefined;
  let depth = 0;
  for (let horizon = 1; horizon <= deepest; horizon++) {
    // 2. An iteration one ply deeper. Horizon 1 always completes: a move is always available.
    abortable = horizon > 1;
    reached = false;
    const effective = effectiveHorizon(game, horizon);
    let value: number;
    if (limits.aspiration !== undefined && done !== undefined) {
      // An aspiration window around the last value; a value outside it is only a bound:
      // search again with the full window.
      const alpha = Math.max(-INF, done.value - limits.aspiration),
        beta = Math.min(INF, done.value + limits.aspiration);
      value = search(0, effective, alpha, beta);
      if (!aborted && (value <= alpha || value >= beta)) {
        reached = false;
        value = search(0, effective, -INF, INF);
      }
    } else {
      value = search(0, effective, -INF, INF);
    }
    // 3. An abandoned iteration leaves the last completed one's result; a completed one sets it.
    if (stoppedInRoot) return rootStopOutcome(stoppedInRoot.move, stoppedInRoot.value, stats);
    if (aborted) break;
    done = { move: bestMove, value, pv: pv.line(0), stats };
    depth = horizon;
    budget.completed = { move: bestMove, value, depth };
    const line = { pv: done.pv, value };
    budget.line = () => line;
    // 4. Stop at the budgets, or where the iteration saw the whole tree (the game's end cut the
    // search, or the horizon was not reached).
    if (effective < horizon || !reached || budget.exhausted(stats)) break;
  }
  return { ...done!, stats, depth };
}
