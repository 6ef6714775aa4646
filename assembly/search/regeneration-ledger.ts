// The measuring instrument behind the `regenerated` count of the recursive searches
// (not part of the algorithm, whose space stays O(b·d)): a hash table from a node's path
// key to how many of its children have been generated so far, so that a repeated
// generation is known exactly. Mirrors reference/search/regeneration-ledger.ts.

import { streamAt } from "../rng";
import { noteLedgerFull } from "./limits";

/** The path key of child `move` of the node whose key is `key`. */
// @ts-ignore: decorator
@inline export function childKey(key: u64, move: i32): u64 {
  return streamAt(key, <u64>(move + 1));
}

/**
 * The most distinct nodes recorded (contract/memory.ts LEDGER_MOST_NODES: the table stays below 1 GiB); tests lower it.
 */
let mostNodes: i32 = 1 << 25;
export function setLedgerLimit(nodes: i32): void { mostNodes = nodes; }
let keys = new StaticArray<u64>(1 << 12);
/** Children generated so far, plus one (0 marks an empty slot). */
let seen = new StaticArray<i32>(1 << 12);
let size: i32 = 0;

export function ledgerClear(): void {
  memory.fill(changetype<usize>(seen), 0, <usize>seen.length << 2);
  size = 0;
}

function find(key: u64): i32 {
  const mask = seen.length - 1;
  const lo = <u32>key, hi = <u32>(key >>> 32);
  let slot = <i32>((lo ^ (hi * 0x9e3779b1)) & <u32>mask);
  while (unchecked(seen[slot]) != 0 && unchecked(keys[slot]) != key) slot = (slot + 1) & mask;
  return slot;
}

/**
 * Records that node `key` generated `generated` children now; returns how many of them
 * are regenerations (children it had generated at an earlier expansion).
 */
export function ledgerRecord(key: u64, generated: i32): i32 {
  let slot = find(key);
  const mark = unchecked(seen[slot]);
  const before = mark == 0 ? 0 : mark - 1;
  if (mark == 0) {
    if (size >= mostNodes) {
      noteLedgerFull(); // the search stops, and the bindings report it
      return 0;
    }
    unchecked(keys[slot] = key);
    if (++size * 2 > seen.length) {
      unchecked(seen[slot] = 1);
      grow();
      slot = find(key);
    }
  }
  unchecked(seen[slot] = (before > generated ? before : generated) + 1);
  return before < generated ? before : generated;
}

function grow(): void {
  const oldKeys = keys, oldSeen = seen;
  const n = oldSeen.length * 2;
  keys = new StaticArray<u64>(n);
  seen = new StaticArray<i32>(n);
  for (let s = 0; s < oldSeen.length; s++) {
    const mark = unchecked(oldSeen[s]);
    if (mark == 0) continue;
    const slot = find(unchecked(oldKeys[s]));
    unchecked(keys[slot] = unchecked(oldKeys[s]));
    unchecked(seen[slot] = mark);
  }
}
