// The record of one tournament game as its moves are played: each side's nodes, time,
// searches, nodes kept between moves and largest tree. Shared by the games' pair players.

import type { PlayerChoice } from "../../contract/index.js";
import type { GameRecord } from "./types.js";

export function newRecord(bfIsMax: boolean): GameRecord {
  return {
    bfIsMax,
    finalValue: 0,
    moves: [],
    nodesBf: 0,
    nodesAb: 0,
    msBf: 0,
    msAb: 0,
    searchesBf: 0,
    searchesAb: 0,
    keptBf: 0,
    keptAb: 0,
    peakStoredBf: 0,
    peakStoredAb: 0,
  };
}

/** Counts one move's cost to the side that made it; `choice` when a player's search made it. */
export function account(record: GameRecord, bf: boolean, nodes: number, ms: number, choice?: PlayerChoice): void {
  if (bf) {
    record.nodesBf += nodes;
    record.msBf += ms;
  } else {
    record.nodesAb += nodes;
    record.msAb += ms;
  }
  if (!choice) return;
  if (bf) {
    record.searchesBf++;
    record.keptBf += choice.kept;
    record.peakStoredBf = Math.max(record.peakStoredBf, choice.stored);
  } else {
    record.searchesAb++;
    record.keptAb += choice.kept;
    record.peakStoredAb = Math.max(record.peakStoredAb, choice.stored);
  }
}
