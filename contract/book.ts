// Opening books (docs/books.md): the format's checks, and the one lookup both engines'
// searches and players make before they search. A book maps a line of moves from a game's
// start to the move a deep alpha-beta-tt search chose there and its value. A hit answers
// without searching; a miss (a line the book does not hold, a position not reached from
// the start) searches as before. The full check of a book file, every move replayed, is
// the reader's (reference/book-check.ts); what is checked here is cheap enough for every call.

import { checkInt, fail, isRevokedProxy, shown } from "./errors.js";
import { checkKnownKeys } from "./options.js";
import { INITIAL_BOARD, parseBoard } from "./notation/othello.js";
import type { MoveName, Position } from "./position.js";
import { notationOf } from "./games.js";
import { MAX_BUDGET } from "./settings.js";
import { MAX_HORIZON } from "./searches.js";

/** The games a book is built for (two-player games with a fixed start and named moves). */
export const BOOK_GAMES = ["connect4", "othello", "tictactoe"] as const;
export type BookGame = (typeof BOOK_GAMES)[number];

/** The format's name and version, the first fields of every book. */
export const BOOK_FORMAT = "bestfirst-book";
export const BOOK_VERSION = 1;
/** The largest book file read (bytes), refused by its size before a byte is parsed. */
export const MAX_BOOK_BYTES = 16 << 20;
/** The most entries a book holds. */
export const MAX_BOOK_ENTRIES = 200_000;
/** The longest line a book covers (plies from the start). */
export const MAX_BOOK_PLIES = 20;

/** How a book was built: the search, its horizon or node budget, and the plies covered. */
export interface BookBuild {
  /** The search that chose every move (the core's alphabeta-tt). */
  search: "alphabeta-tt";
  /** Its horizon (a book built to a depth). */
  horizon?: number;
  /** Its node budget (a book built to a budget). */
  nodes?: number;
  /** Lines of fewer than `plies` moves from the start have entries (the book's move is at most ply `plies`). */
  plies: number;
}

/** A book's move at a line, and the search's value there (for the side to move, as a search report's). */
export interface BookEntry {
  move: string;
  value: number;
}

/** An opening book, as read from its file (docs/books.md). */
export interface Book {
  format: typeof BOOK_FORMAT;
  version: typeof BOOK_VERSION;
  game: BookGame;
  built: BookBuild;
  /** Entries by line: the move names from the start joined by single spaces ("" for the start). */
  entries: Record<string, BookEntry>;
}

const BOOK_FIELDS = ["format", "version", "game", "built", "entries"];
const BUILD_FIELDS = ["search", "horizon", "nodes", "plies"];
const ENTRY_FIELDS = ["move", "value"];

function object(what: string, value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value) || isRevokedProxy(value))
    fail(`${what} must be an object, got ${shown(value)}`);
  return value as Record<string, unknown>;
}

/**
 * Checks a book's fields but its entries' (cheap: every search and player given a book
 * checks it); returns the book. Each entry is checked when it is looked up (checkBookEntry).
 */
export function checkBookHeader(given: unknown): Book {
  const book = object("a book", given);
  checkKnownKeys("a book", book, BOOK_FIELDS, "field");
  if (book.format !== BOOK_FORMAT) fail(`a book's format must be "${BOOK_FORMAT}", got ${shown(book.format)}`);
  if (book.version !== BOOK_VERSION) fail(`a book's version must be ${BOOK_VERSION}, got ${shown(book.version)}`);
  if (!BOOK_GAMES.includes(book.game as BookGame))
    fail(`a book's game must be ${BOOK_GAMES.join(", ")}, got ${shown(book.game)}`);
  const built = object("a book's built", book.built);
  checkKnownKeys("a book's built", built, BUILD_FIELDS, "field");
  if (built.search !== "alphabeta-tt") fail(`a book's built.search must be "alphabeta-tt", got ${shown(built.search)}`);
  if ((built.horizon === undefined) === (built.nodes === undefined))
    fail("a book's built must give one of horizon and nodes (the search's depth or node budget), not both or neither");
  if (built.horizon !== undefined) checkInt("a book's built.horizon", built.horizon, 1, MAX_HORIZON);
  if (built.nodes !== undefined) checkInt("a book's built.nodes", built.nodes, 1, MAX_BUDGET);
  checkInt("a book's built.plies", built.plies, 1, MAX_BOOK_PLIES);
  object("a book's entries", book.entries);
  return book as unknown as Book;
}

