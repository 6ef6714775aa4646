// The text form of an Othello position (FFO / Edax: 64 squares a1 b1 ... h8, a space, the
// side to move) and its checks, shared by both engines: a board is parsed and validated
// here before either engine sees it, so the core never gets a malformed position.

import { fail } from "./errors.js";
import { squareName } from "./games/othello.js";

/** A checked position: cells a1..h8 (0 empty, 1 black, 2 white) and the same as bitboard halves. */
export interface OthelloBoard {
  cells: Uint8Array;
  blackToMove: boolean;
  blackHi: number; blackLo: number;
  whiteHi: number; whiteLo: number;
}

export const INITIAL_BOARD = "---------------------------OX------XO--------------------------- X";

const FORM = "64 squares a1 b1 ... h8 (X or * black, O white, - or . empty), a space, and the side to move (X or O)";

/** Parses and checks a board; every failure says what is wrong and what is accepted. */
export function parseBoard(text: unknown): OthelloBoard {
  if (typeof text !== "string") fail(`an Othello board must be text: ${FORM}`);
  const s = text.trim();
  if (s.length !== 66) fail(`an Othello board is 66 characters (${FORM}), got ${s.length}`);
  if (s[64] !== " ") fail(`an Othello board needs a space after its 64 squares, got "${s[64]}" (${FORM})`);
  const side = s[65];
  if (side !== "X" && side !== "O") fail(`the side to move must be X or O, got "${side}"`);
  const cells = new Uint8Array(64);
  let blackHi = 0, blackLo = 0, whiteHi = 0, whiteLo = 0;
  for (let sq = 0; sq < 64; sq++) {
    const c = s[sq];
    const bit = 1 << (sq & 31);
    if (c === "X" || c === "*") {
      cells[sq] = 1;
      if (sq < 32) blackLo |= bit; else blackHi |= bit;
    } else if (c === "O") {
      cells[sq] = 2;
      if (sq < 32) whiteLo |= bit; else whiteHi |= bit;
    } else if (c !== "-" && c !== ".")
      fail(`square ${squareName(sq)} of the board is "${c}": squares are X or * (black), O (white), - or . (empty)`);
  }
  if ((blackHi | blackLo) === 0) fail("the board has no black discs: a position needs discs of both colours");
  if ((whiteHi | whiteLo) === 0) fail("the board has no white discs: a position needs discs of both colours");
  return { cells, blackToMove: side === "X", blackHi, blackLo, whiteHi, whiteLo };
}

/** The text form of black and white bitboard halves and the side to move. */
export function formatBoard(blackHi: number, blackLo: number, whiteHi: number, whiteLo: number, blackToMove: boolean): string {
  let s = "";
  for (let sq = 0; sq < 64; sq++) {
    const sh = sq & 31;
    const b = ((sq < 32 ? blackLo : blackHi) >>> sh) & 1, w = ((sq < 32 ? whiteLo : whiteHi) >>> sh) & 1;
    s += b ? "X" : w ? "O" : "-";
  }
  return `${s} ${blackToMove ? "X" : "O"}`;
}

/** The names of the squares set in a board given as halves (ascending). */
export function squareNames(hi: number, lo: number): string[] {
  const names: string[] = [];
  for (let sq = 0; sq < 64; sq++) if ((((sq < 32 ? lo : hi) >>> (sq & 31)) & 1) !== 0) names.push(squareName(sq));
  return names;
}
