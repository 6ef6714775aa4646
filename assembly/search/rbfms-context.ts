// What RBFMS keeps apart from its recursion (as Stockfish keeps its statistics apart from
// its search): the stopping rules, the counts and the regeneration ledger with the path
// key of each ply, the static value of each node on the path, and the stop-and-unwind
// bookkeeping (the stopped flag, the principal variation recorded on the way out). None
// of it changes which nodes RBFMS expands. Module state, reset by contextStart.
// Mirrors reference/search/rbfms-context.ts.

import { countExpanded, countGenerated, countRegenerated } from "./counters";
import { budgetExhausted, countingRegenerations, depthLimit, ledgerFull, noteTreeFull } from "./limits";
import { pv, setPvLength } from "./result";
import { childKey, ledgerClear, ledgerRecord } from "./regeneration-ledger";

/** True once a stopping rule has fired: every frame then returns at once. */
export let stopped: bool = false;
/** Per ply of the current path: the node's path key and its static value. */
let keys = new StaticArray<u64>(256);
let nodeStatics = new StaticArray<i32>(256);
/** Per ply of the current path: the move made there (the watcher's line: ./line.ts). */
let pathMoves = new StaticArray<i32>(256);
/** The current path's length and the stored value of the node at its end (RBFMS's value if it stopped there). */
export let rbfmsPathLength: i32 = 0;
export let rbfmsPathValue: i32 = 0;

/** A new search from a root of static value `rootStatic`. */
export function contextStart(rootStatic: i32): void {
  stopped = false;
  if (countingRegenerations) ledgerClear();
  unchecked(keys[0] = 1);
  unchecked(nodeStatics[0] = rootStatic);
  rbfmsPathLength = 0;
  rbfmsPathValue = rootStatic;
}

/** Move `ply` of the current path. */
export function rbfmsPath(ply: i32): i32 { return unchecked(pathMoves[ply]); }

/**
 * The stopping rules, checked on entering a node of the principal variation at `ply`
 * (the root is always expanded): a terminal node, the depth limit, the node or time
 * budget. When one fires the search stops; the path to here is the principal variation.
 */
// @ts-ignore: decorator
@inline export function stopsAt<G>(game: G, ply: i32): bool {
  if (ply == 0 || !(game.isTerminal() || ply >= depthLimit || budgetExhausted() || ledgerFull)) return false;
  stopped = true;
  pv.ensure(ply);
  setPvLength(ply);
  return true;
}

/** The frames would pass the memory limit: the search stops without a result (the bindings report it). */
export function stopFull(ply: i32, value: i32): i32 {
  stopped = true;
  pv.ensure(ply); // room for the moves unwind() records on the way out
  setPvLength(ply);
  noteTreeFull();
  return value;
}

/** Static(Node) of the node at `ply` on the current path. */
// @ts-ignore: decorator
@inline export function staticAt(ply: i32): i32 { return unchecked(nodeStatics[ply]); }

/** Counts the expansion of the node at `ply` that generated `count` children. */
// @ts-ignore: decorator
@inline export function countExpansion(ply: i32, count: i32): void {
  countExpanded();
  countGenerated(count);
  if (countingRegenerations) countRegenerated(ledgerRecord(unchecked(keys[ply]), count));
}

/**
 * The node at `ply` goes on to child `move` (static value `s`, stored value `m`): that
 * child's path key and static value, and the path the watcher sees (every budget check
 * is on entering the child just descended to).
 */
// @ts-ignore: decorator
@inline export function descend(ply: i32, move: i32, s: i32, m: i32): void {
  if (ply + 1 >= nodeStatics.length) growPath();
  // The path key is the ledger's alone: a search without it does not hash its path.
  if (countingRegenerations) unchecked(keys[ply + 1] = childKey(unchecked(keys[ply]), move));
  unchecked(nodeStatics[ply + 1] = s);
  unchecked(pathMoves[ply] = move);
  rbfmsPathLength = ply + 1;
  rbfmsPathValue = m;
}

/** Unwinding after a stop: the node at `ply` had gone on to `move`. */
// @ts-ignore: decorator
@inline export function unwind(ply: i32, move: i32): void { pv.set(ply, move); }

/** Doubles the per-ply arrays (all always have the same length), keeping the contents. */
function growPath(): void {
  const oldKeys = keys, oldStatics = nodeStatics, oldMoves = pathMoves;
  const n = oldStatics.length;
  keys = new StaticArray<u64>(n * 2);
  nodeStatics = new StaticArray<i32>(n * 2);
  pathMoves = new StaticArray<i32>(n * 2);
  memory.copy(changetype<usize>(keys), changetype<usize>(oldKeys), <usize>n << 3);
  memory.copy(changetype<usize>(nodeStatics), changetype<usize>(oldStatics), <usize>n << 2);
  memory.copy(changetype<usize>(pathMoves), changetype<usize>(oldMoves), <usize>n << 2);
}
