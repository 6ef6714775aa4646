// The explicit tree of the best-first searches and the players: a flat store of nodes,
// struct of arrays, two words a node (8 bytes; the 1994 paper's three words less the
// child count): the value, and a link word holding the first child's number and the
// node's flags. Children are contiguous and in move order (a child's move is its offset)
// and the last child of each block carries the LAST flag, so a scan of the children
// needs no count. Node 0 is the root. The alpha-beta player's store adds a third word,
// the static value. Mirrors reference/search/node-store.ts. Rebasing onto a subtree
// copies it into a spare set of arrays and swaps, so nothing is allocated per move once
// the arrays are big enough.

import { Scratch, peek, poke } from "./scratch";

/** The link word's first-child field (28 bits: up to 2^28 - 1 nodes) and its value for "no children". */
export const NO_CHILD: i32 = (1 << 28) - 1;
/**
 * Flags in the link word: the last child of its block; the value is exact (decisive games, mma's terminal tips); the
 * subtree was freed.
 */
export const LAST: i32 = 1 << 28;
export const SOLVED: i32 = 1 << 29;
export const COLLAPSED: i32 = 1 << 30;
/** A static value no evaluation returns (below -INF): the child is not generated yet. */
export const NOT_GENERATED: i32 = -2147483648;

const stack = new Scratch(1024);

// ---- scans of a node's children on the lists' addresses ----
// For loops that have read the addresses already (best-first's descent and backup): the
// NodeStore methods below are these on the store's own lists.

/** The value of the child bestChildOf found last. */
export let bestChildValue: i32 = 0;

/**
 * The first of the children from `first` (to the one marked LAST) of highest value, with
 * the values XORed with `flip` first: 0 at MAX, -1 at MIN (~v orders as -v, without
 * overflow). No branches on the values (random values mispredict half of them): the best
 * so far is kept by selects. Its value is left in bestChildValue.
 */
// @ts-ignore: decorator
@inline export function bestChildOf(values: usize, links: usize, first: i32, flip: i32): i32 {
  let best = first, bestKey = peek(values, first) ^ flip;
  for (let c = first; (peek(links, c) & LAST) == 0; ) {
    const key = peek(values, ++c) ^ flip, better = key > bestKey;
    best = select<i32>(c, best, better);
    bestKey = select<i32>(key, bestKey, better);
  }
  bestChildValue = bestKey ^ flip;
  return best;
}

/**
 * The first of the children from `first` holding the value v, their node's (an expanded
 * node of best-first's tree between expansions: the first of best value, found on average
 * halfway); if none holds it (the caller's promise broken), bestChildOf decides.
 */
// @ts-ignore: decorator
@inline export function principalChildOf(values: usize, links: usize, first: i32, v: i32, max: bool): i32 {
  let c = first;
  for (; peek(values, c) != v; c++) {
    if ((peek(links, c) & LAST) != 0) return bestChildOf(values, links, first, max ? 0 : -1);
  }
  return c;
}

@final export class NodeStore {
  value: Scratch = new Scratch(1 << 12);
  link: Scratch = new Scratch(1 << 12);
  statics: Scratch = new Scratch(1);
  size: i32 = 0;
  /** Nodes no longer reachable from the root since the last rebase (see moveRoot). */
  garbage: i32 = 0;
  // The spare arrays a rebase copies into.
  private spareValue: Scratch = new Scratch(1 << 12);
  private spareLink: Scratch = new Scratch(1 << 12);
  private spareStatics: Scratch = new Scratch(1);

  constructor(public withStatics: bool) {}

  reset(rootValue: i32): void {
    this.size = 0;
    this.garbage = 0;
    this.add(rootValue, rootValue);
  }

  /** The nodes reachable from the root: what the tree holds, and what its limit counts. */
  // @ts-ignore: decorator
  @inline get live(): i32 { return this.size - this.garbage; }

  /**
   * Makes child `child` of the root the root without copying the tree: its record moves
   * into slot 0, and its old slot and its brothers' subtrees become garbage, counted by
   * walking them (each node is garbage once, so over a game this costs one visit a node
   * generated, not a copy of the kept subtree at every move). The garbage stays until
   * the search needs its room (see reclaimsFirst): then one rebase copies the live tree.
   */
  moveRoot(child: i32): void {
    for (let c = this.firstChild(0); ; c++) {
      if (c != child) this.garbage += this.subtreeSize(c);
      if (this.isLast(c)) break;
    }
    this.garbage++;
    this.value.set(0, this.value.get(child));
    this.link.set(0, this.link.get(child) & ~LAST);
    if (this.withStatics) this.statics.set(0, this.statics.get(child));
  }

