// The exported ABI of the core: i32/f64 only, one call per operation (a walk, a
// search, a perft), bulk data through the static exchange buffer of ./io.ts.
// The bindings (bindings/core.ts) are the only caller; they validate every argument
// before it gets here, so nothing below re-checks input.

import { io, ioGet, IO_WORDS } from "./io";
import { RandomTree, edgeCost } from "./games/random-tree";

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

// ---- Othello ----

export { othelloPerft, othelloMoves, othelloEvaluate, othelloSolve } from "./othello-abi";
