// The explicit tree of best-first minimax: a flat store of nodes, struct of arrays, two
// words a node (8 bytes; the 1994 paper's three words less the child count): the value,
// and a link word holding the first child's number and the node's flags. Children of a
// node are contiguous and in move order, so a child's move is its offset, and the last
// child of each block carries the LAST flag, so a scan of the children needs no count.
// Node 0 is the root. A node is unexpanded (no child), expanded, or collapsed (no child
// and COLLAPSED: expanded once, its subtree freed, its backed-up value kept). The
// alpha-beta player's store adds a third word, the static value (NOT_GENERATED for a
// child whose slot exists but which alpha-beta has not generated yet).

/** The link word's first-child field (28 bits: up to 2^28 - 1 nodes) and its value for "no children". */
export const NO_CHILD = (1 << 28) - 1;
/**
 * Flags in the link word: the last child of its block; the value is exact (decisive games, mma's terminal tips); the
 * subtree was freed.
 */
export const LAST = 1 << 28;
export const SOLVED = 1 << 29;
export const COLLAPSED = 1 << 30;
/** A static value no evaluation returns (below -INF): the child is not generated yet. */
export const NOT_GENERATED = -2147483648;

/** The arrays of a store (a rebase's spare set). */
interface Arrays {
  value: Int32Array;
  link: Int32Array;
  statics: Int32Array | null;
}

const EMPTY_SPARE: Arrays = { value: new Int32Array(0), link: new Int32Array(0), statics: null };

export class NodeStore {
  value: Int32Array = new Int32Array(4096);
  link: Int32Array = new Int32Array(4096);
  /** Static values: only in a store made `withStatics` (the alpha-beta player's). */
  statics: Int32Array | null;
  size = 0;
  /** Nodes no longer reachable from the root since the last rebase (see moveRoot). */
  garbage = 0;
  /** The arrays a rebase copies into (made at its first rebase, then swapped with the store's). */
  private spare: Arrays = EMPTY_SPARE;

  constructor(withStatics = false) {
    this.statics = withStatics ? new Int32Array(4096) : null;
  }

  /** Empties the store and adds the root with its static value. */
  reset(rootValue: number): number {
    this.size = 0;
    this.garbage = 0;
    return this.add(rootValue);
  }

  /** The nodes reachable from the root: what the tree holds, and what its limit counts. */
  get live(): number {
    return this.size - this.garbage;
  }

  /**
   * Makes child `child` of the root the root without copying the tree: its record moves
   * into slot 0, and its old slot and its brothers' subtrees become garbage, counted by
   * walking them (each node is garbage once, so over a game this costs one visit a node
   * generated, not a copy of the kept subtree at every move). The garbage stays until
   * the search needs its room (see reclaimsFirst): then one rebase copies the live tree.
   */
  moveRoot(child: number): void {
    for (let c = this.firstChild(0); ; c++) {
      if (c !== child) this.garbage += this.subtreeSize(c);
      if (this.isLast(c)) break;
    }
    this.garbage++;
    this.value[0] = this.value[child];
    this.link[0] = this.link[child] & ~LAST;
    if (this.statics) this.statics[0] = this.statics[child];
  }

  /**
   * Whether `n` more nodes would outgrow the arrays while at least half of what they hold
   * is garbage: then a rebase, not bigger arrays, makes the room. So the arrays double
   * only when at least half of them is live (they stay under four times the live tree, as
   * when every move reclaimed the garbage once it outgrew the tree), and a player copies
   * its tree once the arrays fill, not at every few moves.
   */
  reclaimsFirst(n: number): boolean {
    return this.size + n > this.value.length && this.garbage >= this.live;
  }

  /** The number of nodes in the subtree of `node`, itself included. */
  subtreeSize(node: number): number {
    let size = 0;
    const stack = [node];
    while (stack.length > 0) {
      const v = stack.pop()!;
      size++;
      if (!this.isExpanded(v)) continue;
      for (let c = this.firstChild(v); ; c++) {
        stack.push(c);
        if (this.isLast(c)) break;
      }
    }
    return size;
  }

  /** Adds an unexpanded node and returns its number. */
  add(value: number, staticValue = value): number {
    if (this.size === this.value.length) this.grow(this.size * 2);
    const node = this.size++;
    this.value[node] = value;
    if (this.statics) this.statics[node] = staticValue;
    this.link[node] = NO_CHILD;
    return node;
  }

  /** Makes the nodes added since `first` (at least one) the children of `node`. */
  setChildren(node: number, first: number): void {
    this.link[this.size - 1] |= LAST;
    this.link[node] = (this.link[node] & LAST) | first;
  }

  firstChild(node: number): number {
    return this.link[node] & NO_CHILD;
  }

