// The line a watched search would play if it stopped now, for its progress reports
// (contract/control.ts, SearchProgress.pv and value): each search names where its line
// lives when it starts, and the host reads it from inside its checkpoint (the ABI's
// searchLine). Reading walks the search's own state and writes only `line`, so a search
// goes on exactly as it would unwatched. Mirrors the `line` hooks of reference/search/limits.ts.

import { NodeStore } from "./node-store";
import { pv, pvLength, resultValue } from "./result";
import { rbfmsLineValue, readRbfmsLine } from "./rbfms-context";
import { Scratch } from "./scratch";
import { MctsTree } from "./mcts-tree";
import { lineToChance } from "./mcts-shape";

/** No line is known (minimax, fixed-horizon alpha-beta, id before its first iteration). */
const LINE_NONE: i32 = 0;
/** The explicit tree's principal variation: best-first, extension's second phase, mma, the players. */
const LINE_TREE: i32 = 1;
/**
 * RBFMS's current path, root to the node it is entering (or off it to a solved brother's line), and the root's value.
 */
const LINE_PATH: i32 = 2;
/** The last search result: iterative deepening's deepest completed iteration. */
const LINE_RESULT: i32 = 3;
/**
 * MCTS's line of final children (the most-visited line where nothing is proven; to the first chance node) and the first
 * one's value.
 */
const LINE_MCTS: i32 = 4;

let source: i32 = LINE_NONE;
let tree: NodeStore | null = null;
let treeRootMax: bool = true;
let mctsTree: MctsTree | null = null;
let mctsByOutcome: bool = true;

/** The line read last (move indices from the root) and its value. */
export const line = new Scratch(256);
export let lineValue: i32 = 0;

/**
 * Inside the root's expansion (./root-stop.ts): the line is the best child so far (-1: none, the search's own line).
 */
let rootBest: i32 = -1;
let rootBestValue: i32 = 0;

/** A new search: no line yet. */
export function lineNone(): void {
  source = LINE_NONE;
  tree = null;
  rootBest = -1;
}

export function lineRootBest(move: i32, value: i32): void {
  rootBest = move;
  rootBestValue = value;
}

/** The line is the principal variation of the tree in `store` (MAX to move at its root: `rootMax`). */
export function lineFromTree(store: NodeStore, rootMax: bool): void {
  source = LINE_TREE;
  tree = store;
  treeRootMax = rootMax;
}

/**
 * The line is MCTS's in `tree` (its value for MAX where `rootMax`, else negated; `byOutcome`: final children by proven
 * outcomes first, ./mcts-shape.ts's lineToChance).
 */
export function lineFromMcts(tree: MctsTree, rootMax: bool, byOutcome: bool): void {
  source = LINE_MCTS;
  mctsTree = tree;
  treeRootMax = rootMax;
  mctsByOutcome = byOutcome;
}

export function lineFromPath(): void { source = LINE_PATH; }
export function lineFromResult(): void { source = LINE_RESULT; }

/** Reads the current line into `line` and `lineValue`; returns its length, or -1 when none is known. */
export function readLine(): i32 {
  if (rootBest >= 0) {
    line.ensure(1);
    line.set(0, rootBest);
    lineValue = rootBestValue;
    return 1;
  }
  if (source == LINE_TREE) {
    const store = tree!;
    lineValue = store.value.get(0);
    return store.principalLine(treeRootMax, line);
  }
  if (source == LINE_PATH) {
    const n = readRbfmsLine(line);
    lineValue = rbfmsLineValue;
    return n;
  }
  if (source == LINE_MCTS) {
    const tree = mctsTree!;
    const n = lineToChance(tree, mctsByOutcome, line);
    lineValue = n > 0 ? tree.finalValue(tree.first(0) + line.get(0), treeRootMax) : 0;
    return n;
  }
  if (source == LINE_RESULT) {
    const n = pvLength;
    line.ensure(n);
    for (let k = 0; k < n; k++) line.set(k, pv.get(k));
    lineValue = resultValue;
    return n;
  }
  return -1;
}
