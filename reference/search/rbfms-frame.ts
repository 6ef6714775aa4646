// The list M[] of RBFMS's pseudo-code (1992 report, section 3; 1994 paper, section 3):
// one expanded node's children, each with its stored value M[i] and its static value,
// kept sorted best first for the side to move (MAX: decreasing, MIN: increasing), ties
// in move order. The papers number it from 1; here M[1] is entry 0. One frame per ply
// of the recursion stack, reused from node to node, so no allocation happens per node.
//
// Each M[i] is kept as the side to move sees it, r(M[i]) = -M[i] at MAX and M[i] at
// MIN, so lower is better for both sides and sorting never asks which side moves (the
// core keeps the same order in one i64 key per child: assembly/search/rbfms-frame.ts).
// The static values are kept by move, so they never move; so are the completion rule's
// solved marks (games with wins, draws and losses only: docs/searches.md).

import { INF } from "../../contract/index.js";

export class Frame {
  /** Child[i]: the move that leads to it. */
  move = new Int32Array(16);
  /** r(M[i]): its stored (backed-up) value as the side to move sees it. */
  r = new Int32Array(16);
  /** Static(Child) by move (a 1992 child may store an inherited value instead). */
  statics = new Int32Array(16);
  /** Solved(Child) by move: 1 once the child's value is proven (the completion rule). */
  solved = new Uint8Array(16);
  /** The merge sort's second buffers (`sort`). */
  private spareMove = new Int32Array(0);
  private spareR = new Int32Array(0);
  count = 0;
  /** -1 at MAX, 1 at MIN: r(x) = sign * x. */
  sign = -1;

  /** Empties the list for a node with `n` moves, `max` when MAX is to move there. */
  open(n: number, max: boolean): void {
    if (this.move.length < n) {
      const size = Math.max(n, this.move.length * 2);
      this.move = new Int32Array(size);
      this.r = new Int32Array(size);
      this.statics = new Int32Array(size);
      this.solved = new Uint8Array(size);
    }
    this.count = 0;
    this.sign = max ? -1 : 1;
  }

  /** Adds child `move` (stored value r(M) = `rv`, static value s) as the last entry (unsorted until `sort`). */
  add(move: number, rv: number, s: number): void {
    this.statics[move] = s;
    this.move[this.count] = move;
    this.r[this.count++] = rv;
  }

  /**
   * Sorts the entries added best first, ties in move order: insertion for short lists,
   * a bottom-up merge sort for long ones (O(B log B): a random tree may have B = 65536).
   * Both are stable and the moves were added in order, so ties keep move order.
   * `late`, asked between the merge sort's passes, may abandon it: false then (the
   * entries are left in no order).
   */
  sort(late?: () => boolean): boolean {
    const n = this.count,
      { move, r } = this;
    if (n <= 48) {
      for (let i = 1; i < n; i++) {
        const mv = move[i],
          rv = r[i];
        let k = i;
        while (k > 0 && r[k - 1] > rv) {
          move[k] = move[k - 1];
          r[k] = r[k - 1];
          k--;
        }
        move[k] = mv;
        r[k] = rv;
      }
      return true;
    }
    if (this.spareMove.length < n) {
      this.spareMove = new Int32Array(move.length);
      this.spareR = new Int32Array(move.length);
    }
    let fromMove = move,
      fromR = r,
      toMove = this.spareMove,
      toR = this.spareR;
    for (let width = 1; width < n; width *= 2) {
      if (late?.()) return false;
      for (let lo = 0; lo < n; lo += 2 * width) {
        const mid = Math.min(lo + width, n),
          hi = Math.min(lo + 2 * width, n);
        let i = lo,
          j = mid,
          k = lo;
        // `<=`: on a tie the left run's entry (the earlier move) goes first.
        while (i < mid && j < hi) {
          if (fromR[i] <= fromR[j]) {
            toMove[k] = fromMove[i];
            toR[k++] = fromR[i++];
          } else {
            toMove[k] = fromMove[j];
            toR[k++] = fromR[j++];
          }
        }
        while (i < mid) {
          toMove[k] = fromMove[i];
          toR[k++] = fromR[i++];
        }
        while (j < hi) {
          toMove[k] = fromMove[j];
          toR[k++] = fromR[j++];
        }
      }
      const m = fromMove,
        v = fromR;
      fromMove = toMove;
      fromR = toR;
      toMove = m;
      toR = v;
    }
    if (fromMove !== move) {
      for (let k = 0; k < n; k++) {
        move[k] = fromMove[k];
        r[k] = fromR[k];
      }
    }
    return true;
  }

