// Best-first minimax (1992 report, section 2; 1994 paper, section 2) with the explicit
// tree in a flat node store: three words a node (value, first child, child count),
// children contiguous and in move order. Repeat: descend to the principal leaf, expand
// it, back the values up until an ancestor's value does not change, descend again from
// there. Mirrors reference/search/bestfirst.ts.

import { countExpanded, countGenerated, notePeakStore } from "./counters";
import { budgetExhausted, depthLimit } from "./limits";
import { pv, setPvLength, setResult } from "./result";
import { Scratch } from "./scratch";

const value = new Scratch(1 << 16);
const firstChild = new Scratch(1 << 16);
const childCount = new Scratch(1 << 16);
let size: i32 = 0;
// The principal variation being walked: node numbers and sides, by ply from the root.
const path = new Scratch(1024);
const maxAt = new Scratch(1024);

function addNode(v: i32): i32 {
  const node = size++;
  if (size > value.data.length) {
    value.ensure(size);
    firstChild.ensure(size);
    childCount.ensure(size);
  }
  value.set(node, v);
  firstChild.set(node, -1);
  childCount.set(node, 0);
  return node;
}

/** The first child of highest (MAX) or lowest (MIN) value: ties go to move order. */
function bestChild(node: i32, max: bool): i32 {
  const first = firstChild.get(node), end = first + childCount.get(node);
  let best = first, bestValue = value.get(first);
  for (let c = first + 1; c < end; c++) {
    const v = value.get(c);
    if (max ? v > bestValue : v < bestValue) {
      best = c;
      bestValue = v;
    }
  }
  return best;
}

export function bestFirst<G>(game: G): void {
  size = 0;
  let ply = 0;
  path.set(0, addNode(game.evaluate()));
  maxAt.set(0, game.maxToMove() ? 1 : 0);

  for (;;) {
    // Descend to the principal leaf.
    let node = path.get(ply);
    while (firstChild.get(node) >= 0) {
      const child = bestChild(node, maxAt.get(ply) != 0);
      game.play(child - firstChild.get(node));
      node = child;
      ply++;
      path.ensure(ply + 1);
      maxAt.ensure(ply + 1);
      path.set(ply, node);
      maxAt.set(ply, game.maxToMove() ? 1 : 0);
    }

    // The stopping rules, checked on the principal leaf (the root is always expanded).
    if (game.isTerminal()) break;
    if (ply > 0 && (ply >= depthLimit || budgetExhausted())) break;

    // Expand it: generate and evaluate every child.
    const n = game.moveCount();
    const first = size;
    for (let move = 0; move < n; move++) {
      game.play(move);
      addNode(game.evaluate());
      game.undo();
    }
    firstChild.set(node, first);
    childCount.set(node, n);
    countGenerated(n);
    countExpanded();

    // Back the value up until it stops changing; descend again from there.
    value.set(node, value.get(bestChild(node, maxAt.get(ply) != 0)));
    let top = ply;
    while (top > 0) {
      const parent = path.get(top - 1);
      const v = value.get(bestChild(parent, maxAt.get(top - 1) != 0));
      if (v == value.get(parent)) break;
      value.set(parent, v);
      top--;
    }
    const restart = top > 0 ? top - 1 : 0;
    while (ply > restart) {
      game.undo();
      ply--;
    }
  }

  notePeakStore(size);
  pv.ensure(ply);
  for (let p = 1; p <= ply; p++) pv.set(p - 1, path.get(p) - firstChild.get(path.get(p - 1)));
  setPvLength(ply);
  setResult(ply > 0 ? pv.get(0) : -1, value.get(path.get(0)));
  while (ply > 0) {
    game.undo();
    ply--;
  }
}
