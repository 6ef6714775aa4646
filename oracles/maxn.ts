// An independent oracle for `maxn` (Luckhardt & Irani): the plainest recursion over a
// ShapedGame, full width, no pruning, sharing no code with reference/ or assembly/.

import { type Count, isChance, leafVector, moverOf, type ShapedGame, type VectorOutcome } from "./shaped-game.js";

function vector(game: ShapedGame, depthLeft: number, count: Count): number[] {
  if (depthLeft === 0 || game.isTerminal()) return leafVector(game);
  if (isChance(game)) throw new Error("maxn oracle: a chance node");
  count.expanded++;
  const mover = moverOf(game);
  let best: number[] | undefined;
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    count.generated++;
    const v = vector(game, depthLeft - 1, count);
    game.undo();
    if (best === undefined || v[mover] > best[mover]) best = v; // strictly: ties keep the lower index
  }
  return best as number[];
}

/**
 * max^n from the current position to `horizon` plies (horizon >= 1; every ply counts): at the
 * horizon or a terminal the vector is `evaluateFor(p)` for every player (for a two-player game
 * without it, `[evaluate(), -evaluate()]`); at a decision node the mover takes the first child,
 * in move order, with the greatest own component. Counted as docs/searches.md counts the
 * full-width searches: `generated` is every node below the root created by `play` down to the
 * horizon (the root is given, not generated); `expanded` is every node whose children were
 * generated, the root included (a terminal or horizon node is not expanded). `value` is the
 * root mover's component of `values`.
 */
export function maxn(game: ShapedGame, horizon: number): VectorOutcome {
  if (horizon < 1 || game.isTerminal()) throw new Error("maxn oracle: horizon >= 1 from a non-terminal root");
  const count: Count = { generated: 0, expanded: 1 };
  if (isChance(game)) throw new Error("maxn oracle: a chance node");
  const mover = moverOf(game);
  const moveValues: number[][] = [];
  let move = 0;
  for (let m = 0; m < game.moveCount(); m++) {
    game.play(m);
    count.generated++;
    moveValues.push(vector(game, horizon - 1, count));
    game.undo();
    if (moveValues[m][mover] > moveValues[move][mover]) move = m;
  }
  const values = moveValues[move];
  return { value: values[mover], values, move, moveValues, ...count };
}
