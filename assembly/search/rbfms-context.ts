// What RBFMS keeps apart from its recursion (as Stockfish keeps its statistics apart from
// its search): the stopping rules, the counts and the regeneration ledger with the path
// key of each ply, the static value of each node on the path, the stop's bookkeeping (the
// stopped flag, and the principal variation and value read off the path at the stop), and
// on games with wins, draws and losses the completion rule's side of it: which terminal
// leaves are marked solved, and the line below each solved child that the principal
// variation may have to follow. Module state, reset by contextStart.
// Mirrors reference/search/rbfms-context.ts.

import { countExpanded, countGenerated, countRegenerated } from "./stats";
import {
  budgetExhausted, countingRegenerations, deadlinePassed, depthLimit, ledgerFull, memoryLimit, noteTreeFull,
} from "./limits";
import { pv, setPvLength } from "./result";
import { Scratch } from "./scratch";
import { childKey, ledgerClear, ledgerRecord } from "./regeneration-ledger";
import { bestOther, entryKey, firstEntry, framesKeys, isSolved, markSolved, moveAt } from "./rbfms-frame";
import { keyMove, keyValue, orderKey } from "./ordering";

/** The plies the per-ply lists hold at first (they grow together: growPath). */
const PATH_START: i32 = 256;

/** True once a stopping rule has fired: every frame then returns at once. */
export let stopped: bool = false;
/** Per ply of the current path: the node's path key and its static value. */
const keys = new Scratch<u64>(PATH_START);
const nodeStatics = new Scratch(PATH_START);
/** Per ply of the current path: the move made there (the watcher's line: ./line.ts). */
const pathMoves = new Scratch(PATH_START);
/** The current path's length and the stored value of the node at its end. */
let pathLength: i32 = 0;
let pathValue: i32 = 0;
/** The value of the line read last (`readRbfmsLine`): at a stop, the root's value. */
export let rbfmsLineValue: i32 = 0;

/** The completion rule applies (a game with wins, draws and losses), and MAX is to move at the root. */
export let decisive: bool = false;
let rootMax: bool = true;
/** The completion rule: set by a node that returns solved, read (and cleared) by its parent. */
export let childSolved: bool = false;
/** Per ply of the current path, on decisive games: the expanded node's frame (base, children, side). */
const frameBases = new Scratch(PATH_START);
const frameCounts = new Scratch(PATH_START);
const frameMax = new Scratch<bool>(PATH_START);
/**
 * Per ply, on decisive games: the line (moves) from the node at that ply through its best
 * solved child, row `ply` of a triangular table whose rows are as long as the path may
 * be (`lineRow`); empty at a solved terminal leaf.
 */
const lineTable = new Scratch(1);
const lineLengths = new Scratch(PATH_START);
let lineRow: i32 = 0;

/** A new search from a root of static value `rootStatic` (`max`: MAX to move there; `completes`: a decisive game). */
export function contextStart(rootStatic: i32, max: bool, completes: bool): void {
  stopped = false;
  decisive = completes;
  rootMax = max;
  childSolved = false;
  if (completes && lineRow < nodeStatics.length) growLines(nodeStatics.length);
  if (countingRegenerations) ledgerClear();
  keys.set(0, 1);
  nodeStatics.set(0, rootStatic);
  pathLength = 0;
  pathValue = rootStatic;
}


/**
 * The stopping rules, checked on entering a node of the principal variation at `ply`
 * (the root is always expanded), of stored value `value`: a terminal node, the depth
 * limit, the node or time budget. When one fires the search stops with the line to here
 * as its principal variation (see `readRbfmsLine`). On a decisive game a terminal leaf stops the search only when it
 * wins for the side to move
 * at the root and every node on the path holds its value; any other is marked solved
 * (the completion rule: `childSolved`). Either way the node is not expanded: true.
 */
// @ts-ignore: decorator
@inline export function stopsAt<G>(game: G, ply: i32, value: i32): bool {
  if (ply == 0) return false;
  if (game.isTerminal()) {
    if (decisive && !((rootMax ? value > 0 : value < 0) && pathHolds(ply, value))) {
      childSolved = true;
      lineLengths.set(ply, 0);
      return true;
    }
  } else if (!(ply >= depthLimit || budgetExhausted() || ledgerFull)) return false;
  stop();
  return true;
}

/**
 * Inside the expansion of the node at `ply` (below the root), read every probeMask + 1
 * children: true once the time budget is spent, and the search stops at that node as
 * stopsAt would have (./limits.ts, deadlinePassed).
 */
export function lateAt(ply: i32): bool {
  if (ply == 0 || !deadlinePassed()) return false;
  stop();
  return true;
}

/** The search stopped inside the root's expansion, its result (value `value`) set (./root-stop.ts). */
export function stopAtRoot(value: i32): void {
  stopped = true;
  rbfmsLineValue = value;
}

/** The search stops at the node the path has reached: its line and value are the result. */
function stop(): void {
  stopped = true;
  setPvLength(readRbfmsLine(pv));
}

/**
 * The line RBFMS would play if it stopped at the node the path has reached, into `out`
 * (its length returned), and the root's value (`rbfmsLineValue`): the path, root to that
 * node, with the node's stored value backed up through the lists M[] on the way (the
 * path's own entries there are not yet updated). On a decisive game a solved brother of
 * the path may hold a node's value (the walk skipped it): from there the line goes
 * through that brother instead, as best-first's principal variation would. Ties go to
 * move order, as M[] keeps them.
 */
