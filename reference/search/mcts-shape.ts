// MCTS on games of every shape (docs/searches.md, "MCTS on games of every shape"): the
// rewards of a leaf for every player, the outcome a chance node's draw takes, the line that
// ends at a chance node. The core's twin, for a kit's class: assembly/search/mcts-shape.ts.

import type { Game } from "../../contract/index.js";
import { squash } from "../../contract/mcts.js";
import { gameShape, type GameShape } from "../../contract/game-shape.js";
import type { MctsTree } from "./mcts-tree.js";
import { chanceAt, playersOf, valueFor, weightOf } from "./shape-view.js";

/** A flag of MCTS's tree beside PROVEN and TERMINAL: the node's position is a chance node. */
export const CHANCE = 4;

/**
 * Every player's reward at the game's position, into `into` (player 0 first), all in [-1, 1].
 * Two players: player 0's is today's value for MAX (a terminal's sign in a decisive game,
 * else the squashed evaluate()), player 1's its negation. More: at a terminal of a decisive
 * game, 2/k − 1 to each of the k players of the greatest evaluateFor and −1 to the others;
 * else each player's squashed evaluateFor.
 */
export function rewardsAt(game: Game, terminal: boolean, scale: number, into: Float64Array): void {
  if (playersOf(game) === 2) {
    const v = game.evaluate();
    into[0] = terminal && game.decisive ? Math.sign(v) : squash(v, scale);
    into[1] = -into[0];
    return;
  }
  const n = playersOf(game);
  for (let p = 0; p < n; p++) into[p] = valueFor(game, p);
  if (!(terminal && game.decisive)) {
    for (let p = 0; p < n; p++) into[p] = squash(into[p], scale);
    return;
  }
  let best = into[0],
    ties = 0;
  for (let p = 1; p < n; p++) if (into[p] > best) best = into[p];
  for (let p = 0; p < n; p++) if (into[p] === best) ties++;
  for (let p = 0; p < n; p++) into[p] = into[p] === best ? 2 / ties - 1 : -1;
}

/**
 * The outcome a chance node's draw takes, from the stream's output whose high 32 bits are
 * `hi`: with W the sum of the weights (chanceWeight, in move order), t = floor(hi · W / 2^32)
 * exactly, and the outcome is the first i whose weights w_0 + ... + w_i pass t.
 */
export function drawOutcome(game: Game, n: number, hi: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) total += weightOf(game, i);
  // hi · W is exact in a double below 2^53; past it (weights summing above 2^21) in BigInt.
  const t = total <= 2 ** 21 ? Math.floor((hi * total) / 4294967296) : Number((BigInt(hi) * BigInt(total)) >> 32n);
  let sum = 0;
  for (let i = 0; i < n - 1; i++) {
    sum += weightOf(game, i);
    if (t < sum) return i;
  }
  return n - 1;
}

/** Whether the game is of a shape beyond two players without chance (a checked game's shape, else its members). */
export function shapedGame(game: Game): boolean {
  const shape = (game as { shape?: GameShape }).shape ?? gameShape(game);
  return shape.players > 2 || shape.chance;
}

/** Marks a tree node's position as a chance node when it is one (its first visit). */
export function markChance(tree: MctsTree, node: number, game: Game): void {
  if (chanceAt(game)) tree.flags[node] |= CHANCE;
}

/**
 * The line of final children from the root (MctsTree#line), ending at the first chance node. `byOutcome`: the final
 * child is MctsTree#finalChild's (a proven outcome first); else (a game of every shape that is not decisive, where a
 * terminal's outcome is its squashed value, no win or loss) the greatest by (visits, total reward), the first on a tie.
 */
export function lineToChance(tree: MctsTree, byOutcome: boolean): number[] {
  const moves: number[] = [];
  for (let node = 0; tree.count[node] > 0 && (tree.flags[node] & CHANCE) === 0; ) {
    const c = byOutcome ? tree.finalChild(node) : mostVisited(tree, node);
    moves.push(c - tree.first[node]);
    node = c;
  }
  return moves;
}

/** The child of most visits, then greatest total reward, the first in move order on a tie. */
function mostVisited(tree: MctsTree, node: number): number {
  let best = tree.first[node];
  for (let c = best + 1, end = best + tree.count[node]; c < end; c++)
    if (
      tree.visits[c] > tree.visits[best] ||
      (tree.visits[c] === tree.visits[best] && tree.total[c] > tree.total[best])
    )
      best = c;
  return best;
}
