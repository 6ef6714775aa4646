// The exported ABI of the core: i32/f64 only, one call per operation (a walk, a
// search, a perft), bulk data through the static exchange buffer of ./io.ts.
// The bindings (bindings/core.ts) are the only caller; they validate every argument
// before it gets here, so nothing below re-checks input.

import { io, ioGet, IO_WORDS } from "./io";
import { RandomTree, edgeCost } from "./games/random-tree";
import { runSearch } from "./search/run";
import { players, PLAYER_SLOTS } from "./players";
import { resultMove, resultValue, pv, pvLength } from "./search/result";
import { generated, expanded, regenerated, peakStore } from "./search/counters";

// @ts-ignore: decorator
@inline function u64of(lo: i32, hi: i32): u64 { return (<u64><u32>hi << 32) | <u64><u32>lo; }

/** Address and size (in i32 words) of the exchange buffer. */
export function ioPointer(): usize { return changetype<usize>(io); }
export function ioWords(): i32 { return IO_WORDS; }

// ---- the random game tree ----

const tree = new RandomTree();

export function treeConfigure(seedLo: i32, seedHi: i32, branching: i32, uniform: i32, terminalDepth: i32): void {
  tree.configure(u64of(seedLo, seedHi), <u32>branching, uniform != 0, terminalDepth);
}

/**
 * Walks from the initial position along the `length` moves in the exchange buffer.
 * Returns -1 when every move was legal, else the position in the path of the first
 * move that was not (the walk stops at the node before it).
 */
export function treeWalk(length: i32): i32 {
  tree.reset();
  for (let k = 0; k < length; k++) {
    const move = ioGet(k);
    if (move < 0 || move >= tree.moveCount()) return k;
    tree.play(move);
  }
  return -1;
}

export function treeIndexLo(): i32 { return <i32>tree.currentIndex(); }
export function treeIndexHi(): i32 { return <i32>(tree.currentIndex() >>> 32); }
export function treeValue(): i32 { return tree.evaluate(); }
export function treeBranching(): i32 { return tree.branchingHere(); }
export function treeDepth(): i32 { return tree.depth; }

/** Benchmark kernel: the sum of `count` consecutive edge costs from index `first`. */
export function edgeCostSum(seedLo: i32, seedHi: i32, first: i32, count: i32): i32 {
  const seed = u64of(seedLo, seedHi);
  let sum: i32 = 0;
  for (let m = <u64><u32>first, end = m + <u64><u32>count; m < end; m++) sum += edgeCost(seed, m);
  return sum;
}

// ---- searches on the random game tree (from the node treeWalk left) ----

/** Runs one search; the algorithm codes are the indices of ALGORITHMS in reference/search/index.ts. */
export function searchRandom(algorithm: i32, horizon: i32, stopDepth: i32, bound: i32, nodes: f64, timeMs: f64): void {
  runSearch<RandomTree>(tree, algorithm, horizon, stopDepth, bound, nodes, timeMs);
}

/** The last search's move, value and counters (counts as f64: they may pass 2^31). */
export function searchMove(): i32 { return resultMove; }
export function searchValue(): i32 { return resultValue; }
export function searchGenerated(): f64 { return <f64>generated; }
export function searchExpanded(): f64 { return <f64>expanded; }
export function searchRegenerated(): f64 { return <f64>regenerated; }
export function searchPeakStore(): f64 { return <f64>peakStore; }

/** Copies the last search's principal variation into the exchange buffer; returns its length. */
export function searchPv(): i32 {
  const n = min(pvLength, IO_WORDS);
  for (let k = 0; k < n; k++) unchecked(io[k] = pv.get(k));
  return n;
}

// ---- players that keep their tree between moves ----

/** A new player in a free slot (its number), or -1 when all slots are taken. */
export function playerCreate(kind: i32, bound: i32, horizon: i32, retain: i32, memoryNodes: i32, linear: i32): i32 {
  for (let slot = 0; slot < PLAYER_SLOTS; slot++) {
    const player = unchecked(players[slot]);
    if (player.inUse) continue;
    player.configure(kind, bound, horizon, retain != 0, memoryNodes > 0 ? memoryNodes : i32.MAX_VALUE, linear != 0);
    return slot;
  }
  return -1;
}

/** The player in `slot` chooses a move at the random tree's current node (see treeWalk). */
export function playerChooseRandom(slot: i32): void {
  unchecked(players[slot]).choose<RandomTree>(tree);
}

export function playerObserve(slot: i32, move: i32): void { unchecked(players[slot]).observe(move); }
export function playerKept(slot: i32): i32 { return unchecked(players[slot]).kept; }
export function playerStored(slot: i32): i32 { return unchecked(players[slot]).store.size; }

/** Frees the slot for the next player (its arrays stay, to be reused). */
export function playerFree(slot: i32): void { unchecked(players[slot]).inUse = false; }
// ---- Othello ----

export {
  othelloPerft, othelloMoves, othelloEvaluate, othelloSolve,
  othelloPosition, othelloMoveCount, othelloSearch, othelloPlayerChoose, othelloMoveSquare, othelloPvSquares,
} from "./othello-abi";
// ---- Connect-Four (temporary exports, until the generic ABI) ----

export {
  c4Set, c4Stones, c4MoveCount, c4MoveCode, c4Evaluate, c4Perft, c4Solve, c4Search,
} from "./connect-four-abi";
