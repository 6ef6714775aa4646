// How the demo page draws a built-in game (web/games.ts): a row's optional `board`
// (./game-row.ts). The page offers exactly the games whose row has one, so a new game with
// a drawing is on the page with no edit there. Plain data and small functions of move
// names and cells: the rules stay in the engines (a flip is read from the legal moves).

/** How a game's board is drawn and its values told in words on the page. @internal */
export interface BoardDrawing {
  /** The grid: rows (row 0 at the top) and columns; cells are numbered row by row from 0. */
  rows: number;
  cols: number;
  /**
   * How its cells and stones look (web/style.css): black and white discs on green (Othello),
   * red and yellow stones in the holes of a blue board (Connect-Four), X and O (tic-tac-toe).
   */
  look: "discs" | "holes" | "marks";
  /** The players' names, the first to move first. */
  players: readonly [string, string];
  /** Every cell at the start when some are taken (Othello's discs): 0 empty, 1 the first player's, 2 the other's. */
  start?: ArrayLike<number>;
  /** True when a move turns stones over: the engine's legal moves name the squares (`LegalMove.flips`). */
  flips?: boolean;
  /** True when the game's end is told with each side's stones (Othello's final count). */
  countAtEnd?: boolean;
  /** The cell a move lands on, given the board it is played on; -1 for none (a pass). */
  cellOf(move: string, cells: readonly number[]): number;
  /** The move a click on a cell means (a column for Connect-Four). */
  moveAt(cell: number): string;
  /** A cell's name for screen readers. */
  cellName(cell: number): string;
  /** The best-first player's depth bound K on the page (that player takes no budget). */
  bound: number;
  /**
   * Where a won position's values start (the first player's win; the negation the second's),
   * and what a win's value adds beyond it: the final disc margin, or the cells left empty at
   * the end (so the plies to the end are the cells less those and the plies played).
   */
  win: { base: number; extra: "margin" | "empty-cells" };
}
