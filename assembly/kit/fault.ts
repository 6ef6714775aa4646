// What went wrong in a game kit's core, kept for the bindings (bindings/kit-fault.ts) to
// read after the trap that ends the operation: a value the class returned that breaks the
// protocol (./checked.ts), memory the class allocated inside a member that must not
// allocate, or an abort (a thrown error, an index out of range) with its message, file and
// line. The kit builds its cores with `--use abort=` this file's kitAbort, so an abort
// reaches here instead of vanishing into a bare `unreachable`. Every member call records
// which member runs, so a trap without a message still names it.

import { ioSet } from "../io";

// The members of the protocol, as ./checked.ts records them (bindings/kit-fault.ts names them).
export const M_NONE: i32 = 0;
export const M_LOAD: i32 = 1;
export const M_MOVE_COUNT: i32 = 2;
export const M_PLAY: i32 = 3;
export const M_UNDO: i32 = 4;
export const M_IS_TERMINAL: i32 = 5;
export const M_MAX_TO_MOVE: i32 = 6;
export const M_EVALUATE: i32 = 7;
export const M_MOVE_NAME: i32 = 8;
export const M_SOLVE: i32 = 9;
export const M_CHILD_VALUE: i32 = 10;
export const M_PLAY_ON: i32 = 11;
export const M_CHILD_VALUES: i32 = 12;
export const M_HASH: i32 = 13;
export const M_PLAYERS: i32 = 14;
export const M_TO_MOVE: i32 = 15;
export const M_EVALUATE_FOR: i32 = 16;
export const M_IS_CHANCE: i32 = 17;
export const M_CHANCE_WEIGHT: i32 = 18;
export const M_FEATURES: i32 = 19;
export const M_FEATURE_COUNT: i32 = 20;
export const M_IS_NOISY: i32 = 21;
export const M_NULL_MOVE_ALLOWED: i32 = 22;
export const M_PLAY_NULL: i32 = 23;
export const M_SET_TO_MOVE: i32 = 24;
export const M_MIN_VALUE: i32 = 25;
export const M_MAX_VALUE: i32 = 26;

// The faults.
export const F_NONE: i32 = 0;
/** moveCount() returned a count outside 0..65536 (the value: the count). */
export const F_MOVE_COUNT: i32 = 1;
/** moveCount() returned 0 where isTerminal() is false. */
export const F_ZERO_MOVES_NOT_OVER: i32 = 2;
/** isTerminal() returned true where moveCount() returned the value. */
export const F_OVER_WITH_MOVES: i32 = 3;
/** evaluate() (or childValue, childValues, evaluateFor: the member says) returned a value outside (-INF, INF). */
export const F_VALUE: i32 = 4;
/** The member allocated memory: the core's memory grew inside it (value: pages before, extra: pages after). */
export const F_ALLOCATED: i32 = 5;
/** abort() was called (a thrown error): message, file, line and column kept. */
export const F_ABORT: i32 = 6;
/** `players` is not 2 to 8 (the value: it). */
export const F_PLAYERS: i32 = 7;
/** toMove() returned a player outside 0 .. players - 1 (value: it, extra: players). */
export const F_TO_MOVE: i32 = 8;
/** A two-player game's toMove() disagrees with maxToMove() (value: it, extra: maxToMove() as 0 or 1). */
export const F_TO_MOVE_SIDE: i32 = 9;
/** chanceWeight(move) returned a weight below 1 (value: it, extra: the move). */
export const F_WEIGHT: i32 = 10;
/** The class lacks members its shape needs (value: the LACKS_ bits below; extra: players). */
export const F_LACKS: i32 = 11;
/** featureCount is not 1 to 65536 (the value: it). */
export const F_FEATURE_COUNT: i32 = 12;
/** features(out) returned a count outside 0..1024 (the value: it). */
export const F_FEATURES_COUNT: i32 = 13;
/** features(out) wrote an index outside 0 .. featureCount - 1 (value: it, extra: where, k, | featureCount << 11). */
export const F_FEATURE_INDEX: i32 = 14;
/** nullMoveAllowed() returned true where the class has no playNull() (value 0) or at a terminal position (value 1). */
export const F_NULL_MOVE: i32 = 15;
/** playNull() left the same side to move (value: maxToMove() before and after it, as 0 or 1). */
export const F_NULL_SIDE: i32 = 16;
/** toMove() after setToMove(player) is not that player (value: toMove(); extra: the player). */
export const F_SET_TO_MOVE: i32 = 17;
/**
 * evaluate() or evaluateFor() returned a value outside the class's declared range (minValue .. maxValue): value, low
 * word the value, high word the player (-1: evaluate()); extra, low word minValue, high word maxValue.
 */
