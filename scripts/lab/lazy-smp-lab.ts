// What the Lazy SMP scripts share (lazy-smp-speedup.ts, lazy-smp-neighbour.ts): their options
// and their Othello middle games, the same positions in every run.

import { parseArgs } from "node:util";
import type { Engine, Position } from "../../index.js";

/** The scripts' options: the depth searched, runs per position, positions (--depth 10 --reps R --positions 6). */
export function labOptions(reps: number): { depth: number; reps: number; count: number } {
  const { values } = parseArgs({
    options: {
      depth: { type: "string", default: "10" },
      reps: { type: "string", default: String(reps) },
      positions: { type: "string", default: "6" },
    },
  });
  return { depth: Number(values.depth), reps: Number(values.reps), count: Number(values.positions) };
}

/** `count` middle games, 20 to 25 plies from the start, each move drawn by a fixed linear congruential stream. */
export function middleGames(engine: Engine, count: number): Position[] {
  const games: Position[] = [];
  let state = 12345;
  while (games.length < count) {
    const moves: string[] = [];
    const plies = 20 + (games.length % 6);
    for (let ply = 0; ply < plies; ply++) {
      const legal = engine.moves({ game: "othello", moves });
      if (legal.length === 0) break;
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      moves.push(String(legal[(state >>> 16) % legal.length].move));
    }
    if (engine.moves({ game: "othello", moves }).length > 0) games.push({ game: "othello", moves });
  }
  return games;
}
