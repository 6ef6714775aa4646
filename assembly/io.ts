// The static exchange buffer between the core and the bindings: paths in, principal
// variations and counters out. One buffer, written and read as i32 words, so that no
// call crosses the boundary per move or per node.

import { instanceBlock } from "./search/instance-block";

/** Words in the exchange buffer: enough for the longest path (MAX_PLY) and then some. */
export const IO_WORDS: i32 = 65536 + 64;

/**
 * The buffer's address: static memory, which is zero when an instance starts. (A StaticArray
 * would be zeroed by the core's start function, a quarter of a MiB written and faulted in
 * before every engine's first call.) In the threads build, a block of the instance's own.
 */
export const IO: usize = ASC_FEATURE_THREADS ? instanceBlock(IO_WORDS << 2) : memory.data(IO_WORDS << 2, 16);

// @ts-ignore: decorator
@inline export function ioGet(i: i32): i32 { return load<i32>(IO + (<usize>i << 2)); }
// @ts-ignore: decorator
@inline export function ioSet(i: i32, v: i32): void { store<i32>(IO + (<usize>i << 2), v); }
