// alphabeta-tt's move picker (as Stockfish's MovePicker keeps a search's move ordering
// apart from its loop): at every node the table's move first, then the ply's two killer
// moves (the last two moves that made a cutoff there), then the others: one ply above
// the horizon in move order (the search generates them one at a time), higher up
// generated, evaluated and sorted by static value (the keys of ./ordering.ts), one frame
// of keys a ply; with the history heuristic, those sorted again by their history scores
// (orderByHistory). Mirrors reference/search/alphabeta-tt-picker.ts.

import { countGenerated } from "./stats";
import { MAX_HORIZON } from "./result";
import { sortKeys, sortKeysAt, orderKey, keyMove, keyValue } from "./ordering";
import { deadlinePassed, probeMask } from "./limits";
import { childValue } from "./child-value";
import { Scratch, peekOf, pokeOf } from "./scratch";

/** Two killer moves a ply (-1: none): the last two moves that made a cutoff there. */
const killers = new StaticArray<i32>(2 * (MAX_HORIZON + 1));
/** The sorted keys of the nodes above the horizon, a frame a ply from `top` down. */
const keys = new Scratch<i64>(4096);
let top: i32 = 0;

/** The moves (indices) the history heuristic scores; a later move keeps the score 0. */
export const HISTORY_MOVES: i32 = 256;
/** The most a history score reaches (it saturates there). */
export const HISTORY_MOST: i32 = 1 << 30;
/** The history scores: MAX's moves, then MIN's. */
const scores = new StaticArray<i32>(2 * HISTORY_MOVES);
/** orderByHistory's keys: one frame at a time, sorted before any deeper call. */
const historyKeys = new Scratch<i64>(64);

/** Forgets the history scores (a new search). */
export function clearHistory(): void {
  for (let k = 0; k < scores.length; k++) unchecked(scores[k] = 0);
}

/** Adds depthLeft^2 to the score of `move` for the side to move (`max`), a cutoff's; saturates at HISTORY_MOST. */
export function noteHistory(max: bool, move: i32, depthLeft: i32): void {
  if (move >= HISTORY_MOVES) return;
  const k = max ? move : HISTORY_MOVES + move;
  const s = <i64>unchecked(scores[k]) + <i64>depthLeft * <i64>depthLeft;
  unchecked(scores[k] = s > <i64>HISTORY_MOST ? HISTORY_MOST : <i32>s);
}

/** The history score of `move` for the side to move (`max`). */
// @ts-ignore: decorator
@inline function historyScore(max: bool, move: i32): i32 {
  return move < HISTORY_MOVES ? unchecked(scores[max ? move : HISTORY_MOVES + move]) : 0;
}

/**
 * Sorts the `m` sorted keys of the frame at `base` again by their moves' history scores,
 * highest first, equal scores kept in the frame's order (each key (HISTORY_MOST - score,
 * place) is distinct, so the sort is total).
 */
export function orderByHistory(base: i32, m: i32, max: bool): void {
  historyKeys.ensure(m);
  const hk = historyKeys.ptr, frame = keys.ptr;
  for (let k = 0; k < m; k++) {
    const score = historyScore(max, keyMove(peekOf<i64>(frame, base + k)));
    pokeOf<i64>(hk, k, (<i64>(HISTORY_MOST - score) << 32) | <i64>k);
  }
  sortKeysAt(hk, 0, m);
  for (let k = 0; k < m; k++) pokeOf<i64>(hk, k, peekOf<i64>(frame, base + <i32>(peekOf<i64>(hk, k) & 0xffffffff)));
  for (let k = 0; k < m; k++) pokeOf<i64>(frame, base + k, peekOf<i64>(hk, k));
}

/** Forgets the killers (a new search). */
export function clearKillers(): void {
  for (let k = 0; k < killers.length; k++) unchecked(killers[k] = -1);
}

/** Frees every frame of keys (a new iteration). */
export function clearFrames(): void { top = 0; }

/** Makes `move` the first killer of `ply` (the old first becomes the second). */
// @ts-ignore: decorator
@inline export function noteKiller(ply: i32, move: i32): void {
  if (move != unchecked(killers[2 * ply])) {
    unchecked(killers[2 * ply + 1] = unchecked(killers[2 * ply]));
    unchecked(killers[2 * ply] = move);
  }
}

/** The second move to try at a node of `n` moves at `ply`: its first killer, unless not a move or the table's. */
// @ts-ignore: decorator
@inline export function firstKiller(ply: i32, n: i32, tableMove: i32): i32 {
  const k0 = unchecked(killers[2 * ply]);
  return k0 >= 0 && k0 < n && k0 != tableMove ? k0 : -1;
}

/** The third move to try: the ply's second killer, unless not a move here or one of the two before it. */
// @ts-ignore: decorator
@inline export function secondKiller(ply: i32, n: i32, tableMove: i32, first: i32): i32 {
  const k1 = unchecked(killers[2 * ply + 1]);
  return k1 >= 0 && k1 < n && k1 != tableMove && k1 != first ? k1 : -1;
}

/** The i-th (0 to 2) of the first three moves `m0`, `m1`, `m2` (-1: none). */
// @ts-ignore: decorator
@inline export function firstMove(i: i32, m0: i32, m1: i32, m2: i32): i32 {
  return i == 0 ? m0 : i == 1 ? m1 : m2;
}

/** Whether `move` is one of the first three, tried already. */
// @ts-ignore: decorator
@inline export function isFirstMove(move: i32, m0: i32, m1: i32, m2: i32): bool {
  return move == m0 || move == m1 || move == m2;
}

/** Opens a node's frame of keys; closeFrame gives it back. */
// @ts-ignore: decorator
@inline export function openFrame(): i32 { return top; }

// @ts-ignore: decorator
@inline export function closeFrame(base: i32): void { top = base; }

/**
 * Generates and evaluates the children other than the first three (`max` the side to
 * move), as sorted keys from `base`; returns how many, or -1 when the clock abandoned the
 * iteration (read every probeMask + 1 children where `abortable`: ./limits.ts).
 */
export function sortRest<G>(game: G, base: i32, n: i32, m0: i32, m1: i32, m2: i32, max: bool, abortable: bool): i32 {
  keys.ensure(base + n);
  // The keys may move when a deeper call grows them: their address is read afresh after each recursion.
  const frame = keys.ptr;
  let m = 0;
  for (let move = 0; move < n; move++) {
    if (abortable && (move & probeMask) == probeMask && deadlinePassed()) {
      countGenerated(m);
      return -1;
    }
    if (isFirstMove(move, m0, m1, m2)) continue;
    pokeOf<i64>(frame, base + m, orderKey(childValue<G>(game, move), move, max));
    m++;
  }
  countGenerated(m);
  top = base + m;
  sortKeys(keys, base, m);
  return m;
}

/** The k-th of the sorted others of the frame at `base`. */
// @ts-ignore: decorator
@inline export function restMove(base: i32, k: i32): i32 { return keyMove(keys.get(base + k)); }

/** The static value of the k-th of the sorted others of the frame at `base`. */
// @ts-ignore: decorator
@inline export function restValue(base: i32, k: i32, max: bool): i32 { return keyValue(keys.get(base + k), max); }
