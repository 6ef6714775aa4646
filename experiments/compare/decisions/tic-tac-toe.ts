// Tic-tac-toe for decision quality, written plainly on its own nine cells so that its
// labels owe nothing to the engines: every reachable position (each reached first by the
// moves in cell order), and the exact value of a position by plain minimax (1 win, 0 draw,
// -1 loss for the side to move, as the engines' solver scores it), memoised by board.

/** Cells 0..8 ("1".."9"): 0 empty, 1 the first player (X), 2 the second. */
type Cells = number[];

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

function cellsOf(moves: readonly string[]): Cells {
  const cells = new Array<number>(9).fill(0);
  moves.forEach((m, k) => {
    cells[Number(m) - 1] = k % 2 === 0 ? 1 : 2;
  });
  return cells;
}

const won = (cells: Cells, who: number) => LINES.some((line) => line.every((c) => cells[c] === who));

/** The empty cells where the side to move may play; none once a line is made or the board is full. */
function legal(cells: Cells): number[] {
  if (won(cells, 1) || won(cells, 2)) return [];
  return cells.flatMap((c, i) => (c === 0 ? [i] : []));
}

const memo = new Map<string, number>();

/** The exact value of the position for the side to move `who`, by plain minimax. */
function value(cells: Cells, who: number): number {
  const key = cells.join("");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best: number;
  if (won(cells, 3 - who))
    best = -1; // the last mark made a line: the side to move has lost
  else {
    const moves = legal(cells);
    if (moves.length === 0) best = 0;
    else {
      best = -Infinity;
      for (const m of moves) {
        cells[m] = who;
        best = Math.max(best, -value(cells, 3 - who));
        cells[m] = 0;
      }
    }
  }
  memo.set(key, best + 0);
  return best + 0;
}

/** The exact value, for the side to move, of the position reached by `moves` (cells "1".."9"). */
export function ticTacToeValue(moves: readonly string[]): number {
  return value(cellsOf(moves), moves.length % 2 === 0 ? 1 : 2);
}

/**
 * Every reachable position that is not over and has at least `fewestMoves` moves, as the moves that first reach it (in
 * cell order).
 */
export function ticTacToePositions(fewestMoves = 2): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  const walk = (moves: string[]) => {
    const cells = cellsOf(moves);
    const key = cells.join("");
    if (seen.has(key)) return;
    seen.add(key);
    const next = legal(cells);
    if (next.length >= fewestMoves) out.push(moves);
    for (const m of next) walk([...moves, String(m + 1)]);
  };
  walk([]);
  return out;
}
