// The whole check of an opening book (docs/books.md), made when a book is read: its
// fields (contract/book.ts), each entry's line written as the game's notation writes it
// and shorter than the book's plies, and every line and book move replayed on the
// reference's rules. The engines' lookup checks only what it touches; this reads all.

import {
  BestfirstError,
  bookLine,
  checkBookEntry,
  checkBookHeader,
  fail,
  MAX_BOOK_ENTRIES,
  shown,
  type Book,
  type Position,
} from "../contract/index.js";
import { createReferenceEngine } from "./reference-engine.js";

/** Checks a parsed book whole (every field, every move legal); returns it. A fault is a BestfirstError naming it. */
export function checkBook(given: unknown): Book {
  const book = checkBookHeader(given);
  const lines = Object.keys(book.entries);
  if (lines.length > MAX_BOOK_ENTRIES)
    fail(`a book holds at most ${MAX_BOOK_ENTRIES} entries, this one ${lines.length}`);
  const engine = createReferenceEngine();
  const movesAt = (position: Position) => engine.moves(position).map((m) => m.move);
  for (const line of lines) {
    const entry = checkBookEntry(line, book.entries[line]);
    const moves = line === "" ? [] : line.split(" ");
    const where = `the book's entry ${shown(line)}`;
    if (moves.length >= book.built.plies)
      fail(`${where}: its line has ${moves.length} moves, and the book's lines fewer than ${book.built.plies}`);
    const position = { game: book.game, moves } as Position;
    let legal: string[];
    try {
      if (bookLine(position, movesAt) !== line) fail("its moves are not written as the game's notation writes them");
      legal = movesAt(position).map(String);
    } catch (error) {
      if (!(error instanceof BestfirstError)) throw error;
      fail(`${where}: the line is no game of ${book.game} from its start: ${error.message}`);
    }
    if (legal.length === 0) fail(`${where}: the game is over at its line, there is no move to give`);
    if (!legal.includes(entry.move))
      fail(`${where}: move ${shown(entry.move)} is not legal there; the legal moves are ${legal.join(", ")}`);
  }
  return book;
}

/** Parses a book's JSON text and checks it whole (`where` names it in messages: "books/othello.json"). */
export function parseBook(text: string, where: string): Book {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    fail(`${where} is not a book: it is not JSON (${(error as Error).message})`);
  }
  try {
    return checkBook(value);
  } catch (error) {
    if (error instanceof BestfirstError) fail(`${where}: ${error.message}`);
    throw error;
  }
}
