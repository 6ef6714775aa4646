// Tables 1-4 of Korf & Chickering, "Best-First Minimax Search: Othello Results"
// (AAAI-94): tables 1 and 2 in section 5, tables 3 and 4 in section 6. The single source
// of these numbers in the project. Transcribed from the paper's text extraction; the pages
// that hold the tables are kept verbatim in docs/papers/korf-chickering-1994-tables.txt,
// and test/paper-tables.test.ts reads every number again from there. Pages are those of
// the extraction (its page markers): table 1 on page 7, table 2 on page 8, tables 3 and 4
// on page 9. Each series says where it comes from in `source`.
// OCR noise read as: "I", "i", "l" = 1; "lO" = 10; "I0", "II" = 10, 11; "Z", "~", "X" = %;
// table 1's and 3's "g" = 5 and table 1's "8" after it = 6 (its AB depths are 1..6: six
// BF depths and six percentages follow). Random games use random branching 1..B
// (mode "random") and 100 pairs; Othello 244 pairs. Win % leave ties out.

import type { Algorithm, GameName } from "../../contract/index.js";

export interface PaperSeries {
  table: 1 | 2 | 3 | 4;
  /** The page of the text extraction that holds the table (docs/papers/korf-chickering-1994-tables.txt). */
  page: number;
  /** Where the numbers come from: the paper, the table, its rows, the page of the extraction. */
  source: string;
  game: Extract<GameName, "random" | "othello">;
  algorithm: Extract<Algorithm, "bestfirst" | "extension">;
  /** Random games: the maximum branching factor B; Othello: null. */
  branching: number | null;
  abDepths: number[];
  bfDepths: number[];
  /** Best-first's winning percentage, ties excluded. */
  bfWinPct: number[];
}

const depths = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const PAPER = 'Korf & Chickering, "Best-First Minimax Search: Othello Results", AAAI-94';
const EXCERPT = "docs/papers/korf-chickering-1994-tables.txt";
/** The source of one series: its table, its rows there, and the page of the extraction. */
const source = (table: number, page: number, rows: string) =>
  `${PAPER}, table ${table}, ${rows}; page ${page} of the text extraction (${EXCERPT})`;

