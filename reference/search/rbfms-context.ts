// What RBFMS keeps apart from its recursion (as Stockfish keeps its statistics apart from
// its search): the counts, the stopping rules, the regeneration ledger with the path key
// of each ply, the static value of each node on the path, the stop's bookkeeping (the
// stopped flag, and the principal variation and value read off the path at the stop), and
// on games with wins, draws and losses the completion rule's side of it: which terminal
// leaves are marked solved, and the line below each solved child that the principal
// variation may have to follow. The recursion's own arguments are the papers' (the node,
// its value, Alpha, Beta).

import { MAX_SEARCH_MEMORY_NODES, type Game } from "../../contract/index.js";
import { RegenerationLedger, childKey } from "./regeneration-ledger.js";
import { out } from "../u64.js";
import { Budget, type Limits } from "./limits.js";
import { SearchStats } from "./stats.js";
import { rootAnswer, rootStops } from "./root-stop.js";
import type { Frame, Frames } from "./rbfms-frame.js";

export class RbfmsContext {
  readonly stats = new SearchStats();
  /** True once a stopping rule has fired: every frame then returns at once. */
  stopped = false;
  /** The principal variation and the root's value, set when the search stops (or the root is solved). */
  pv: number[] = [];
  value = 0;
  private readonly budget: Budget;
  private readonly depthLimit: number;
  /** The regeneration ledger, unless the request said countRegenerations: false. */
  readonly ledger: RegenerationLedger | undefined;
  /** Per ply of the current path: the node's path key (two halves) and its static value. */
  private keyHi = new Uint32Array(64);
  private keyLo = new Uint32Array(64);
  private statics = new Int32Array(64);
  /**
   * The current path (moves by ply, the first `pathLength`) and the stored value of the node at its end: the watcher's
   * line.
   */
  private path: number[] = [];
  private pathLength = 0;
  private pathValue: number;
  /** Children held by the frames on the recursion stack. */
  private inStore = 0;
  /** The most children the frames may hold together, and whether a frame would have passed it. */
  private readonly memoryNodes: number;
  full = false;
  /** The completion rule: set by a node that returns solved, read (and cleared) by its parent. */
  childSolved = false;
  /**
   * Per ply: the line (moves) from the node at that ply through its best solved child to
   * the end of what is known, the first `lineLength` entries; empty at a solved terminal
   * leaf. O(d^2) moves at most, like alpha-beta's principal variation table.
   */
  private lines: Int32Array[] = [];
  private lineLength = new Int32Array(64);

  /**
   * A context for one search from a root of static value `rootStatic` (`rootMax`: MAX to
   * move there), whose recursion keeps its lists M[] in `frames`.
   */
  constructor(
    limits: Limits,
    rootStatic: number,
    private readonly rootMax: boolean,
    private readonly decisive: boolean,
    private readonly frames: Frames,
  ) {
    this.ledger = limits.countRegenerations === false ? undefined : new RegenerationLedger();
    this.budget = new Budget(limits);
    this.memoryNodes = limits.memoryNodes ?? MAX_SEARCH_MEMORY_NODES;
    this.depthLimit = Math.min(limits.stopDepth ?? Infinity, limits.bound ?? Infinity);
    this.keyHi[0] = 0;
    this.keyLo[0] = 1;
    this.statics[0] = rootStatic;
    this.pathValue = rootStatic;
    this.budget.line = () => this.readLine();
  }

  /**
   * The stopping rules, checked on entering a node of the principal variation at `ply`
   * (the root is always expanded), of stored value `value`: a terminal node, the depth
   * limit, the node or time budget, a full regeneration ledger. When one fires the search
   * stops with the line to here as its principal variation (see `readLine`).
   * On a decisive game a terminal leaf stops the search only when it wins for the side to
   * move at the root and every node on the path holds its value; any other is marked
   * solved (the completion rule: `childSolved`). Either way the node is not expanded: true.
   */
  stopsAt(game: Game, ply: number, value: number): boolean {
    if (ply === 0) return false;
    if (game.isTerminal()) {
      if (this.decisive && !((this.rootMax ? value > 0 : value < 0) && this.pathHolds(ply, value))) {
        this.childSolved = true;
        this.lineLength[ply] = 0;
        return true;
      }
    } else if (!(ply >= this.depthLimit || this.budget.exhausted(this.stats) || this.ledger?.full)) return false;
    this.stop();
    return true;
  }

