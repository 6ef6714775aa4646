// MCTS's explicit tree (mirrors reference/search/mcts-tree.ts): a flat store of nodes
// in two scratch lists, 32 bytes a node. `numbers` holds three doubles a node: the
// visits N, the total reward Q (for the side that made the move into the node; the
// root's for its own side to move) and the proven outcome (same point of view); `links`
// two words: the first child, and the child count with the flags. Children are
// contiguous and in move order, so a child's move is its offset from the first. The
// selection reads a node's children's numbers side by side.

import { Scratch } from "./scratch";

/** Flags in the count word (the count takes the low 24 bits: at most 65536 moves). */
export const PROVEN: i32 = 1 << 24;
export const TERMINAL: i32 = 1 << 25;
const COUNT: i32 = PROVEN - 1;
const NO_CHILD: i32 = -1;

@final export class MctsTree {
  readonly numbers: Scratch = new Scratch(3 * 2 * 4096);
  readonly links: Scratch = new Scratch(2 * 4096);
  /**
   * Implicit minimax backups only (a double a node, grown by fitImplicit): the minimax value of the squashed static
   * values below.
   */
  readonly implicits: Scratch = new Scratch(2 * 64);
  size: i32 = 0;

  /** Empties the tree and adds the root. */
  reset(): void {
    this.size = 0;
    this.add(1);
  }

  /** Adds `n` unvisited leaves and returns the first's number. */
  add(n: i32): i32 {
    const first = this.size, end = first + n;
    this.numbers.ensure(end * 6);
    this.links.ensure(end * 2);
    memory.fill(this.numbers.ptr + (<usize>first * 24), 0, <usize>n * 24);
    for (let c = first; c < end; c++) {
      this.links.set(2 * c, NO_CHILD);
      this.links.set(2 * c + 1, 0);
    }
    this.size = end;
    return first;
  }

  /** Gives `node` its `n` children (new leaves) in move order. */
  expand(node: i32, n: i32): void {
    const first = this.add(n);
    this.links.set(2 * node, first);
    this.links.set(2 * node + 1, (this.links.get(2 * node + 1) & ~COUNT) | n);
  }

  // @ts-ignore: decorator
  @inline visits(node: i32): f64 { return load<f64>(this.numbers.ptr + (<usize>node * 24)); }
  // @ts-ignore: decorator
  @inline total(node: i32): f64 { return load<f64>(this.numbers.ptr + (<usize>node * 24), 8); }
  // @ts-ignore: decorator
  @inline outcome(node: i32): f64 { return load<f64>(this.numbers.ptr + (<usize>node * 24), 16); }
  // @ts-ignore: decorator
  @inline first(node: i32): i32 { return this.links.get(2 * node); }
  // @ts-ignore: decorator
  @inline count(node: i32): i32 { return this.links.get(2 * node + 1) & COUNT; }
  // @ts-ignore: decorator
  @inline flags(node: i32): i32 { return this.links.get(2 * node + 1) & ~COUNT; }
  // @ts-ignore: decorator
  @inline isProven(node: i32): bool { return (this.links.get(2 * node + 1) & PROVEN) != 0; }
  // @ts-ignore: decorator
  @inline isTerminal(node: i32): bool { return (this.links.get(2 * node + 1) & TERMINAL) != 0; }

  /** Adds one visit of `reward` to the node. */
  // @ts-ignore: decorator
  @inline visit(node: i32, reward: f64): void {
    const at = this.numbers.ptr + (<usize>node * 24);
    store<f64>(at, load<f64>(at, 8) + reward, 8);
    store<f64>(at, load<f64>(at) + 1);
  }

  prove(node: i32, outcome: f64, flags: i32): void {
    store<f64>(this.numbers.ptr + (<usize>node * 24), outcome, 16);
    this.links.set(2 * node + 1, this.links.get(2 * node + 1) | flags);
  }

  /**
   * The child to play at `node` (OpenSpiel's final move): the greatest by (proven
   * outcome, 0 when unproven; visits; total reward), the first in move order on a tie.
   */
  finalChild(node: i32): i32 {
    let best = this.first(node);
    let bo = this.isProven(best) ? this.outcome(best) : 0, bv = this.visits(best), bt = this.total(best);
    for (let c = best + 1, end = best + this.count(node); c < end; c++) {
      const o = this.isProven(c) ? this.outcome(c) : 0, v = this.visits(c), t = this.total(c);
      if (o > bo || (o == bo && (v > bv || (v == bv && t > bt)))) {
        best = c;
        bo = o;
        bv = v;
        bt = t;
      }
    }
    return best;
  }

  /**
   * The value of child `c`, for MAX (`rootMax`: MAX moved into it) in thousandths, rounded half up: its proven outcome
   * or mean reward.
   */
  finalValue(c: i32, rootMax: bool): i32 {
    const mean = this.isProven(c) ? this.outcome(c) : this.total(c) / this.visits(c);
    return <i32>Math.floor((rootMax ? mean : -mean) * 1000 + 0.5);
  }

  /** Writes the line of final children from the root into `line` (moves); returns its length. */
  line(line: Scratch): i32 {
    let n = 0;
    for (let node = 0; this.count(node) > 0; ) {
      const c = this.finalChild(node);
      line.ensure(n + 1);
      line.set(n++, c - this.first(node));
      node = c;
    }
    return n;
  }

  /** Makes room for the implicit values of every node in the tree. */
  fitImplicit(): void { this.implicits.ensure(this.size * 2); }

  // @ts-ignore: decorator
  @inline implicit(node: i32): f64 { return load<f64>(this.implicits.ptr + (<usize>node << 3)); }
  // @ts-ignore: decorator
  @inline setImplicit(node: i32, v: f64): void { store<f64>(this.implicits.ptr + (<usize>node << 3), v); }

  /**
   * Makes `into` the subtree of `node`, which becomes its root: the nodes renumbered in
   * breadth-first order (children stay contiguous and in move order), their numbers,
   * flags and (`implicit`) implicit values kept, `order` the scratch of old numbers. The
   * new root's total restarts at 0: a root's total is for its own side to move, and
   * nothing reads it. Mirrors reference/search/mcts-tree.ts, rebase.
   */
  copySubtree(node: i32, into: MctsTree, order: Scratch, implicit: bool): void {
    order.set(0, node);
    let n = 1;
    for (let i = 0; i < n; i++) {
      const o = order.get(i), count = this.count(o);
      if (count > 0) {
        order.ensure(n + count);
        const first = this.first(o);
        for (let k = 0; k < count; k++) order.set(n + k, first + k);
      }
      n += count;
    }
    into.size = 0;
    into.add(n);
    if (implicit) into.fitImplicit();
    let next = 1;
    for (let i = 0; i < n; i++) {
      const o = order.get(i), count = this.count(o);
      memory.copy(into.numbers.ptr + (<usize>i * 24), this.numbers.ptr + (<usize>o * 24), 24);
      into.links.set(2 * i, count > 0 ? next : NO_CHILD);
      into.links.set(2 * i + 1, this.links.get(2 * o + 1));
      if (implicit) into.setImplicit(i, this.implicit(o));
      next += count;
    }
    store<f64>(into.numbers.ptr, 0.0, 8);
  }

  /** Gives back the memory of a large tree once its search is over. */
  shrink(): void {
    this.numbers.shrink();
    this.links.shrink();
    this.implicits.shrink();
  }
}
