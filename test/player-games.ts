// A whole random-tree game played through an engine's players (shared by the player and
// min/max approximation tests): every choice, and the path the game took.

import type { Engine, PlayerChoice, PlayerSpec, RandomTreeSpec } from "../contract/index.js";

export function engineGame(engine: Engine, tree: RandomTreeSpec, specs: [PlayerSpec, PlayerSpec]): { choices: PlayerChoice[]; path: number[] } {
  const players = specs.map((spec) => engine.createPlayer(spec));
  const path: number[] = [];
  const choices: PlayerChoice[] = [];
  try {
    while (path.length < (tree.depth ?? 100)) {
      const choice = players[path.length % 2].choose({ game: "random", tree, path });
      choices.push(choice);
      for (const p of players) p.observe(choice.move);
      path.push(choice.move);
    }
  } finally {
    for (const p of players) p.dispose();
  }
  return { choices, path };
}
