// The operations the ABI offers on any game, written once as generic functions over the
// game classes (static dispatch: each is compiled once per game by ./registry.ts, or by a
// game kit's entry for its one class). The bindings have checked every argument;
// positions come in through the exchange buffer. A class without `solve` or `moveCode`
// (a kit's game may have neither: docs/your-game.md) still compiles: no solver, and its
// moves' codes are their indices.

import { ioGet, ioSet } from "./io";
import { runSearch } from "./search/run";
import { pv, pvLength } from "./search/result";
import { line, readLine } from "./search/line";
import { Scratch } from "./search/scratch";
import { players } from "./players";
import { solvedMove, solvedNodes } from "./games/solution";
import { budgetExhausted, cutShort, noteCutShort } from "./search/limits";
import { countGenerated } from "./search/stats";
import { beginOperation } from "./search/operation";

export const OP_SET: i32 = 0;
export const OP_MOVE_COUNT: i32 = 1;
export const OP_MOVE_CODE: i32 = 2;
export const OP_PERFT: i32 = 3;
export const OP_SOLVE: i32 = 4;
export const OP_EVALUATE: i32 = 5;
export const OP_SEARCH: i32 = 6;
export const OP_PLAYER_CHOOSE: i32 = 7;
export const OP_PV_CODES: i32 = 8;
export const OP_IS_TERMINAL: i32 = 9;
export const OP_LINE: i32 = 10;

/** The arguments of the operation under way (set by the ABI just before it dispatches). */
export const args = new StaticArray<f64>(8);

// @ts-ignore: decorator
@inline function arg(k: i32): i32 { return <i32>unchecked(args[k]); }

/** perft counts per ply; index 0 unused. The bindings cap the depth well below this. */
const perftCounts = new StaticArray<u64>(64);

// @ts-ignore: decorator
@inline function codeOf<G>(game: G, move: i32): i32 {
  if (isDefined(game.moveCode)) return game.moveCode(move);
  return move;
}

/**
 * Plays the move whose code is `code` if it is legal; false if none has it. A game
 * class with its own playCode plays a code at once (Connect-Four: its column is its cell's bit); otherwise
 * the moves' codes are compared one by one, a scan that costs more than a short solve.
 */
// @ts-ignore: decorator
@inline function playCode<G>(game: G, code: i32): bool {
  if (isDefined(game.playCode)) return game.playCode(code);
  const n = game.moveCount();
  let move = 0;
  while (move < n && codeOf<G>(game, move) != code) move++;
  if (move == n) return false;
  game.play(move);
  return true;
}

/** Whether operation `op` is one that searches or counts: it begins clean (./search/operation.ts). */
// @ts-ignore: decorator
@inline function begins(op: i32): bool {
  return op == OP_PERFT || op == OP_SOLVE || op == OP_SEARCH || op == OP_PLAYER_CHOOSE;
}

export function operate<G>(game: G, op: i32): i32 {
  if (begins(op)) beginOperation();
  switch (op) {
    case OP_SET: return setPosition<G>(game, arg(0), arg(1), arg(2));
    case OP_MOVE_COUNT: return game.moveCount();
    case OP_MOVE_CODE: return codeOf<G>(game, arg(0));
    case OP_PERFT: perft<G>(game, arg(0)); return 0;
    case OP_SOLVE: {
      if (!isDefined(game.solve)) return 0; // the bindings ask only a game with a solver
      const value = game.solve();
      ioSet(0, solvedMove);
      ioSet(1, <i32>solvedNodes);
      ioSet(2, <i32>(solvedNodes >>> 32));
      return value;
    }
    case OP_EVALUATE: return game.evaluate();
    case OP_SEARCH:
      runSearch<G>(game, arg(0), arg(1), arg(2), arg(3), unchecked(args[4]), unchecked(args[5]));
      return 0;
    case OP_PLAYER_CHOOSE: unchecked(players[arg(0)]).choose<G>(game); return 0;
    case OP_PV_CODES: return pvCodes<G>(game);
    case OP_IS_TERMINAL: return game.isTerminal() ? 1 : 0;
    case OP_LINE: return lineCodes<G>(game);
  }
  return -1;
}