  /**
   * Inside the expansion of the node at `ply` (below the root), read every probeMask + 1
   * children: true once the time budget is spent, and the search stops at that node as
   * stopsAt would have (./limits.ts, deadlinePassed).
   */
  lateAt(ply: number): boolean {
    if (ply === 0 || !this.budget.deadlinePassed()) return false;
    this.stop();
    return true;
  }

  /**
   * Inside the root's expansion, `count` children generated (static values by move in
   * `statics`; `max`: MAX to move at the root): true when the search stops there, its
   * result the best of them (./root-stop.ts).
   */
  rootStopsAt(count: number, statics: Int32Array, max: boolean): boolean {
    if (!rootStops(this.budget, this.stats, statics, 0, count, max)) return false;
    ({ pv: this.pv, value: this.value } = rootAnswer(statics, 0, count, max, this.stats));
    this.stopped = true;
    return true;
  }

  /**
   * Sorts the root's frame M (`max`: MAX to move there). The reference's merge sort of a
   * wide root (65,536 entries: about 12 ms of CPU) reads the clock between its passes:
   * past the time budget the search stops with the best of all the root's children
   * (./root-stop.ts), and true. The core's sort of as many keys is fast enough to run whole.
   */
  rootSortStopped(M: Frame, max: boolean): boolean {
    if (M.sort(() => this.budget.deadlinePassed())) return false;
    ({ pv: this.pv, value: this.value } = rootAnswer(M.statics, 0, M.count, max, this.stats));
    this.stopped = true;
    return true;
  }

  /** The search stops at the node the path has reached: its line and value are the result. */
  private stop(): void {
    this.stopped = true;
    ({ pv: this.pv, value: this.value } = this.readLine());
  }

  /**
   * The line RBFMS would play if it stopped at the node the path has reached, and the
   * root's value: the path, root to that node, with the node's stored value backed up
   * through the lists M[] on the way (the path's own entries there are not yet updated).
   * On a decisive game a solved brother of the path may hold a node's value (the walk
   * skipped it): from there the line goes through that brother instead, as best-first's
   * principal variation would. Ties go to move order, as M[] keeps them.
   */
  readLine(): { pv: number[]; value: number } {
    const n = this.pathLength;
    let pv = this.path.slice(0, n),
      value = this.pathValue;
    if (!this.decisive) return { pv, value };
    for (let p = n - 1; p >= 0; p--) {
      const M = this.frames.at(p),
        mv = this.path[p],
        k = M.bestOther(mv);
      if (k < 0) continue;
      const r = M.sign * value,
        other = M.move[k];
      if (M.r[k] > r || (M.r[k] === r && other > mv)) continue; // the path child holds the node's value
      value = M.valueAt(k);
      if (M.solved[other] !== 0) pv = [...pv.slice(0, p), ...this.lines[p].subarray(0, this.lineLength[p])];
    }
    return { pv, value };
  }

  /**
   * True when every node on the current path, root to `ply`, holds the value v: no
   * brother of the path at any ply is strictly better than v for the side to move there
   * (the brothers' values in M[] are exact; the path's own entries are not yet updated).
   */
  private pathHolds(ply: number, v: number): boolean {
    for (let p = 0; p < ply; p++) {
      const M = this.frames.at(p),
        k = M.bestOther(this.path[p]);
      if (k >= 0 && M.r[k] < M.sign * v) return false;
    }
    return true;
  }

