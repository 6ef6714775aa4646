// What decides an opening book's build (`bestfirst book`, docs/books.md): the game, the
// plies it covers, and the search's horizon or node budget. The search is the core's
// alphabeta-tt, which draws nothing at random: a book has no seed, and the same
// parameters build the same book, byte for byte.

import { BOOK_GAMES, MAX_BOOK_PLIES, MAX_BUDGET, MAX_HORIZON, type BookGame } from "../../contract/index.js";

export interface BookParams {
  game: BookGame;
  /** Lines of fewer moves than this from the start get an entry. */
  plies: number;
  /** The search's horizon, or (the other) its node budget per position. */
  horizon?: number;
  nodes?: number;
}

export const BOOK_FLAGS: Record<keyof BookParams, string> = {
  game: "--game",
  plies: "--plies",
  horizon: "--horizon",
  nodes: "--nodes",
};

const int = (v: unknown, min: number, max: number) =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;

/** What is wrong with `params` (its field, in words), or undefined: the CLI's and the results file's check. */
export function bookParamsProblem(p: BookParams): { field: keyof BookParams; wanted: string } | undefined {
  if (!BOOK_GAMES.includes(p.game)) return { field: "game", wanted: BOOK_GAMES.join(" | ") };
  if (!int(p.plies, 1, MAX_BOOK_PLIES)) return { field: "plies", wanted: `an integer from 1 to ${MAX_BOOK_PLIES}` };
  if ((p.horizon === undefined) === (p.nodes === undefined))
    return { field: "horizon", wanted: "given, or else nodes (one of the two)" };
  if (p.horizon !== undefined && !int(p.horizon, 1, MAX_HORIZON))
    return { field: "horizon", wanted: `an integer from 1 to ${MAX_HORIZON}` };
  if (p.nodes !== undefined && !int(p.nodes, 1, MAX_BUDGET))
    return { field: "nodes", wanted: `an integer from 1 to ${MAX_BUDGET}` };
  return undefined;
}
