// Alpha-beta as a game engine runs it (alphabeta-tt; docs/searches.md): iterative
// deepening, fail-soft alpha-beta, a transposition table keyed by the game's hash()
// (./transposition-table.ts; a game without hash() gets none), and at every node the
// table's move first, then the ply's two killer moves, then the others: one ply above the
// horizon generated one at a time in move order, higher up generated, evaluated and
// sorted by static value (./ordering.ts). The table cuts off only with an entry of the
// very depth needed, so every completed iteration's value is plain alpha-beta's at that
// depth; deeper entries still order the moves. Budgets as iterative deepening's, checked
// before every expansion, and inside a wide node's children the clock alone every
// 4,096 (./limits.ts, deadlinePassed: past the time budget the iteration is abandoned);
// the move and value are the deepest completed iteration's.
// Optionally, aspiration windows around the previous iteration's value.
// Mirrors assembly/search/alphabeta-tt.ts.

import { DEFAULT_TABLE_ENTRIES, INF, MAX_HORIZON, type Game } from "../../contract/index.js";
import { effectiveHorizon } from "./alphabeta.js";
import { sortByValue } from "./ordering.js";
import { PlyBuffers, PvTable } from "./ply-buffers.js";
import { Budget, probeMask, type Limits } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";
import { rootProbeDue, rootStopOutcome } from "./root-stop.js";
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

export function alphabetaTT(game: Game, limits: Limits): SearchOutcome & { depth: number } {
  const stats = new SearchStats();
  const budget = new Budget(limits);
  const deepest = limits.horizon ?? MAX_HORIZON;
  const hashed = typeof game.hash === "function";
  if (hashed) prepareTable(limits.memoryNodes ?? DEFAULT_TABLE_ENTRIES);
  const buffers = new PlyBuffers();
  const pv = new PvTable();
  /** Two killer moves a ply (-1: none): the last two moves that made a cutoff there. */
  const killers = new Int32Array(2 * (MAX_HORIZON + 1)).fill(-1);
  let abortable = false;
  let aborted = false;
  /** Whether the search under way reached its horizon somewhere. */
  let reached = false;
  /** The best move of the node last searched (set as it returns). */
  let bestMove = -1;
  /** Set when the first iteration stopped inside the root: its best child so far. */
  let stoppedInRoot: { move: number; value: number } | undefined;

  /** Before the child `move` of a wide node, every probeMask + 1 children: past the time budget the iteration is abandoned (aborted). */
  function late(move: number): boolean {
    if (!abortable || (move & probeMask) !== probeMask || !budget.deadlinePassed()) return false;
    aborted = true;
    return true;
  }

  /** The fail-soft value of the current node, `depthLeft` (>= 1) plies above the horizon. */
  function search(ply: number, depthLeft: number, alpha: number, beta: number): number {
    pv.clear(ply);
    const n = game.moveCount();
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
    if (abortable && budget.exhausted(stats)) {
      aborted = true;
      return 0;
    }
    stats.expanded++;
    const outer = reached;
    reached = depthLeft === 1;
    const best = expand(ply, depthLeft, alpha, beta, n, tableMove);
    if (aborted) return 0;
    if (hashed)
      storeEntry(
        slot,
        hi,
        lo,
        best,
        best <= alpha ? UPPER : best >= beta ? LOWER : EXACT,
        depthLeft,
        bestMove,
        reached,
        ply,
      );
    reached ||= outer;
    return best;
  }

  /**
   * Searches the node's children in order: the table's move and the killers (i < 3), then
   * the others (i >= 3: one ply above the horizon in move order, generated one at a time;
   * higher up generated, evaluated and sorted when i reaches 3). Sets bestMove.
   */
  function expand(ply: number, depthLeft: number, alpha: number, beta: number, n: number, tableMove: number): number {
    const max = game.maxToMove();
    let best = max ? -INF : INF;
    let bm = -1;
    const k0 = killers[2 * ply],
      k1 = killers[2 * ply + 1];
    const first0 = tableMove;
    const first1 = k0 >= 0 && k0 < n && k0 !== first0 ? k0 : -1;
    const first2 = k1 >= 0 && k1 < n && k1 !== first0 && k1 !== first1 ? k1 : -1;
    const value = depthLeft === 1 ? undefined : buffers.value(ply, n),
      order = depthLeft === 1 ? undefined : buffers.order(ply, n);
    let rest = 0;
    if (depthLeft === 1) pv.clear(ply + 1);

    for (let i = 0; ; i++) {
      let move: number;
      if (i < 3) {
        move = i === 0 ? first0 : i === 1 ? first1 : first2;
        if (move < 0) continue;
      } else if (depthLeft === 1) {
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
        if (move === first0 || move === first1 || move === first2) continue;
      } else {
        if (i === 3) {
          // Generate and evaluate the other children, then search them best first.
          for (let m = 0; m < n && !late(m); m++) {
            if (m === first0 || m === first1 || m === first2) continue;
            game.play(m);
            stats.generated++;
            value![m] = game.evaluate();
            game.undo();
            order![rest++] = m;
          }
          if (aborted) break;
          sortByValue(order!, value!, 0, rest, max);
        }
        if (i - 3 >= rest) break;
        move = order![i - 3];
      }
      let v: number;
      game.play(move);
      if (depthLeft === 1) {
        stats.generated++;
        v = game.evaluate();
      } else {
        if (i < 3) stats.generated++;
        if (game.isTerminal()) {
          pv.clear(ply + 1);
          v = i < 3 ? game.evaluate() : value![move];
        } else {
          v = search(ply + 1, depthLeft - 1, alpha, beta);
        }
      }
      game.undo();
      if (aborted) break;
      if (max ? v > best : v < best) {
        best = v;
        bm = move;
        pv.update(ply, move);
        if (max ? v >= beta : v <= alpha) {
          if (move !== killers[2 * ply]) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
          }
          break;
        }
        if (max) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
      }
    }
    bestMove = bm;
    return aborted ? 0 : best;
  }

  let done: SearchOutcome | undefined;
  let depth = 0;
  for (let horizon = 1; horizon <= deepest; horizon++) {
    // Horizon 1 always completes: a move is always available.
    abortable = horizon > 1;
    reached = false;
    const effective = effectiveHorizon(game, horizon);
    let value: number;
    if (limits.aspiration !== undefined && done !== undefined) {
      // An aspiration window around the last value; a value outside it is only a bound: search again with the full window.
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
    if (stoppedInRoot) return rootStopOutcome(stoppedInRoot.move, stoppedInRoot.value, stats);
    if (aborted) break;
    done = { move: bestMove, value, pv: pv.line(0), stats };
    depth = horizon;
    budget.completed = { move: bestMove, value, depth };
    const line = { pv: done.pv, value };
    budget.line = () => line;
    // Where the game's end cut the search, it saw the whole tree: the horizon was not reached.
    if (effective < horizon || !reached || budget.exhausted(stats)) break;
  }
  return { ...done!, stats, depth };
}
