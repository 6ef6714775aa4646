// Scratch lists per ply (children's values and their search order) for the depth-first
// searches: allocated once per search and grown only when a node has more moves than
// any before it, so no allocation happens per node.

export class PlyBuffers {
  private values: Int32Array[] = [];
  private orders: Int32Array[] = [];

  /** The value list of ply `ply`, with room for `n` children. */
  value(ply: number, n: number): Int32Array {
    return ensure(this.values, ply, n);
  }

  /** The order list of ply `ply`, with room for `n` children. */
  order(ply: number, n: number): Int32Array {
    return ensure(this.orders, ply, n);
  }
}

function ensure(lists: Int32Array[], ply: number, n: number): Int32Array {
  let list = lists[ply];
  if (list === undefined || list.length < n)
    lists[ply] = list = new Int32Array(Math.max(n, 16, (list?.length ?? 0) * 2));
  return list;
}

/** A principal-variation table: row p holds the line from ply p (the triangular PV array). */
export class PvTable {
  private lines: Int32Array[] = [];
  private lengths: number[] = [];

  clear(ply: number): void {
    this.lengths[ply] = 0;
  }

  /** The line from `ply` becomes `move` followed by the line from `ply + 1`. */
  update(ply: number, move: number): void {
    const tailLength = this.lengths[ply + 1] ?? 0;
    const line = ensure(this.lines, ply, tailLength + 1);
    line[0] = move;
    const tail = this.lines[ply + 1];
    for (let k = 0; k < tailLength; k++) line[k + 1] = tail[k];
    this.lengths[ply] = tailLength + 1;
  }

  line(ply: number): number[] {
    return Array.from(this.lines[ply]?.subarray(0, this.lengths[ply] ?? 0) ?? []);
  }
}
