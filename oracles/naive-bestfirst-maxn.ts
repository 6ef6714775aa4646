// An independent oracle for best-first max^n (docs/searches.md, "Best-first max^n"): the
// plainest form, sharing no code with reference/ or assembly/. The tree is JS objects; after
// every expansion the max^n vectors are computed afresh by recursion over the whole tree,
// and the principal leaf is found by walking it from the root.

import { leafVector, moverOf, type ShapedGame } from "./shaped-game.js";

interface MaxnNode {
  /** The static vector (every player's value) when the node was generated. */
  own: number[];
  mover: number;
  children: MaxnNode[] | null;
}

export interface BestFirstMaxnResult {
  move: number;
  /** The root mover's component of `values`. */
  value: number;
  values: number[];
  pv: number[];
  generated: number;
  expanded: number;
  treeSize: number;
}

/** The node's max^n vector over the tree below it: a leaf's own, else its mover's first best child's. */
function vectorOf(node: MaxnNode): number[] {
  if (node.children === null) return node.own;
  return vectorOf(node.children[bestOf(node)]);
}

/** The index of the child whose vector is greatest for the node's mover, the first among equals. */
function bestOf(node: MaxnNode): number {
  const vectors = node.children!.map(vectorOf);
  let best = 0;
  vectors.forEach((v, i) => {
    if (v[node.mover] > vectors[best][node.mover]) best = i;
  });
  return best;
}

/**
 * Best-first max^n from the game's position: walk from the root by each node's first best child (for its mover) to an
 * unexpanded node; stop there if it is terminal, or (below the root) at depth `bound` or once `nodes` are generated;
 * else generate and evaluate all its children (`generated` += their number, `expanded` + 1) and repeat.
 */
export function naiveBestFirstMaxn(game: ShapedGame, bound: number, nodes = Infinity): BestFirstMaxnResult {
  const root: MaxnNode = { own: leafVector(game), mover: moverOf(game), children: null };
  let generated = 0,
    expanded = 0,
    treeSize = 1;
  for (;;) {
    const path: number[] = [];
    let node = root;
    while (node.children !== null) {
      const b = bestOf(node);
      path.push(b);
      game.play(b);
      node = node.children[b];
    }
    const stop = game.isTerminal() || (path.length > 0 && (path.length >= bound || generated >= nodes));
    if (!stop) {
      node.mover = moverOf(game);
      node.children = [];
      for (let m = 0; m < game.moveCount(); m++) {
        game.play(m);
        node.children.push({ own: leafVector(game), mover: 0, children: null });
        game.undo();
      }
      generated += node.children.length;
      treeSize += node.children.length;
      expanded++;
    }
    for (let k = 0; k < path.length; k++) game.undo();
    if (stop) break;
  }
  const pv: number[] = [];
  for (let node = root; node.children !== null; node = node.children[pv[pv.length - 1]]) pv.push(bestOf(node));
  const values = vectorOf(root);
  return { move: pv[0], value: values[root.mover], values, pv, generated, expanded, treeSize };
}
