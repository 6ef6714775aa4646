// Temporary Connect-Four exports of the core (re-exported by ./index.ts) for the tests
// and scripts/connect4-speed.ts, until the generic engine ABI takes the game over. One
// game object: c4Set puts a position on it, the other calls work on that position.

import { ioGet, ioSet } from "./io";
import { ConnectFour } from "./games/connect-four";
import { solve, solveNodes } from "./games/connect-four-solve";
import { runSearch } from "./search/run";

const game = new ConnectFour();
/** perft counts per ply; index 0 unused. */
const perftCounts = new StaticArray<u64>(64);

/**
 * Sets the position: the empty board, then the n column codes (0..6) in words 0..n-1
 * of the buffer. Returns -1, or the index of the first code that could not be played
 * (a full column or a finished game; the position stops before it).
 */
export function c4Set(n: i32): i32 {
  game.reset();
  for (let k = 0; k < n; k++) if (!game.playCode(ioGet(k))) return k;
  return -1;
}

/** Stones on the board. */
export function c4Stones(): i32 { return game.ply; }
/** The number of moves here (0: the game is over). */
export function c4MoveCount(): i32 { return game.moveCount(); }
/** The column (0..6) of move `move`. */
export function c4MoveCode(move: i32): i32 { return game.moveCode(move); }
/** The static evaluation (MAX's point of view, the exact value of a finished game). */
export function c4Evaluate(): i32 { return game.evaluate(); }

function perft(depth: i32, max: i32): void {
  const n = game.moveCount();
  if (n == 0) {
    // A finished game stays one leaf at every deeper ply (the Othello convention).
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

/** perft(1..depth) of the position: word 2k = low, 2k+1 = high half of perft(k+1). */
export function c4Perft(depth: i32): void {
  for (let k = 0; k <= depth; k++) unchecked(perftCounts[k] = 0);
  perft(0, depth);
  for (let k = 1; k <= depth; k++) {
    const c = unchecked(perftCounts[k]);
    ioSet(2 * k - 2, <i32>c);
    ioSet(2 * k - 1, <i32>(c >>> 32));
  }
}

/** Solves the position (weak != 0: the sign only); returns the score, nodes in words 0 (low) and 1 (high). */
export function c4Solve(weak: i32): i32 {
  const score = solve(game.current(), game.mask(), game.ply, weak != 0);
  ioSet(0, <i32>solveNodes);
  ioSet(1, <i32>(solveNodes >>> 32));
  return score;
}

/**
 * Runs one search from the position (codes as in ./search/run.ts); read the result with
 * searchMove, searchValue, searchPv and the counters of ./index.ts (moves are indices).
 */
export function c4Search(algorithm: i32, horizon: i32, stopDepth: i32, bound: i32, nodes: f64, timeMs: f64): void {
  runSearch<ConnectFour>(game, algorithm, horizon, stopDepth, bound, nodes, timeMs);
}
