// perft over the Game protocol: the number of leaves of the game tree cut at each depth
// 1..n, a game that ends early counted once at every deeper depth (docs/othello.md). Every
// move is played and taken back, also at the last ply, so it measures move generation
// and make/undo rather than counting moves in bulk. Run bounded (./bounded.ts), every
// node with moves checks the budgets before it makes its children and counts them as
// generated, where the core checks (assembly/game-ops.ts); stopped, it unwinds at once.

import type { Game } from "../contract/index.js";
import { cutAt, isCut } from "./bounded.js";
import type { SearchStats } from "./search/stats.js";

/** perft(1..depth) of the game's current position; counts[k-1] = perft(k). */
export function perft(game: Game, depth: number, stats?: SearchStats): number[] {
  const counts = new Array<number>(depth + 1).fill(0);
  const walk = (ply: number): void => {
    const n = game.moveCount();
    if (n === 0) {
      for (let k = ply + 1; k <= depth; k++) counts[k]++;
      return;
    }
    if (stats) {
      if (cutAt(stats.generated)) return;
      stats.generated += n;
    }
    const next = ply + 1;
    for (let i = 0; i < n; i++) {
      game.play(i);
      counts[next]++;
      if (next < depth) walk(next);
      game.undo();
      if (isCut()) return;
    }
  };
  walk(0);
  return counts.slice(1);
}
