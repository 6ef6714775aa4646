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

export class NodeStore {
  value = new Int32Array(4096);
  first = new Int32Array(4096);
  count = new Int32Array(4096);
  /** Static values: only in a store made `withStatics` (the alpha-beta player's). */
  statics: Int32Array | null;
  size = 0;

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

  /** Keeps only the subtree of `node`, renumbered with `node` as the root (0). */
  rebase(node: number): void {
    const fresh = new NodeStore(this.statics !== null);
    fresh.grow(Math.max(4096, this.value.length));
    fresh.add(this.value[node], this.statics?.[node]);
    copySubtree(this, node, fresh, 0);
    this.value = fresh.value;
    this.first = fresh.first;
    this.count = fresh.count;
    this.statics = fresh.statics;
    this.size = fresh.size;
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

/** Copies the children of `from`'s node `node` (and below) under `to`'s node `at`, breadth by block. */
function copySubtree(from: NodeStore, node: number, to: NodeStore, at: number): void {
  // An explicit stack of (source, target) pairs: no recursion depth limit.
  const stack = [node, at];
  while (stack.length > 0) {
    const target = stack.pop()!, source = stack.pop()!;
    to.count[target] = from.count[source];
    if (from.first[source] < 0) continue;
    const n = from.childCount(source), first = to.size;
    for (let k = 0; k < n; k++) to.add(from.value[from.first[source] + k], from.statics?.[from.first[source] + k]);
    to.first[target] = first;
    for (let k = 0; k < n; k++) stack.push(from.first[source] + k, first + k);
  }
}
