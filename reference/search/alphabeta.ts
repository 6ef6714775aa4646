// Alpha-beta as both papers ran it (CS440 slides, fail-soft), with fixed ordering: two
// or more plies above the horizon every child is generated and evaluated, then searched
// best first (stable sort); one ply above the horizon children are generated one at a
// time in move order, so a cutoff saves their generation too. Where the game ends before
// the horizon the end of the game is the horizon (spec: the effective horizon is
// min(d + H, D)), so the nodes one ply above the last ply generate their children one at
// a time too.

import type { Game } from "../../contract/index.js";
import { INF } from "../../contract/index.js";
import { sortByValue } from "./ordering.js";
import { PlyBuffers, PvTable } from "./ply-buffers.js";
import { probeMask, type Line } from "./limits.js";
import { rootProbeDue } from "./root-stop.js";
import { Window } from "./window.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

/**
 * A game that knows, wherever it is, how many plies are left to its end: a random tree
 * (D - d). A game with win/draw/loss outcomes such as Othello does not: whether all the
 * children of a node are terminal is not known before they are generated, so for it the
 * horizon stays as asked and a terminal child simply ends its line.
 */
interface KnowsItsEnd {
  pliesToEnd(): number;
}

/** The effective horizon: `horizon`, or the game's end where the game reports it and it comes first. */
export function effectiveHorizon(game: Game, horizon: number): number {
  const end = (game as Game & Partial<KnowsItsEnd>).pliesToEnd?.();
  return end === undefined ? horizon : Math.min(horizon, end);
}

/** Optional hooks for iterative deepening: a root order to use, and an abort test. */
export interface AlphaBetaOptions {
  /** Search this root move first (the best move of the previous iteration), the rest in fixed order. */
  rootFirst?: number;
  /** Checked before each expansion of a node with `n` moves; true aborts the search (its result is then void). */
  abort?: (n: number) => boolean;
  /**
   * With `abort`: read every probeMask + 1 children of a wide node; true aborts the search too (the time budget's
   * Budget.deadlinePassed).
   */
  deadlinePassed?: () => boolean;
  /**
   * Iterative deepening's first iteration: asked every probeMask + 1 children of the root
   * one ply above the horizon, with the line of the best child so far; true stops the
   * search there, with that child as its answer (`stoppedInRoot`: ./root-stop.ts).
   */
  rootStopped?: (best: () => Line) => boolean;
  stats?: SearchStats;
}

export function alphabeta(
  game: Game,
  horizon: number,
  options: AlphaBetaOptions = {},
): SearchOutcome & { aborted: boolean; reachedHorizon: boolean; stoppedInRoot?: { move: number; value: number } } {
  const stats = options.stats ?? new SearchStats();
  const buffers = new PlyBuffers();
  const w = new Window();
  const pv = new PvTable();
  const abort = options.abort,
    passed = options.deadlinePassed;
  /** A wide node reads the clock as it goes (./limits.ts, deadlinePassed). */
  const late = (move: number) => passed !== undefined && (move & probeMask) === probeMask && passed();
  let aborted = false;
  let reachedHorizon = false;
  let rootMove = 0;
  let stoppedInRoot: { move: number; value: number } | undefined;
  const rootStopped = options.rootStopped;

  /** The fail-soft value of the current node, `depthLeft` (>= 1) plies above the horizon. */
  function search(ply: number, depthLeft: number, alpha: number, beta: number): number {
    pv.clear(ply);
    const n = game.moveCount();
    if (abort?.(n)) {
      aborted = true;
      return 0;
    }
    const max = game.maxToMove();
    stats.expanded++;
    w.openWindow(ply, alpha, beta);
    let best = max ? -INF : INF;

    if (depthLeft === 1) {
      // One ply above the horizon: generate, evaluate and compare one child at a time.
      reachedHorizon = true;
      pv.clear(ply + 1);
      for (let move = 0; move < n; move++) {
        if (late(move)) {
          aborted = true;
          return 0;
        }
        if (
          ply === 0 &&
          rootStopped !== undefined &&
          rootProbeDue(move) &&
          rootStopped(() => ({ pv: [rootMove], value: best }))
        ) {
          stoppedInRoot = { move: rootMove, value: best };
          aborted = true;
          return 0;
        }
        game.play(move);
        stats.generated++;
        const v = game.evaluate();
        game.undo();
        if (max ? v > best : v < best) {
          best = v;
          pv.update(ply, move);
          if (ply === 0) rootMove = move;
          if (w.cutsOff(ply, max, v)) return best;
        }
      }
      return best;
    }

    // Two or more plies above the horizon: generate and evaluate every child, then sort.
    const value = buffers.value(ply, n),
      order = buffers.order(ply, n);
    for (let move = 0; move < n; move++) {
      if (late(move)) {
        aborted = true;
        return 0;
      }
      game.play(move);
      stats.generated++;
      value[move] = game.evaluate();
      game.undo();
      order[move] = move;
    }
    sortByValue(order, value, 0, n, max);
    if (ply === 0 && options.rootFirst !== undefined) moveToFront(order, n, options.rootFirst);

    for (let k = 0; k < n; k++) {
      const move = order[k];
      game.play(move);
      let v: number;
      if (game.isTerminal()) {
        pv.clear(ply + 1);
        v = value[move];
      } else {
        v = search(ply + 1, depthLeft - 1, w.alphaAt(ply), w.betaAt(ply));
      }
      game.undo();
      if (aborted) return 0;
      if (max ? v > best : v < best) {
        best = v;
        pv.update(ply, move);
        if (ply === 0) rootMove = move;
        if (w.cutsOff(ply, max, v)) return best;
      }
    }
    return best;
  }

  const effective = effectiveHorizon(game, horizon);
  const value = search(0, effective, -INF, INF);
  // Where the game's end cut the search, it saw the whole tree: the horizon was not reached.
  if (effective < horizon) reachedHorizon = false;
  return {
    move: rootMove,
    value,
    pv: pv.line(0),
    stats,
    aborted,
    reachedHorizon,
    ...(stoppedInRoot ? { stoppedInRoot } : {}),
  };
}

/** Moves `move` to the front of `order[0..n)`, keeping the others' order. */
function moveToFront(order: Int32Array, n: number, move: number): void {
  let k = 0;
  while (k < n && order[k] !== move) k++;
  for (; k > 0; k--) order[k] = order[k - 1];
  order[0] = move;
}
