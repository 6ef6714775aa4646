// Growable scratch memory for the searches: lists of numbers (i32 unless told: i64, f64,
// bool...) that a search sizes before use, so no allocation happens per node. Each list is one unmanaged block of the
// runtime's TLSF
// heap: growing reallocates it (in place when the space after it is free) and the
// outgrown block goes back to the heap, where the next list to grow reuses it; `shrink`
// gives a large list's memory back once its search is over. Every block is counted, and
// a list that would take the core past SCRATCH_LIMIT_BYTES stops the core with
// `outOfMemory` set, which the bindings report as a refused request, not as a bug.

/**
 * Bytes the scratch lists may hold together: the core's memory less room for its static
 * data and the heap's own slack. The memory is one 64 KiB page short of 4 GiB
 * (asconfig.json's maximumMemory 65535): the runtime's allocator (TLSF) reads the memory's
 * end as a 32-bit address, and at exactly 4 GiB that end reads as 0 and the heap is
 * corrupted (a search growing its lists past 2 GiB made the allocator double the memory
 * to 4 GiB). One page short, the doubling fails and the allocator grows by what it needs.
 */
export const SCRATCH_LIMIT_BYTES: u64 = 3 << 30;
/** Bytes in one list at most: one heap block holds less than 1 GiB. */
const SCRATCH_MAX_BYTES: i64 = (1 << 30) - 256;
/** Lists above this many entries give their memory back when shrunk. */
const KEEP_ENTRIES: i32 = 1 << 16;

/** Bytes held by all scratch lists now, and the most they may hold (lowered by tests only). */
let heldBytes: u64 = 0;
let limitBytes: u64 = SCRATCH_LIMIT_BYTES;

export function setScratchLimit(bytes: u64): void { limitBytes = bytes; }

/**
 * The most bytes the lists held at once since the last takeScratchPeak: their sizes
 * (peakHeld), and with the old block of a list that grew by moving, copied while both were
 * held (peakMoving): what docs/searches.md, "Memory", states.
 */
let peakHeld: u64 = 0;
let peakMoving: u64 = 0;

/** The most bytes held at once since the last call (`moving`: the old blocks of moves too); that count starts again. */
export function takeScratchPeak(moving: bool): u64 {
  const peak = moving ? peakMoving : peakHeld;
  if (moving) peakMoving = heldBytes;
  else peakHeld = heldBytes;
  return peak;
}

function notePeaks(moving: u64): void {
  if (heldBytes > peakHeld) peakHeld = heldBytes;
  if (moving > peakMoving) peakMoving = moving;
}
/** Set when a list could not grow: the core is stopped (by a trap) and the bindings read this first. */
export let outOfMemory: bool = false;

/** Stops the core because memory ran out (a trap the bindings turn into an error, with `outOfMemory` set). */
export function stopOutOfMemory(): void {
  outOfMemory = true;
  unreachable();
}

/** A growable list of T (a number type) at least `capacity` (> 0) entries long, its memory counted. */
@final export class Scratch<T = i32> {
  private base: usize;
  private capacity: i32;

  constructor(capacity: i32) {
    this.base = heap.alloc(<usize>capacity << alignof<T>());
    this.capacity = capacity;
    heldBytes += <u64>capacity << alignof<T>();
    notePeaks(heldBytes);
  }

  /** The most entries one list of T holds. */
  // @ts-ignore: decorator
  @inline private get maxEntries(): i64 { return SCRATCH_MAX_BYTES >> alignof<T>(); }

  /** The number of entries the list holds without growing. */
  // @ts-ignore: decorator
  @inline get length(): i32 { return this.capacity; }

  /**
   * Makes room for indices 0..n-1, keeping the contents (doubling, or to exactly n near
   * the limit). Inlined: the searches call it per ply and per node, and it almost never grows.
   */
  // @ts-ignore: decorator
  @inline ensure(n: i32): void {
    if (n > this.capacity) this.grow(n);
  }

  /**
   * Doubles; where doubling would pass the most entries a list holds, grows by half
   * instead (a best-first tree of 3 x 2^26 nodes grows from 2^27 in one step), or to
   * exactly n: never one entry at a time.
   */
  private grow(n: i32): void {
    let capacity = <i64>this.capacity;
    while (capacity < <i64>n) capacity <<= 1;
    const most = this.maxEntries;
    if (capacity > most) {
      capacity = <i64>this.capacity + (<i64>this.capacity >> 1);
      if (capacity > most) capacity = most;
      if (capacity < <i64>n) capacity = <i64>n;
    }
    this.resize(<i32>capacity);
  }

  /** Gives back the memory of a large list whose contents are no longer needed. */
  shrink(): void {
    if (this.capacity > KEEP_ENTRIES) this.resize(KEEP_ENTRIES);
  }

  private resize(capacity: i32): void {
    const bytes = <u64>capacity << alignof<T>(), old = <u64>this.capacity << alignof<T>();
    if (<i64>capacity > this.maxEntries || heldBytes - old + bytes > limitBytes) stopOutOfMemory();
    const from = this.base;
    this.base = heap.realloc(this.base, <usize>bytes);
    // A block that moved was copied: the old one was still held beside the new.
    const moving = this.base != from ? heldBytes + bytes : heldBytes - old + bytes;
    heldBytes = heldBytes - old + bytes;
    notePeaks(moving);
    this.capacity = capacity;
  }

  /** The address of entry 0 (for loops that read a list many times: see peek and poke). */
  // @ts-ignore: decorator
  @inline get ptr(): usize { return this.base; }

  // @ts-ignore: decorator
  @inline get(i: i32): T { return load<T>(this.base + (<usize>i << alignof<T>())); }
  // @ts-ignore: decorator
  @inline set(i: i32, v: T): void { store<T>(this.base + (<usize>i << alignof<T>()), v); }
}

/** Entry i of the i32 list whose entry 0 is at `p` (Scratch.ptr, read once before a hot loop). */
// @ts-ignore: decorator
@inline export function peek(p: usize, i: i32): i32 { return load<i32>(p + (<usize>i << 2)); }

/** Sets entry i of the i32 list whose entry 0 is at `p`. */
// @ts-ignore: decorator
@inline export function poke(p: usize, i: i32, v: i32): void { store<i32>(p + (<usize>i << 2), v); }

/** Entry i of the list of T (given, never inferred: i64, f64...) whose entry 0 is at `p`. */
// @ts-ignore: decorator
@inline export function peekOf<T>(p: usize, i: i32): T { return load<T>(p + (<usize>i << alignof<T>())); }

/** Sets entry i of the list of T (given: i64, f64...) whose entry 0 is at `p`. */
// @ts-ignore: decorator
@inline export function pokeOf<T>(p: usize, i: i32, v: T): void { store<T>(p + (<usize>i << alignof<T>()), v); }
