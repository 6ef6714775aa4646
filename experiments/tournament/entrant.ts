// The tournament's challenger (the "bf" side) as an entrant's name (contract/entrant-names.ts,
// docs/entrants.md): one of the papers' challengers (bestfirst, extension, mcts, mma,
// mma-vs-bestfirst), alpha-beta with a table (`alphabeta-tt`, `alphabeta-tt:engine`), any
// of them `+learned` on Othello, or a level (`level:5`), which carries its own budget. Its
// canonical name is the tournament's `algorithm` in jobs, keys and results files, so a
// file from before entrants (`"algorithm": "bestfirst"`) still reads as the same tournament.

import {
  entrantSettings,
  parseEntrant,
  searchEntrantName,
  type Entrant,
  type SettingValues,
} from "../../contract/index.js";
import type { ChallengerKind, TournamentGame } from "./types.js";

/** The searches a challenger may be, as the registry's players are keyed (a level aside). */
export const CHALLENGER_SEARCHES: readonly string[] = [
  "bestfirst",
  "extension",
  "mcts",
  "mma",
  "mma-vs-bestfirst",
  "alphabeta-tt",
];

/** The challenger `name` names, for `game` (+learned: Othello's), or a BestfirstError in one line. */
export function challengerEntrant(name: string, game?: TournamentGame): Entrant {
  return parseEntrant(name, { searches: CHALLENGER_SEARCHES, game });
}

/** The registry's key of a challenger's name: its search, or "level". */
export function challengerKind(name: string): ChallengerKind {
  const e = challengerEntrant(name);
  return e.form === "level" ? "level" : (e.algorithm as ChallengerKind);
}

/** The challenger's settings beyond its kind's: its preset's and `evaluation: "learned"` with +learned. */
export function challengerSettings(name: string): SettingValues {
  const e = challengerEntrant(name);
  return e.form === "level" ? {} : entrantSettings(e);
}

/** The level a challenger's name is (`level:N`), or undefined for a search. */
export function challengerLevel(name: string): number | undefined {
  const e = challengerEntrant(name);
  return e.form === "level" ? e.level : undefined;
}

/** A challenger's name as jobs and results files hold it (`level:05` is `level:5`). */
export function canonicalChallenger(name: string, game?: TournamentGame): string {
  const e = challengerEntrant(name, game);
  if (e.form === "level") return `level:${e.level}`;
  return searchEntrantName(e);
}
