// The exported ABI of the core: i32/f64 only, one call per operation (a walk, a
// search, a perft), bulk data through the static exchange buffer of ./io.ts.
// The bindings (bindings/core.ts) are the only caller; they validate every argument
// before it gets here, so nothing below re-checks input. Nothing here runs the
// collector of the runtime (asconfig's "minimal": it collects only when asked): the
// core makes its managed objects once (the player slots, the games' line instances),
// and the searches' lists are unmanaged heap blocks (search/scratch.ts), so no call
// leaves garbage (test/core.test.ts holds it to that). A collection before each search
// cost about 1.6 us a call, a visit of every object, for nothing.
//
// The game operations and the game-independent part are shared with a game kit's entry
// (./kit/): ./abi/game.ts and ./abi/search.ts. Here they reach the registry's games;
// below are the exports only the built-in games have (Othello's flips, the random tree).

import { edgeCost } from "./games/random-tree";
import { flips } from "./games/othello-bits";
import { solveEvaluate } from "./games/othello-solve-eval";
import { evaluateLearned } from "./games/othello-learned";
import { loadWeights, weightsFileBuffer, loaded } from "./games/othello-learned-table";
import { childValuesOf } from "./games/connect-four";
import { solveWritesFrom } from "./games/connect-four-solve";
import { IO, ioSet } from "./io";
import { dispatch, dispatchLine, selectGame, randomTree, othello } from "./registry";
import { RandomTree } from "./games/random-tree";
import { players } from "./players";
import { resultMove } from "./search/result";
import { generated, expanded } from "./search/stats";
import { runSearch } from "./search/run";
import { beginOperation } from "./search/operation";
import { useGames } from "./abi/dispatch";

export * from "./abi/game";
export * from "./abi/search";

useGames(dispatch, dispatchLine, selectGame);

// @ts-ignore: decorator
@inline function u64of(lo: i32, hi: i32): u64 { return (<u64><u32>hi << 32) | <u64><u32>lo; }

/** Othello only: the discs move `move` flips at the position (low half returned, high half in buffer word 0). */
export function othelloFlips(move: i32): i32 {
  const sq = othello.square(move);
  const f: u64 = sq < 0 ? 0 : flips(sq, othello.player(), othello.opponent());
  ioSet(0, <i32>(f >>> 32));
  return <i32>f;
}

/** The exact solver's ordering evaluation of the position (P to move, O; boards as halves): for the tests. */
export function othelloSolveEvaluate(pLo: i32, pHi: i32, oLo: i32, oHi: i32): i32 {
  return solveEvaluate(u64of(pLo, pHi), u64of(oLo, oHi));
}

/** Othello's learned evaluation: room for the weights file's bytes, which the bindings copy in. */
export function othelloWeightsBuffer(length: i32): usize { return weightsFileBuffer(length); }

/** Decodes the copied weights file (once an instance): 0, or why not (./games/othello-learned-table.ts). */
export function othelloLoadWeights(length: i32): i32 { return loadWeights(length); }

/** Whether the learned evaluation's weights are in this instance. */
export function othelloWeightsLoaded(): i32 { return loaded ? 1 : 0; }

/** The learned value in discs for the side to move of the position gameSet set (weights loaded): for the tests. */
export function othelloLearnedDiscs(): f64 { return evaluateLearned(othello.player(), othello.opponent()); }

/**
 * Connect-Four's children's values as min/max approximation makes them, without playing
 * (the side to move's stones c and all stones m as halves, `ply` stones): the values in
 * buffer words 0.., the terminal children's bits returned. For the tests.
 */
export function connectFourChildValues(cLo: i32, cHi: i32, mLo: i32, mHi: i32, ply: i32): i32 {
  return <i32>childValuesOf(u64of(cLo, cHi), u64of(mLo, mHi), ply, IO);
}

/** Connect-Four's solver: the solves that follow count their table writes from `count` (tests cross 2^31 writes). */
export function connectFourSolveWritesFrom(count: f64): void { solveWritesFrom(count); }

// ---- the random game tree (the node gameSet reached) ----

export function treeIndexLo(): i32 { return <i32>randomTree.currentIndex(); }
export function treeIndexHi(): i32 { return <i32>(randomTree.currentIndex() >>> 32); }
export function treeValue(): i32 { return randomTree.evaluate(); }
export function treeBranching(): i32 { return randomTree.branchingHere(); }
export function treeDepth(): i32 { return randomTree.depth; }

/** Benchmark kernel: the sum of `count` consecutive edge costs from index `first`. */
export function edgeCostSum(seedLo: i32, seedHi: i32, first: i32, count: i32): i32 {
  const seed = u64of(seedLo, seedHi);
  let sum: i32 = 0;
  for (let m = <u64><u32>first, end = m + <u64><u32>count; m < end; m++) sum += edgeCost(seed, m);
  return sum;
}

/** Totals of the last treeSelfPlay: nodes generated and expanded over the whole game. */
let gameGenerated: f64 = 0;
let gameExpanded: f64 = 0;

/**
 * A whole random game in one call: from the node gameSet reached to the end of the game,
 * one search (as gameSearch) for both sides per move, each from where the last move left
 * the tree. Writes the moves into the buffer and returns how many; the totals are read
 * with treeGameGenerated/Expanded. The same game as bench/self-play.ts makes with
 * one call per move (each replaying its path from the root): the benchmarks' whole games
 * without 100 crossings of the boundary.
 */
export function treeSelfPlay(algorithm: i32, horizon: i32, stopDepth: i32, bound: i32): i32 {
  gameGenerated = 0;
  gameExpanded = 0;
  let n = 0;
  while (!randomTree.isTerminal()) {
    // Near the end the depth limits shrink to the moves left, as the bindings require.
    const left = randomTree.pliesToEnd();
    beginOperation();
    runSearch<RandomTree>(randomTree, algorithm, horizon, min(stopDepth, left), min(bound, left), 0, 0);
    gameGenerated += <f64>generated;
    gameExpanded += <f64>expanded;
    ioSet(n++, resultMove);
    randomTree.play(resultMove);
  }
  return n;
}

/**
 * treeSelfPlay for a player: the player in `slot` (playerCreate) chooses every move of a
 * whole random game for both sides from the node gameSet reached, observing each, in one
 * call (bench/native.ts: the player's cost per node without the boundary's per move).
 */
export function treePlayerSelfPlay(slot: i32): i32 {
  const player = unchecked(players[slot]);
  gameGenerated = 0;
  gameExpanded = 0;
  let n = 0;
  while (!randomTree.isTerminal()) {
    beginOperation();
    player.choose<RandomTree>(randomTree);
    gameGenerated += <f64>generated;
    gameExpanded += <f64>expanded;
    ioSet(n++, resultMove);
    randomTree.play(resultMove);
    player.observe(resultMove);
  }
  return n;
}

export function treeGameGenerated(): f64 { return gameGenerated; }
export function treeGameExpanded(): f64 { return gameExpanded; }
