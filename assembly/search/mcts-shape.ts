// MCTS on games of every shape (docs/searches.md, "MCTS on games of every shape"): the
// rewards of a leaf for every player, the outcome a chance node's draw takes, the line that
// ends at a chance node. Mirrors reference/search/mcts-shape.ts operation for operation, so
// that both engines draw the same outcomes and add the same doubles.

import { MctsTree, TERMINAL } from "./mcts-tree";
import { Scratch } from "./scratch";
import { chanceAt, playersOf, valueFor, weightOf } from "./shape-view";

/** A flag of MCTS's tree beside PROVEN and TERMINAL (in the count word): the node's position is a chance node. */
export const CHANCE: i32 = TERMINAL << 1;

// @ts-ignore: decorator
@inline function squash(v: f64, scale: f64): f64 { return v / (Math.abs(v) + scale); }

/**
 * Every player's reward at the game's position, into `into` (player 0 first), all in [-1, 1].
 * Two players: player 0's is the value for MAX (a terminal's sign in a decisive game, else
 * the squashed evaluate()), player 1's its negation. More: at a terminal of a decisive game,
 * 2/k − 1 to each of the k players of the greatest evaluateFor and −1 to the others; else
 * each player's squashed evaluateFor.
 */
export function rewardsAt<G>(game: G, terminal: bool, scale: f64, into: StaticArray<f64>): void {
  const n = playersOf<G>(game);
  if (n == 2) {
    const v = game.evaluate();
    const r = terminal && game.decisive ? (v > 0 ? 1.0 : v < 0 ? -1.0 : 0.0) : squash(<f64>v, scale);
    unchecked((into[0] = r));
    unchecked((into[1] = -r));
    return;
  }
  for (let p = 0; p < n; p++) unchecked((into[p] = <f64>valueFor<G>(game, p)));
  if (!(terminal && game.decisive)) {
    for (let p = 0; p < n; p++) unchecked((into[p] = squash(into[p], scale)));
    return;
  }
  let best = unchecked(into[0]), ties = 0;
  for (let p = 1; p < n; p++) if (unchecked(into[p]) > best) best = unchecked(into[p]);
  for (let p = 0; p < n; p++) if (unchecked(into[p]) == best) ties++;
  const share = 2 / <f64>ties - 1;
  for (let p = 0; p < n; p++) unchecked((into[p] = into[p] == best ? share : -1.0));
}

/**
 * The outcome a chance node's draw takes, from the stream's output whose high 32 bits are
 * `hi`: with W the sum of the weights (chanceWeight, in move order), t = floor(hi · W / 2^32)
 * exactly, and the outcome is the first i whose weights w_0 + ... + w_i pass t. W is below
 * 2^48 (65,536 weights below 2^31), so hi · W is taken in 32-bit halves of W.
 */
export function drawOutcome<G>(game: G, n: i32, hi: u64): i32 {
  let total: u64 = 0;
  for (let i = 0; i < n; i++) total += <u64>weightOf<G>(game, i);
  const t = hi * (total >>> 32) + ((hi * (total & 0xffffffff)) >>> 32);
  let sum: u64 = 0;
  for (let i = 0; i < n - 1; i++) {
    sum += <u64>weightOf<G>(game, i);
    if (t < sum) return i;
  }
  return n - 1;
}

/** Whether the game is of a shape beyond two players without chance (read at the search's root). */
export function shapedGame<G>(game: G): bool {
  if (isDefined(game.chance)) if (<bool>game.chance) return true;
  return playersOf<G>(game) > 2;
}

/** Marks a tree node's position as a chance node when it is one (its first visit). */
export function markChance<G>(tree: MctsTree, node: i32, game: G): void {
  if (chanceAt<G>(game)) tree.links.set(2 * node + 1, tree.links.get(2 * node + 1) | CHANCE);
}

/**
 * The line of final children from the root into `line` (moves), ending at the first chance
 * node; returns its length. `byOutcome`: the final child is MctsTree#finalChild's (a proven
 * outcome first); else (a game of every shape that is not decisive, where a terminal's
 * outcome is its squashed value, no win or loss) the greatest by (visits, total reward), the
 * first on a tie.
 */
export function lineToChance(tree: MctsTree, byOutcome: bool, line: Scratch): i32 {
  let n = 0;
  for (let node = 0; tree.count(node) > 0 && (tree.flags(node) & CHANCE) == 0; ) {
    const c = byOutcome ? tree.finalChild(node) : mostVisited(tree, node);
    line.ensure(n + 1);
    line.set(n++, c - tree.first(node));
    node = c;
  }
  return n;
}

/** The child of most visits, then greatest total reward, the first in move order on a tie. */
function mostVisited(tree: MctsTree, node: i32): i32 {
  let best = tree.first(node);
  for (let c = best + 1, end = best + tree.count(node); c < end; c++)
    if (tree.visits(c) > tree.visits(best) || (tree.visits(c) == tree.visits(best) && tree.total(c) > tree.total(best)))
      best = c;
  return best;
}
