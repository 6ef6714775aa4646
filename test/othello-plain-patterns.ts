// The learned Othello evaluation's patterns drawn plainly, for the tests' oracles: by
// square name as Logistello and Edax draw them, the board's 8 turns on square numbers,
// and a board's cells for the side to move (test/train-features.test.ts,
// test/learned-evaluation.test.ts).

const FILES = "abcdefgh";
export const sq = (name: string) => FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
/** The patterns as Logistello and Edax draw them, by square name. */
export const PLAIN: [string, string][] = [
  ["edge+2X", "a1 b1 c1 d1 e1 f1 g1 h1 b2 g2"],
  ["corner 2x5", "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2"],
  ["corner 3x3", "a1 b1 c1 a2 b2 c2 a3 b3 c3"],
  ["diagonal 8", "a1 b2 c3 d4 e5 f6 g7 h8"],
  ["diagonal 7", "a2 b3 c4 d5 e6 f7 g8"],
  ["diagonal 6", "a3 b4 c5 d6 e7 f8"],
  ["diagonal 5", "a4 b5 c6 d7 e8"],
  ["diagonal 4", "a5 b6 c7 d8"],
  ["row 2", "a2 b2 c2 d2 e2 f2 g2 h2"],
  ["row 3", "a3 b3 c3 d3 e3 f3 g3 h3"],
  ["row 4", "a4 b4 c4 d4 e4 f4 g4 h4"],
];
/** The 8 ways to turn or mirror the board, on square numbers. */
export const TURNS: ((s: number) => number)[] = [
  (s) => s,
  (s) => (s & ~7) | (7 - (s & 7)), // mirror the files
  (s) => (7 - (s >> 3)) * 8 + (s & 7), // mirror the ranks
  (s) => 63 - s,
  (s) => (s & 7) * 8 + (s >> 3), // the a1-h8 diagonal
  (s) => (s & 7) * 8 + (7 - (s >> 3)),
  (s) => (7 - (s & 7)) * 8 + (s >> 3),
  (s) => (7 - (s & 7)) * 8 + (7 - (s >> 3)),
];

/** The board as cells for the side to move: "0" empty, "1" its own, "2" the other side's. */
export function cellsOf(board: string): string[] {
  const me = board[65] === "X" ? "X" : "O";
  return [...board.slice(0, 64)].map((c) => (c === "-" ? "0" : c === me ? "1" : "2"));
}