  isExpanded(node: number): boolean {
    return (this.link[node] & NO_CHILD) !== NO_CHILD;
  }

  isLast(node: number): boolean {
    return (this.link[node] & LAST) !== 0;
  }

  isCollapsed(node: number): boolean {
    return (this.link[node] & COLLAPSED) !== 0;
  }

  isSolved(node: number): boolean {
    return (this.link[node] & SOLVED) !== 0;
  }

  markSolved(node: number): void {
    this.link[node] |= SOLVED;
  }

  /** The number of children of an expanded node (a scan to the LAST flag). */
  childCount(node: number): number {
    const first = this.firstChild(node);
    let c = first;
    while (!this.isLast(c)) c++;
    return c + 1 - first;
  }

  /** The first unsolved child of highest (MAX) or lowest (MIN) value, or -1 if all are solved. */
  bestUnsolvedChild(node: number, max: boolean): number {
    const value = this.value;
    let best = -1;
    for (let c = this.firstChild(node); ; c++) {
      if (!this.isSolved(c) && (best < 0 || (max ? value[c] > value[best] : value[c] < value[best]))) best = c;
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
  principalUnsolvedChild(node: number, max: boolean): number {
    const value = this.value,
      link = this.link,
      v = value[node];
    for (let c = this.firstChild(node); ; c++) {
      if (value[c] === v && (link[c] & SOLVED) === 0) return c;
      if ((link[c] & LAST) !== 0) break;
    }
    return this.bestUnsolvedChild(node, max);
  }

  /** The first child of highest (MAX) or lowest (MIN) value: ties go to move order. */
  bestChild(node: number, max: boolean): number {
    const value = this.value,
      link = this.link;
    let best = this.firstChild(node);
    for (let c = best; (link[c] & LAST) === 0; ) {
      c++;
      if (max ? value[c] > value[best] : value[c] < value[best]) best = c;
    }
    return best;
  }

  /**
   * bestChild where the node's value is the best of its children's (an expanded node of
   * best-first's tree between expansions): the first child holding that value is the
   * first of best value, so the scan stops there, on average halfway. If none holds it
   * (the caller's promise broken), the full scan decides.
   */
  principalChild(node: number, max: boolean): number {
    const value = this.value,
      link = this.link,
      v = value[node];
    for (let c = this.firstChild(node); ; c++) {
      if (value[c] === v) return c;
      if ((link[c] & LAST) !== 0) break;
    }
    return this.bestChild(node, max);
  }

  /**
   * Keeps only the subtree of `node`, renumbered with `node` as the root (0), breadth
   * first into a spare set of arrays, then swapped: the copy is its own queue (a copied
   * node's link holds its source node until its turn comes to copy its children), and
   * children stay in one block after their parent, in move order, with their flags.
   */
  rebase(node: number): void {
    const cap = this.value.length;
    if (this.spare.value.length < cap)
      this.spare = {
        value: new Int32Array(cap),
        link: new Int32Array(cap),
        statics: this.statics && new Int32Array(cap),
      };
    const { value: v, link: l, statics: s } = this.spare;
    const value = this.value,
      link = this.link,
      statics = this.statics;
    v[0] = value[node];
    l[0] = node;
    if (s && statics) s[0] = statics[node];
    let size = 1;
    for (let target = 0; target < size; target++) {
      const source = l[target],
        from = link[source] & NO_CHILD;
      const flags = target === 0 ? link[source] & (SOLVED | COLLAPSED) : link[source] & ~NO_CHILD;
      if (from === NO_CHILD) {
        l[target] = flags | NO_CHILD;
        continue;
      }
      l[target] = flags | size;
      for (let k = from; ; k++) {
        v[size] = value[k];
        l[size] = k;
        if (s && statics) s[size] = statics[k];
        size++;
        if ((link[k] & LAST) !== 0) break;
      }
    }
    this.spare = { value, link, statics };
    this.value = v;
    this.link = l;
    this.statics = s;
    this.size = size;
    this.garbage = 0;
  }

  /**
   * Frees the subtree below `node` (garbage until a rebase reclaims it), keeping its backed-up value and no solved
   * mark.
   */
  collapse(node: number): void {
    this.garbage += this.subtreeSize(node) - 1;
    this.link[node] = (this.link[node] & LAST) | COLLAPSED | NO_CHILD;
  }

  grow(n: number): void {
    const bigger = (a: Int32Array) => {
      const b = new Int32Array(n);
      b.set(a.subarray(0, this.size));
      return b;
    };
    this.value = bigger(this.value);
    this.link = bigger(this.link);
    if (this.statics) this.statics = bigger(this.statics);
  }
}
