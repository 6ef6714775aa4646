// A book's build (`bestfirst book`, docs/books.md): from the game's start, ply by ply, the
// positions where the book's side is to move, for both colours: the first player's book
// plays its move at even plies and meets every reply at odd ones, the second player's the
// other way round. Each ply's positions are searched in the worker pool (../run/keyed-store.ts),
// each finished one appended to the resumable results file (./store.ts), and the next
// ply's lines follow from their moves. Lines are taken in the order they are made, so the
// book is the same byte for byte for any number of workers and a run stopped and resumed.

import { BOOK_FORMAT, BOOK_VERSION, BestfirstError, type Book, type Position } from "../../contract/index.js";
import { checkBook, createReferenceEngine } from "../../reference/index.js";
import { runKeyed, type KeyedRunOptions } from "../run/keyed-store.js";
import { bookParamsProblem, type BookParams } from "./params.js";
import { lineKey, openBookStore } from "./store.js";
import { bookTasks, type BookJob, type BookRecord } from "./task.js";

export interface BookOutcome {
  /** The book, when the build ran to its end. */
  book?: Book;
  complete: boolean;
  /** Positions searched, over the whole build (the resumed part included). */
  positions: number;
}

/** Builds the book of `params`; `options.out` is the results file the positions go to as they are searched. */
export async function runBook(params: BookParams, options: Omit<KeyedRunOptions, "shard"> = {}): Promise<BookOutcome> {
  const wrong = bookParamsProblem(params);
  if (wrong) throw new BestfirstError(`a book's ${wrong.field} must be ${wrong.wanted}`);
  const rules = createReferenceEngine();
  const movesAt = (line: string[]) =>
    rules.moves({ game: params.game, moves: line } as Position).map((m) => String(m.move));
  const records = new Map<string, BookRecord>();
  // The lines of each colour's tree at the ply reached: colour 0 the first player's book, 1 the second's.
  let trees: string[][][] = [[[]], [[]]];
  for (let ply = 0; ply < params.plies; ply++) {
    const side = ply % 2;
    const lines = trees[side].map((line) => line.join(" "));
    const jobs: BookJob[] = lines.map((line) => ({ params, line }));
    const store = openBookStore(options.out, ply > 0 || (options.resume ?? false), params);
    if (store.cut) options.onCut?.(options.out!);
    const run = await runKeyed(jobs, lineKey, store, bookTasks, `ply ${ply + 1} of ${params.plies}`, options);
    for (const record of run.records) records.set(record.line, record);
    if (!run.complete) return { complete: false, positions: records.size };
    trees = trees.map((tree, colour) =>
      tree.flatMap((line) => {
        const next = colour === side ? [records.get(line.join(" "))!.move] : movesAt(line);
        return next.map((move) => [...line, move]).filter((child) => movesAt(child).length > 0);
      }),
    );
  }
  const entries: Book["entries"] = {};
  for (const { line, move, value } of records.values()) entries[line] = { move, value };
  const built = { search: "alphabeta-tt" as const, ...pick(params), plies: params.plies };
  const book: Book = { format: BOOK_FORMAT, version: BOOK_VERSION, game: params.game, built, entries };
  return { book: checkBook(book), complete: true, positions: records.size };
}

function pick(params: BookParams): { horizon: number } | { nodes: number } {
  return params.horizon !== undefined ? { horizon: params.horizon } : { nodes: params.nodes! };
}
