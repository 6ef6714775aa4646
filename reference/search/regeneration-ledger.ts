// The measuring instrument behind the `regenerated` count of the recursive searches
// (not part of the algorithm, whose space stays O(b·d)): a hash table from a node's
// path key to how many of its children have been generated so far, so that a
// generation is known to be a repeat exactly, as the 1992 report's figure 4 requires.

import { LEDGER_MOST_NODES } from "../../contract/index.js";
import { streamAt } from "../rng.js";

/** out = the path key of child `move` of the node whose key is (hi, lo). */
export function childKey(hi: number, lo: number, move: number): void {
  streamAt(hi, lo, 0, move + 1);
}

/** The most distinct nodes a ledger records (LEDGER_MOST_NODES; tests lower it, as the core's coreLedgerLimit does). */
export const ledgerLimit = { most: LEDGER_MOST_NODES };

export class RegenerationLedger {
  private keyHi = new Uint32Array(1 << 12);
  private keyLo = new Uint32Array(1 << 12);
  /** Children generated so far, plus one (0 marks an empty slot). */
  private seen = new Int32Array(1 << 12);
  private size = 0;
  /**
   * Set when a new node found the ledger holding LEDGER_MOST_NODES: it is not recorded
   * (0 regenerations), and the search stops at its next stopping check, as the core's does.
   */
  full = false;

  /**
   * Records that the node (hi, lo) generated `generated` children now, and returns how
   * many of them are regenerations (children it had generated at an earlier expansion).
   */
  record(hi: number, lo: number, generated: number): number {
    const slot = this.find(hi, lo);
    const before = this.seen[slot] === 0 ? 0 : this.seen[slot] - 1;
    if (this.seen[slot] === 0) {
      if (this.size >= ledgerLimit.most) {
        this.full = true;
        return 0;
      }
      this.keyHi[slot] = hi;
      this.keyLo[slot] = lo;
      this.seen[slot] = 1; // marked before a grow, which moves only marked slots
      if (++this.size * 2 > this.seen.length) this.grow();
    }
    const after = Math.max(before, generated) + 1;
    this.seen[this.find(hi, lo)] = after;
    return Math.min(before, generated);
  }

  private find(hi: number, lo: number): number {
    const mask = this.seen.length - 1;
    let slot = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
    while (this.seen[slot] !== 0 && (this.keyHi[slot] !== hi || this.keyLo[slot] !== lo)) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const { keyHi, keyLo, seen } = this;
    const n = seen.length * 2;
    this.keyHi = new Uint32Array(n);
    this.keyLo = new Uint32Array(n);
    this.seen = new Int32Array(n);
    for (let s = 0; s < seen.length; s++) {
      if (seen[s] === 0) continue;
      const slot = this.find(keyHi[s], keyLo[s]);
      this.keyHi[slot] = keyHi[s];
      this.keyLo[slot] = keyLo[s];
      this.seen[slot] = seen[s];
    }
  }
}
