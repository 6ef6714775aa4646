// An independent oracle for the 1992 report's alpha-beta ("depth-first expansion"): at
// every node it searches, generate and evaluate all children, then search them best
// first (MAX: decreasing static value, MIN: increasing; a stable sort), fail-soft; the
// children at the horizon are only evaluated. Written plainly over the reference's random
// tree, sharing no code with reference/search or experiments/.

import type { RandomTree } from "../reference/games/random-tree.js";

const INF = 0x7fffffff;

/** Alpha-beta to `horizon` with depth-first expansion everywhere: the move and nodes generated. */
export function expansionAlphaBeta(
  tree: RandomTree,
  horizon: number,
): { value: number; move: number; generated: number } {
  let generated = 0;
  function search(depthLeft: number, alpha: number, beta: number): { value: number; move: number } {
    const max = tree.maxToMove();
    const children: { move: number; value: number }[] = [];
    for (let move = 0; move < tree.moveCount(); move++) {
      tree.play(move);
      generated++;
      children.push({ move, value: tree.evaluate() });
      tree.undo();
    }
    children.sort((a, b) => (max ? b.value - a.value : a.value - b.value));
    let best = max ? -INF : INF,
      bestMove = -1;
    for (const c of children) {
      let v = c.value;
      if (depthLeft > 1) {
        tree.play(c.move);
        v = search(depthLeft - 1, alpha, beta).value;
        tree.undo();
      }
      if (max ? v > best : v < best) {
        best = v;
        bestMove = c.move;
        if (max ? v >= beta : v <= alpha) break;
        if (max) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
      }
    }
    return { value: best, move: bestMove };
  }
  return { ...search(horizon, -INF, INF), generated };
}
