// Connect-Four's notation (docs/connect-four.md): columns 1..7 from the left, the first
// player (MAX) moves first. A move's code in both engines is its column index 0..6; its
// name is the digit. A position is the columns played from the empty board, written as
// Pascal Pons' solver takes it ("4453") or with commas ("4,4,5,3").

import { fail } from "../errors.js";

/** The name of move code `col` (0..6): "1".."7". */
export function connectFourMoveName(col: number): string {
  return String(col + 1);
}

/** The code of a move name "1".."7"; `k`: its index in the list, for the error. */
export function connectFourMoveCode(name: string, k: number): number {
  // A character code, not a regular expression: positions of 40 moves are read per solve.
  const col = name.length === 1 ? name.charCodeAt(0) - 49 : -1;
  if (!(col >= 0 && col <= 6)) fail(`move "${name}" (number ${k + 1}) is not a move: moves are columns 1..7`);
  return col;
}
