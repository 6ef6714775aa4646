// alphabeta-tt's move picker (as Stockfish's MovePicker keeps a search's move ordering
// apart from its loop): at every node the table's move first, then the ply's two killer
// moves (the last two moves that made a cutoff there), then the others: one ply above
// the horizon in move order (the search generates them one at a time), higher up
// generated, evaluated and sorted by static value (./ordering.ts), one list a ply; with the
// history heuristic, those sorted again by their history scores (orderByHistory).
// Mirrors assembly/search/alphabeta-tt-picker.ts.

import { MAX_HORIZON, type Game } from "../../contract/index.js";
import { sortByValue } from "./ordering.js";
import { PlyBuffers } from "./ply-buffers.js";
import { probeMask, type Budget } from "./limits.js";
import type { SearchStats } from "./stats.js";

/** The moves (indices) the history heuristic scores; a later move keeps the score 0. */
export const HISTORY_MOVES = 256;
/** The most a history score reaches (it saturates there). */
export const HISTORY_MOST = 2 ** 30;

/** The i-th (0 to 2) of the first three moves `m0`, `m1`, `m2` (-1: none). */
export function firstMove(i: number, m0: number, m1: number, m2: number): number {
  return i === 0 ? m0 : i === 1 ? m1 : m2;
}

/** Whether `move` is one of the first three, tried already. */
export function isFirstMove(move: number, m0: number, m1: number, m2: number): boolean {
  return move === m0 || move === m1 || move === m2;
}

/** One search's move picker: its killers, history scores, and the sorted others of each ply. */
export class MovePicker {
  /** Two killer moves a ply (-1: none): the last two moves that made a cutoff there. */
  private readonly killers = new Int32Array(2 * (MAX_HORIZON + 1)).fill(-1);
  private readonly buffers = new PlyBuffers();
  /** The history scores (all 0 at a new search): MAX's moves, then MIN's. */
  private readonly scores = new Int32Array(2 * HISTORY_MOVES);
  /** orderByHistory's places and a copy of the list: one list at a time, sorted before any deeper call. */
  private places = new Int32Array(64);
  private copy = new Int32Array(64);

  constructor(
    private readonly game: Game,
    private readonly stats: SearchStats,
    private readonly budget: Budget,
  ) {}

  /** Makes `move` the first killer of `ply` (the old first becomes the second). */
  noteKiller(ply: number, move: number): void {
    const killers = this.killers;
    if (move !== killers[2 * ply]) {
      killers[2 * ply + 1] = killers[2 * ply];
      killers[2 * ply] = move;
    }
  }

  /** Adds depthLeft^2 to the score of `move` for the side to move (`max`), a cutoff's; saturates at HISTORY_MOST. */
  noteHistory(max: boolean, move: number, depthLeft: number): void {
    if (move >= HISTORY_MOVES) return;
    const k = max ? move : HISTORY_MOVES + move;
    this.scores[k] = Math.min(HISTORY_MOST, this.scores[k] + depthLeft * depthLeft);
  }

  /**
   * Sorts the `rest` sorted others of `ply` again by their history scores, highest first,
   * equal scores kept in the list's order (score, then place: a total order).
   */
  orderByHistory(ply: number, rest: number, max: boolean): void {
    const order = this.buffers.order(ply, 0);
    if (this.places.length < rest) {
      this.places = new Int32Array(rest * 2);
      this.copy = new Int32Array(rest * 2);
    }
    const scores = this.scores,
      side = max ? 0 : HISTORY_MOVES;
    const score = (move: number): number => (move < HISTORY_MOVES ? scores[side + move] : 0);
    const places = this.places.subarray(0, rest);
    for (let k = 0; k < rest; k++) places[k] = k;
    places.sort((a, b) => score(order[b]) - score(order[a]) || a - b);
    const copy = this.copy;
    for (let k = 0; k < rest; k++) copy[k] = order[places[k]];
    for (let k = 0; k < rest; k++) order[k] = copy[k];
  }

  /** The second move to try at a node of `n` moves at `ply`: its first killer, unless not a move or the table's. */
  firstKiller(ply: number, n: number, tableMove: number): number {
    const k0 = this.killers[2 * ply];
    return k0 >= 0 && k0 < n && k0 !== tableMove ? k0 : -1;
  }

  /** The third move to try: the ply's second killer, unless not a move here or one of the two before it. */
  secondKiller(ply: number, n: number, tableMove: number, first: number): number {
    const k1 = this.killers[2 * ply + 1];
    return k1 >= 0 && k1 < n && k1 !== tableMove && k1 !== first ? k1 : -1;
  }

  /**
   * Generates and evaluates the children other than the first three (`max` the side to
   * move), sorted into `ply`'s list; returns how many, or -1 when the clock abandoned the
   * iteration (read every probeMask + 1 children where `abortable`: ./limits.ts).
   */
  sortRest(ply: number, n: number, m0: number, m1: number, m2: number, max: boolean, abortable: boolean): number {
    const game = this.game;
    const value = this.buffers.value(ply, n),
      order = this.buffers.order(ply, n);
    let rest = 0;
    for (let move = 0; move < n; move++) {
      if (abortable && (move & probeMask) === probeMask && this.budget.deadlinePassed()) return -1;
      if (isFirstMove(move, m0, m1, m2)) continue;
      game.play(move);
      this.stats.generated++;
      value[move] = game.evaluate();
      game.undo();
      order[rest++] = move;
    }
    sortByValue(order, value, 0, rest, max);
    return rest;
  }

  /** The k-th of the sorted others of `ply`. */
  restMove(ply: number, k: number): number {
    return this.buffers.order(ply, 0)[k];
  }

  /** The static value of the k-th of the sorted others of `ply`. */
  restValue(ply: number, k: number): number {
    return this.buffers.value(ply, 0)[this.buffers.order(ply, 0)[k]];
  }
}
