// alphabeta-tt's transposition table: a power of two of entries, four i32 words each (the
// key's high 21 bits with the search's stamp, the key's low 32 bits, the value, and the
// best move, depth, bound, horizon flag and ply in one word), one scratch list. Replacement:
// a slot takes the new entry when it is empty (another search's stamp), holds the same
// position, or holds a depth no greater than the new one's. Each search starts from an
// empty table through its stamp; the table is cleared only when the stamps wrap or its
// size changes. Mirrors reference/search/transposition-table.ts word for word.

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
}

// @ts-ignore: decorator
@inline export function slotOf(hi: i32, lo: i32): i32 {
  return <i32>fmix32(<u32>(lo ^ (hi * <i32>0x9e3779b1))) & mask;
}

// @ts-ignore: decorator
@inline function at(slot: i32, word: i32): usize { return words.ptr + (<usize>((slot << 2) + word) << 2); }

// @ts-ignore: decorator
@inline export function holds(slot: i32, hi: i32, lo: i32): bool {
  return load<i32>(at(slot, 0)) == ((stamp << 21) | hi) && load<i32>(at(slot, 1)) == lo;
}

// @ts-ignore: decorator
@inline export function entryValue(slot: i32): i32 { return load<i32>(at(slot, 2)); }
// @ts-ignore: decorator
@inline export function entryMove(slot: i32): i32 { return load<i32>(at(slot, 3)) & 0xffff; }
// @ts-ignore: decorator
@inline export function entryDepth(slot: i32): i32 { return (load<i32>(at(slot, 3)) >>> 16) & 0x7f; }
// @ts-ignore: decorator
@inline export function entryBound(slot: i32): i32 { return (load<i32>(at(slot, 3)) >>> 23) & 3; }
// @ts-ignore: decorator
@inline export function entryReached(slot: i32): bool { return (load<i32>(at(slot, 3)) & (1 << 25)) != 0; }
/** The ply from the root the entry was stored at (NO_PLY: 63 or more). */
// @ts-ignore: decorator
@inline export function entryPly(slot: i32): i32 { return (load<i32>(at(slot, 3)) >>> 26) & 63; }

/** Stores an entry at `slot` for key (hi, lo) unless the replacement scheme keeps the slot's entry. */
export function storeEntry(
  slot: i32, hi: i32, lo: i32, value: i32, bound: i32, depth: i32, move: i32, reached: bool, ply: i32
): void {
  const w0 = (stamp << 21) | hi;
  const held = load<i32>(at(slot, 0));
  if (
    (held >>> 21) == stamp && !(held == w0 && load<i32>(at(slot, 1)) == lo) &&
    ((load<i32>(at(slot, 3)) >>> 16) & 0x7f) > depth
  ) return;
  store<i32>(at(slot, 0), w0);
  store<i32>(at(slot, 1), lo);
  store<i32>(at(slot, 2), value);
  store<i32>(at(slot, 3), move | (depth << 16) | (bound << 23) | (reached ? 1 << 25 : 0) | (min(ply, NO_PLY) << 26));
}