export function readRbfmsLine(out: Scratch): i32 {
  let n = pathLength, value = pathValue;
  out.ensure(n);
  for (let k = 0; k < n; k++) out.set(k, pathMoves.get(k));
  if (decisive) {
    for (let p = pathLength - 1; p >= 0; p--) {
      const base = frameBases.get(p), max = frameMax.get(p), mv = pathMoves.get(p);
      const k = bestOther(base, frameCounts.get(p), mv);
      if (k < 0) continue;
      const key = entryKey(base, k), mine = orderKey(value, mv, max);
      if (key > mine) continue; // the path child holds the node's value
      const other = keyMove(key);
      value = keyValue(key, max);
      if (isSolved(base, other)) {
        const len = lineLengths.get(p), row = p * lineRow;
        n = p + len;
        out.ensure(n);
        for (let j = 0; j < len; j++) out.set(p + j, lineTable.get(row + j));
      }
    }
  }
  rbfmsLineValue = value;
  return n;
}

/**
 * True when every node on the current path, root to `ply`, holds the value v: no
 * brother of the path at any ply is strictly better than v for the side to move there
 * (the brothers' values in M[] are exact; the path's own entries are not yet updated).
 */
function pathHolds(ply: i32, v: i32): bool {
  for (let p = 0; p < ply; p++) {
    const base = frameBases.get(p), max = frameMax.get(p);
    const k = bestOther(base, frameCounts.get(p), pathMoves.get(p));
    if (k < 0) continue;
    const w = keyValue(entryKey(base, k), max);
    if (max ? w > v : w < v) return false;
  }
  return true;
}

/**
 * Decisive games: the node at `ply` has been expanded into the frame at `base` (`count` children, `max` to move); its
 * line is empty until a child is solved.
 */
export function openFrame(ply: i32, base: i32, count: i32, max: bool): void {
  frameBases.set(ply, base);
  frameCounts.set(ply, count);
  frameMax.set(ply, max);
  lineLengths.set(ply, 0);
}

/**
 * The completion rule: the node at `ply` (frame `base`, `count` children, `max` to
 * move) has marked its child `move` (value v) solved. Keeps the line through its best
 * solved child, and returns true when the node is now solved itself: the child wins for
 * the side to move there, or every child is solved.
 */
export function solvedChild(ply: i32, base: i32, count: i32, max: bool, move: i32, v: i32): bool {
  childSolved = false;
  markSolved(base, move);
  if (moveAt(framesKeys(), base, firstEntry(base, count, 0, true)) == move) {
    const below = lineLengths.get(ply + 1);
    const row = ply * lineRow, next = row + lineRow;
    lineTable.set(row, move);
    for (let k = 0; k < below; k++) lineTable.set(row + 1 + k, lineTable.get(next + k));
    lineLengths.set(ply, below + 1);
  }
  return (max ? v > 0 : v < 0) || firstEntry(base, count, 0, false) < 0;
}

/** The node returns to its parent: solved or not (the completion rule). */
// @ts-ignore: decorator
@inline export function returnSolved(solved: bool): void { childSolved = solved; }

/**
 * True when a frame of `count` children at `base` would take the frames past the memory
 * limit: the search then stops without a result (the bindings report it).
 */
// @ts-ignore: decorator
@inline export function wouldOverflow(base: i32, count: i32): bool {
  if (<i64>base + count <= <i64>memoryLimit) return false;
  stopFull();
  return true;
}

/** The frames would pass the memory limit: the search stops without a result. */
function stopFull(): void {
  stop();
  noteTreeFull();
}

/** Static(Node) of the node at `ply` on the current path. */
// @ts-ignore: decorator
@inline export function staticAt(ply: i32): i32 { return nodeStatics.get(ply); }

/** Counts the expansion of the node at `ply` that generated `count` children. */
// @ts-ignore: decorator
@inline export function countExpansion(ply: i32, count: i32): void {
  countExpanded();
  countGenerated(count);
  if (countingRegenerations) countRegenerated(ledgerRecord(keys.get(ply), count));
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
  if (countingRegenerations) keys.set(ply + 1, childKey(keys.get(ply), move));
  nodeStatics.set(ply + 1, s);
  pathMoves.set(ply, move);
  pathLength = ply + 1;
  pathValue = m;
}

/**
 * The search ended with the root solved (value `value`): the principal variation is the line through its best solved
 * child.
 */
export function rootSolved(value: i32): void {
  const n = lineLengths.get(0);
  pv.ensure(n);
  for (let k = 0; k < n; k++) pv.set(k, lineTable.get(k));
  setPvLength(n);
  rbfmsLineValue = value;
}

/**
 * The line table with rows of `row` moves (the path's capacity), keeping the lines held:
 * the rows move to their new places in the grown list, the last first (each moves up,
 * past the rows not yet moved).
 */
function growLines(row: i32): void {
  const oldRow = lineRow;
  lineTable.ensure(row * row);
  const table = lineTable.ptr;
  for (let p = oldRow - 1; p > 0; p--)
    memory.copy(table + ((<usize>p * row) << 2), table + ((<usize>p * oldRow) << 2), <usize>oldRow << 2);
  lineRow = row;
}

/** Doubles the per-ply lists (all always have the same length), keeping the contents. */
function growPath(): void {
  const n = nodeStatics.length * 2;
  keys.ensure(n);
  nodeStatics.ensure(n);
  pathMoves.ensure(n);
  frameBases.ensure(n);
  frameCounts.ensure(n);
  frameMax.ensure(n);
  lineLengths.ensure(n);
  if (decisive) growLines(n);
}
