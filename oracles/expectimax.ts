// An independent oracle for `expectimax`: full width through decision and chance nodes, the
// plainest recursion, sharing no code with reference/ or assembly/. Values are f64 vectors
// (one component for a two-player game, as MAX sees it; one per player for more).

import {
  type Count,
  isChance,
  leafVector,
  moverOf,
  playersOf,
  type ShapedGame,
  type VectorOutcome,
  weightsOf,
} from "./shaped-game.js";

/** A leaf's vector: `[evaluate()]` for two players (or `[evaluateFor(0)]` without it), else every player's. */
function leaf(game: ShapedGame): number[] {
  if (playersOf(game) === 2) return [game.evaluate ? game.evaluate() : leafVector(game)[0]];
  return leafVector(game);
}

/** Whether vector `a` beats the best so far `b` for the mover at this decision node (strictly). */
function better(game: ShapedGame, a: number[], b: number[]): boolean {
  const mover = moverOf(game);
  if (playersOf(game) === 2) return mover === 0 ? a[0] > b[0] : a[0] < b[0];
  return a[mover] > b[mover];
}

/** The weighted mean, component by component: Σ w·v accumulated in move order, then / Σ w. */
function mean(weights: number[], children: number[][]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  return children[0].map((_, c) => {
    let sum = 0;
    for (let i = 0; i < children.length; i++) sum += weights[i] * children[i][c];
    return sum / total;
  });
}

function children(game: ShapedGame, depthLeft: number, count: Count): number[][] {
  count.expanded++;
  const out: number[][] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    game.play(move);
    count.generated++;
    out.push(vector(game, depthLeft - 1, count));
    game.undo();
  }
  return out;
}

function pick(game: ShapedGame, values: number[][]): number {
  let best = 0;
  for (let m = 1; m < values.length; m++) if (better(game, values[m], values[best])) best = m;
  return best;
}

function vector(game: ShapedGame, depthLeft: number, count: Count): number[] {
  if (depthLeft === 0 || game.isTerminal()) return leaf(game);
  const chance = isChance(game);
  const weights = chance ? weightsOf(game) : [];
  const values = children(game, depthLeft, count);
  return chance ? mean(weights, values) : values[pick(game, values)];
}

/**
 * Expectimax from the current position to `horizon` plies (horizon >= 1; chance plies count
 * like any other). A chance node's vector is the weighted mean of its outcomes' (weight /
 * sum of weights, computed as Σ w·v in move order, then divided by Σ w); a decision node's is
 * its best child's, the lowest move index on ties: for two players MAX (player 0) maximizes
 * and MIN minimizes `evaluate()`; for more, max^n (the mover maximizes its own component of
 * `evaluateFor`). Counted as the full width is (maxn.ts), chance nodes like any other:
 * `generated` every node below the root created by `play` (a die outcome included) down to
 * the horizon, `expanded` every node whose children were generated (a chance node included),
 * the root included. `value`: for two players the value from MAX's (player 0's) side and
 * `values` is `[value]`; for more, the root mover's component (player 0's at a chance root). At a
 * chance root `move` is -1 and `moveValues` are the outcomes' vectors.
 */
export function expectimax(game: ShapedGame, horizon: number): VectorOutcome {
  if (horizon < 1 || game.isTerminal()) throw new Error("expectimax oracle: horizon >= 1 from a non-terminal root");
  const count: Count = { generated: 0, expanded: 0 };
  const chance = isChance(game);
  const weights = chance ? weightsOf(game) : [];
  const moveValues = children(game, horizon, count);
  const move = chance ? -1 : pick(game, moveValues);
  const values = chance ? mean(weights, moveValues) : moveValues[move];
  const component = playersOf(game) === 2 || chance ? 0 : moverOf(game);
  return { value: values[component], values, move, moveValues, ...count };
}
