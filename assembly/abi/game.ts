// The ABI's operations on a game, for any entry: each sets the operation's arguments and
// dispatches it (./dispatch.ts) to the entry's game, where ../game-ops.ts runs it on the
// game class. The bindings have checked every argument; positions come in through the
// exchange buffer.

import { lineValue } from "../search/line";
import { setWeakSolve } from "../games/solution";
import { setLimits } from "../search/limits";
import {
  args, OP_SET, OP_MOVE_COUNT, OP_MOVE_CODE, OP_IS_TERMINAL, OP_PERFT, OP_SOLVE, OP_EVALUATE, OP_SEARCH, OP_PV_CODES,
  OP_PLAYER_CHOOSE, OP_LINE,
} from "../game-ops";
import { dispatch, dispatchLine, selectGame } from "./dispatch";

/**
 * Sets game `game`'s position from the buffer: its start (`header` words), then `codes`
 * moves by code, then `path` moves by index. Returns -1, or the index (in codes then
 * path) of the first illegal move (the position stops before it).
 */
export function gameSet(game: i32, header: i32, codes: i32, path: i32): i32 {
  selectGame(game);
  unchecked(args[0] = header);
  unchecked(args[1] = codes);
  unchecked(args[2] = path);
  return dispatch(OP_SET);
}

/**
 * Sets the current game's second instance to the position gameSet has just set (the
 * buffer still holds it): a watched search's root, on which searchLine names its line.
 */
export function lineSet(header: i32, codes: i32, path: i32): void {
  unchecked(args[0] = header);
  unchecked(args[1] = codes);
  unchecked(args[2] = path);
  dispatchLine(OP_SET);
}

/**
 * Called by the host from inside a watched search's checkpoint: writes the codes of the
 * line the search would play if it stopped now into the buffer (lineSet must have set
 * its root); returns its length, or -1 when the search knows no line yet. The value is
 * read with searchLineValue. The search's own state is only read.
 */
export function searchLine(): i32 { return dispatchLine(OP_LINE); }
export function searchLineValue(): i32 { return lineValue; }

/** The number of moves at the position (0: the game is over). */
export function gameMoveCount(): i32 { return dispatch(OP_MOVE_COUNT); }

/** The code of move `move` at the position (a square, a cell, a column, a number). */
export function gameMoveCode(move: i32): i32 {
  unchecked(args[0] = move);
  return dispatch(OP_MOVE_CODE);
}

/** 1 when the game is over at the position. */
export function gameIsTerminal(): i32 { return dispatch(OP_IS_TERMINAL); }

/**
 * perft(1..depth) of the position: word 2k = low, 2k+1 = high half of perft(k+1). `nodes`
 * and `timeMs` (0: none) bound it as a search's budgets bound a search; the positions it
 * makes are counted as generated (searchGenerated). Stopped: searchCutShort() is 1.
 */
export function gamePerft(depth: i32, nodes: f64, timeMs: f64): void {
  setLimits(0, 0, nodes, timeMs);
  unchecked(args[0] = depth);
  dispatch(OP_PERFT);
}

/**
 * Solves the position (weak != 0: a game with a weak mode may settle for the sign);
 * returns its value and writes the best move's index (-1: none) and the nodes (low, high).
 * `nodes` (the solver's nodes) and `timeMs` (0: none) bound it; stopped: searchCutShort() is 1.
 */
export function gameSolve(weak: i32, nodes: f64, timeMs: f64): i32 {
  setLimits(0, 0, nodes, timeMs);
  setWeakSolve(weak != 0);
  return dispatch(OP_SOLVE);
}

/** The static evaluation of the position, from MAX's point of view. */
export function gameEvaluate(): i32 { return dispatch(OP_EVALUATE); }

/** Runs one search from the position (algorithm codes: the order of ALGORITHMS in contract/searches.ts). */
export function gameSearch(algorithm: i32, horizon: i32, stopDepth: i32, bound: i32, nodes: f64, timeMs: f64): void {
  unchecked(args[0] = algorithm);
  unchecked(args[1] = horizon);
  unchecked(args[2] = stopDepth);
  unchecked(args[3] = bound);
  unchecked(args[4] = nodes);
  unchecked(args[5] = timeMs);
  dispatch(OP_SEARCH);
}

/** Writes the codes of the last search's principal variation into the buffer; returns its length. */
export function gamePvCodes(): i32 { return dispatch(OP_PV_CODES); }

/** The player in `slot` chooses a move at the position. */
export function gamePlayerChoose(slot: i32): void {
  unchecked(args[0] = slot);
  dispatch(OP_PLAYER_CHOOSE);
}
