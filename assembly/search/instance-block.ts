// Static buffers of the threads build: what the normal build keeps at an address fixed when
// compiling (memory.data) is, in build/core-threads.wasm, a block of the instance's own heap
// (../threads/runtime.ts), since every instance shares the one memory and its static data.

/** A zeroed block of `bytes`, 16-aligned, of this instance's own. */
export function instanceBlock(bytes: i32): usize {
  const p = heap.alloc(<usize>bytes);
  memory.fill(p, 0, <usize>bytes);
  return p;
}
