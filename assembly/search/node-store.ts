// The explicit tree of the best-first searches and the players: a flat store of nodes,
// struct of arrays (value, first child, child count; the alpha-beta player adds the
// static value), children contiguous and in move order, node 0 the root. Mirrors
// reference/search/node-store.ts. Rebasing onto a subtree copies it into a spare set of
// arrays and swaps, so nothing is allocated per move once the arrays are big enough.

import { Scratch } from "./scratch";

export const UNEXPANDED: i32 = 0;
export const COLLAPSED: i32 = -1;
/** A flag in `count`: the node's value is exact (decisive games; see ./bestfirst.ts). */
export const SOLVED: i32 = 1 << 30;
/** A static value no evaluation returns (below -INF): the child is not generated yet. */
export const NOT_GENERATED: i32 = -2147483648;

const stack = new Scratch(1024);

@final export class NodeStore {
  value: Scratch = new Scratch(1 << 12);
  first: Scratch = new Scratch(1 << 12);
  count: Scratch = new Scratch(1 << 12);
  statics: Scratch = new Scratch(1);
  size: i32 = 0;
  // The spare arrays a rebase copies into.
  private spareValue: Scratch = new Scratch(1 << 12);
  private spareFirst: Scratch = new Scratch(1 << 12);
  private spareCount: Scratch = new Scratch(1 << 12);
  private spareStatics: Scratch = new Scratch(1);

  constructor(public withStatics: bool) {}

  reset(rootValue: i32): void {
    this.size = 0;
    this.add(rootValue, rootValue);
  }

  add(v: i32, staticValue: i32): i32 {
    const node = this.size++;
    if (this.size > this.value.length) {
      this.value.ensure(this.size);
      this.first.ensure(this.size);
      this.count.ensure(this.size);
    }
    if (this.withStatics && this.size > this.statics.length) this.statics.ensure(this.value.length);
    this.value.set(node, v);
    this.first.set(node, -1);
    this.count.set(node, UNEXPANDED);
    if (this.withStatics) this.statics.set(node, staticValue);
    return node;
  }

  // @ts-ignore: decorator
  @inline isExpanded(node: i32): bool { return this.first.get(node) >= 0; }

  /** The number of children of an expanded node. */
  // @ts-ignore: decorator
  @inline childCount(node: i32): i32 { return this.count.get(node) & ~SOLVED; }

  isSolved(node: i32): bool {
    const c = this.count.get(node);
    return c >= 0 && (c & SOLVED) != 0;
  }

  markSolved(node: i32): void { this.count.set(node, this.count.get(node) | SOLVED); }

  /** The first unsolved child of highest (MAX) or lowest (MIN) value, or -1 if all are solved. */
  bestUnsolvedChild(node: i32, max: bool): i32 {
    const first = this.first.get(node), end = first + this.childCount(node);
    let best = -1, bestValue: i32 = 0;
    for (let c = first; c < end; c++) {
      if (this.isSolved(c)) continue;
      const v = this.value.get(c);
      if (best < 0 || (max ? v > bestValue : v < bestValue)) {
        best = c;
        bestValue = v;
      }
    }
    return best;
  }

  /** The first child of highest (MAX) or lowest (MIN) value: ties go to move order. */
  bestChild(node: i32, max: bool): i32 {
    const first = this.first.get(node), end = first + this.childCount(node);
    let best = first, bestValue = this.value.get(first);
    for (let c = first + 1; c < end; c++) {
      const v = this.value.get(c);
      if (max ? v > bestValue : v < bestValue) {
        best = c;
        bestValue = v;
      }
    }
    return best;
  }

  /**
   * bestChild where the node's value is the best of its children's (an expanded node of
   * best-first's tree between expansions): the first child holding that value is the
   * first of best value, so the scan stops there, on average halfway. If none holds it
   * (the caller's promise broken), the full scan decides.
   */
  principalChild(node: i32, max: bool): i32 {
    const first = this.first.get(node), end = first + this.childCount(node), v = this.value.get(node);
    for (let c = first; c < end; c++) if (this.value.get(c) == v) return c;
    return this.bestChild(node, max);
  }

  /**
   * The principal variation into `out` (move offsets from the root): from the root, the
   * first child of best value, the sides alternating by ply (a pass is a ply; MAX moves
   * first when `rootMax`). Returns its length.
   */
  principalLine(rootMax: bool, out: Scratch): i32 {
    let length = 0;
    for (let node = 0; this.isExpanded(node); length++) {
      const child = this.bestChild(node, rootMax == ((length & 1) == 0));
      out.ensure(length + 1);
      out.set(length, child - this.first.get(node));
      node = child;
    }
    return length;
  }

  collapse(node: i32): void {
    this.first.set(node, -1);
    this.count.set(node, COLLAPSED);
  }

  /**
   * Keeps only the subtree of `node`, renumbered with `node` as the root (0), breadth
   * first: the copy is its own queue (a copied node's `first` holds its source node until
   * its turn comes to copy its children), so no stack is needed, and children stay in one
   * block after their parent, in move order.
   */
  rebase(node: i32): void {
    const cap = this.value.length, statics = this.withStatics;
    const v = this.spareValue, f = this.spareFirst, c = this.spareCount, s = this.spareStatics;
    v.ensure(cap); f.ensure(cap); c.ensure(cap);
    if (statics) s.ensure(cap);
    v.set(0, this.value.get(node));
    f.set(0, node);
    if (statics) s.set(0, this.statics.get(node));
    let size = 1;
    for (let target = 0; target < size; target++) {
      const source = f.get(target), from = this.first.get(source);
      c.set(target, this.count.get(source));
      if (from < 0) {
        f.set(target, -1);
        continue;
      }
      const n = this.childCount(source);
      f.set(target, size);
      for (let k = 0; k < n; k++) {
        v.set(size + k, this.value.get(from + k));
        f.set(size + k, from + k);
        if (statics) s.set(size + k, this.statics.get(from + k));
      }
      size += n;
    }
    this.spareValue = this.value; this.value = v;
    this.spareFirst = this.first; this.first = f;
    this.spareCount = this.count; this.count = c;
    this.spareStatics = this.statics; this.statics = s;
    this.size = size;
  }

  /** Empties the store and gives back the memory of large arrays (a finished search's, a disposed player's). */
  shrink(): void {
    this.size = 0;
    this.value.shrink(); this.first.shrink(); this.count.shrink(); this.statics.shrink();
    this.spareValue.shrink(); this.spareFirst.shrink(); this.spareCount.shrink(); this.spareStatics.shrink();
    stack.shrink();
  }

  /** The number of nodes in the subtree of `node`, itself included. */
  subtreeSize(node: i32): i32 {
    let size = 0, top = 0;
    stack.ensure(1);
    stack.set(top++, node);
    while (top > 0) {
      const v = stack.get(--top);
      size++;
      if (!this.isExpanded(v)) continue;
      const first = this.first.get(v), n = this.childCount(v);
      stack.ensure(top + n);
      for (let k = 0; k < n; k++) stack.set(top++, first + k);
    }
    return size;
  }
}