export const F_OUT_OF_RANGE: i32 = 18;
/** minValue or maxValue (the member says) is not strictly inside (-INF, INF) (the value: it). */
export const F_RANGE_BOUND: i32 = 19;
/** minValue is above maxValue (value: minValue, extra: maxValue). */
export const F_RANGE_ORDER: i32 = 20;
export const LACKS_TO_MOVE: i32 = 1;
export const LACKS_EVALUATE_FOR: i32 = 2;
export const LACKS_WEIGHT: i32 = 4;

// The state lives in static memory, not in globals: abort can be called while the core's
// globals are still being initialised (a static array made at start), before a global's.
/** The longest message and file name read (UTF-16 units); longer ones are cut. */
const KEPT: i32 = 2000;
const STATE: usize = memory.data(64, 16);
const CURRENT: usize = STATE;
const KIND: usize = STATE + 4;
const MEMBER: usize = STATE + 8;
const LINE: usize = STATE + 12;
const COLUMN: usize = STATE + 16;
/** Where abort's message and file name are (0: none): read after the trap, which leaves the memory as it was. */
const MESSAGE: usize = STATE + 20;
const FILE: usize = STATE + 24;
const VALUE: usize = STATE + 32;
const EXTRA: usize = STATE + 40;

/** Records fault `kind` of member `member` and traps (nothing a search could do next is sound). */
export function fault(kind: i32, member: i32, value: i64, extra: i64 = 0): void {
  store<i32>(KIND, kind);
  store<i32>(MEMBER, member);
  store<i64>(VALUE, value);
  store<i64>(EXTRA, extra);
  unreachable();
}

// @ts-ignore: decorator
@inline export function enter(member: i32): i32 {
  store<i32>(CURRENT, member);
  return memory.size();
}

/** A member returned: the memory must not have grown inside it (`before`: pages when it began). */
// @ts-ignore: decorator
@inline export function leave(member: i32, before: i32): void {
  if (memory.size() != before) fault(F_ALLOCATED, member, before, memory.size());
  store<i32>(CURRENT, M_NONE);
}

/** A member that may allocate (moveName, solve) returned. */
// @ts-ignore: decorator
@inline export function left(): void { store<i32>(CURRENT, M_NONE); }

/**
 * The kit's abort (asc's --use abort=): keeps where its message and file name are, and the
 * line and column, then traps as abort would. Every index check of a class's arrays calls
 * it on failure, so it is five stores and no call: binaryen then inlines it, and the
 * accessors with it, into the hot loops (with a call in it an accessor stays a call of
 * its own, and a plain class runs 4 times slower). writeFault reads the strings.
 */
export function kitAbort(text: string | null, fileName: string | null, line: u32, column: u32): void {
  store<i32>(KIND, F_ABORT);
  store<usize>(MESSAGE, changetype<usize>(text));
  store<usize>(FILE, changetype<usize>(fileName));
  store<u32>(LINE, line);
  store<u32>(COLUMN, column);
  unreachable();
}

/**
 * Writes the fault into the exchange buffer: kind, member (or the member that was running,
 * for an abort or a bare trap), value (low, high), extra (low, high), line, column, then
 * the message and the file (each: its length or -1, then its units). Returns the kind.
 */
export function writeFault(): i32 {
  const kind = load<i32>(KIND);
  ioSet(0, kind);
  ioSet(1, load<i32>(kind == F_NONE || kind == F_ABORT ? CURRENT : MEMBER));
  ioSet(2, load<i32>(VALUE));
  ioSet(3, load<i32>(VALUE + 4));
  ioSet(4, load<i32>(EXTRA));
  ioSet(5, load<i32>(EXTRA + 4));
  ioSet(6, load<i32>(LINE));
  ioSet(7, load<i32>(COLUMN));
  const at = writeText(8, load<usize>(MESSAGE));
  writeText(at, load<usize>(FILE));
  return kind;
}

/** Writes the string at `text` (0: none, -1) at word `at`, cut to KEPT units; the word after it. */
function writeText(at: i32, text: usize): i32 {
  // A string's length is in its header, the 4 bytes before it (~lib/rt/common.ts's rtSize).
  const end = <usize>memory.size() << 16;
  if (text < 4 || text > end) {
    ioSet(at, -1);
    return at + 1;
  }
  const n = min(min(changetype<string>(text).length, KEPT), <i32>((end - text) >> 1));
  ioSet(at, n);
  for (let k = 0; k < n; k++) ioSet(at + 1 + k, <i32>load<u16>(text + (<usize>k << 1)));
  return at + 1 + n;
}