/** Checks one entry's fields (the move's legality is the lookup's, or the reader's). */
export function checkBookEntry(line: string, given: unknown): BookEntry {
  const where = `the book's entry ${shown(line)}`;
  const entry = object(where, given);
  checkKnownKeys(where, entry, ENTRY_FIELDS, "field");
  if (typeof entry.move !== "string") fail(`${where}: move must be a move's name, got ${shown(entry.move)}`);
  if (typeof entry.value !== "number" || !Number.isFinite(entry.value))
    fail(`${where}: value must be a finite number, got ${shown(entry.value)}`);
  return entry as unknown as BookEntry;
}

/**
 * The line of a position as a book keys it (its move names from the game's start, each as
 * the game's notation writes it, joined by spaces), or undefined when the position is not
 * reached from the start: an Othello `board` other than the initial one. Moves given by
 * index (`path`) are named through `movesAt`, the engine's legal moves at a position.
 */
export function bookLine(position: Position, movesAt: (position: Position) => MoveName[]): string | undefined {
  if (position.game === "othello" && position.board !== undefined) {
    const [a, b] = [parseBoard(position.board), parseBoard(INITIAL_BOARD)];
    const same =
      a.blackToMove === b.blackToMove &&
      a.blackHi === b.blackHi &&
      a.blackLo === b.blackLo &&
      a.whiteHi === b.whiteHi &&
      a.whiteLo === b.whiteLo;
    if (!same) return undefined;
  }
  const notation = notationOf(position);
  const named = "moves" in position && position.moves ? position.moves : [];
  const names = named.map((name, k) => String(notation.moveName(notation.moveCode(name, k))));
  const path = position.path ?? [];
  for (let k = 0; k < path.length; k++) {
    const legal = movesAt({ ...position, moves: names.slice(), path: [] } as Position);
    names.push(String(legal[path[k]]));
  }
  return names.join(" ");
}

/** What a book answers at a position: its move (by name and index into the legal moves) and value. */
export interface BookHit {
  move: MoveName;
  index: number;
  /** For the side to move. */
  value: number;
}

/**
 * The one lookup of both engines: the book's answer at `position`, or undefined (a miss:
 * the caller searches). The book's header is checked, its game must be the position's,
 * and a hit's entry is checked and its move must be legal there (`movesAt`).
 */
export function consultBook(
  given: unknown,
  position: Position,
  movesAt: (position: Position) => MoveName[],
): BookHit | undefined {
  const book = checkBookHeader(given);
  if (position.game !== book.game)
    fail(`the book is of ${book.game} and cannot answer for a position of ${shown(position.game)}`);
  const plies = ("moves" in position && position.moves ? position.moves.length : 0) + (position.path?.length ?? 0);
  if (plies >= book.built.plies) return undefined; // beyond the book: no line of it is looked up
  const line = bookLine(position, movesAt);
  if (line === undefined || !Object.hasOwn(book.entries, line)) return undefined;
  const entry = checkBookEntry(line, book.entries[line]);
  const legal = movesAt(position).map(String);
  const index = legal.indexOf(entry.move);
  if (index < 0)
    fail(
      `the book's entry ${shown(line)}: move ${shown(entry.move)} is not legal there; the legal moves are ` +
        legal.join(", "),
    );
  return { move: movesAt(position)[index], index, value: entry.value };
}
