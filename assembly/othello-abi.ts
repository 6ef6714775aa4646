// The core's Othello exports (re-exported by ./index.ts): one call per operation. The
// bindings write the position into the exchange buffer as 65 i32 words (64 cells a1..h8:
// 0 empty, 1 black, 2 white; then 1 if black is to move, else 0) after checking it
// (reference/othello-board.ts), and read the results back from the same buffer.

import { ioGet, ioSet } from "./io";
import { Othello } from "./games/othello";
import { flips } from "./games/othello-bits";
import { solve, solveNodes, solveBest } from "./games/othello-solve";
import { runSearch } from "./search/run";
import { pv, pvLength } from "./search/result";
import { players } from "./players";

const game = new Othello();
/** perft counts per ply; index 0 unused. The bindings cap the depth well below this. */
const perftCounts = new StaticArray<u64>(64);

/** Sets the game from the exchange buffer. */
function load(): void {
  let black: u64 = 0, white: u64 = 0;
  for (let sq = 0; sq < 64; sq++) {
    const cell = ioGet(sq);
    if (cell == 1) black |= <u64>1 << <u64>sq;
    else if (cell == 2) white |= <u64>1 << <u64>sq;
  }
  if (ioGet(64) != 0) game.set(black, white, true);
  else game.set(white, black, false);
}

function perft(depth: i32, max: i32): void {
  const n = game.moveCount();
  if (n == 0) {
    // A finished game stays one leaf at every deeper ply (spec/othello.md).
    for (let k = depth + 1; k <= max; k++) unchecked(perftCounts[k]++);
    return;
  }
  const next = depth + 1;
  for (let i = 0; i < n; i++) {
    game.play(i);
    unchecked(perftCounts[next]++);
    if (next < max) perft(next, max);
    game.undo();
  }
}

/** perft(1..depth) of the buffer's position: word 2k = low, 2k+1 = high half of perft(k+1). */
export function othelloPerft(depth: i32): void {
  load();
  for (let k = 0; k <= depth; k++) unchecked(perftCounts[k] = 0);
  perft(0, depth);
  for (let k = 1; k <= depth; k++) {
    const c = unchecked(perftCounts[k]);
    ioSet(2 * k - 2, <i32>c);
    ioSet(2 * k - 1, <i32>(c >>> 32));
  }
}

/**
 * The legal moves of the buffer's position in move order; returns their number and
 * writes three words per move: the square (-1 for the pass), the flipped discs (low, high).
 */
export function othelloMoves(): i32 {
  load();
  const n = game.moveCount();
  for (let i = 0; i < n; i++) {
    const sq = game.square(i);
    const f: u64 = sq < 0 ? 0 : flips(sq, game.player(), game.opponent());
    ioSet(3 * i, sq);
    ioSet(3 * i + 1, <i32>f);
    ioSet(3 * i + 2, <i32>(f >>> 32));
  }
  return n;
}

/** The static evaluation of the buffer's position (black's point of view). */
export function othelloEvaluate(): i32 {
  load();
  return game.evaluate(); // through the game protocol the searches use
}

/**
 * Solves the buffer's position exactly; returns the margin for the side to move and
 * writes the best square (-1 pass, -2 game over) and the node count (low, high).
 */
export function othelloSolve(): i32 {
  load();
  const value = solve(game.player(), game.opponent());
  ioSet(0, solveBest);
  ioSet(1, <i32>solveNodes);
  ioSet(2, <i32>(solveNodes >>> 32));
  return value;
}

// ---- searches and players on Othello ----

/**
 * Sets the searches' position: the board in words 0..64 of the buffer, then the
 * `pathLength` moves (indices into each position's move order) from word 65. Returns
 * -1, or the index in the path of the first illegal move (the game stops before it).
 */
export function othelloPosition(pathLength: i32): i32 {
  load();
  for (let k = 0; k < pathLength; k++) {
    const move = ioGet(65 + k);
    if (move < 0 || move >= game.moveCount()) return k;
    game.play(move);
  }
  return -1;
}

/** The number of moves at the position (0: the game is over). */
export function othelloMoveCount(): i32 { return game.moveCount(); }

/** Runs one search from the position (codes as in ./search/run.ts). */
export function othelloSearch(algorithm: i32, horizon: i32, stopDepth: i32, bound: i32, nodes: f64, timeMs: f64): void {
  runSearch<Othello>(game, algorithm, horizon, stopDepth, bound, nodes, timeMs);
}

/** The player in `slot` chooses a move at the position. */
export function othelloPlayerChoose(slot: i32): void {
  unchecked(players[slot]).choose<Othello>(game);
}

/** The square of move `move` at the position (-1: the pass). */
export function othelloMoveSquare(move: i32): i32 { return game.square(move); }

/** Writes the squares (-1: pass) of the last search's principal variation into the buffer; returns its length. */
export function othelloPvSquares(): i32 {
  const n = pvLength;
  for (let k = 0; k < n; k++) {
    ioSet(k, game.square(pv.get(k)));
    game.play(pv.get(k));
  }
  for (let k = 0; k < n; k++) game.undo();
  return n;
}
