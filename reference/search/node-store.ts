// The explicit tree of best-first minimax: a flat store of nodes, struct of arrays
// (value, first child, child count), three words a node as in the 1994 paper. Children
// of a node are contiguous and in move order, so a child's move is its offset. Node 0 is
// the root. A node is unexpanded (first = -1, count = 0), expanded, or collapsed
// (first = -1, count = -1: expanded once, its subtree freed, its backed-up value kept).
// The alpha-beta player's store adds a fourth word, the static value (NOT_GENERATED for
// a child whose slot exists but which alpha-beta has not generated yet).

export const UNEXPANDED = 0;
export const COLLAPSED = -1;
/** A flag in `count`: the node's value is exact (decisive games; see ./bestfirst.ts). */
export const SOLVED = 1 << 30;
/** A static value no evaluation returns (below -INF): the child is not generated yet. */
export const NOT_GENERATED = -2147483648;

/** The arrays of a store (a rebase's spare set). */
interface Arrays { value: Int32Array; first: Int32Array; count: Int32Array; statics: Int32Array | null }

const EMPTY_SPARE: Arrays = { value: new Int32Array(0), first: new Int32Array(0), count: new Int32Array(0), statics: null };

export class NodeStore {
  value: Int32Array = new Int32Array(4096);
  first: Int32Array = new Int32Array(4096);
  count: Int32Array = new Int32Array(4096);
  /** Static values: only in a store made `withStatics` (the alpha-beta player's). */
  statics: Int32Array | null;
  size = 0;
  /** The arrays a rebase copies into (made at its first rebase, then swapped with the store's). */
  private spare: Arrays = EMPTY_SPARE;

  constructor(withStatics = false) {
    this.statics = withStatics ? new Int32Array(4096) : null;
  }

  /** Empties the store and adds the root with its static value. */
  reset(rootValue: number): number {
    this.size = 0;
    return this.add(rootValue);
  }

  /** Adds an unexpanded node and returns its number. */
  add(value: number, staticValue = value): number {
    if (this.size === this.value.length) this.grow(this.size * 2);
    const node = this.size++;
    this.value[node] = value;
    if (this.statics) this.statics[node] = staticValue;
    this.first[node] = -1;
    this.count[node] = UNEXPANDED;
    return node;
  }

  isExpanded(node: number): boolean {
    return this.first[node] >= 0;
  }

  /** The number of children of an expanded node. */
  childCount(node: number): number {
    return this.count[node] & ~SOLVED;
  }

  isSolved(node: number): boolean {
    return this.count[node] >= 0 && (this.count[node] & SOLVED) !== 0;
  }

  markSolved(node: number): void {
    this.count[node] |= SOLVED;
  }

  /** The first unsolved child of highest (MAX) or lowest (MIN) value, or -1 if all are solved. */
  bestUnsolvedChild(node: number, max: boolean): number {
    const first = this.first[node], end = first + this.childCount(node), value = this.value;
    let best = -1;
    for (let c = first; c < end; c++)
      if (!this.isSolved(c) && (best < 0 || (max ? value[c] > value[best] : value[c] < value[best]))) best = c;
    return best;
  }

  /** The first child of highest (MAX) or lowest (MIN) value: ties go to move order. */
  bestChild(node: number, max: boolean): number {
    const first = this.first[node], end = first + this.childCount(node), value = this.value;
    let best = first;
    for (let c = first + 1; c < end; c++) if (max ? value[c] > value[best] : value[c] < value[best]) best = c;
    return best;
  }

  /**
   * bestChild where the node's value is the best of its children's (an expanded node of
   * best-first's tree between expansions): the first child holding that value is the
   * first of best value, so the scan stops there, on average halfway. If none holds it
   * (the caller's promise broken), the full scan decides.
   */
  principalChild(node: number, max: boolean): number {
    const first = this.first[node], end = first + this.childCount(node), value = this.value, v = value[node];
    for (let c = first; c < end; c++) if (value[c] === v) return c;
    return this.bestChild(node, max);
  }

  /**
   * Keeps only the subtree of `node`, renumbered with `node` as the root (0), breadth
   * first into a spare set of arrays, then swapped: the copy is its own queue (a copied
   * node's `first` holds its source node until its turn comes to copy its children), and
   * children stay in one block after their parent, in move order.
   */
  rebase(node: number): void {
    const cap = this.value.length;
    if (this.spare.value.length < cap) this.spare = { value: new Int32Array(cap), first: new Int32Array(cap), count: new Int32Array(cap), statics: this.statics && new Int32Array(cap) };
    const { value: v, first: f, count: c, statics: s } = this.spare;
    const value = this.value, first = this.first, count = this.count, statics = this.statics;
    v[0] = value[node];
    f[0] = node;
    if (s && statics) s[0] = statics[node];
    let size = 1;
    for (let target = 0; target < size; target++) {
      const source = f[target], from = first[source];
      c[target] = count[source];
      if (from < 0) {
        f[target] = -1;
        continue;
      }
      const n = this.childCount(source);
      f[target] = size;
      for (let k = 0; k < n; k++) {
        v[size + k] = value[from + k];
        f[size + k] = from + k;
        if (s && statics) s[size + k] = statics[from + k];
      }
      size += n;
    }
    this.spare = { value, first, count, statics };
    this.value = v;
    this.first = f;
    this.count = c;
    this.statics = s;
    this.size = size;
  }

  /** Frees the subtree below `node`, keeping its backed-up value (see rebase to reclaim the room). */
  collapse(node: number): void {
    this.first[node] = -1;
    this.count[node] = COLLAPSED;
  }

  grow(n: number): void {
    const bigger = (a: Int32Array) => {
      const b = new Int32Array(n);
      b.set(a.subarray(0, this.size));
      return b;
    };
    this.value = bigger(this.value);
    this.first = bigger(this.first);
    this.count = bigger(this.count);
    if (this.statics) this.statics = bigger(this.statics);
  }
}