  /** M[1], the best child's value (`| 0`: never -0). */
  first(): number {
    return (this.sign * this.r[0]) | 0;
  }

  /** M[2], the second-best value; -infinity (MAX) / +infinity (MIN) when there is only one child. */
  second(): number {
    return this.count > 1 ? (this.sign * this.r[1]) | 0 : this.sign * INF;
  }

  /** Static(Child) of entry k (Static(Child[1]) at 0). */
  staticAt(k: number): number {
    return this.statics[this.move[k]];
  }

  /** M[k]'s value (entry k; M[1] is entry 0). */
  valueAt(k: number): number {
    return (this.sign * this.r[k]) | 0;
  }

  /**
   * "Insert Child[1] and M[1] in sorted order", for the child at entry k (0 unless the
   * completion rule skipped solved children): it now holds v and moves to its place
   * among the others, behind the better and the equal earlier moves. O(distance moved),
   * at most O(B): one child per step of the loop, against the B children generated.
   */
  reinsert(k: number, v: number): void {
    const { move, r, count } = this;
    const mv = move[k],
      rv = this.sign * v;
    while (k + 1 < count && (r[k + 1] < rv || (r[k + 1] === rv && move[k + 1] < mv))) {
      move[k] = move[k + 1];
      r[k] = r[k + 1];
      k++;
    }
    while (k > 0 && (r[k - 1] > rv || (r[k - 1] === rv && move[k - 1] > mv))) {
      move[k] = move[k - 1];
      r[k] = r[k - 1];
      k--;
    }
    move[k] = mv;
    r[k] = rv;
  }

  // The completion rule (docs/searches.md): the walk to the principal leaf never enters a
  // solved child, so Child[1] is the first unsolved entry and M[2] the next unsolved one.

  /** No child of the node with `n` moves is solved yet (decisive games: nothing else reads the marks). */
  clearSolved(n: number): void {
    this.solved.fill(0, 0, n);
  }

  /** The first entry from `from` on whose child is (`solved`) or is not solved; -1 when there is none. */
  firstEntry(from: number, solved: boolean): number {
    for (let k = from; k < this.count; k++) if ((this.solved[this.move[k]] !== 0) === solved) return k;
    return -1;
  }

  /** The entry of the best unsolved child (-1 when every child is solved). */
  firstUnsolved(): number {
    return this.firstEntry(0, false);
  }

  /** The entry of the best solved child (-1 when none is solved). */
  firstSolved(): number {
    return this.firstEntry(0, true);
  }

  /** The value of the first unsolved entry after entry k: -infinity (MAX) / +infinity (MIN) when there is none. */
  nextUnsolvedValue(k: number): number {
    return this.valueOrWorst(this.firstEntry(k + 1, false));
  }

  /** The best solved child's value: -infinity (MAX) / +infinity (MIN) when none is solved. */
  bestSolvedValue(): number {
    return this.valueOrWorst(this.firstSolved());
  }

  /** Entry k's value, or the worst for the side to move (-infinity at MAX, +infinity at MIN) when k < 0. */
  private valueOrWorst(k: number): number {
    return k < 0 ? this.sign * INF : this.valueAt(k);
  }

  /** The entry of the best child other than the one of move `mv` (-1 when it is the only one). */
  bestOther(mv: number): number {
    const k = this.move[0] !== mv ? 0 : 1;
    return k < this.count ? k : -1;
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
