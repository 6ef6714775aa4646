// alphabeta-tt's transposition table: a power of two of entries, four i32 words each (the
// key's high 21 bits with the search's stamp, the key's low 32 bits, the value, and the
// best move, depth, bound, horizon flag and ply in one word), one scratch list. Replacement:
// a slot takes the new entry when it is empty (another search's stamp), holds the same
// position, or holds a depth no greater than the new one's. Each search starts from an
// empty table through its stamp; the table is cleared only when the stamps wrap or its
// size changes. Mirrors reference/search/transposition-table.ts word for word, but in the
// threads build (ASC_FEATURE_THREADS; docs/design/threads.md): there the table may be
// another instance's (joinTable), and an entry's second word is the key's low half xor its
// other three words, read all at once by holds, so that an entry torn by two threads writing
// it at once is never taken for a valid one.

import { fmix32 } from "./position-key";
import { Scratch } from "./scratch";

export const EXACT: i32 = 1;
export const LOWER: i32 = 2;
export const UPPER: i32 = 3;

/**
 * An entry's ply above this is stored as NO_PLY and never cuts a node off. A value may
 * depend on the plies played (a quicker win is worth more), and one position can be
 * reached at different plies (in the next iteration, through passes): a cutoff needs the
 * entry's ply as well as its depth.
 */
export const NO_PLY: i32 = 63;

const MOST_STAMP: i32 = 2047;
/**
 * The most entries (the contract's MAX_TABLE_ENTRIES): a larger memory limit (the ABI's default is none) is cut to it.
 */
const MOST_ENTRIES: i32 = 1 << 22;

const words = new Scratch<i32>(4);
let entries: i32 = 0;
let mask: i32 = 0;
let stamp: i32 = 0;
/** The threads build: the table's address (this instance's own, or another's it joined). */
let base: usize = 0;
/** The threads build: words 2 and 3 of the entry holds last found (read with its key, all at once). */
let held2: i32 = 0;
let held3: i32 = 0;

/** Empties the table for a new search, with the largest power of two of entries at most `limit` (>= 1). */
export function prepareTable(limit: i32): void {
  const size = limit >= MOST_ENTRIES ? MOST_ENTRIES : 1 << (31 - clz(limit));
  if (size != entries) {
    words.ensure(size * 4);
    memory.fill(words.ptr, 0, <usize>size << 4);
    entries = size;
    stamp = 0;
  }
  mask = size - 1;
  if (++stamp > MOST_STAMP) {
    memory.fill(words.ptr, 0, <usize>size << 4);
    stamp = 1;
  }
  if (ASC_FEATURE_THREADS) base = words.ptr;
}

/** The threads build: the table's address, entries and stamp, for a helper to join (joinTable). */
export function tableAddress(): usize { return words.ptr; }
export function tableEntries(): i32 { return entries; }
export function tableStamp(): i32 { return stamp; }

/**
 * The threads build: use another instance's table (a lead's, prepared by prepareTable there) in place of this
 * one's own; `size` 0 gives this one's back (its next prepareTable makes it ready again).
 */
export function joinTable(address: usize, size: i32, itsStamp: i32): void {
  base = address;
  entries = size;
  mask = size - 1;
  stamp = itsStamp;
}

// @ts-ignore: decorator
@inline export function slotOf(hi: i32, lo: i32): i32 {
  return <i32>fmix32(<u32>(lo ^ (hi * <i32>0x9e3779b1))) & mask;
}

// @ts-ignore: decorator
@inline function at(slot: i32, word: i32): usize {
  return (ASC_FEATURE_THREADS ? base : words.ptr) + (<usize>((slot << 2) + word) << 2);
}

/** Word 3 of the entry holds found. */
// @ts-ignore: decorator
@inline function word3(slot: i32): i32 { return ASC_FEATURE_THREADS ? held3 : load<i32>(at(slot, 3)); }

// @ts-ignore: decorator
@inline export function holds(slot: i32, hi: i32, lo: i32): bool {
  if (ASC_FEATURE_THREADS) {
    const w0 = load<i32>(at(slot, 0)), w1 = load<i32>(at(slot, 1));
    held2 = load<i32>(at(slot, 2));
    held3 = load<i32>(at(slot, 3));
    return w0 == ((stamp << 21) | hi) && (w1 ^ w0 ^ held2 ^ held3) == lo;
  }
  return load<i32>(at(slot, 0)) == ((stamp << 21) | hi) && load<i32>(at(slot, 1)) == lo;
}

// @ts-ignore: decorator
@inline export function entryValue(slot: i32): i32 { return ASC_FEATURE_THREADS ? held2 : load<i32>(at(slot, 2)); }
// @ts-ignore: decorator
@inline export function entryMove(slot: i32): i32 { return word3(slot) & 0xffff; }
// @ts-ignore: decorator
@inline export function entryDepth(slot: i32): i32 { return (word3(slot) >>> 16) & 0x7f; }
// @ts-ignore: decorator
@inline export function entryBound(slot: i32): i32 { return (word3(slot) >>> 23) & 3; }
// @ts-ignore: decorator
@inline export function entryReached(slot: i32): bool { return (word3(slot) & (1 << 25)) != 0; }
/** The ply from the root the entry was stored at (NO_PLY: 63 or more). */
// @ts-ignore: decorator
@inline export function entryPly(slot: i32): i32 { return (word3(slot) >>> 26) & 63; }

/** The threads build: the key's low half of the entry at `slot`, its other words' xor undone. */
// @ts-ignore: decorator
@inline function lowAt(slot: i32): i32 {
  return load<i32>(at(slot, 1)) ^ load<i32>(at(slot, 0)) ^ load<i32>(at(slot, 2)) ^ load<i32>(at(slot, 3));
}

/** Stores an entry at `slot` for key (hi, lo) unless the replacement scheme keeps the slot's entry. */
export function storeEntry(
  slot: i32, hi: i32, lo: i32, value: i32, bound: i32, depth: i32, move: i32, reached: bool, ply: i32
): void {
  const w0 = (stamp << 21) | hi;
  const held = load<i32>(at(slot, 0));
  if (
    (held >>> 21) == stamp && !(held == w0 && (ASC_FEATURE_THREADS ? lowAt(slot) : load<i32>(at(slot, 1))) == lo) &&
    ((load<i32>(at(slot, 3)) >>> 16) & 0x7f) > depth
  ) return;
  if (ASC_FEATURE_THREADS) {
    const w3 = move | (depth << 16) | (bound << 23) | (reached ? 1 << 25 : 0) | (min(ply, NO_PLY) << 26);
    store<i32>(at(slot, 0), w0);
    store<i32>(at(slot, 1), lo ^ w0 ^ value ^ w3);
    store<i32>(at(slot, 2), value);
    store<i32>(at(slot, 3), w3);
    return;
  }
  store<i32>(at(slot, 0), w0);
  store<i32>(at(slot, 1), lo);
  store<i32>(at(slot, 2), value);
  store<i32>(at(slot, 3), move | (depth << 16) | (bound << 23) | (reached ? 1 << 25 : 0) | (min(ply, NO_PLY) << 26));
}
