// The operations a game kit's core has beyond the built-in core's (../game-ops.ts): the
// game's moves named by its own moveName, as the bindings read them. Names cross the
// boundary in the exchange buffer: per name, its length in UTF-16 code units, then the
// units, one a word.

import { ioSet, IO_WORDS } from "../io";
import { args, operate, legalAlong } from "../game-ops";
import { pv, pvLength } from "../search/result";
import { line, readLine } from "../search/line";

/** The names of the position's moves, in move order. */
export const OP_MOVE_NAMES: i32 = 100;
/** Plays move args[0] at the position (the bindings walk a position by name this way). */
export const OP_PLAY: i32 = 101;
/** The names of the last search's principal variation. */
export const OP_PV_NAMES: i32 = 102;
/** The names of the running search's line (on the second instance, set at the search's root). */
export const OP_LINE_NAMES: i32 = 103;
/** 1 when the class has a `solve`. */
export const OP_SOLVABLE: i32 = 104;

/** A name written at word `at`: the word after it, or -1 when it does not fit the buffer. */
function writeName(at: i32, name: string): i32 {
  const n = name.length;
  if (at < 0 || at + 1 + n > IO_WORDS) return -1;
  ioSet(at, n);
  for (let k = 0; k < n; k++) ioSet(at + 1 + k, <i32>name.charCodeAt(k));
  return at + 1 + n;
}

/** Runs operation `op` on a kit's game: its own operations here, every other by ../game-ops.ts. */
export function kitOperate<G>(game: G, op: i32): i32 {
  switch (op) {
    case OP_MOVE_NAMES: {
      const n = game.moveCount();
      let at = 0;
      for (let i = 0; i < n; i++) at = writeName(at, game.moveName(i));
      return at < 0 ? -1 : n;
    }
    case OP_PLAY: game.play(<i32>unchecked(args[0])); return 0;
    case OP_PV_NAMES: return namesAlong<G>(game, pvLength, false);
    case OP_LINE_NAMES: return namesAlong<G>(game, readLine(), true);
    case OP_SOLVABLE: return isDefined(game.solve) ? 1 : 0;
  }
  return operate<G>(game, op);
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
    game.play(move);
  }
  for (let k = 0; k < n; k++) game.undo();
  return at < 0 ? -2 : n;
}
