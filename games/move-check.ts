// The check every game of this folder makes of a move index it is given (play, moveName): a
// bad one is a BestfirstError saying which moves there are, never a read past an array.
// The games of this folder import the public entry's shared half (library.ts, which index.ts
// and index.browser.ts both re-export, and nothing else), so that they load in browsers too.

import { fail, shown } from "../library.js";

/** A BestfirstError unless `move` is a move index of a position with `n` moves. */
export function checkMove(game: string, move: number, n: number): void {
  if (move >= 0 && move < n && Number.isInteger(move)) return;
  fail(`${game}'s move ${shown(move)} is no move here: there are ${n} (0 to ${n - 1})`);
}
