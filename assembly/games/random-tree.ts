// The random game tree of Korf & Chickering (Nau's N-game), bit-exact to
// docs/random-game-tree.md. A position is a node of a virtual complete B-ary tree
// numbered breadth-first; its static value is the sum of the edge costs from the
// initial position. The searches see it through the game protocol of ./protocol.ts.

import { mix64, streamAt } from "../rng";
import { ioGet } from "../io";
import { mixKey } from "../search/position-key";

/** The deepest terminal depth: values stay inside i32 up to here (the spec's bound). */
export const MAX_PLY: i32 = 65000;

/** Cost of the edge into node m: uniform on [-32768, 32768]. */
// @ts-ignore: decorator
@inline export function edgeCost(seed: u64, m: u64): i32 {
  return <i32>(streamAt(seed, m) % 65537) - 32768;
}

@final export class RandomTree {
  seed: u64 = 0;
  branching: u32 = 1;
  uniform: bool = true;
  /** Terminal depth D, counted from the game's initial position. */
  terminalDepth: i32 = 100;
  /** Every terminal position ends a search (see reference/game.ts, `decisive`). */
  readonly decisive: bool = false;
  /** Depth of the current node below the game's initial position. */
  depth: i32 = 0;
  // The index and static value at each depth of the current line: unmanaged heap blocks,
  // not zeroed (entry d is written before it is read), so that the core's start function
  // does not write 0.75 MiB in every instance.
  private index: usize = heap.alloc(<usize>(MAX_PLY + 1) << 3);
  private value: usize = heap.alloc(<usize>(MAX_PLY + 1) << 2);

  // @ts-ignore: decorator
  @inline private indexAt(d: i32): u64 { return load<u64>(this.index + (<usize>d << 3)); }
  // @ts-ignore: decorator
  @inline private setIndex(d: i32, index: u64): void { store<u64>(this.index + (<usize>d << 3), index); }
  // @ts-ignore: decorator
  @inline private valueAt(d: i32): i32 { return load<i32>(this.value + (<usize>d << 2)); }
  // @ts-ignore: decorator
  @inline private setValue(d: i32, value: i32): void { store<i32>(this.value + (<usize>d << 2), value); }

  configure(seed: u64, branching: u32, uniform: bool, terminalDepth: i32): void {
    this.seed = seed;
    this.branching = branching;
    this.uniform = uniform;
    this.terminalDepth = terminalDepth;
    this.reset();
  }

  /** Configures the game from the exchange buffer: seed (low, high), branching, uniform (1/0), terminal depth. */
  load(): void {
    // The halves are masked explicitly: a cast of an inlined load to u32 then u64 was
    // found to sign-extend (seeds with the low half >= 2^31 came out wrong).
    const lo = <u64>ioGet(0) & 0xffffffff, hi = <u64>ioGet(1) & 0xffffffff;
    this.configure((hi << 32) | lo, <u32>ioGet(2), ioGet(3) != 0, ioGet(4));
  }

  /** A move's code: its number. */
  // @ts-ignore: decorator
  @inline moveCode(move: i32): i32 { return move; }

  /** Random games have no exact solver (the bindings never ask). */
  solve(): i32 { return 0; }

  /** Back to the game's initial position (index 0, value 0). */
  reset(): void {
    this.depth = 0;
    this.setIndex(0, 0);
    this.setValue(0, 0);
  }

  // @ts-ignore: decorator
  @inline currentIndex(): u64 { return this.indexAt(this.depth); }

  /** Branching factor of the current node, whether or not it is terminal. */
  // @ts-ignore: decorator
  @inline branchingHere(): i32 {
    if (this.uniform) return <i32>this.branching;
    return 1 + <i32>(mix64(streamAt(this.seed, this.currentIndex())) % <u64>this.branching);
  }

  // ---- game protocol ----

  // @ts-ignore: decorator
  @inline isTerminal(): bool { return this.depth >= this.terminalDepth; }

  /** Plies from here to the game's end, known in advance (the full-width searches' effective horizon). */
  // @ts-ignore: decorator
  @inline pliesToEnd(): i32 { return this.terminalDepth - this.depth; }

  // @ts-ignore: decorator
  @inline moveCount(): i32 { return this.isTerminal() ? 0 : this.branchingHere(); }

  // @ts-ignore: decorator
  @inline maxToMove(): bool { return (this.depth & 1) == 0; }

  // @ts-ignore: decorator
  @inline evaluate(): i32 { return this.valueAt(this.depth); }

  /** The node's key for alphabeta-tt's table: its index, value and depth, mixed (as the reference's). */
  hash(): u64 {
    const d = this.depth, index = this.indexAt(d);
    return mixKey(<u32>(index >> 32), <u32>index, <u32>this.valueAt(d), <u32>d, 0);
  }

  /** Go to child `move` of the current node; the caller guarantees the move is legal. */
  // @ts-ignore: decorator
  @inline play(move: i32): void {
    const child = this.currentIndex() * <u64>this.branching + <u64>move + 1;
    const v = this.valueAt(this.depth) + edgeCost(this.seed, child);
    const d = ++this.depth;
    this.setIndex(d, child);
    this.setValue(d, v);
  }

  // @ts-ignore: decorator
  @inline undo(): void { this.depth--; }

  // ---- a descent through a stored tree (search/bestfirst.ts) ----

  /**
   * play(move) where the child's static value `v` is known (best-first's tree holds it at
   * an unexpanded node): the edge cost, the hash that is most of a play, is not computed.
   */
  // @ts-ignore: decorator
  @inline playKnown(move: i32, v: i32): void {
    const d = ++this.depth;
    this.setIndex(d, this.indexAt(d - 1) * <u64>this.branching + <u64>move + 1);
    this.setValue(d, v);
  }

  /**
   * play(move) without the child's static value: its value stays stale until a playKnown
   * below it or revalue. For a descent through expanded nodes, whose own values are never read.
   */
  // @ts-ignore: decorator
  @inline playBlind(move: i32): void {
    const d = ++this.depth;
    this.setIndex(d, this.indexAt(d - 1) * <u64>this.branching + <u64>move + 1);
  }

  /** Recomputes the static values along the current line (after playBlind, where one is needed). */
  revalue(): void {
    for (let d = 1; d <= this.depth; d++) {
      this.setValue(d, this.valueAt(d - 1) + edgeCost(this.seed, this.indexAt(d)));
    }
  }

  /**
   * play(move), evaluate(), undo() in one, storing nothing (search/child-value.ts): the
   * searches evaluate every child they generate, and the stores and reloads of a play
   * were a third of alpha-beta's time per node.
   */
  // @ts-ignore: decorator
  @inline childValue(move: i32): i32 {
    const child = this.currentIndex() * <u64>this.branching + <u64>move + 1;
    return this.valueAt(this.depth) + edgeCost(this.seed, child);
  }
}
