// Book files on disk (docs/books.md): read bounded (its size before a byte), parsed and
// checked whole (reference/book-check.ts); written whole, an entry a line, through a
// temporary file renamed into place; and the shipped books (books/<game>.json), named
// `default` where a book is asked for.

import { existsSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BestfirstError, MAX_BOOK_BYTES, type Book, type BookGame } from "../../contract/index.js";
import { parseBook } from "../../reference/index.js";
import { readBounded } from "../run/read-bounded.js";
import { fileError } from "../run/files.js";

/** The name that asks for the shipped book of a game (`--book default`). */
export const DEFAULT_BOOK = "default";

/** The shipped book of `game`: books/<game>.json beside the sources, or beside dist/ in the package. */
export function shippedBookPath(game: BookGame): string {
  const candidates = ["../../books/", "../../../books/"].map((up) =>
    fileURLToPath(new URL(`${up}${game}.json`, import.meta.url)),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new BestfirstError(`no book of ${game} is shipped (books/${game}.json is missing)`);
  return found;
}

/** Reads and checks the book file `path`. */
export function readBookFile(path: string): Book {
  const bytes = readBounded(path, "the book", MAX_BOOK_BYTES, `a book is at most ${MAX_BOOK_BYTES >> 20} MiB`);
  return parseBook(bytes.toString("utf8"), path);
}

/** A book by `name`: `default` is the shipped book of `game`, anything else a file's path; of `game` only. */
export function loadBook(name: string, game: string): Book {
  const book = readBookFile(name === DEFAULT_BOOK ? shippedBookPath(game as BookGame) : name);
  if (book.game !== game) throw new BestfirstError(`the book ${name} is of ${book.game}, not of ${game}`);
  return book;
}

/** A book's text: its fields on the first line, then one entry a line (the file diffs line by line). */
export function bookText(book: Book): string {
  const { entries, ...head } = book;
  const lines = Object.entries(entries).map(([line, entry]) => `${JSON.stringify(line)}:${JSON.stringify(entry)}`);
  return `${JSON.stringify(head).slice(0, -1)},"entries":{\n${lines.join(",\n")}\n}}\n`;
}

/** Writes `book` to `path` whole: to a temporary file first, renamed into place, so no reader sees half a book. */
export function writeBookFile(path: string, book: Book): void {
  const temporary = `${path}.partial`;
  try {
    writeFileSync(temporary, bookText(book));
    renameSync(temporary, path);
  } catch (error) {
    throw fileError(`cannot write the book ${path}`, error);
  }
}
