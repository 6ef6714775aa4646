// Table 2 of R. L. Rivest, "Game Tree Searching by Min/Max Approximation", Artificial
// Intelligence 34 (1987) 77-96, page 92: min/max approximation (MM) against alpha-beta (AB)
// on Connect-Four, one row per resource bound per turn. Transcribed from the summary of
// the paper that is the project's source document, whose table part is kept verbatim in
// docs/papers/rivest-1987-table2.txt (test/paper-tables-rivest.test.ts reads the numbers
// again from there). Each row is 98 games (49 openings, each played with both colours);
// each experiment 490. Just the data: the min/max-approximation work will use it.

export interface RivestRow {
  /** "time": seconds per turn; "moves": calls to the move routine per turn. */
  resource: "time" | "moves";
  /** The bound per turn: 1..5 (seconds) or 1000..5000 (calls). */
  bound: number;
  mmWins: number;
  abWins: number;
  ties: number;
}

export const RIVEST_SOURCE =
  'Rivest, "Game Tree Searching by Min/Max Approximation", Artificial Intelligence 34 (1987), table 2, p. 92; ' +
  "as given by the project's summary of the paper, docs/papers/rivest-1987-table2.txt";

export const rivestTable2: RivestRow[] = [
  { resource: "time", bound: 1, mmWins: 41, abWins: 46, ties: 11 },
  { resource: "time", bound: 2, mmWins: 40, abWins: 42, ties: 16 },
  { resource: "time", bound: 3, mmWins: 36, abWins: 44, ties: 18 },
  { resource: "time", bound: 4, mmWins: 39, abWins: 52, ties: 7 },
  { resource: "time", bound: 5, mmWins: 30, abWins: 55, ties: 13 },
  { resource: "moves", bound: 1000, mmWins: 47, abWins: 35, ties: 16 },
  { resource: "moves", bound: 2000, mmWins: 50, abWins: 35, ties: 13 },
  { resource: "moves", bound: 3000, mmWins: 42, abWins: 47, ties: 9 },
  { resource: "moves", bound: 4000, mmWins: 49, abWins: 42, ties: 7 },
  { resource: "moves", bound: 5000, mmWins: 61, abWins: 31, ties: 6 },
];

/** The table's "Total" rows, as printed (they equal the sums of the rows above). */
export const rivestTable2Totals: Record<RivestRow["resource"], { mmWins: number; abWins: number; ties: number }> = {
  time: { mmWins: 186, abWins: 239, ties: 65 },
  moves: { mmWins: 249, abWins: 190, ties: 51 },
};
