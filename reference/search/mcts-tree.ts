// MCTS's explicit tree: a flat store of nodes, struct of arrays. A node is a move made
// from its parent; it holds its visits N, its total reward Q (from the point of view of
// the side that made the move: the side to move at its parent; the root's from its own
// side to move, as OpenSpiel's root), its proven outcome (same point of view) and flags.
// Children are contiguous and in move order, so a child's move is its offset from the
// first. Mirrors assembly/search/mcts-tree.ts.

/** Flags: the outcome is proven (a terminal position, or MCTS-Solver's backup); the position is terminal. */
export const PROVEN = 1;
export const TERMINAL = 2;

export class MctsTree {
  visits = new Float64Array(4096);
  total = new Float64Array(4096);
  outcome = new Float64Array(4096);
  first = new Int32Array(4096);
  count = new Int32Array(4096);
  flags = new Uint8Array(4096);
  /**
   * Implicit minimax backups: the minimax value of the squashed static values below the node (same point of view as the
   * total).
   */
  implicit = new Float64Array(4096);
  size = 0;

  /** Empties the tree and adds the root. */
  reset(): void {
    this.size = 0;
    this.add(1);
  }

  /** Adds `n` unvisited leaves and returns the first's number. */
  add(n: number): number {
    if (this.size + n > this.visits.length) this.grow(Math.max(this.size + n, this.visits.length * 2));
    const first = this.size;
    for (let c = first; c < first + n; c++) {
      this.visits[c] = 0;
      this.total[c] = 0;
      this.outcome[c] = 0;
      this.first[c] = -1;
      this.count[c] = 0;
      this.flags[c] = 0;
      this.implicit[c] = 0;
    }
    this.size += n;
    return first;
  }

  /** Gives `node` its `n` children (new leaves) in move order. */
  expand(node: number, n: number): void {
    const first = this.add(n);
    this.first[node] = first;
    this.count[node] = n;
  }

  isProven(node: number): boolean {
    return (this.flags[node] & PROVEN) !== 0;
  }

  isTerminal(node: number): boolean {
    return (this.flags[node] & TERMINAL) !== 0;
  }

  prove(node: number, outcome: number): void {
    this.flags[node] |= PROVEN;
    this.outcome[node] = outcome;
  }

  /**
   * The child to play at `node` (OpenSpiel's final move): the greatest by (proven
   * outcome, 0 when unproven; visits; total reward), the first in move order on a tie. So
   * a proven win comes first, then the most visited of the rest, a proven loss only when
   * nothing else is left (then the most visited loss), and a proven draw beside the
   * unproven moves by its visits.
   */
  finalChild(node: number): number {
    let best = this.first[node];
    for (let c = best + 1, end = best + this.count[node]; c < end; c++) {
      const a = (this.flags[c] & PROVEN) !== 0 ? this.outcome[c] : 0;
      const b = (this.flags[best] & PROVEN) !== 0 ? this.outcome[best] : 0;
      if (
        a > b ||
        (a === b &&
          (this.visits[c] > this.visits[best] ||
            (this.visits[c] === this.visits[best] && this.total[c] > this.total[best])))
      )
        best = c;
    }
    return best;
  }

  /** The line of final children from the root, as moves (the most-visited line where nothing is proven). */
  line(): number[] {
    const moves: number[] = [];
    for (let node = 0; this.count[node] > 0; ) {
      const c = this.finalChild(node);
      moves.push(c - this.first[node]);
      node = c;
    }
    return moves;
  }

  /**
   * Keeps only the subtree of `node`, which becomes the root: its nodes renumbered in
   * breadth-first order (children stay contiguous and in move order), their visits,
   * totals, outcomes, flags and implicit values kept. The new root's total restarts at 0:
   * a root's total is for its own side to move, and nothing reads it.
   */
  rebase(node: number): void {
    const order = [node],
      firsts: number[] = [];
    for (let i = 0; i < order.length; i++) {
      const o = order[i];
      if (this.count[o] === 0) firsts.push(-1);
      else {
        firsts.push(order.length);
        for (let c = this.first[o]; c < this.first[o] + this.count[o]; c++) order.push(c);
      }
    }
    const n = order.length,
      capacity = Math.max(4096, this.visits.length);
    const pick64 = (a: Float64Array) => {
      const b = new Float64Array(capacity);
      order.forEach((o, i) => (b[i] = a[o]));
      return b;
    };
    this.visits = pick64(this.visits);
    this.total = pick64(this.total);
    this.outcome = pick64(this.outcome);
    this.implicit = pick64(this.implicit);
    const count = new Int32Array(capacity),
      flags = new Uint8Array(capacity);
    order.forEach((o, i) => {
      count[i] = this.count[o];
      flags[i] = this.flags[o];
    });
    this.count = count;
    this.flags = flags;
    this.first = new Int32Array(capacity);
    this.first.set(firsts);
    this.total[0] = 0;
    this.size = n;
  }

  private grow(n: number): void {
    const f64 = (a: Float64Array) => {
      const b = new Float64Array(n);
      b.set(a.subarray(0, this.size));
      return b;
    };
    const i32 = (a: Int32Array) => {
      const b = new Int32Array(n);
      b.set(a.subarray(0, this.size));
      return b;
    };
    this.visits = f64(this.visits);
    this.total = f64(this.total);
    this.outcome = f64(this.outcome);
    this.implicit = f64(this.implicit);
    this.first = i32(this.first);
    this.count = i32(this.count);
    const flags = new Uint8Array(n);
    flags.set(this.flags.subarray(0, this.size));
    this.flags = flags;
  }
}
