// The explicit tree of best-first minimax: a flat store of nodes, struct of arrays
// (value, first child, child count), three words a node as in the 1994 paper. Children
// of a node are contiguous and in move order, so a child's move is its offset.

export class NodeStore {
  value = new Int32Array(4096);
  first = new Int32Array(4096);
  count = new Int32Array(4096);
  size = 0;

  /** Empties the store and adds the root with its static value. */
  reset(rootValue: number): number {
    this.size = 0;
    return this.add(rootValue);
  }

  /** Adds an unexpanded node (first = -1) and returns its number. */
  add(value: number): number {
    if (this.size === this.value.length) this.grow();
    const node = this.size++;
    this.value[node] = value;
    this.first[node] = -1;
    this.count[node] = 0;
    return node;
  }

  /** The first child of highest (MAX) or lowest (MIN) value: ties go to move order. */
  bestChild(node: number, max: boolean): number {
    const first = this.first[node], end = first + this.count[node], value = this.value;
    let best = first;
    for (let c = first + 1; c < end; c++) if (max ? value[c] > value[best] : value[c] < value[best]) best = c;
    return best;
  }

  private grow(): void {
    const n = this.value.length * 2;
    for (const key of ["value", "first", "count"] as const) {
      const bigger = new Int32Array(n);
      bigger.set(this[key]);
      this[key] = bigger;
    }
  }
}
