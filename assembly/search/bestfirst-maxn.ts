// Best-first max^n: best-first minimax (./bestfirst.ts) in a game of more than two players
// (docs/searches.md, "Best-first max^n"), a kit's class of that shape. Each node holds a
// vector, every player's value; the principal leaf is the end of the max^n line (at each
// node the child whose vector is best for its mover, the first among equals); it is
// expanded, every child evaluated, and the vectors are backed up along the path. No
// completion rule: a terminal principal leaf ends the search. Mirrors
// reference/search/bestfirst-maxn.ts step for step, so both engines count the same nodes.
// The tree is four lists: the vectors (a player's value is an i32 of evaluateFor, exact in
// the f64 the result's vector holds: ./result-values.ts), the mover, the first child and
// the child count a node (children contiguous, in move order).

import { countExpanded, countGenerated, notePeakStore } from "./stats";
import { budgetExhausted, depthLimit, memoryLimit, noteTreeFull } from "./limits";
import { pv, setPvLength, setResult } from "./result";
import { MOST_PLAYERS, setResultValues } from "./result-values";
import { Scratch } from "./scratch";
import { moverOf, playersOf, valueFor } from "./shape-view";

const vectors = new Scratch<f64>(4096);
const movers = new Scratch(1024);
const firsts = new Scratch(1024);
const counts = new Scratch(1024);
const path = new Scratch(1024);
const rootVector = new StaticArray<f64>(MOST_PLAYERS);
let size: i32 = 0;
let players: i32 = 3;

/** The child of `node` whose vector is best for its mover, the first in move order among equals. */
function bestChild(node: i32): i32 {
  const p = movers.get(node);
  let best = firsts.get(node);
  for (let c = best + 1, end = best + counts.get(node); c < end; c++)
    if (vectors.get(c * players + p) > vectors.get(best * players + p)) best = c;
  return best;
}

/** Adds a leaf holding every player's static value at the game's position. */
function addLeaf<G>(game: G): void {
  vectors.ensure((size + 1) * players);
  for (let p = 0; p < players; p++) vectors.set(size * players + p, <f64>valueFor<G>(game, p));
  movers.ensure(size + 1);
  firsts.ensure(size + 1);
  counts.ensure(size + 1);
  movers.set(size, 0);
  firsts.set(size, -1);
  counts.set(size, 0);
  size++;
}

/** Undoes `plies` moves. */
function undoPlies<G>(game: G, plies: i32): void {
  for (let k = 0; k < plies; k++) game.undo();
}

/** Best-first max^n from the game's position, on a fresh tree of at most `memoryLimit` nodes. */
export function bestFirstMaxn<G>(game: G): void {
  players = playersOf<G>(game);
  size = 0;
  addLeaf<G>(game);
  const rootPlayer = moverOf<G>(game), memory = memoryLimit;

  for (;;) {
    // 1. Descend from the root to the principal leaf.
    let node = 0, ply = 0;
    path.set(0, 0);
    while (counts.get(node) > 0) {
      const child = bestChild(node);
      game.play(child - firsts.get(node));
      node = child;
      path.ensure(ply + 2);
      path.set(++ply, node);
    }

    // 2. The stopping rules on the principal leaf (the root is always expanded).
    if (game.isTerminal() || (ply > 0 && (ply >= depthLimit || budgetExhausted()))) {
      undoPlies<G>(game, ply);
      break;
    }
    const n = game.moveCount();
    if (<i64>size + n > <i64>memory) {
      undoPlies<G>(game, ply);
      noteTreeFull(); // the bindings report the memory limit, as the reference's error
      shrink();
      return;
    }

    // 3. Expand: every child generated and evaluated (every player's value).
    movers.set(node, moverOf<G>(game));
    firsts.set(node, size);
    counts.set(node, n);
    for (let move = 0; move < n; move++) {
      game.play(move);
      addLeaf<G>(game);
      game.undo();
    }
    countGenerated(n);
    countExpanded();

    // 4. Back up: each node of the path, leaf to root, takes its best child's vector.
    for (let k = ply; k >= 0; k--) {
      const v = path.get(k), b = bestChild(v);
      for (let p = 0; p < players; p++) vectors.set(v * players + p, vectors.get(b * players + p));
      if (k > 0) game.undo();
    }
  }

  // The result: the line of best children, the root player's value, the root's vector.
  notePeakStore(size);
  let length = 0;
  for (let node = 0; counts.get(node) > 0; ) {
    const c = bestChild(node);
    pv.ensure(length + 1);
    pv.set(length++, c - firsts.get(node));
    node = c;
  }
  setPvLength(length);
  for (let p = 0; p < players; p++) unchecked((rootVector[p] = vectors.get(p)));
  setResult(length > 0 ? pv.get(0) : -1, <i32>unchecked(rootVector[rootPlayer]));
  setResultValues(rootVector, 0, players);
  shrink();
}

/** Gives back a large tree's memory once its search is over. */
function shrink(): void {
  vectors.shrink();
  movers.shrink();
  firsts.shrink();
  counts.shrink();
}
