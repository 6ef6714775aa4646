// The list M[] of RBFMS's pseudo-code (1992 report, section 3; 1994 paper, section 3):
// one expanded node's children, each with its stored value M[i] and its static value,
// kept sorted best first for the side to move (MAX: decreasing, MIN: increasing), ties
// in move order. The papers number it from 1; here M[1] is entry 0. One frame per ply
// of the recursion stack, reused from node to node, so no allocation happens per node.

import { INF } from "../../contract/index.js";

export class Frame {
  /** Child[i]: the move that leads to it. */
  move = new Int32Array(16);
  /** M[i]: its stored (backed-up) value. */
  m = new Int32Array(16);
  /** Static(Child[i]): its static value (a 1992 child may store an inherited value instead). */
  statics = new Int32Array(16);
  count = 0;
  max = true;

  /** Empties the list for a node with `n` moves, `max` when MAX is to move there. */
  open(n: number, max: boolean): void {
    if (this.move.length < n) {
      const size = Math.max(n, this.move.length * 2);
      this.move = new Int32Array(size);
      this.m = new Int32Array(size);
      this.statics = new Int32Array(size);
    }
    this.count = 0;
    this.max = max;
  }

  /** Adds child `move` (stored value v, static value s) in its sorted place, after its equals. */
  insert(move: number, v: number, s: number): void {
    const { m, max } = this;
    let k = this.count++;
    while (k > 0 && (max ? m[k - 1] < v : m[k - 1] > v)) {
      this.move[k] = this.move[k - 1]; m[k] = m[k - 1]; this.statics[k] = this.statics[k - 1];
      k--;
    }
    this.move[k] = move; m[k] = v; this.statics[k] = s;
  }

  /** M[1], the best child's value. */
  first(): number {
    return this.m[0];
  }

  /** M[2], the second-best value; -infinity (MAX) / +infinity (MIN) when there is only one child. */
  second(): number {
    return this.count > 1 ? this.m[1] : this.max ? -INF : INF;
  }

  /** "Insert Child[1] and M[1] in sorted order": Child[1] now holds v; it moves behind the better and the equal earlier moves. */
  reinsertFirst(v: number): void {
    const { move, m, statics, count, max } = this;
    const mv = move[0], s = statics[0];
    let k = 0;
    while (k + 1 < count && (max ? m[k + 1] > v || (m[k + 1] === v && move[k + 1] < mv) : m[k + 1] < v || (m[k + 1] === v && move[k + 1] < mv))) {
      move[k] = move[k + 1]; m[k] = m[k + 1]; statics[k] = statics[k + 1];
      k++;
    }
    move[k] = mv; m[k] = v; statics[k] = s;
  }
}

/** The frames of the recursion stack, one per ply: made once per ply, reused after. */
export class Frames {
  private frames: Frame[] = [];

  at(ply: number): Frame {
    let frame = this.frames[ply];
    if (frame === undefined) this.frames[ply] = frame = new Frame();
    return frame;
  }
}
