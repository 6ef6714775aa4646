// The exported ABI of the core: i32/f64 only, one call per operation (a walk, a
// search, a perft), bulk data through the static exchange buffer of ./io.ts.
// The bindings (bindings/core.ts) are the only caller; they validate every argument
// before it gets here, so nothing below re-checks input. Nothing here runs the
// collector of the runtime (asconfig's "minimal": it collects only when asked): the
// core makes its managed objects once (the player slots, the games' line instances),
// and the searches' lists are unmanaged heap blocks (search/scratch.ts), so no call
// leaves garbage (test/core.test.ts holds it to that). A collection before each search
// cost about 1.6 us a call, a visit of every object, for nothing.

import { io, ioSet, IO_WORDS } from "./io";
import { edgeCost } from "./games/random-tree";
import { flips } from "./games/othello-bits";
import { setWeakSolve } from "./games/solution";
import { dispatch, dispatchLine, selectGame, randomTree, othello } from "./registry";
import { RandomTree } from "./games/random-tree";
import { args, OP_SET, OP_MOVE_COUNT, OP_MOVE_CODE, OP_IS_TERMINAL, OP_PERFT, OP_SOLVE, OP_EVALUATE, OP_SEARCH, OP_PV_CODES, OP_PLAYER_CHOOSE, OP_LINE } from "./game-ops";
import { lineValue } from "./search/line";
import { players, PLAYER_SLOTS } from "./players";
import { resultMove, resultValue, pv, pvLength } from "./search/result";
import { generated, expanded, regenerated, peakStore } from "./search/stats";
import { setWatched, completedDepth } from "./search/limits";
import { outOfMemory, setScratchLimit } from "./search/scratch";
import { setMemoryLimit, treeFull, ledgerFull, setSearchSettings, setCountRegenerations, setAspiration } from "./search/limits";
import { runSearch } from "./search/run";
import { setMctsOptions, mctsSimulations, mctsEvaluations } from "./search/mcts-options";
import { setLedgerLimit } from "./search/regeneration-ledger";

// @ts-ignore: decorator
@inline function u64of(lo: i32, hi: i32): u64 { return (<u64><u32>hi << 32) | <u64><u32>lo; }

/** 1 when the core stopped because its memory ran out (read after a trap, before the instance is replaced). */
export function coreOutOfMemory(): i32 { return outOfMemory ? 1 : 0; }

/** Lowers the bytes the scratch lists may hold (tests: out of memory without allocating gigabytes). */
export function coreScratchLimit(bytes: f64): void { setScratchLimit(<u64>bytes); }

/** Lowers the distinct nodes RBFMS's regeneration ledger records (tests: a full ledger without 2^25 nodes). */
export function coreLedgerLimit(nodes: i32): void { setLedgerLimit(nodes); }

/** Address and size (in i32 words) of the exchange buffer. */
export function ioPointer(): usize { return changetype<usize>(io); }
export function ioWords(): i32 { return IO_WORDS; }

// ---- positions and operations, for every game (./registry.ts numbers the games) ----

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

/** perft(1..depth) of the position: word 2k = low, 2k+1 = high half of perft(k+1). */
export function gamePerft(depth: i32): void {
  unchecked(args[0] = depth);
  dispatch(OP_PERFT);
}

/**
 * Solves the position (weak != 0: a game with a weak mode may settle for the sign);
 * returns its value and writes the best move's index (-1: none) and the nodes (low, high).
 */
