// What RBFMS keeps apart from its recursion (as Stockfish keeps its statistics apart from
// its search): the counts, the stopping rules, the regeneration ledger with the path key
// of each ply, the static value of each node on the path, and the stop-and-unwind
// bookkeeping (the stopped flag and the principal variation recorded on the way out).
// None of it changes which nodes RBFMS expands; the recursion's own arguments are the
// papers' (the node, its value, Alpha, Beta).

import { MAX_SEARCH_MEMORY_NODES, type Game } from "../../contract/index.js";
import { RegenerationLedger, childKey } from "./regeneration-ledger.js";
import { out } from "../u64.js";
import { Budget, SearchStats, type Limits } from "./stats.js";

export class RbfmsContext {
  readonly stats = new SearchStats();
  /** True once a stopping rule has fired: every frame then returns at once. */
  stopped = false;
  /** The principal variation, written from the leaf up as the recursion unwinds. */
  readonly pv: number[] = [];
  private readonly budget: Budget;
  private readonly depthLimit: number;
  /** The regeneration ledger, unless the request said countRegenerations: false. */
  private readonly ledger: RegenerationLedger | undefined;
  /** Per ply of the current path: the node's path key (two halves) and its static value. */
  private keyHi = new Uint32Array(64);
  private keyLo = new Uint32Array(64);
  private statics = new Int32Array(64);
  /** The current path (moves by ply, the first `pathLength`) and the stored value of the node at its end: the watcher's line. */
  private path: number[] = [];
  private pathLength = 0;
  private pathValue: number;
  /** Children held by the frames on the recursion stack. */
  private inStore = 0;
  /** The most children the frames may hold together, and whether a frame would have passed it. */
  private readonly memoryNodes: number;
  full = false;

  /** A context for one search from a root of static value `rootStatic`. */
  constructor(limits: Limits, rootStatic: number, algorithm = "rbfms") {
    this.ledger = limits.countRegenerations === false ? undefined : new RegenerationLedger(algorithm);
    this.budget = new Budget(limits);
    this.memoryNodes = limits.memoryNodes ?? MAX_SEARCH_MEMORY_NODES;
    this.depthLimit = Math.min(limits.stopDepth ?? Infinity, limits.bound ?? Infinity);
    this.keyHi[0] = 0;
    this.keyLo[0] = 1;
    this.statics[0] = rootStatic;
    this.pathValue = rootStatic;
    this.budget.line = () => ({ pv: this.path.slice(0, this.pathLength), value: this.pathValue });
  }

  /**
   * The stopping rules, checked on entering a node of the principal variation at `ply`
   * (the root is always expanded): a terminal node, the depth limit, the node or time
   * budget. When one fires the search stops, and the path to here is the principal variation.
   */
  stopsAt(game: Game, ply: number): boolean {
    if (ply === 0 || !(game.isTerminal() || ply >= this.depthLimit || this.budget.exhausted(this.stats))) return false;
    this.stopped = true;
    this.pv.length = ply;
    return true;
  }

  /**
   * True when a frame of `n` children held at `ply` would take the frames past the memory
   * limit: the search then stops without a result (rbfms throws the out-of-memory error).
   */
  wouldOverflow(ply: number, n: number): boolean {
    if (this.inStore + n <= this.memoryNodes) return false;
    this.stopped = this.full = true;
    this.pv.length = ply;
    return true;
  }

  /** Static(Node) of the node at `ply` on the current path. */
  staticAt(ply: number): number {
    return this.statics[ply];
  }

  /** Counts the expansion of the node at `ply` that generated `count` children. */
  expanded(ply: number, count: number): void {
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

  /** Unwinding after a stop: the node at `ply` had gone on to `move`. */
  unwind(ply: number, move: number): void {
    this.pv[ply] = move;
  }

  private grow(): void {
    const n = this.statics.length * 2;
    const keyHi = new Uint32Array(n), keyLo = new Uint32Array(n), statics = new Int32Array(n);
    keyHi.set(this.keyHi);
    keyLo.set(this.keyLo);
    statics.set(this.statics);
    this.keyHi = keyHi;
    this.keyLo = keyLo;
    this.statics = statics;
  }
}
