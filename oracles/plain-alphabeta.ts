// An independent oracle for fixed-ordering alpha-beta (docs/searches.md) with the
// effective-horizon rule: written plainly over the reference's random tree, recursive,
// sharing no code with reference/search. From ply d with horizon H in a game of depth D
// the search stops at ply min(d + H, D): at the node one ply above that, children are
// generated and evaluated one at a time in move order, cutting off as soon as the bound
// is crossed; higher up, all children are generated and evaluated, then searched best
// first (a stable sort), fail-soft.

import { RandomTree, type RandomTreeParams } from "../reference/games/random-tree.js";

const INF = 0x7fffffff;

export interface PlainOutcome {
  value: number;
  /** The first best root move in search order. */
  move: number;
  /** Nodes generated (the root is given, not generated). */
  generated: number;
}

/** Fixed-ordering alpha-beta from the tree's current node to horizon H (or the game's end). */
export function plainAlphaBeta(tree: RandomTree, horizon: number): PlainOutcome {
  const lastPly = Math.min(tree.depth + horizon, tree.terminalDepth);
  let generated = 0;

  function search(alpha: number, beta: number): { value: number; move: number } {
    const max = tree.maxToMove();
    let best = max ? -INF : INF;
    let bestMove = -1;

    if (tree.depth + 1 === lastPly) {
      for (let move = 0; move < tree.moveCount(); move++) {
        tree.play(move);
        generated++;
        const v = tree.evaluate();
        tree.undo();
        if (max ? v > best : v < best) {
          best = v;
          bestMove = move;
          if (max ? v >= beta : v <= alpha) break;
          if (max) alpha = Math.max(alpha, v);
          else beta = Math.min(beta, v);
        }
      }
      return { value: best, move: bestMove };
    }

    const children: { move: number; value: number }[] = [];
    for (let move = 0; move < tree.moveCount(); move++) {
      tree.play(move);
      generated++;
      children.push({ move, value: tree.evaluate() });
      tree.undo();
    }
    children.sort((a, b) => (max ? b.value - a.value : a.value - b.value)); // stable
    for (const { move } of children) {
      tree.play(move);
      const v = search(alpha, beta).value;
      tree.undo();
      if (max ? v > best : v < best) {
        best = v;
        bestMove = move;
        if (max ? v >= beta : v <= alpha) break;
        if (max) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
      }
    }
    return { value: best, move: bestMove };
  }

  const { value, move } = search(-INF, INF);
  return { value, move, generated };
}

/** A whole game: each side searches to horizon H from the current ply and plays its move, until the game's end. */
export function plainWholeGame(params: RandomTreeParams, horizon: number): { moves: number[]; generated: number } {
  const tree = new RandomTree(params);
  const moves: number[] = [];
  let generated = 0;
  while (!tree.isTerminal()) {
    const result = plainAlphaBeta(tree, horizon);
    generated += result.generated;
    moves.push(result.move);
    tree.play(result.move);
  }
  return { moves, generated };
}
