// Opening books in the searches and players (docs/books.md): the shipped books load, are
// whole and within the size bound; their moves and values are alphabeta-tt's own answer at
// the recorded horizon, searched again on both engines for sampled entries; a hit answers
// alike on both engines without a search, a miss is the search without the book; and a
// player plays the book's moves while its line is in the book, then searches.

import { statSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { BOOK_GAMES, type Book, type Position, type SearchRequest } from "../contract/index.js";
import { DEFAULT_BOOK, loadBook, shippedBookPath } from "../experiments/book/file.js";
import { createSearcher } from "../index.js";
import { engines } from "./helpers.js";

const books = Object.fromEntries(BOOK_GAMES.map((game) => [game, loadBook(DEFAULT_BOOK, game)])) as Record<
  (typeof BOOK_GAMES)[number],
  Book
>;

/** A seeded draw of `count` of `items` (Park-Miller), the same every run. */
function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  const left = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && left.length > 0) {
    seed = Number((BigInt(seed) * 48271n) % 2147483647n);
    drawn.push(left.splice(seed % left.length, 1)[0]);
  }
  return drawn;
}

const at = (book: Book, line: string) => ({ game: book.game, moves: line === "" ? [] : line.split(" ") }) as Position;

describe("the shipped books", () => {
  test("load, hold a line of every ply they cover, and are within about 1 MB in all", () => {
    let bytes = 0;
    for (const game of BOOK_GAMES) {
      const book = books[game];
      bytes += statSync(shippedBookPath(game)).size;
      expect(book.game).toBe(game);
      expect(book.built.search).toBe("alphabeta-tt");
      const plies = new Set(Object.keys(book.entries).map((line) => (line === "" ? 0 : line.split(" ").length)));
      expect([...plies].sort((a, b) => a - b)).toEqual(Array.from({ length: book.built.plies }, (_, k) => k));
    }
    expect(bytes).toBeLessThanOrEqual(1 << 20);
  });

  test("their moves and values are alphabeta-tt's at the recorded horizon, searched again on both engines", () => {
    for (const game of BOOK_GAMES) {
      const book = books[game];
      const lines = sample(Object.keys(book.entries), game === "connect4" ? 6 : 12, 7 + game.length);
      for (const line of lines) {
        const request: SearchRequest = {
          position: at(book, line),
          algorithm: "alphabeta-tt",
          horizon: book.built.horizon,
        };
        for (const engine of engines) {
          const report = engine.search(request);
          expect({ line, move: String(report.move), value: report.value }).toEqual({ line, ...book.entries[line] });
        }
      }
    }
  }, 120_000);
});

describe("a search with a book", () => {
  const book = books.connect4;
  const without = (r: object) => ({ ...r, ms: 0 });

  test("a hit: the book's move and value, pv [move], no nodes, book: true, alike on both engines", () => {
    for (const line of ["", "4", `4 ${book.entries["4"].move} 3`]) {
      expect(book.entries[line]).toBeDefined();
      const { move, value } = book.entries[line];
      for (const engine of engines) {
        const report = engine.search({ position: at(book, line), algorithm: "bestfirst", bound: 6, book });
        expect(without(report)).toEqual({
          move,
          value,
          pv: [move],
          nodes: { generated: 0, expanded: 0, regenerated: 0 },
          peakStore: 0,
          ms: 0,
          book: true,
        });
      }
    }
  });

  test("a line given by index is looked up by its moves' names", () => {
    const reply = book.entries["4"].move;
    const line = `4 ${reply} 3`;
    for (const engine of engines) {
      const path = [3, Number(reply) - 1, 2];
      const report = engine.search({ position: { game: "connect4", path }, algorithm: "id", horizon: 3, book });
      expect(report.book).toBe(true);
      expect(report.move).toBe(book.entries[line].move);
    }
  });

  test("a miss (beyond the book, or a line it lacks) is the search without the book, on both engines", () => {
    const beyond = "4 4 4 4 4 4 3 3";
    // The first player's book opens with its one move, and the second player's answers at odd plies only.
    const lacking = `${book.entries[""].move === "1" ? "2" : "1"} 1`;
    expect(book.entries[beyond]).toBeUndefined();
    expect(book.entries[lacking]).toBeUndefined();
    for (const line of [beyond, lacking]) {
      const request: SearchRequest = { position: at(book, line), algorithm: "alphabeta-tt", horizon: 4 };
      const reports = engines.map((engine) => without(engine.search({ ...request, book })));
      expect(reports[0]).toEqual(reports[1]);
      expect(reports[0]).toEqual(without(engines[0].search(request)));
      expect(reports[0]).not.toHaveProperty("book");
    }
  });

  test("an Othello board given as text is looked up only when it is the initial board", () => {
    const othello = books.othello;
    const initial = "---------------------------OX------XO--------------------------- X";
    for (const engine of engines) {
      const hit = engine.search({
        position: { game: "othello", board: initial },
        algorithm: "id",
        horizon: 2,
        book: othello,
      });
      expect(hit.move).toBe(othello.entries[""].move);
      // The initial discs with white to move: no line from the start reaches it, so it is searched.
      const board = `${initial.slice(0, -1)}O`;
      const miss = engine.search({ position: { game: "othello", board }, algorithm: "id", horizon: 2, book: othello });
      expect(miss.book).toBeUndefined();
      expect(miss.nodes.generated).toBeGreaterThan(0);
    }
  });
});

