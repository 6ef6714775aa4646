// The operations a game kit's core has beyond the built-in core's (../game-ops.ts): the
// game's moves named by its own moveName, as the bindings read them, and every operation
// run on the class seen through its checked view (./checked.ts). Names cross the
// boundary in the exchange buffer: per name, its length in UTF-16 code units, then the
// units, one a word.

import { ioGet, ioSet, IO_WORDS } from "../io";
import { args, operate, legalAlong } from "../game-ops";
import { pv, pvLength } from "../search/result";
import { line, readLine } from "../search/line";
import { Checked, CheckedHash, CheckedValues, CheckedValuesHash } from "./checked";
import { shapeOf, SHAPE_MEMBERS, SHAPE_OWN } from "./shape";
import { featuresOp } from "./learned";

/** The names of the position's moves from move args[0] on, as many as fit the buffer. */
export const OP_MOVE_NAMES: i32 = 100;
/** Plays move args[0] at the position (the bindings walk a position by name this way). */
export const OP_PLAY: i32 = 101;
/** The names of the last search's principal variation. */
export const OP_PV_NAMES: i32 = 102;
/** The names of the running search's line (on the second instance, set at the search's root). */
export const OP_LINE_NAMES: i32 = 103;
/** 1 when the class has a `solve`. */
export const OP_SOLVABLE: i32 = 104;
/** The name of move args[0]. */
export const OP_MOVE_NAME: i32 = 105;
/** The index of the move named by the args[0] units at the buffer's start, or -1. */
export const OP_FIND_MOVE: i32 = 106;
/** The game's shape's word for args[0] (./shape.ts): its members, or its players and chance, read or probed. */
export const OP_SHAPE: i32 = 107;
/** The feature hook's answer to args[0] (./learned.ts): the count, the position's features, weights in or out. */
export const OP_FEATURES: i32 = 108;

/** A name written at word `at`: the word after it, or -1 when it does not fit the buffer. */
function writeName(at: i32, name: string): i32 {
  const n = name.length;
  if (at < 0 || at + 1 + n > IO_WORDS) return -1;
  ioSet(at, n);
  for (let k = 0; k < n; k++) ioSet(at + 1 + k, <i32>name.charCodeAt(k));
  return at + 1 + n;
}

/**
 * Runs operation `op` on a kit's game, seen through the checked view that has the
 * optional members the class has (chosen at compile time: the other branches are not
 * compiled). The view is the game itself (changetype): no object is made.
 */
export function kitOperate<G>(game: G, op: i32): i32 {
  if (op == OP_SOLVABLE) return isDefined(game.solve) ? 1 : 0;
  if (op == OP_SHAPE) return shapeOf<G>(game, <i32>unchecked(args[0]));
  // A declared range alone is no shape: the learned evaluation takes such a class, as the reference's.
  if (op == OP_FEATURES) {
    const shaped = (shapeOf<G>(game, SHAPE_MEMBERS) & SHAPE_OWN) != 0;
    return featuresOp<G>(game, <i32>unchecked(args[0]), shaped);
  }
  if (isDefined(game.childValues)) {
    if (isDefined(game.hash)) return viewOperate<CheckedValuesHash<G>>(changetype<CheckedValuesHash<G>>(game), op);
    return viewOperate<CheckedValues<G>>(changetype<CheckedValues<G>>(game), op);
  }
  if (isDefined(game.hash)) return viewOperate<CheckedHash<G>>(changetype<CheckedHash<G>>(game), op);
  return viewOperate<Checked<G>>(changetype<Checked<G>>(game), op);
}

/**
 * Names made, and naming operations run, since the strings of names were last collected.
 * The minimal runtime collects only when told; a collection after every naming (setting a
 * position names the moves at each of its plies) would be a third of a small search's
 * fixed cost, so one in COLLECT_EVERY operations collects, or sooner once COLLECT_NAMES
 * names are garbage (a wide position's), which keeps the garbage to a few namings' strings.
 */
let namings: i32 = 0;
let operations: i32 = 0;
const COLLECT_EVERY: i32 = 16;
const COLLECT_NAMES: i32 = 4096;

/**
 * Returns `result` after a naming operation, the names' strings collected now and then.
 * Sound wherever every live object is reachable from a global: between the core's
 * operations, and at a search's checkpoint (the searches keep their objects in globals
 * and in the game instances, and no member of the class is running then).
 */
export function collected(result: i32): i32 {
  if (++operations >= COLLECT_EVERY || namings >= COLLECT_NAMES) {
    operations = 0;
    namings = 0;
    __collect();
  }
  return result;
}

function viewOperate<G>(game: G, op: i32): i32 {
  switch (op) {
    case OP_MOVE_NAMES: return moveNames<G>(game, <i32>unchecked(args[0]));
    case OP_MOVE_NAME: {
      const move = <i32>unchecked(args[0]);
      namings++;
      return writeName(0, game.moveName(move)) < 0 ? -1 : 1;
    }
    case OP_FIND_MOVE: return findMove<G>(game, <i32>unchecked(args[0]));
    case OP_PLAY: game.play(<i32>unchecked(args[0])); return 0;
    case OP_PV_NAMES: return namesAlong<G>(game, pvLength, false);
    case OP_LINE_NAMES: return namesAlong<G>(game, readLine(), true);
  }
  return operate<G>(game, op);
}

/**
 * Writes the names of moves `first`, `first` + 1, ... while they fit the buffer (the
 * bindings read a wide position's in pages); returns how many, or -1 when not even the
 * first fits.
 */
function moveNames<G>(game: G, first: i32): i32 {
  const n = game.moveCount();
  let at = 0, move = first;
  for (; move < n; move++) {
    const next = writeName(at, game.moveName(move));
    namings++;
    if (next < 0) break;
    at = next;
  }
  return move == first && first < n ? -1 : move - first;
}

/** The first move whose name is the `length` units at the buffer's start, or -1. */
function findMove<G>(game: G, length: i32): i32 {
  const n = game.moveCount();
  for (let move = 0; move < n; move++) {
    const name = game.moveName(move);
    namings++;
    if (name.length != length) continue;
    let k = 0;
    while (k < length && <i32>name.charCodeAt(k) == ioGet(k)) k++;
    if (k == length) return move;
  }
  return -1;
}

/**
 * Names `n` moves of the last search's principal variation (or, `ofLine`, of the running
 * search's line), playing each (refused unless legal: ../game-ops.ts, legalAlong), then
 * takes them back. Returns `n`, -1 for no line, -2 when the names do not fit the buffer.
 */
function namesAlong<G>(game: G, n: i32, ofLine: bool): i32 {
  if (n < 0) return -1;
  let at = 0;
  for (let k = 0; k < n; k++) {
    const move = legalAlong<G>(game, ofLine ? line.get(k) : pv.get(k));
    at = writeName(at, game.moveName(move));
    namings++;
    game.play(move);
  }
  for (let k = 0; k < n; k++) game.undo();
  return at < 0 ? -2 : n;
}
