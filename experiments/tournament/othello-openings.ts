// The 1994 paper's Othello starts: "all possible first four moves", the 244 positions
// four plies after the initial one (docs/othello.md: perft(4) = 244), in move order.

import { INITIAL_BOARD } from "../../contract/index.js";
import { othelloAt } from "../../reference/games/othello.js";

let openings: string[] | undefined;

/** The boards of the 244 openings, index 0..243, in lexicographic move order. */
export function othelloOpenings(): string[] {
  if (openings) return openings;
  const game = othelloAt(INITIAL_BOARD);
  const boards: string[] = [];
  const walk = (ply: number): void => {
    if (ply === 4) return void boards.push(game.toBoard());
    for (let move = 0, n = game.moveCount(); move < n; move++) {
      game.play(move);
      walk(ply + 1);
      game.undo();
    }
  };
  walk(0);
  openings = boards;
  return boards;
}
