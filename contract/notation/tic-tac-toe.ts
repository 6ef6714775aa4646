// Tic-tac-toe's notation (docs/tic-tac-toe.md): cells 1..9 row by row from the top left,
// X first. A move's code in both engines is its cell index 0..8; its name is the digit.

import { fail } from "../errors.js";

/** The name of move code `cell` (0..8): "1".."9". */
export function ticTacToeMoveName(cell: number): string {
  return String(cell + 1);
}

/** The code of a move name "1".."9"; `k`: its index in the list, for the error. */
export function ticTacToeMoveCode(name: string, k: number): number {
  if (!/^[1-9]$/.test(name)) fail(`move "${name}" (number ${k + 1}) is not a move: moves are cells 1..9`);
  return Number(name) - 1;
}
