// The exports of a core built by the game kit (`bestfirst build-game`): the built-in
// core's game operations and game-independent part (../abi/), for the one class the
// build's entry set up (./use.ts), and the kit's own: the game's title, its moves by
// name, and what ended an operation that trapped (./fault.ts). The bindings (bindings/kit-engine.ts) are the only
// caller.

import { ioSet, IO_WORDS } from "../io";
import { args } from "../game-ops";
import { dispatch, dispatchLine } from "../abi/dispatch";
import { title } from "./use";
import {
  OP_MOVE_NAMES, OP_MOVE_NAME, OP_FIND_MOVE, OP_PLAY, OP_PV_NAMES, OP_LINE_NAMES, OP_SOLVABLE, OP_SHAPE, OP_FEATURES,
  collected,
} from "./operate";
import { writeFault } from "./fault";

export * from "../abi/game";
export * from "../abi/search";

/** The version of this ABI, which the bindings check before they use a core. */
const KIT_ABI: i32 = 4;

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
 * The game's shape (./shape.ts): `what` 0, the shape's members the class has (0: none); 1,
 * its players | 16 where it has chance, the members its shape needs made sure of; 2, the
 * same with those members checked at the position gameSet reached.
 */
export function kitShape(what: i32): i32 {
  unchecked(args[0] = what);
  return dispatch(OP_SHAPE);
}

/**
 * The game's feature hook (./learned.ts): `what` 0, its featureCount (0: the class has
 * none); 1, the features at the position gameSet reached, written into the buffer, their
 * number; 2, the weights in the buffer (featureCount of them) taken as the evaluation,
 * the count (or -1, -2: refused for a class with childValues, or with a shape); 3, the
 * class's own evaluation again.
 */
export function kitFeatures(what: i32): i32 {
  unchecked(args[0] = what);
  return dispatch(OP_FEATURES);
}

/**
 * The names of the moves at the position gameSet reached, from move `first` on, as many
 * as fit the buffer (./operate.ts's form); returns how many, or -1 when not even the
 * first fits.
 */
export function kitMoveNames(first: i32): i32 {
  unchecked(args[0] = first);
  return collected(dispatch(OP_MOVE_NAMES));
}

/** The name of move `move` at the position; 1, or -1 when it does not fit the buffer. */
export function kitMoveName(move: i32): i32 {
  unchecked(args[0] = move);
  return collected(dispatch(OP_MOVE_NAME));
}

/** The index of the move named by the buffer's first `length` units at the position, or -1. */
export function kitFindMove(length: i32): i32 {
  unchecked(args[0] = length);
  return collected(dispatch(OP_FIND_MOVE));
}

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
 * not fit. Their strings are collected as after any naming (./operate.ts's collected says
 * why that is sound here): a long watched search names thousands of lines.
 */
export function kitLineNames(): i32 { return collected(dispatchLine(OP_LINE_NAMES)); }

/**
 * What ended the last operation with a trap (./fault.ts): its kind (0: none recorded),
 * the details in the buffer. Read from the trapped instance, before it is replaced.
 */
export function kitFault(): i32 { return writeFault(); }
