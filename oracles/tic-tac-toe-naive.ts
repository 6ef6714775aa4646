// An independent tic-tac-toe oracle for the tests: a board of 9 cells ("X", "O" or ""),
// the side to move by count, and plain negamax to the end (no pruning, no memory). It
// shares no code with either engine or with the experiments' own minimax.

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The mark that made a line ("X", "O"), or "". */
export function winner(b: string[]): string {
  for (const [a, c, d] of LINES) if (b[a] !== "" && b[a] === b[c] && b[a] === b[d]) return b[a];
  return "";
}

/** The exact value for the side to move: 1 win, 0 draw, -1 loss. */
export function negamax(b: string[]): number {
  const toMove = b.filter((c) => c !== "").length % 2 === 0 ? "X" : "O";
  if (winner(b) !== "") return -1; // the side that just moved won
  let best = -2;
  for (let i = 0; i < 9; i++) {
    if (b[i] !== "") continue;
    b[i] = toMove;
    best = Math.max(best, -negamax(b) || 0);
    b[i] = "";
  }
  return best === -2 ? 0 : best;
}

/** The board after the cells "1".."9" of `moves`, X first. */
export function boardOf(moves: readonly string[]): string[] {
  const b: string[] = Array(9).fill("");
  moves.forEach((m, k) => (b[Number(m) - 1] = k % 2 === 0 ? "X" : "O"));
  return b;
}
