// The exports of a core built by the game kit (`bestfirst build-game`): the built-in
// core's game operations and game-independent part (../abi/), for the one class the
// build's entry set up (./use.ts), and the kit's own: the game's title and its moves
// by name. The bindings (bindings/kit-engine.ts) are the only caller.

import { ioSet, IO_WORDS } from "../io";
import { args } from "../game-ops";
import { dispatch, dispatchLine } from "../abi/dispatch";
import { title } from "./use";
import { OP_MOVE_NAMES, OP_PLAY, OP_PV_NAMES, OP_LINE_NAMES, OP_SOLVABLE } from "./operate";

export * from "../abi/game";
export * from "../abi/search";

/** The version of this ABI, which the bindings check before they use a core. */
const KIT_ABI: i32 = 1;

export function kitAbi(): i32 { return KIT_ABI; }

/** Writes the game's title into the buffer (one code unit a word); returns its length. */
export function kitTitle(): i32 {
  const n = min(title.length, IO_WORDS);
  for (let k = 0; k < n; k++) ioSet(k, <i32>title.charCodeAt(k));
  return n;
}

/** 1 when the game class has a `solve`. */
export function kitSolvable(): i32 { return dispatch(OP_SOLVABLE); }

/**
 * The names of the moves at the position gameSet reached (./operate.ts's form); returns
 * how many, or -1 when they do not fit the buffer. The strings the names were made of are
 * collected now and then (collected): no search is running, and no managed object is held
 * but from globals.
 */
export function kitMoveNames(): i32 { return collected(dispatch(OP_MOVE_NAMES)); }

/** Plays move `move` (0 <= move < gameMoveCount()) at the position. */
export function kitPlay(move: i32): void {
  unchecked(args[0] = move);
  dispatch(OP_PLAY);
}

/** The names of the last search's principal variation; its length, or -2 when they do not fit the buffer. */
export function kitPvNames(): i32 { return collected(dispatch(OP_PV_NAMES)); }

/**
 * Called from inside a watched search's checkpoint: the names of its current line (on the
 * second instance: lineSet); its length, -1 when the search knows none, -2 when they do
 * not fit. Nothing is collected here: the search is running.
 */
export function kitLineNames(): i32 { return dispatchLine(OP_LINE_NAMES); }

/**
 * The namings since the strings of names were last collected. The minimal runtime collects
 * only when told; a collection after every naming (setting a position names the moves at
 * each of its plies) would be a third of a small search's fixed cost, so one in COLLECT_EVERY
 * namings collects, which keeps the garbage to a few namings' strings.
 */
const COLLECT_EVERY: i32 = 16;
let uncollected: i32 = 0;

function collected(result: i32): i32 {
  if (++uncollected >= COLLECT_EVERY) {
    uncollected = 0;
    __collect();
  }
  return result;
}
