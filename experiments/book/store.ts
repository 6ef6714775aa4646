// A book build's results file (../run/results-file.ts does the file: header
// "bestfirst-results" v1, appending, resuming, cut last lines): the header's `book` field
// holds the build's parameters (./params.ts), then one line per searched position. Each
// line's fields are checked here; its moves are replayed when the book is made of them
// (reference/book-check.ts).

import { KeyedStore, openKeyedStore } from "../run/keyed-store.js";
import { fieldFail, type OpenFile, type ResultsSchema } from "../run/results-file.js";
import { BOOK_FLAGS, bookParamsProblem, type BookParams } from "./params.js";
import type { BookRecord } from "./task.js";

export type BookLine = { kind: "position" } & BookRecord;

/** A position's key in the store: its line. */
export const lineKey = (job: { line: string }) => job.line;

type Obj = Record<string, unknown>;
const bad = (where: string, field: string, wanted: string, value: unknown): never =>
  fieldFail(where, field, wanted, value, "book");

function object(where: string, field: string, value: unknown): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) bad(where, field, "an object", value);
  return value as Obj;
}

const FIELDS: (keyof BookParams)[] = ["game", "plies", "horizon", "nodes"];

function paramsFrom(where: string, value: unknown): BookParams {
  const o = object(where, "book", value);
  for (const key of Object.keys(o))
    if (!(FIELDS as string[]).includes(key)) bad(where, `book.${key}`, "no field (it is unknown)", o[key]);
  const params = Object.fromEntries(
    FIELDS.flatMap((f) => (o[f] === undefined ? [] : [[f, o[f]]])),
  ) as unknown as BookParams;
  const wrong = bookParamsProblem(params);
  if (wrong) bad(where, `book.${wrong.field}`, wrong.wanted, o[wrong.field]);
  return params;
}

function difference(a: BookParams, b: BookParams) {
  for (const name of FIELDS)
    if (a[name] !== b[name]) return { name: `${name} (${BOOK_FLAGS[name]})`, a: String(a[name]), b: String(b[name]) };
  return undefined;
}

function lineFrom(value: unknown, params: BookParams, where: string): BookLine {
  const o = object(where, "the line", value);
  for (const key of Object.keys(o))
    if (!["kind", "line", "move", "value"].includes(key)) bad(where, key, "no field (it is unknown)", o[key]);
  if (o.kind !== "position") bad(where, "kind", '"position"', o.kind);
  if (typeof o.line !== "string" || (o.line === "" ? 0 : o.line.split(" ").length) >= params.plies)
    bad(where, "line", `move names joined by spaces, fewer than ${params.plies}`, o.line);
  if (typeof o.move !== "string" || o.move === "") bad(where, "move", "a move's name", o.move);
  if (typeof o.value !== "number" || !Number.isFinite(o.value)) bad(where, "value", "a finite number", o.value);
  return { kind: "position", line: o.line as string, move: o.move as string, value: o.value as number };
}

export const bookSchema: ResultsSchema<BookParams, BookLine> = {
  field: "book",
  command: "book",
  noun: "book build",
  lineKinds: ["position"],
  params: paramsFrom,
  difference,
  line: lineFrom,
};

export class BookStore extends KeyedStore<BookRecord> {
  constructor(file?: OpenFile) {
    super({ kind: "position", key: lineKey, noun: "position" }, file);
  }
}

/** Opens (or, with `resume`, continues) a book build's results file; checked before any position is searched. */
export function openBookStore(path: string | undefined, resume: boolean, params: BookParams): BookStore {
  return openKeyedStore<BookParams, BookRecord, BookStore>(
    (file) => new BookStore(file),
    bookSchema,
    path,
    resume,
    params,
  );
}
