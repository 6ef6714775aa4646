// Static buffers of the threads build: what the normal build keeps at an address fixed when
// compiling (memory.data) is, in build/core-threads.wasm, a block of the instance's own heap
// (../threads/runtime.ts), since every instance shares the one memory and its static data.

/** A cache line's bytes (x86-64 and most ARM cores): the unit two cores' caches fight over. */
export const LINE: i32 = 64;

/** A zeroed block of `bytes`, 16-aligned, of this instance's own. */
export function instanceBlock(bytes: i32): usize {
  const p = heap.alloc(<usize>bytes);
  memory.fill(p, 0, <usize>bytes);
  return p;
}

/**
 * A zeroed block of `bytes` on cache lines no other data shares: for words another thread reads while this one
 * works (a stop flag read at every node of a helper must not sit beside data the lead writes at every node).
 */
export function lineBlock(bytes: i32): usize {
  const whole = (bytes + LINE - 1) & ~(LINE - 1);
  // The block is 16-aligned: its first line boundary is at most LINE - 16 in, and `whole` bytes fit after it.
  const p = instanceBlock(whole + LINE);
  return (p + <usize>(LINE - 1)) & ~<usize>(LINE - 1);
}
