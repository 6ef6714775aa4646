// Rivest's table 2 from a Connect-Four tournament's pairs: wins, losses and ties counted
// per game (as Rivest counted: each row 98 games, 49 openings with both colours), one
// row per budget level, totals, and Rivest's numbers beside ours.

import { rivestTable2, type RivestRow } from "../papers/rivest-1987.js";
import { CALLS_PER_LEVEL, SECOND_MS } from "./connect-four-pair.js";
import type { MatchBy, PairResult } from "./types.js";

export interface RivestTableRow {
  /** The budget per move: calls to the move routine, or Rivest's seconds (scaled to SECOND_MS each). */
  resource: RivestRow["resource"];
  bound: number;
  games: number;
  /** Games the challenger (mma or best-first) won, alpha-beta won, tied. */
  wins: number;
  losses: number;
  ties: number;
  /** Per search: calls to the move routine (nodes generated) and milliseconds, each side. */
  callsPerMove: number;
  callsPerMoveAb: number;
  msPerMove: number;
  msPerMoveAb: number;
  /** Rivest's MM wins, AB wins, ties at this bound (table 2), if he had the row. */
  paper: RivestRow | undefined;
}

/** The rows of a Connect-Four tournament, by budget level (abDepth), in level order. */
export function rivestRows(results: readonly PairResult[], match: MatchBy): RivestTableRow[] {
  const resource: RivestRow["resource"] = match === "time" ? "time" : "moves";
  const levels = [...new Set(results.map((r) => r.abDepth))].sort((a, b) => a - b);
  return levels.map((level) => {
    const row = {
      wins: 0,
      losses: 0,
      ties: 0,
      games: 0,
      calls: 0,
      callsAb: 0,
      ms: 0,
      msAb: 0,
      searches: 0,
      searchesAb: 0,
    };
    for (const pair of results.filter((r) => r.abDepth === level)) {
      for (const g of pair.games) {
        row.games++;
        if (g.finalValue === 0) row.ties++;
        else if (g.finalValue > 0 === g.bfIsMax) row.wins++;
        else row.losses++;
        row.calls += g.nodesBf;
        row.callsAb += g.nodesAb;
        row.ms += g.msBf;
        row.msAb += g.msAb;
        row.searches += g.searchesBf;
        row.searchesAb += g.moves.length - g.searchesBf; // every move played after the opening was a search
      }
    }
    const bound = resource === "time" ? level : level * CALLS_PER_LEVEL;
    const per = (x: number, n: number) => (n > 0 ? Math.round((x / n) * 100) / 100 : 0);
    return {
      resource,
      bound,
      games: row.games,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      callsPerMove: Math.round(per(row.calls, row.searches)),
      callsPerMoveAb: Math.round(per(row.callsAb, row.searchesAb)),
      msPerMove: per(row.ms, row.searches),
      msPerMoveAb: per(row.msAb, row.searchesAb),
      paper: rivestTable2.find((p) => p.resource === resource && p.bound === bound),
    };
  });
}

/** Our table beside Rivest's, Markdown; `who` names the challenger ("mma", "BF"), `opponent` the other side. */
export function rivestMarkdown(
  rows: readonly RivestTableRow[],
  who: string,
  wallMs: number,
  opponent = "AB",
): string[] {
  const time = rows[0]?.resource === "time";
  const unit = (r: RivestTableRow) =>
    time ? `${r.bound} s (${Math.round(r.bound * SECOND_MS * 1000) / 1000} ms)` : `${r.bound} calls`;
  const lines = [
    `| budget per move | games | ${who} wins | ${opponent} wins | ties | Rivest: MM wins | AB wins | ties | ` +
      `calls/move ${who} | calls/move ${opponent} | ms/move ${who} | ms/move ${opponent} |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const sum = { games: 0, wins: 0, losses: 0, ties: 0, pw: 0, pl: 0, pt: 0 };
  for (const r of rows) {
    lines.push(
      `| ${unit(r)} | ${r.games} | ${r.wins} | ${r.losses} | ${r.ties} | ${r.paper?.mmWins ?? "-"} | ` +
        `${r.paper?.abWins ?? "-"} | ${r.paper?.ties ?? "-"} | ${r.callsPerMove} | ${r.callsPerMoveAb} | ` +
        `${r.msPerMove} | ${r.msPerMoveAb} |`,
    );
    sum.games += r.games;
    sum.wins += r.wins;
    sum.losses += r.losses;
    sum.ties += r.ties;
    sum.pw += r.paper?.mmWins ?? 0;
    sum.pl += r.paper?.abWins ?? 0;
    sum.pt += r.paper?.ties ?? 0;
  }
  lines.push(
    `| total | ${sum.games} | ${sum.wins} | ${sum.losses} | ${sum.ties} | ${sum.pw} | ${sum.pl} | ${sum.pt} | | | | |`,
  );
  lines.push("", `Wall time: ${(wallMs / 1000).toFixed(1)} s.`);
  return lines;
}