/**
 * Sets the game's position from the buffer: the game's start (`header` words, read by
 * the class's `load`), then `codes` moves by code, then `path` moves by index. Returns
 * -1, or the index (in codes then path) of the first move that is not legal; the game
 * stops at the position before it.
 */
function setPosition<G>(game: G, header: i32, codes: i32, path: i32): i32 {
  game.load();
  for (let k = 0; k < codes; k++) if (!playCode<G>(game, ioGet(header + k))) return k;
  for (let k = 0; k < path; k++) {
    const move = ioGet(header + codes + k);
    if (move < 0 || move >= game.moveCount()) return codes + k;
    game.play(move);
  }
  return -1;
}

/** perft(1..depth): word 2k = low, 2k+1 = high half of perft(k+1). */
function perft<G>(game: G, depth: i32): void {
  for (let k = 0; k <= depth; k++) unchecked(perftCounts[k] = 0);
  // A game may count on its own representation (Othello: on bitboards, every move made).
  if (isDefined(game.perftInto)) game.perftInto(perftCounts, depth);
  else perftWalk<G>(game, 0, depth);
  for (let k = 1; k <= depth; k++) {
    const c = unchecked(perftCounts[k]);
    ioSet(2 * k - 2, <i32>c);
    ioSet(2 * k - 1, <i32>(c >>> 32));
  }
}

/**
 * The walk; every node with moves checks the budgets (./search/limits.ts) before it makes
 * its children and counts them as generated, so a stopped perft ends at once (cutShort).
 */
function perftWalk<G>(game: G, ply: i32, depth: i32): void {
  const n = game.moveCount();
  if (n == 0) {
    // A finished game stays one leaf at every deeper ply.
    for (let k = ply + 1; k <= depth; k++) unchecked(perftCounts[k]++);
    return;
  }
  if (budgetExhausted()) {
    noteCutShort();
    return;
  }
  countGenerated(n);
  const next = ply + 1;
  for (let i = 0; i < n; i++) {
    game.play(i);
    unchecked(perftCounts[next]++);
    if (next < depth) perftWalk<G>(game, next, depth);
    game.undo();
    if (cutShort) return;
  }
}

/**
 * Refuses move `move` of a line being named unless it is legal at the game's position:
 * such a line is not this position's (a bug: a stale result, a line read wrong), and the
 * core traps rather than play it, since --noAssert leaves the games' arrays unchecked and
 * a move past them writes over other games' memory. The bindings turn the trap into an
 * error and restart the core, so nothing is left half-done.
 */
// @ts-ignore: decorator
@inline export function legalAlong<G>(game: G, move: i32): i32 {
  if (move < 0 || move >= game.moveCount()) unreachable();
  return move;
}

/** Writes the codes of `n` moves of `moves` into the buffer, playing each (checked), then takes them back. */
function codesAlong<G>(game: G, moves: Scratch, n: i32): void {
  for (let k = 0; k < n; k++) {
    const move = legalAlong<G>(game, moves.get(k));
    ioSet(k, codeOf<G>(game, move));
    game.play(move);
  }
  for (let k = 0; k < n; k++) game.undo();
}

/** Writes the codes of the last search's principal variation into the buffer; returns its length. */
function pvCodes<G>(game: G): i32 {
  const n = pvLength;
  codesAlong<G>(game, pv, n);
  return n;
}

/**
 * Writes the codes of the running search's current line (./search/line.ts) into the
 * buffer, named on `game`: the second instance, set at the search's root. Returns the
 * line's length, or -1 when the search knows none.
 */
function lineCodes<G>(game: G): i32 {
  const n = readLine();
  codesAlong<G>(game, line, n);
  return n;
}
