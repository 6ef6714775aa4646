// Connect-Four's notation (docs/connect-four.md): columns 1..7 from the left, the first
// player (MAX) moves first. A move's code in both engines is its column index 0..6; its
// name is the digit. A position is the columns played from the empty board, written as
// Pascal Pons' solver takes it ("4453") or with commas ("4,4,5,3").

import { fail } from "../errors.js";

/** The name of move code `col` (0..6): "1".."7". */
export function connectFourMoveName(col: number): string {
  return String(col + 1);
}

/** The code of a move name "1".."7"; `where` says which move it is, for the error. */
export function connectFourMoveCode(name: string, where: string): number {
  if (!/^[1-7]$/.test(name)) fail(`move "${name}" (${where}) is not a move: moves are columns 1..7`);
  return Number(name) - 1;
}