  /**
   * Whether `n` more nodes would outgrow the arrays while at least half of what they hold
   * is garbage: then a rebase, not bigger arrays, makes the room. So the arrays double
   * only when at least half of them is live (they stay under four times the live tree, as
   * when every move reclaimed the garbage once it outgrew the tree), and a player copies
   * its tree once the arrays fill, not at every few moves: on the random trees that copy
   * was a fifth of the best-first player's time (docs/design/player.md, "Reclaiming the garbage").
   */
  // @ts-ignore: decorator
  @inline reclaimsFirst(n: i32): bool {
    return this.size + n > this.value.length && this.garbage >= this.live;
  }

  /** Adds an unexpanded node and returns its number. */
  add(v: i32, staticValue: i32): i32 {
    const node = this.size++;
    if (this.size > this.value.length) {
      this.value.ensure(this.size);
      this.link.ensure(this.size);
    }
    if (this.withStatics && this.size > this.statics.length) this.statics.ensure(this.value.length);
    this.value.set(node, v);
    this.link.set(node, NO_CHILD);
    if (this.withStatics) this.statics.set(node, staticValue);
    return node;
  }

  /**
   * Makes room for `n` more nodes and returns the first one's number; the caller writes
   * their value and link (NO_CHILD) through the lists' addresses, then calls setLeaves.
   */
  reserve(n: i32): i32 {
    const first = this.size, size = first + n;
    if (size > this.value.length) {
      this.value.ensure(size);
      this.link.ensure(size);
    }
    if (this.withStatics && size > this.statics.length) this.statics.ensure(this.value.length);
    return first;
  }

  /**
   * Adds the `n` (at least one) nodes reserve wrote from `first` as the children of `node`; their static value is their
   * value.
   */
  setLeaves(node: i32, first: i32, n: i32): void {
    this.size = first + n;
    if (this.withStatics) for (let c = first; c < first + n; c++) this.statics.set(c, this.value.get(c));
    this.setChildren(node, first);
  }

  /** Makes the nodes added since `first` (at least one) the children of `node`. */
  setChildren(node: i32, first: i32): void {
    const last = this.size - 1;
    this.link.set(last, this.link.get(last) | LAST);
    this.link.set(node, (this.link.get(node) & LAST) | first);
  }

  // @ts-ignore: decorator
  @inline firstChild(node: i32): i32 { return this.link.get(node) & NO_CHILD; }
  // @ts-ignore: decorator
  @inline isExpanded(node: i32): bool { return (this.link.get(node) & NO_CHILD) != NO_CHILD; }
  // @ts-ignore: decorator
  @inline isLast(node: i32): bool { return (this.link.get(node) & LAST) != 0; }
  // @ts-ignore: decorator
  @inline isCollapsed(node: i32): bool { return (this.link.get(node) & COLLAPSED) != 0; }
  // @ts-ignore: decorator
  @inline isSolved(node: i32): bool { return (this.link.get(node) & SOLVED) != 0; }

  markSolved(node: i32): void { this.link.set(node, this.link.get(node) | SOLVED); }

  /** The number of children of an expanded node (a scan to the LAST flag). */
  childCount(node: i32): i32 {
    const first = this.firstChild(node);
    let c = first;
    while (!this.isLast(c)) c++;
    return c + 1 - first;
  }

  /** The first unsolved child of highest (MAX) or lowest (MIN) value, or -1 if all are solved. */
  bestUnsolvedChild(node: i32, max: bool): i32 {
    let best = -1, bestValue: i32 = 0;
    for (let c = this.firstChild(node); ; c++) {
      if (!this.isSolved(c)) {
        const v = this.value.get(c);
        if (best < 0 || (max ? v > bestValue : v < bestValue)) {
          best = c;
          bestValue = v;
        }
      }
      if (this.isLast(c)) break;
    }
    return best;
  }

  /**
   * bestUnsolvedChild where the node's value is the best of its children's (as for
   * principalChild): the first unsolved child holding that value is the first unsolved
   * child of best value, so the scan stops there. If every child holding it is solved
   * (or none holds it), the full scan decides.
   */
  // @ts-ignore: decorator
  @inline principalUnsolvedChild(node: i32, max: bool): i32 {
    const values = this.value.ptr, links = this.link.ptr, v = peek(values, node);
    let c = peek(links, node) & NO_CHILD;
    for (let link = peek(links, c); peek(values, c) != v || (link & SOLVED) != 0; link = peek(links, ++c)) {
      if ((link & LAST) != 0) return this.bestUnsolvedChild(node, max);
    }
    return c;
  }

  /** The first child of highest (MAX) or lowest (MIN) value: ties go to move order. */
  bestChild(node: i32, max: bool): i32 {
    // The lists' addresses read once: the loop's loads need not go through the Scratch objects.
    const links = this.link.ptr;
    return bestChildOf(this.value.ptr, links, peek(links, node) & NO_CHILD, max ? 0 : -1);
  }