export const paperSeries: PaperSeries[] = [
  {
    table: 1,
    page: 7,
    game: "othello",
    algorithm: "bestfirst",
    branching: null,
    abDepths: depths(6),
    bfDepths: [1, 4, 8, 12, 15, 19],
    bfWinPct: [50, 66, 73, 72, 57, 61],
    source: source(1, 7, 'rows "BF depth" and "BF wins"'),
  },

  {
    table: 2,
    page: 8,
    game: "random",
    algorithm: "bestfirst",
    branching: 2,
    abDepths: depths(10),
    bfDepths: [1, 3, 6, 9, 13, 17, 22, 26, 33, 38],
    bfWinPct: [50, 59, 74, 80, 76, 85, 83, 76, 82, 80],
    source: source(2, 8, 'rows "B=2, BF depth" and "B=2, BF wins"'),
  },
  {
    table: 2,
    page: 8,
    game: "random",
    algorithm: "bestfirst",
    branching: 3,
    abDepths: depths(10),
    bfDepths: [1, 3, 7, 10, 14, 19, 26, 33, 42, 52],
    bfWinPct: [50, 65, 89, 88, 80, 88, 84, 76, 77, 65],
    source: source(2, 8, 'rows "B=3, BF depth" and "B=3, BF wins"'),
  },
  {
    table: 2,
    page: 8,
    game: "random",
    algorithm: "bestfirst",
    branching: 4,
    abDepths: depths(10),
    bfDepths: [1, 3, 7, 11, 16, 21, 30, 38, 51, 64],
    bfWinPct: [50, 68, 91, 85, 85, 86, 81, 63, 70, 54],
    source: source(2, 8, 'rows "B=4, BF depth" and "B=4, BF wins"'),
  },
  {
    table: 2,
    page: 8,
    game: "random",
    algorithm: "bestfirst",
    branching: 5,
    abDepths: depths(10),
    bfDepths: [1, 3, 7, 11, 17, 23, 33, 43, 59, 76],
    bfWinPct: [50, 66, 92, 92, 83, 81, 81, 65, 45, 40],
    source: source(2, 8, 'rows "B=5, BF depth" and "B=5, BF wins"'),
  },
  {
    table: 2,
    page: 8,
    game: "random",
    algorithm: "bestfirst",
    branching: 10,
    abDepths: depths(7),
    bfDepths: [1, 3, 8, 13, 22, 31, 48],
    bfWinPct: [50, 65, 97, 80, 76, 60, 46],
    source: source(2, 8, 'rows "B=10, BF depth" and "B=10, BF wins"'),
  },
  {
    table: 2,
    page: 8,
    game: "random",
    algorithm: "bestfirst",
    branching: 20,
    abDepths: depths(5),
    bfDepths: [1, 3, 9, 16, 28],
    bfWinPct: [50, 66, 97, 86, 54],
    source: source(2, 8, 'rows "B=20, BF depth" and "B=20, BF wins"'),
  },

  {
    table: 3,
    page: 9,
    game: "othello",
    algorithm: "extension",
    branching: null,
    abDepths: depths(7),
    bfDepths: [1, 4, 7, 10, 14, 18, 21],
    bfWinPct: [50, 66, 83, 79, 64, 72, 69],
    source: source(3, 9, 'rows "BF depth" and "BF wins"'),
  },

  {
    table: 4,
    page: 9,
    game: "random",
    algorithm: "extension",
    branching: 2,
    abDepths: depths(10),
    bfDepths: [1, 3, 6, 7, 10, 12, 15, 17, 21, 24],
    bfWinPct: [50, 59, 68, 81, 75, 82, 79, 78, 80, 78],
    source: source(4, 9, 'rows "B=2, BF depth" and "B=2, BF wins"'),
  },
  {
    table: 4,
    page: 9,
    game: "random",
    algorithm: "extension",
    branching: 3,
    abDepths: depths(10),
    bfDepths: [1, 3, 6, 8, 11, 14, 19, 22, 29, 35],
    bfWinPct: [50, 65, 91, 86, 85, 78, 90, 82, 88, 81],
    source: source(4, 9, 'rows "B=3, BF depth" and "B=3, BF wins"'),
  },
  {
    table: 4,
    page: 9,
    game: "random",
    algorithm: "extension",
    branching: 4,
    abDepths: depths(10),
    bfDepths: [1, 3, 7, 9, 12, 16, 23, 27, 38, 45],
    bfWinPct: [50, 68, 98, 88, 90, 91, 84, 81, 87, 84],
    source: source(4, 9, 'rows "B=4, BF depth" and "B=4, BF wins"'),
  },
  {
    table: 4,
    page: 9,
    game: "random",
    algorithm: "extension",
    branching: 5,
    abDepths: depths(10),
    bfDepths: [1, 3, 7, 9, 14, 18, 26, 32, 46, 56],
    bfWinPct: [50, 66, 95, 89, 89, 89, 83, 85, 87, 75],
    source: source(4, 9, 'rows "B=5, BF depth" and "B=5, BF wins"'),
  },
  {
    table: 4,
    page: 9,
    game: "random",
    algorithm: "extension",
    branching: 10,
    abDepths: depths(7),
    bfDepths: [1, 3, 8, 11, 19, 25, 41],
    bfWinPct: [50, 65, 99, 95, 92, 84, 82],
    source: source(4, 9, 'rows "B=10, BF depth" and "B=10, BF wins"'),
  },
  {
    table: 4,
    page: 9,
    game: "random",
    algorithm: "extension",
    branching: 20,
    abDepths: depths(5),
    bfDepths: [1, 3, 9, 13, 25],
    bfWinPct: [50, 66, 98, 95, 88],
    source: source(4, 9, 'rows "B=20, BF depth" and "B=20, BF wins"'),
  },
];

/** The paper's series for a tournament, if it has one (random games: mode "random" only). */
export function paperSeriesFor(
  game: GameName,
  algorithm: string,
  branching: number,
  mode: string,
): PaperSeries | undefined {
  if (game === "random" && mode !== "random") return undefined;
  return paperSeries.find(
    (s) => s.game === game && s.algorithm === algorithm && (game === "othello" || s.branching === branching),
  );
}