  /** Decisive games: the node at `ply` has been expanded; its line is empty until a child of it is solved. */
  openFrame(ply: number): void {
    // Room for the child's line length too (a solved terminal leaf one ply down writes it).
    if (ply + 1 >= this.lineLength.length) {
      const grown = new Int32Array(2 * (ply + 1));
      grown.set(this.lineLength);
      this.lineLength = grown;
    }
    this.lineLength[ply] = 0;
  }

  /**
   * The completion rule: the node at `ply` has marked its child `move` (value v)
   * solved. Keeps the line through its best solved child, and returns true when the
   * node is now solved itself: the child wins for the side to move there, or every child
   * is solved.
   */
  solvedChild(ply: number, move: number, v: number): boolean {
    this.childSolved = false;
    const M = this.frames.at(ply);
    M.solved[move] = 1;
    if (M.move[M.firstSolved()] === move) {
      const below = this.lineLength[ply + 1],
        n = below + 1;
      let line = this.lines[ply];
      if (line === undefined || line.length < n)
        this.lines[ply] = line = new Int32Array(Math.max(n, 16, (line?.length ?? 0) * 2));
      line[0] = move;
      if (below > 0) line.set(this.lines[ply + 1].subarray(0, below), 1);
      this.lineLength[ply] = n;
    }
    return M.sign * v < 0 || M.firstUnsolved() < 0;
  }

  /**
   * True when a frame of `n` children held at `ply` would take the frames past the memory
   * limit: the search then stops without a result (rbfms throws the out-of-memory error).
   */
  wouldOverflow(_ply: number, n: number): boolean {
    if (this.inStore + n <= this.memoryNodes) return false;
    this.full = true;
    this.stop();
    return true;
  }

  /** Static(Node) of the node at `ply` on the current path. */
  staticAt(ply: number): number {
    return this.statics[ply];
  }

  /** Counts the expansion of the node at `ply` that generated `count` children. */
  countExpansion(ply: number, count: number): void {
    this.stats.expanded++;
    this.stats.generated += count;
    if (this.ledger) this.stats.regenerated += this.ledger.record(this.keyHi[ply], this.keyLo[ply], count);
  }

  /**
   * The node at `ply` goes on to child `move` (static value `s`, stored value `m`): that
   * child's path key and static value, and the path the watcher sees (every budget check
   * is on entering the child just descended to).
   */
  descend(ply: number, move: number, s: number, m: number): void {
    this.path[ply] = move;
    this.pathLength = ply + 1;
    this.pathValue = m;
    if (ply + 1 >= this.statics.length) this.grow();
    // The path key is the ledger's alone: a search without it does not hash its path.
    if (this.ledger) {
      childKey(this.keyHi[ply], this.keyLo[ply], move);
      this.keyHi[ply + 1] = out.hi;
      this.keyLo[ply + 1] = out.lo;
    }
    this.statics[ply + 1] = s;
  }

  /** A frame of `count` children is on the stack (the peak is the store RBFMS needs). */
  hold(count: number): void {
    this.inStore += count;
    if (this.inStore > this.stats.peakStore) this.stats.peakStore = this.inStore;
  }

  /** The frame of `count` children leaves the stack. */
  release(count: number): void {
    this.inStore -= count;
  }

  /**
   * The search ended with the root solved (value `value`): the principal variation is the line through its best solved
   * child.
   */
  rootSolved(value: number): void {
    this.pv = Array.from(this.lines[0].subarray(0, this.lineLength[0]));
    this.value = value;
  }

  private grow(): void {
    const n = this.statics.length * 2;
    const keyHi = new Uint32Array(n),
      keyLo = new Uint32Array(n),
      statics = new Int32Array(n);
    keyHi.set(this.keyHi);
    keyLo.set(this.keyLo);
    statics.set(this.statics);
    this.keyHi = keyHi;
    this.keyLo = keyLo;
    this.statics = statics;
  }
}
