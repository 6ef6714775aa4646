// alphabeta-tt's transposition table (docs/searches.md): a fixed number of entries, a
// power of two, each four 32-bit words: the key's high 21 bits with the search's stamp,
// the key's low 32 bits, the value, and the best move (16 bits), the depth searched
// (7 bits), the bound (2 bits), whether that search reached its horizon (1 bit) and the
// ply it was stored at (6 bits). A
// key's slot is a hash of the key. Replacement: a slot takes the new entry when it is
// empty (another search's stamp), holds the same position, or holds a depth no greater
// than the new one's; else the slot keeps its entry. Every search starts from an empty
// table: its stamp marks its entries, so nothing is cleared between searches (the table
// is cleared when the stamps wrap). Mirrors assembly/search/transposition-table.ts.

import { fmix32 } from "./position-key.js";

/** The value is the position's value at the depth searched. */
export const EXACT = 1;
/** The value is a lower bound (the search failed high). */
export const LOWER = 2;
/** The value is an upper bound (the search failed low). */
export const UPPER = 3;

/**
 * An entry's ply above this is stored as NO_PLY and never cuts a node off. A value may
 * depend on the plies played (a quicker win is worth more), and one position can be
 * reached at different plies (in the next iteration, through passes): a cutoff needs the
 * entry's ply as well as its depth.
 */
export const NO_PLY = 63;

const MOST_STAMP = 2047;

let words = new Int32Array(0);
let mask = 0;
let stamp = 0;

/** Empties the table for a new search, with the largest power of two of entries at most `limit` (>= 1). */
export function prepareTable(limit: number): void {
  const entries = 2 ** Math.floor(Math.log2(limit));
  if (entries * 4 !== words.length) {
    words = new Int32Array(entries * 4);
    stamp = 0;
  }
  mask = entries - 1;
  if (++stamp > MOST_STAMP) {
    words.fill(0);
    stamp = 1;
  }
}

/** The slot of key (hi: 21 bits, lo: 32 bits). */
export function slotOf(hi: number, lo: number): number {
  return fmix32(lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
}

/** Whether `slot` holds this search's entry for key (hi, lo). */
export function holds(slot: number, hi: number, lo: number): boolean {
  const at = slot * 4;
  return words[at] === ((stamp << 21) | hi) && words[at + 1] === lo;
}

export function entryValue(slot: number): number {
  return words[slot * 4 + 2];
}
export function entryMove(slot: number): number {
  return words[slot * 4 + 3] & 0xffff;
}
export function entryDepth(slot: number): number {
  return (words[slot * 4 + 3] >>> 16) & 0x7f;
}
export function entryBound(slot: number): number {
  return (words[slot * 4 + 3] >>> 23) & 3;
}
export function entryReached(slot: number): boolean {
  return (words[slot * 4 + 3] & (1 << 25)) !== 0;
}
/** The ply from the root the entry was stored at (NO_PLY: 63 or more). */
export function entryPly(slot: number): number {
  return (words[slot * 4 + 3] >>> 26) & 63;
}

/** Stores an entry at `slot` for key (hi, lo) unless the replacement scheme keeps the slot's entry. */
export function storeEntry(
  slot: number,
  hi: number,
  lo: number,
  value: number,
  bound: number,
  depth: number,
  move: number,
  reached: boolean,
  ply: number,
): void {
  const at = slot * 4;
  const w0 = (stamp << 21) | hi;
  const held = words[at];
  if (held >>> 21 === stamp && !(held === w0 && words[at + 1] === lo) && ((words[at + 3] >>> 16) & 0x7f) > depth)
    return;
  words[at] = w0;
  words[at + 1] = lo;
  words[at + 2] = value;
  words[at + 3] = move | (depth << 16) | (bound << 23) | (reached ? 1 << 25 : 0) | (Math.min(ply, NO_PLY) << 26);
}