describe("a player with a book", () => {
  test("plays the book's moves while its line is in the book, then searches: alike on both engines", () => {
    const book = books.connect4;
    const games = engines.map((engine) => {
      const booked = engine.createPlayer({ kind: "bestfirst", bound: 6, book });
      const plain = engine.createPlayer({ kind: "bestfirst", bound: 6 });
      const path: number[] = [];
      const names: string[] = [];
      const choices = [];
      // The booked player is first; its opponent the plain player, whose replies leave the book in time.
      for (let ply = 0; ply < 14; ply++) {
        const position = { game: "connect4", path: [...path] } as Position;
        const mover = ply % 2 === 0 ? booked : plain;
        const choice = mover.choose(position);
        const legal = engine.moves(position).map((m) => String(m.move));
        if (ply % 2 === 0) choices.push({ ply, line: names.join(" "), choice, name: legal[choice.move] });
        booked.observe(choice.move);
        plain.observe(choice.move);
        path.push(choice.move);
        names.push(legal[choice.move]);
      }
      booked.dispose();
      plain.dispose();
      return choices;
    });
    const counts = (c: { choice: object }) => ({ ...c, choice: { ...c.choice } });
    expect(games[0].map(counts)).toEqual(games[1].map(counts));
    let inBook = 0;
    for (const { ply, line, choice, name } of games[0]) {
      const entry = book.entries[line];
      if (ply < book.built.plies && entry) {
        inBook++;
        expect(choice).toMatchObject({ book: true, generated: 0, value: entry.value });
        expect(name).toBe(entry.move);
      } else {
        expect(choice.book).toBeUndefined();
        expect(choice.generated).toBeGreaterThan(0);
      }
    }
    // Every one of its book plies found its line (the book holds every reply), and it left the book after.
    expect(inBook).toBe(Math.ceil(book.built.plies / 2));
  });

  test("a hit is the choice of a plain alphabeta-tt player at the book's horizon, for either side to move", () => {
    for (const book of [books.connect4, books.othello])
      for (const line of ["", Object.keys(book.entries).find((l) => l.split(" ").length === 1)!])
        for (const engine of engines) {
          const spec = { kind: "alphabeta-tt" as const, horizon: book.built.horizon };
          const players = [engine.createPlayer(spec), engine.createPlayer({ ...spec, book })];
          const [plain, booked] = players.map((player) => player.choose(at(book, line)));
          for (const player of players) player.dispose();
          expect({ line, move: booked.move, value: booked.value }).toEqual({
            line,
            move: plain.move,
            value: plain.value,
          });
          expect(booked).toMatchObject({ book: true, generated: 0 });
        }
  }, 60_000);
});

describe("in the searcher's workers", () => {
  test("a search and a player with a book answer as the engines do", async () => {
    const book = books.connect4;
    const searcher = await createSearcher({ workers: 1 });
    try {
      const request: SearchRequest = { position: at(book, "4"), algorithm: "alphabeta-tt", horizon: 4, book };
      const report = await searcher.search(request);
      expect({ ...report, ms: 0 }).toEqual({ ...engines[0].search(request), ms: 0 });
      expect(report.book).toBe(true);
      const player = await searcher.createPlayer({ kind: "alphabeta-tt", horizon: 4, book }, { game: "connect4" });
      const choice = await player.choose();
      expect(choice).toEqual(engines[1].createPlayer({ kind: "alphabeta-tt", horizon: 4, book }).choose(at(book, "")));
      expect(choice.book).toBe(true);
    } finally {
      await searcher.close();
    }
  }, 60_000);
});