  /**
   * bestChild where the node's value is the best of its children's (an expanded node of
   * best-first's tree between expansions): the first child holding that value is the
   * first of best value, so the scan stops there, on average halfway. If none holds it
   * (the caller's promise broken), the full scan decides.
   */
  // @ts-ignore: decorator
  @inline principalChild(node: i32, max: bool): i32 {
    const values = this.value.ptr, links = this.link.ptr;
    return principalChildOf(values, links, peek(links, node) & NO_CHILD, peek(values, node), max);
  }

  /**
   * The principal variation into `out` (move offsets from the root): from the root, the
   * first child of best value, the sides alternating by ply (a pass is a ply; MAX moves
   * first when `rootMax`). Returns its length. `backedUp`: every expanded node's value is
   * the best of its children's (best-first's tree after a backup), so principalChild's
   * scan, which stops at the first child holding it, finds the same child.
   */
  principalLine(rootMax: bool, out: Scratch, backedUp: bool = false): i32 {
    let length = 0;
    for (let node = 0; this.isExpanded(node); length++) {
      const max = rootMax == ((length & 1) == 0);
      const child = backedUp ? this.principalChild(node, max) : this.bestChild(node, max);
      out.ensure(length + 1);
      out.set(length, child - this.firstChild(node));
      node = child;
    }
    return length;
  }

  /**
   * Frees the subtree below `node` (garbage until a rebase reclaims it), keeping its backed-up value and no solved
   * mark.
   */
  collapse(node: i32): void {
    this.garbage += this.subtreeSize(node) - 1;
    this.link.set(node, (this.link.get(node) & LAST) | COLLAPSED | NO_CHILD);
  }

  /**
   * Keeps only the subtree of `node`, renumbered with `node` as the root (0), breadth
   * first: the copy is its own queue (a copied node's link holds its source node until
   * its turn comes to copy its children), and children stay in one block after their
   * parent, in move order, with their flags.
   */
  rebase(node: i32): void {
    const cap = this.value.length, statics = this.withStatics;
    const v = this.spareValue, l = this.spareLink, s = this.spareStatics;
    v.ensure(cap); l.ensure(cap);
    if (statics) s.ensure(cap);
    // Every list is big enough from here on: their addresses are read once.
    const values = this.value.ptr, links = this.link.ptr, vp = v.ptr, lp = l.ptr;
    poke(vp, 0, peek(values, node));
    poke(lp, 0, node);
    if (statics) s.set(0, this.statics.get(node));
    let size = 1;
    for (let target = 0; target < size; target++) {
      const source = peek(lp, target), link = peek(links, source), from = link & NO_CHILD;
      const flags = target == 0 ? link & (SOLVED | COLLAPSED) : link & ~NO_CHILD;
      if (from == NO_CHILD) {
        poke(lp, target, flags | NO_CHILD);
        continue;
      }
      poke(lp, target, flags | size);
      for (let k = from; ; k++) {
        poke(vp, size, peek(values, k));
        poke(lp, size, k);
        if (statics) s.set(size, this.statics.get(k));
        size++;
        if ((peek(links, k) & LAST) != 0) break;
      }
    }
    this.spareValue = this.value; this.value = v;
    this.spareLink = this.link; this.link = l;
    this.spareStatics = this.statics; this.statics = s;
    this.size = size;
    this.garbage = 0;
  }

  /** Empties the store and gives back the memory of large arrays (a finished search's, a disposed player's). */
  shrink(): void {
    this.size = 0;
    this.garbage = 0;
    this.value.shrink(); this.link.shrink(); this.statics.shrink();
    this.spareValue.shrink(); this.spareLink.shrink(); this.spareStatics.shrink();
    stack.shrink();
  }

  /** The number of nodes in the subtree of `node`, itself included. */
  subtreeSize(node: i32): i32 {
    // The lists' addresses are read once (the stack's again only when it grows).
    const links = this.link.ptr;
    let size = 0, top = 0;
    stack.ensure(1);
    let pending = stack.ptr;
    poke(pending, top++, node);
    while (top > 0) {
      const v = peek(pending, --top);
      size++;
      const first = peek(links, v) & NO_CHILD;
      if (first == NO_CHILD) continue;
      // Only expanded children need a visit of their own; a leaf is counted here.
      for (let c = first; ; c++) {
        const link = peek(links, c);
        if ((link & NO_CHILD) != NO_CHILD) {
          if (top >= stack.length) {
            stack.ensure(top + 1);
            pending = stack.ptr;
          }
          poke(pending, top++, c);
        } else size++;
        if ((link & LAST) != 0) break;
      }
    }
    return size;
  }
}
