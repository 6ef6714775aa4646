// The runtime of the threads build (build/core-threads.wasm): a bump allocator like asc's
// stub, but over chunks each instance claims for itself from the one shared memory. Every
// instance of the threads build has its own globals but the same memory, so asc's runtimes
// (one heap from __heap_base, GC lists in static memory) would have every thread allocate
// over the others. Here a chunk is claimed by memory.grow, which is atomic on a shared
// memory: no two instances ever get the same pages, whatever their order. Blocks are never
// given back except the last one (as the stub): the core allocates at start and grows its
// scratch lists by doubling, so what is lost stays within the lists' own size.

import { AL_MASK, OBJECT, OBJECT_OVERHEAD, BLOCK_MAXSIZE, BLOCK_OVERHEAD, BLOCK, OBJECT_MAXSIZE } from "~lib/rt/common";

/** Pages a chunk has at least (4 MiB): a larger block gets a chunk of its own size. */
const CHUNK_PAGES: i32 = 64;

/** The next block's header and the end of this instance's chunk. */
let offset: usize = 0;
let chunkEnd: usize = 0;

// @ts-ignore: decorator
@inline function computeSize(size: usize): usize {
  return ((size + BLOCK_OVERHEAD + AL_MASK) & ~AL_MASK) - BLOCK_OVERHEAD;
}

/** Makes room for a block whose payload ends at `end`, in this chunk or a new one; returns the block's header. */
function room(payload: usize): usize {
  if (offset + BLOCK_OVERHEAD + payload <= chunkEnd) return offset;
  const bytes = <usize>BLOCK_OVERHEAD + payload + AL_MASK + 1;
  const pages = max<i32>(CHUNK_PAGES, <i32>((bytes + 0xffff) >>> 16));
  const first = memory.grow(pages);
  if (first < 0) unreachable(); // out of memory
  // The block's payload aligned as the stub aligns it: the header just below an aligned address.
  offset = ((<usize>first << 16) + BLOCK_OVERHEAD + AL_MASK & ~AL_MASK) - BLOCK_OVERHEAD;
  chunkEnd = <usize>(first + pages) << 16;
  return offset;
}

// @ts-ignore: decorator
@unsafe @global
export function __alloc(size: usize): usize {
  if (size > BLOCK_MAXSIZE) unreachable();
  const payload = computeSize(size);
  const block = changetype<BLOCK>(room(payload));
  block.mmInfo = payload;
  const ptr = changetype<usize>(block) + BLOCK_OVERHEAD;
  offset = ptr + payload;
  return ptr;
}

// @ts-ignore: decorator
@unsafe @global
export function __realloc(ptr: usize, size: usize): usize {
  const block = changetype<BLOCK>(ptr - BLOCK_OVERHEAD);
  const actual = block.mmInfo;
  const payload = computeSize(size);
  const last = ptr + actual == offset;
  if (last && ptr + payload <= chunkEnd) {
    // The last block of the chunk grows or shrinks in place.
    block.mmInfo = payload;
    offset = ptr + payload;
    return ptr;
  }
  if (size <= actual) return ptr;
  const moved = __alloc(max<usize>(payload, actual << 1));
  memory.copy(moved, ptr, actual);
  return moved;
}

// @ts-ignore: decorator
@unsafe @global
export function __free(ptr: usize): void {
  const block = changetype<BLOCK>(ptr - BLOCK_OVERHEAD);
  if (ptr + block.mmInfo == offset) offset = changetype<usize>(block);
}

// @ts-ignore: decorator
@unsafe @global
export function __new(size: usize, id: u32): usize {
  if (size > OBJECT_MAXSIZE) unreachable();
  const ptr = __alloc(OBJECT_OVERHEAD + size);
  const object = changetype<OBJECT>(ptr - BLOCK_OVERHEAD);
  object.gcInfo = 0;
  object.gcInfo2 = 0;
  object.rtId = id;
  object.rtSize = <u32>size;
  return ptr + OBJECT_OVERHEAD;
}

// @ts-ignore: decorator
@unsafe @global
export function __renew(oldPtr: usize, size: usize): usize {
  if (size > OBJECT_MAXSIZE) unreachable();
  const moved = __realloc(oldPtr - OBJECT_OVERHEAD, OBJECT_OVERHEAD + size);
  changetype<OBJECT>(moved - BLOCK_OVERHEAD).rtSize = <u32>size;
  return moved + OBJECT_OVERHEAD;
}

// Objects are never collected: the core keeps what it allocates for the instance's life.
// @ts-ignore: decorator
@global @unsafe
export function __link(parentPtr: usize, childPtr: usize, expectMultiple: bool): void {}

// @ts-ignore: decorator
@global @unsafe
export function __pin(ptr: usize): usize { return ptr; }

// @ts-ignore: decorator
@global @unsafe
export function __unpin(ptr: usize): void {}

// @ts-ignore: decorator
@global @unsafe
function __visit(ptr: usize, cookie: u32): void {}

// @ts-ignore: decorator
@global @unsafe
export function __collect(): void {}
