// The static exchange buffer between the core and the bindings: paths in, principal
// variations and counters out. One buffer, written and read as i32 words, so that no
// call crosses the boundary per move or per node.

/** Words in the exchange buffer: enough for the longest path (MAX_PLY) and then some. */
export const IO_WORDS: i32 = 65536 + 64;

export const io = new StaticArray<i32>(IO_WORDS);

// @ts-ignore: decorator
@inline export function ioGet(i: i32): i32 { return unchecked(io[i]); }
// @ts-ignore: decorator
@inline export function ioSet(i: i32, v: i32): void { unchecked(io[i] = v); }
