// The random game tree of Korf & Chickering, bit-exact to docs/random-game-tree.md, in
// 32-bit halves. Mirrors assembly/games/random-tree.ts: a node is an index into a
// virtual complete B-ary tree numbered breadth-first, worth the sum of its edge costs.

import type { Game } from "../../contract/game.js";
import type { RandomTreeParams } from "../../contract/random-tree.js";
import { out, mulSmallAdd64, modSmall } from "../u64.js";
export { MAX_PLY, type RandomTreeParams } from "../../contract/random-tree.js";
import { mix64, streamAt } from "../rng.js";
import { mixKey } from "../search/position-key.js";

/** Cost of the edge into node m = (mHi, mLo): uniform on [-32768, 32768]. */
export function edgeCost(seedHi: number, seedLo: number, mHi: number, mLo: number): number {
  streamAt(seedHi, seedLo, mHi, mLo);
  // 2^32 = 1 (mod 65537), so r mod 65537 = (hi + lo) mod 65537.
  return ((out.hi + out.lo) % 65537) - 32768;
}

/** One of Korf & Chickering's random game trees as a `Game` (docs/random-game-tree.md). */
export class RandomTree implements Game {
  /** The seed's high half. */
  readonly seedHi: number;
  /** The seed's low half. */
  readonly seedLo: number;
  /** The most children of a node, B. */
  readonly branching: number;
  /** Whether every node has B children (else 1..B, drawn per node). */
  readonly uniform: boolean;
  /** The depth of the terminal positions. */
  readonly terminalDepth: number;
  readonly decisive = false;
  /** Depth of the current node below the game's initial position. */
  depth = 0;
  private readonly indexHi: Uint32Array;
  private readonly indexLo: Uint32Array;
  private readonly value: Int32Array;

  constructor(p: RandomTreeParams) {
    this.seedHi = p.seedHi >>> 0;
    this.seedLo = p.seedLo >>> 0;
    this.branching = p.branching;
    this.uniform = p.mode === "uniform";
    this.terminalDepth = p.terminalDepth;
    this.indexHi = new Uint32Array(p.terminalDepth + 1);
    this.indexLo = new Uint32Array(p.terminalDepth + 1);
    this.value = new Int32Array(p.terminalDepth + 1);
  }

  /** Back to the game's initial position (index 0, value 0). */
  reset(): void {
    this.depth = 0;
  }

  /** The current node's index, as its two halves. @internal */
  indexHiHere(): number {
    return this.indexHi[this.depth];
  }
  /** @internal */
  indexLoHere(): number {
    return this.indexLo[this.depth];
  }

  /** Branching factor of the current node, whether or not it is terminal. */
  branchingHere(): number {
    if (this.uniform) return this.branching;
    const d = this.depth;
    streamAt(this.seedHi, this.seedLo, this.indexHi[d], this.indexLo[d]);
    mix64(out.hi, out.lo);
    return 1 + modSmall(out.hi, out.lo, this.branching);
  }

  isTerminal(): boolean {
    return this.depth >= this.terminalDepth;
  }
  /** Plies from here to the game's end, known in advance (the full-width searches' effective horizon). */
  pliesToEnd(): number {
    return this.terminalDepth - this.depth;
  }
  moveCount(): number {
    return this.depth >= this.terminalDepth ? 0 : this.branchingHere();
  }
  maxToMove(): boolean {
    return (this.depth & 1) === 0;
  }
  evaluate(): number {
    return this.value[this.depth];
  }
  /**
   * The node's key for alphabeta-tt's table: its index (modulo 2^64, as the tree numbers
   * it), value and depth, mixed. A tree has no transpositions: the table serves iterative
   * deepening's move ordering.
   */
  hash(): number {
    const d = this.depth;
    return mixKey(this.indexHi[d], this.indexLo[d], this.value[d], d, 0);
  }
  moveName(move: number): string {
    return String(move);
  }

  play(move: number): void {
    const d = this.depth;
    mulSmallAdd64(this.indexHi[d], this.indexLo[d], this.branching, move + 1);
    const hi = out.hi,
      lo = out.lo;
    this.indexHi[d + 1] = hi;
    this.indexLo[d + 1] = lo;
    this.value[d + 1] = this.value[d] + edgeCost(this.seedHi, this.seedLo, hi, lo);
    this.depth = d + 1;
  }

  undo(): void {
    this.depth--;
  }
}

/** Benchmark kernel: the sum of `count` consecutive edge costs from index `first`. */
export function edgeCostSum(seedHi: number, seedLo: number, first: number, count: number): number {
  let sum = 0;
  for (let m = first, end = first + count; m < end; m++) sum = (sum + edgeCost(seedHi, seedLo, 0, m)) | 0;
  return sum;
}
