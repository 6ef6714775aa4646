// A whole random game played by one search for both sides: the unit of work of the
// whole-game benchmarks (a real mix of positions, not one small search repeated).

import { RANDOM_TREE_DEPTH, type Engine, type RandomTreeSpec } from "../contract/index.js";
import type { Algorithm, PlayerSpec, SearchRequest } from "../contract/index.js";

export interface SelfPlay {
  /** The moves played, from the initial position to the end of the game. */
  moves: number[];
  /** Nodes generated over the whole game. */
  generated: number;
}

export function selfPlay(
  engine: Engine,
  tree: RandomTreeSpec,
  algorithm: Algorithm,
  limits: Omit<SearchRequest, "position" | "algorithm">,
): SelfPlay {
  const depth = tree.depth ?? RANDOM_TREE_DEPTH;
  const moves: number[] = [];
  let generated = 0;
  while (moves.length < depth) {
    const left = depth - moves.length;
    // Near the end, depth limits shrink to the moves left (the request checks them).
    const capped = { ...limits };
    if (capped.bound !== undefined) capped.bound = Math.min(capped.bound, left);
    if (capped.stopDepth !== undefined) capped.stopDepth = Math.min(capped.stopDepth, left);
    const result = engine.search({ position: { game: "random", tree, path: moves }, algorithm, ...capped });
    moves.push(result.move as number);
    generated += result.nodes.generated;
  }
  return { moves, generated };
}

/**
 * A whole random game played by one tree-keeping player for both sides: it observes every
 * move and keeps the subtree below it. Returns the nodes generated over the game.
 */
export function playerSelfPlay(engine: Engine, tree: RandomTreeSpec, spec: PlayerSpec): number {
  const player = engine.createPlayer(spec);
  const path: number[] = [];
  let generated = 0;
  while (path.length < (tree.depth ?? RANDOM_TREE_DEPTH)) {
    const choice = player.choose({ game: "random", tree, path });
    generated += choice.generated;
    path.push(choice.move);
    player.observe(choice.move);
  }
  player.dispose();
  return generated;
}