export function gameSolve(weak: i32): i32 {
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

/** The most nodes best-first's tree may hold in the searches that follow. */
export function searchMemoryLimit(nodes: i32): void { setMemoryLimit(nodes); }

/** 1 when the last search's tree reached the memory limit, 2 when RBFMS's regeneration ledger filled (a search's result is then refused; a player's move stands). */
export function searchTreeFull(): i32 { return treeFull ? 1 : ledgerFull ? 2 : 0; }

/**
 * Sets, for the searches that follow, the move-call budget (0: none) and min/max
 * approximation's p and penalty constant (the bindings call it before every search).
 */
export function searchSettings(moves: f64, p: f64, constant: f64): void { setSearchSettings(moves, p, constant); }

/** Sets alphabeta-tt's aspiration window's half-width for the searches that follow (0: none; the bindings call it before every search). */
export function searchAspiration(w: i32): void { setAspiration(w); }

/**
 * Sets MCTS's options for the searches that follow (contract/mcts.ts): the simulation
 * budget (0: none), the seed's halves, c, the rollout depth (-1: to the end, 0: the
 * static value), the squash's scale, the solver (1 on, 0 off, -1 as the game is decisive),
 * implicit minimax's alpha (0: off).
 */
export function searchMctsOptions(simulations: f64, seedLo: i32, seedHi: i32, c: f64, rolloutDepth: i32, scale: f64, solver: i32, alpha: f64): void {
  setMctsOptions(simulations, seedLo, seedHi, c, rolloutDepth, scale, solver, alpha);
}
/** The last mcts search's simulations and static evaluations. */
export function searchSimulations(): f64 { return <f64>mctsSimulations; }
export function searchEvaluations(): f64 { return <f64>mctsEvaluations; }

/** 1: RBFMS counts its regenerations exactly (its ledger; the default), 0: it does not. Stays until set again. */
export function searchCountRegenerations(on: i32): void { setCountRegenerations(on != 0); }

/** Writes the codes of the last search's principal variation into the buffer; returns its length. */
export function gamePvCodes(): i32 { return dispatch(OP_PV_CODES); }

/** The player in `slot` chooses a move at the position. */
export function gamePlayerChoose(slot: i32): void {
  unchecked(args[0] = slot);
  dispatch(OP_PLAYER_CHOOSE);
}

/** Othello only: the discs move `move` flips at the position (low half returned, high half in buffer word 0). */
export function othelloFlips(move: i32): i32 {
  const sq = othello.square(move);
  const f: u64 = sq < 0 ? 0 : flips(sq, othello.player(), othello.opponent());
  ioSet(0, <i32>(f >>> 32));
  return <i32>f;
}

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

// ---- the last search's results ----

/** The last search's move, value and counters (counts as f64: they may pass 2^31). */
export function searchMove(): i32 { return resultMove; }
export function searchValue(): i32 { return resultValue; }
export function searchGenerated(): f64 { return <f64>generated; }
export function searchExpanded(): f64 { return <f64>expanded; }
export function searchRegenerated(): f64 { return <f64>regenerated; }
export function searchPeakStore(): f64 { return <f64>peakStore; }

/** Installs (1) or removes (0) the host's watcher: env.checkpoint at the budget checks. */
export function searchWatch(on: i32): void { setWatched(on != 0); }
/** Iterative deepening's deepest completed iteration so far (0: none): searchMove/searchValue hold its result. */
export function searchCompletedDepth(): i32 { return completedDepth; }

/** Copies the last search's principal variation into the exchange buffer; returns its length. */
export function searchPv(): i32 {
  const n = min(pvLength, IO_WORDS);
  for (let k = 0; k < n; k++) unchecked(io[k] = pv.get(k));
  return n;
}

// ---- players that keep their tree between moves ----

/** An mma player's budgets per move (0: none) and parameters, set after playerCreate. */
export function playerMma(slot: i32, moves: f64, nodes: f64, time: f64, p: f64, constant: f64): void {
  unchecked(players[slot]).configureMma(moves, nodes, time, p, constant);
}

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

/** Whether the player in `slot` counts the regenerations of its RBFMS in linear space (0 after playerCreate). */
export function playerCountRegenerations(slot: i32, on: i32): void { unchecked(players[slot]).countRegenerations = on != 0; }

export function playerObserve(slot: i32, move: i32): void { unchecked(players[slot]).observe(move); }
export function playerKept(slot: i32): i32 { return unchecked(players[slot]).kept; }
export function playerStored(slot: i32): i32 { return unchecked(players[slot]).store.live; }

/** Frees the slot for the next player, and the memory of its store beyond a small size. */
export function playerFree(slot: i32): void {
  const player = unchecked(players[slot]);
  player.inUse = false;
  player.store.shrink();
}
