// A whole game played through an engine's players (shared by the player, min/max
// approximation and MCTS player tests): every choice, and the path the game took.

import {
  RANDOM_TREE_DEPTH,
  type Engine,
  type PlayerChoice,
  type PlayerDescription,
  type PlayerSpec,
  type Position,
  type RandomTreeSpec,
} from "../contract/index.js";

/** A game from `start` between two players of `engine`, to its end or for at most `plies` plies. */
export function playedGame(
  engine: Engine,
  start: Position,
  specs: [PlayerDescription, PlayerDescription],
  plies = Infinity,
): { choices: PlayerChoice[]; path: number[] } {
  const players = specs.map((spec) => engine.createPlayer(spec));
  const path: number[] = [];
  const choices: PlayerChoice[] = [];
  // A random tree's game ends at its depth (no moves asked for on the way).
  const end = start.game === "random" ? Math.min(plies, start.tree.depth ?? RANDOM_TREE_DEPTH) : plies;
  try {
    while (path.length < end && (start.game === "random" || engine.moves({ ...start, path } as Position).length > 0)) {
      const choice = players[path.length % 2].choose({ ...start, path } as Position);
      choices.push(choice);
      for (const p of players) p.observe(choice.move);
      path.push(choice.move);
    }
  } finally {
    for (const p of players) p.dispose();
  }
  return { choices, path };
}

/** A whole random-tree game (it ends at the tree's depth). */
export function engineGame(
  engine: Engine,
  tree: RandomTreeSpec,
  specs: [PlayerSpec, PlayerSpec],
): { choices: PlayerChoice[]; path: number[] } {
  return playedGame(engine, { game: "random", tree }, specs);
}
