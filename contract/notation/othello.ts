// Othello's notation (docs/othello.md): the text form of a position (FFO / Edax: 64
// squares a1 b1 ... h8, a space, the side to move), square names and move codes. Both
// engines parse and check a board here before they see it, so the core never gets a
// malformed position. Text only: the rules live in the games, which import this. Its
// position and its row in the contract's table (../games.ts).

import { fail } from "../errors.js";
import type { GameNotation } from "../game-row.js";

/** An Othello position. */
export interface OthelloPosition {
  /** The game: Othello. */
  game: "othello";
  /** The start, in the FFO text form (docs/othello.md); default: the initial position. */
  board?: string;
  /** Moves by name from the start: "d3", "pass". */
  moves?: readonly string[];
  /** Then moves by index into each position's legal moves. */
  path?: readonly number[];
}

const FILES = "abcdefgh";

/** The name of square `sq` (0..63, a1 = 0, h1 = 7, a8 = 56): a1..h8. */
export function squareName(sq: number): string {
  return FILES[sq & 7] + String((sq >> 3) + 1);
}

/** A move's code in both engines: its square 0..63, or PASS. */
export const PASS = -1;

/** The name of a move code: a square, or "pass". */
export function othelloMoveName(code: number): string {
  return code === PASS ? "pass" : squareName(code);
}

/** The code of a move name ("d3", "pass"); `k`: its index in the list, for the error. */
export function othelloMoveCode(name: string, k: number): number {
  if (name === "pass") return PASS;
  if (!/^[a-h][1-8]$/.test(name))
    fail(`move "${name}" (number ${k + 1}) is not a move: moves are squares a1..h8 or pass`);
  return FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
}

/** A checked position: cells a1..h8 (0 empty, 1 black, 2 white) and the same as bitboard halves. */
export interface OthelloBoard {
  /** 64 cells, a1 b1 .. h8: 0 empty, 1 black, 2 white. */
  cells: Uint8Array;
  /** Whether black is to move. */
  blackToMove: boolean;
  /** Black's discs, squares 32..63 (bit i is square 32 + i). */
  blackHi: number;
  /** Black's discs, squares 0..31. */
  blackLo: number;
  /** White's discs, squares 32..63. */
  whiteHi: number;
  /** White's discs, squares 0..31. */
  whiteLo: number;
}

/** Othello's initial position in the FFO text form. */
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
  let blackHi = 0,
    blackLo = 0,
    whiteHi = 0,
    whiteLo = 0;
  for (let sq = 0; sq < 64; sq++) {
    const c = s[sq];
    const bit = 1 << (sq & 31);
    if (c === "X" || c === "*") {
      cells[sq] = 1;
      if (sq < 32) blackLo |= bit;
      else blackHi |= bit;
    } else if (c === "O") {
      cells[sq] = 2;
      if (sq < 32) whiteLo |= bit;
      else whiteHi |= bit;
    } else if (c !== "-" && c !== ".")
      fail(`square ${squareName(sq)} of the board is "${c}": squares are X or * (black), O (white), - or . (empty)`);
  }
  if ((blackHi | blackLo) === 0) fail("the board has no black discs: a position needs discs of both colours");
  if ((whiteHi | whiteLo) === 0) fail("the board has no white discs: a position needs discs of both colours");
  return { cells, blackToMove: side === "X", blackHi, blackLo, whiteHi, whiteLo };
}

/** The text form of black and white bitboard halves and the side to move. */
export function formatBoard(
  blackHi: number,
  blackLo: number,
  whiteHi: number,
  whiteLo: number,
  blackToMove: boolean,
): string {
  let s = "";
  for (let sq = 0; sq < 64; sq++) {
    const sh = sq & 31;
    const b = ((sq < 32 ? blackLo : blackHi) >>> sh) & 1,
      w = ((sq < 32 ? whiteLo : whiteHi) >>> sh) & 1;
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

/** Othello's row: a board of one's own as its start, in both engines and on the command line. */
export const OTHELLO: GameNotation<OthelloPosition> = {
  // A board of one's own may have more empty squares than the initial one's 60: its moves may run to 64, each perhaps
  // after a pass.
  title: "Othello",
  module: "othello",
  fields: { game: true, board: true, moves: true, path: true },
  maxPlies: 128,
  longest: { plies: 120, why: "a move on each empty square, each perhaps after a pass" },
  starts: 244,
  openingPlies: 4,
  // Its squares: more than it ever has.
  mostMoves: 64,
  moveName: othelloMoveName,
  moveCode: othelloMoveCode,
  moveList: (text) => (text.trim() === "" ? [] : text.split(",").map((m) => m.trim())),
  solvable: true,
  learnedEvaluation: true,
  movesExample: "d3,c5,pass",
  board: {
    // Row 0 is rank 1 (a1 top left, as docs/othello.md draws the board): a cell is its square's code.
    rows: 8,
    cols: 8,
    look: "discs",
    players: ["Black", "White"],
    start: parseBoard(INITIAL_BOARD).cells,
    flips: true,
    countAtEnd: true,
    cellOf: (move) => othelloMoveCode(move, 0),
    moveAt: squareName,
    cellName: squareName,
    bound: 16,
    // WIN_BASE + the final margin (empties to the winner).
    win: { base: 2 ** 30, extra: "margin" },
  },
  cli: {
    options: [["--board <obf>", "othello: the start (FFO text form; default: the initial position)"]],
    form: '[--board "<obf>"] [--moves d3,c5,pass] [--path 0,1]',
    start: (o) => (o.board !== undefined ? { board: o.board } : {}),
  },
  core: {
    writeStart(position, io) {
      const b = parseBoard(position.board ?? INITIAL_BOARD);
      io.set(b.cells);
      io[64] = b.blackToMove ? 1 : 0;
      return 65;
    },
    pliesFromStart: () => Infinity,
  },
};
