// The ABI's game-independent part, for any entry: the exchange buffer, the limits and
// settings of the searches that follow, the last search's results, and the players'
// slots (a player's choose is a game operation: ./game.ts).

import { IO, ioSet, IO_WORDS } from "../io";
import { players, PLAYER_SLOTS } from "../players";
import { resultMove, resultValue, pv, pvLength } from "../search/result";
import { valuesLength, resultValues, meanValued, resultMean } from "../search/result-values";
import { generated, expanded, regenerated, peakStore } from "../search/stats";
import { setWatched, completedDepth } from "../search/limits";
import { outOfMemory, setScratchLimit, takeScratchPeak } from "../search/scratch";
import { setMemoryLimit, treeFull, ledgerFull, cutShort, checkedCount } from "../search/limits";
import { mctsSimulations, mctsEvaluations } from "../search/mcts-options";
import { readSettings, SETTINGS, SETTING_SLOTS } from "../search/settings";
import { setLedgerLimit } from "../search/regeneration-ledger";

/** 1 when the core stopped because its memory ran out (read after a trap, before the instance is replaced). */
export function coreOutOfMemory(): i32 { return outOfMemory ? 1 : 0; }

/** Lowers the bytes the scratch lists may hold (tests: out of memory without allocating gigabytes). */
export function coreScratchLimit(bytes: f64): void { setScratchLimit(<u64>bytes); }

/**
 * The most bytes the scratch lists held at once since the last call of the same `moving`
 * (1: with the old blocks of lists that grew by moving): tests and the lab read a search's memory.
 */
export function coreScratchPeak(moving: i32): f64 { return <f64>takeScratchPeak(moving != 0); }

/** Lowers the distinct nodes RBFMS's regeneration ledger records (tests: a full ledger without 2^25 nodes). */
export function coreLedgerLimit(nodes: i32): void { setLedgerLimit(nodes); }

/** Address and size (in i32 words) of the exchange buffer. */
export function ioPointer(): usize { return IO; }
export function ioWords(): i32 { return IO_WORDS; }

/** The most nodes best-first's tree may hold in the searches that follow. */
export function searchMemoryLimit(nodes: i32): void { setMemoryLimit(nodes); }

/**
 * 1 when the last search's tree reached the memory limit, 2 when RBFMS's regeneration ledger filled
 * (a search's result is then refused; a player's move stands).
 */
export function searchTreeFull(): i32 { return treeFull ? 1 : ledgerFull ? 2 : 0; }

/**
 * The nodes a bounded perft or solve had counted at its last check (its progress: a solver counts
 * apart from searchGenerated).
 */
export function operationNodes(): f64 { return <f64>checkedCount; }

/**
 * 1 when the last minimax, fixed-horizon alpha-beta, perft or solve was stopped before its end (it
 * has no result then).
 */
export function searchCutShort(): i32 { return cutShort ? 1 : 0; }

/** Address and size (in f64 slots) of the settings' block (../search/settings.ts, contract/settings.ts). */
export function settingsPointer(): usize { return SETTINGS; }
export function settingSlots(): i32 { return SETTING_SLOTS; }

/** Sets the searches that follow from the settings' block, which the bindings wrote before every search. */
export function searchSetSettings(): void { readSettings(); }

/** The last mcts search's simulations and static evaluations. */
export function searchSimulations(): f64 { return <f64>mctsSimulations; }
export function searchEvaluations(): f64 { return <f64>mctsEvaluations; }

// ---- the last search's results ----

/** The last search's move, value and counters (counts as f64: they may pass 2^31). */
export function searchMove(): i32 { return resultMove; }
export function searchValue(): i32 { return resultValue; }
export function searchGenerated(): f64 { return <f64>generated; }
export function searchExpanded(): f64 { return <f64>expanded; }
export function searchRegenerated(): f64 { return <f64>regenerated; }
export function searchPeakStore(): f64 { return <f64>peakStore; }

/** The players in the last search's value vector (0: it has none: ../search/result-values.ts). */
export function searchValuesLength(): i32 { return valuesLength; }
/** Player `player`'s value in the last search's vector (0 <= player < searchValuesLength()). */
export function searchValuesAt(player: i32): f64 { return <u32>player < <u32>valuesLength ? resultValues[player] : 0; }
/** 1 when the last search's value is a mean (searchMean), which the bindings report in place of searchValue. */
export function searchMeanValued(): i32 { return meanValued ? 1 : 0; }
export function searchMean(): f64 { return resultMean; }

/** Installs (1) or removes (0) the host's watcher: env.checkpoint at the budget checks. */
export function searchWatch(on: i32): void { setWatched(on != 0); }
/** Iterative deepening's deepest completed iteration so far (0: none): searchMove/searchValue hold its result. */
export function searchCompletedDepth(): i32 { return completedDepth; }

/** Copies the last search's principal variation into the exchange buffer; returns its length. */
export function searchPv(): i32 {
  const n = min(pvLength, IO_WORDS);
  for (let k = 0; k < n; k++) ioSet(k, pv.get(k));
  return n;
}

// ---- players that keep their tree between moves ----

/** An mma player's budgets per move (0: none) and parameters, set after playerCreate. */
export function playerMma(slot: i32, moves: f64, nodes: f64, time: f64, p: f64, constant: f64): void {
  unchecked(players[slot]).configureMma(moves, nodes, time, p, constant);
}

/** An mcts player's budgets per move (0: none) and settings (as ../search/settings.ts reads them), set at creation. */
export function playerMcts(
  slot: i32, simulations: f64, seedLo: i32, seedHi: i32, c: f64, rolloutDepth: i32, scale: f64, solver: i32, alpha: f64,
  nodes: f64, time: f64
): void {
  unchecked(players[slot]).configureMcts(
    simulations, seedLo, seedHi, c, rolloutDepth, scale, solver, alpha, nodes, time
  );
}

/**
 * An alphabeta-tt player's techniques (1 on; all 0 after playerCreate): pvs, history, lmr, quiescence, nullMove,
 * as the settings.
 */
export function playerTechniques(
  slot: i32, pvs: i32, history: i32, lmr: i32, quiescence: i32, nullMove: i32,
): void {
  unchecked(players[slot]).configureTechniques(pvs != 0, history != 0, lmr != 0, quiescence != 0, nullMove != 0);
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
export function playerCountRegenerations(slot: i32, on: i32): void {
  unchecked(players[slot]).countRegenerations = on != 0;
}

/** The player in `slot` reads the learned evaluation (on != 0) or the hand one; a new player reads the hand one. */
export function playerEvaluation(slot: i32, on: i32): void {
  unchecked(players[slot]).learned = on != 0;
}

export function playerObserve(slot: i32, move: i32): void { unchecked(players[slot]).observe(move); }
export function playerKept(slot: i32): i32 { return unchecked(players[slot]).kept; }
export function playerStored(slot: i32): i32 { return unchecked(players[slot]).stored(); }

/** Frees the slot for the next player, and the memory of its store beyond a small size. */
export function playerFree(slot: i32): void {
  const player = unchecked(players[slot]);
  player.inUse = false;
  player.shrink();
}
