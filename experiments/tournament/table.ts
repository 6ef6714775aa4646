// The papers' tables from pair results: one row per (alpha-beta depth, best-first
// depth), wins of each side, ties, and best-first's winning percentage with ties left
// out (1994 paper, section 5: "tied ... are ignored in the results presented").

import type { PairResult, TableRow } from "./types.js";

/** Rows in ascending alpha-beta depth (then best-first depth); input order does not matter. */
export function tableRows(results: readonly PairResult[]): TableRow[] {
  const rows = new Map<string, TableRow>();
  const searches = new Map<string, { bf: number; ab: number }>();
  for (const r of results) {
    const key = `${r.abDepth}/${r.bfDepth}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        abDepth: r.abDepth,
        bfDepth: r.bfDepth,
        pairs: 0,
        bfWins: 0,
        abWins: 0,
        ties: 0,
        bfWinPct: null,
        nodesBf: 0,
        nodesAb: 0,
        msBf: 0,
        msAb: 0,
        keptPerMoveBf: 0,
        keptPerMoveAb: 0,
        peakStoredBf: 0,
        peakStoredAb: 0,
      };
      rows.set(key, row);
      searches.set(key, { bf: 0, ab: 0 });
    }
    const s = searches.get(key)!;
    for (const g of r.games) {
      // Sums for now; divided by the searches below.
      row.keptPerMoveBf += g.keptBf;
      row.keptPerMoveAb += g.keptAb;
      s.bf += g.searchesBf;
      s.ab += g.searchesAb;
      row.peakStoredBf = Math.max(row.peakStoredBf, g.peakStoredBf);
      row.peakStoredAb = Math.max(row.peakStoredAb, g.peakStoredAb);
    }
    row.pairs++;
    row.bfWins += r.bfWins;
    row.abWins += r.abWins;
    row.ties += r.tie ? 1 : 0;
    row.nodesBf += r.nodesBf;
    row.nodesAb += r.nodesAb;
    row.msBf += r.msBf;
    row.msAb += r.msAb;
  }
  for (const [key, row] of rows) {
    const s = searches.get(key)!;
    row.keptPerMoveBf = s.bf === 0 ? 0 : Math.round(row.keptPerMoveBf / s.bf);
    row.keptPerMoveAb = s.ab === 0 ? 0 : Math.round(row.keptPerMoveAb / s.ab);
    const decided = row.bfWins + row.abWins;
    row.bfWinPct = decided === 0 ? null : (100 * row.bfWins) / decided;
  }
  return [...rows.values()].sort((a, b) => a.abDepth - b.abDepth || a.bfDepth - b.bfDepth);
}
