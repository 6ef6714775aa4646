// Helpers of the tests of the games in games/ (test/rolit-game, ewn-game, pig-game): perft
// over the Game protocol through the checked game, a seeded stream of move choices, and a
// position's move names.

import type { Game } from "../index.js";
import type { CheckedGame } from "../reference/checked-game.js";

/** perft(depth) over the protocol, the shape's members (die weights included) probed at every node. */
export function checkedPerft(game: CheckedGame, depth: number): number {
  game.probeShape();
  if (depth === 0 || game.isTerminal()) return 1;
  let leaves = 0;
  const n = game.moveCount();
  for (let move = 0; move < n; move++) {
    game.play(move);
    leaves += checkedPerft(game, depth - 1);
    game.undo();
  }
  return leaves;
}

/** A seeded stream of move choices (a linear congruential generator: only its sequence matters). */
export function chooser(seed: number): (n: number) => number {
  return (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
}

/** The names of the position's moves, in move order. */
export const moveNames = (game: Game): string[] => Array.from({ length: game.moveCount() }, (_, m) => game.moveName(m));
