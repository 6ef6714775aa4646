// Bad books refused, message by message (docs/books.md): each fault of a book file a
// BestfirstError naming it (its field, the entry's line, the move that is not legal), the
// file's size refused before a byte is read, a book in a request or a player's description
// refused alike on both engines, and on the command line one line and exit 2.

import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parseBook } from "../reference/index.js";
import { loadBook, readBookFile } from "../experiments/book/file.js";
import { cli, engines, expectUsageLine, refusal } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-book-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A book as the cases edit it. */
interface Draft {
  [field: string]: unknown;
  built: Record<string, unknown>;
  entries: Record<string, Record<string, unknown>>;
}

/** A small good book of tic-tac-toe, and `change` applied to a copy of it. */
function book(change: (b: Draft) => void = () => {}): Draft {
  const b: Draft = {
    format: "bestfirst-book",
    version: 1,
    game: "tictactoe",
    built: { search: "alphabeta-tt", horizon: 9, plies: 3 },
    entries: { "": { move: "5", value: 0 }, "5": { move: "1", value: 0 }, "5 1": { move: "9", value: 0 } },
  };
  change(b);
  return b;
}

const refused = (b: unknown) => refusal(() => parseBook(JSON.stringify(b), "b.json"));

describe("a book file's faults", () => {
  test("the good one is read", () => {
    expect(parseBook(JSON.stringify(book()), "b.json").entries["5 1"]).toEqual({ move: "9", value: 0 });
  });

  const cases: [string, (b: Draft) => void, string][] = [
    ["format", (b) => (b.format = "book"), 'a book\'s format must be "bestfirst-book", got "book"'],
    ["version", (b) => (b.version = 2), "a book's version must be 1, got 2"],
    ["game", (b) => (b.game = "chess"), 'a book\'s game must be connect4, othello, tictactoe, got "chess"'],
    [
      "an unknown field",
      (b) => (b.seed = 3),
      'unknown field "seed": a book takes format, version, game, built and entries',
    ],
    ["built", (b) => (b.built = [] as never), "a book's built must be an object, got an array"],
    [
      "built's unknown field",
      (b) => (b.built.time = 5),
      'unknown field "time": a book\'s built takes search, horizon, nodes and plies',
    ],
    ["built.search", (b) => (b.built.search = "mcts"), 'a book\'s built.search must be "alphabeta-tt", got "mcts"'],
    [
      "both horizon and nodes",
      (b) => (b.built.nodes = 100),
      "a book's built must give one of horizon and nodes (the search's depth or node budget), not both or neither",
    ],
    ["built.horizon", (b) => (b.built.horizon = 0), "a book's built.horizon must be an integer from 1 to 64, got 0"],
    ["built.plies", (b) => (b.built.plies = 21), "a book's built.plies must be an integer from 1 to 20, got 21"],
    ["entries", (b) => (b.entries = [1] as never), "a book's entries must be an object, got an array"],
    [
      "an entry's unknown field",
      (b) => (b.entries["5"].depth = 9),
      'unknown field "depth": the book\'s entry "5" takes move and value',
    ],
    ["an entry's move", (b) => (b.entries["5"].move = 1), "the book's entry \"5\": move must be a move's name, got 1"],
    [
      "an entry's value",
      (b) => (b.entries["5"].value = "0"),
      'the book\'s entry "5": value must be a finite number, got "0"',
    ],
    [
      "a line too long",
      (b) => (b.entries["5 1 9"] = { move: "2", value: 0 }),
      "the book's entry \"5 1 9\": its line has 3 moves, and the book's lines fewer than 3",
    ],
    [
      "a line no game reaches",
      (b) => (b.entries["5 5"] = { move: "2", value: 0 }),
      'the book\'s entry "5 5": the line is no game of tictactoe from its start: ',
    ],
    [
      "a line not written as the notation writes it",
      (b) => (b.entries[" 5"] = { move: "2", value: 0 }),
      'the book\'s entry " 5": the line is no game of tictactoe from its start: ',
    ],
    [
      "a move not legal at its line",
      (b) => (b.entries["5"].move = "5"),
      'the book\'s entry "5": move "5" is not legal there; the legal moves are 1, 2, 3, 4, 6, 7, 8, 9',
    ],
  ];
  for (const [name, change, message] of cases)
    test(name, () => {
      const got = refused(book(change));
      expect(got.startsWith(`b.json: ${message}`), got).toBe(true);
    });

  test("a finished game's line", () => {
    const b = book((b) => {
      b.built.plies = 9;
      b.entries["1 4 2 5 3"] = { move: "6", value: 0 };
    });
    expect(refused(b)).toBe(
      'b.json: the book\'s entry "1 4 2 5 3": the game is over at its line, there is no move to give',
    );
  });

  test("not JSON", () => {
    expect(refusal(() => parseBook("{", "b.json"))).toMatch(/^b\.json is not a book: it is not JSON \(/);
  });

  test("a file over the bound is refused by its size, unread; a book of another game by its game", () => {
    const big = join(dir, "big.json");
    writeFileSync(big, "");
    truncateSync(big, (16 << 20) + 1);
    expect(refusal(() => readBookFile(big))).toBe(
      `the book ${big} is ${(16 << 20) + 1} bytes: a book is at most 16 MiB`,
    );
    const small = join(dir, "t.json");
    writeFileSync(small, JSON.stringify(book()));
    expect(refusal(() => loadBook(small, "connect4"))).toBe(`the book ${small} is of tictactoe, not of connect4`);
  });
});

describe("a book in a request or a player's description", () => {
  const position = { game: "tictactoe" as const, moves: ["5"] };
  test("refused alike on both engines", () => {
    const cases: [unknown, string][] = [
      [3, "a book must be an object, got 3"],
      [book((b) => (b.version = 0)), "a book's version must be 1, got 0"],
      [book((b) => (b.game = "connect4")), 'the book is of connect4 and cannot answer for a position of "tictactoe"'],
      [
        book((b) => (b.entries["5"].move = "5")),
        'the book\'s entry "5": move "5" is not legal there; the legal moves are 1, 2, 3, 4, 6, 7, 8, 9',
      ],
    ];
    for (const [given, message] of cases)
      for (const engine of engines) {
        const request = { position, algorithm: "alphabeta-tt", horizon: 2, book: given } as never;
        expect(refusal(() => engine.search(request))).toBe(message);
        const player = () => engine.createPlayer({ kind: "alphabeta-tt", horizon: 2, book: given } as never);
        if (message.startsWith("a book")) expect(refusal(player)).toBe(message);
        else {
          const p = player();
          p.observe(4);
          expect(refusal(() => p.choose({ game: "tictactoe", path: [4] }))).toBe(message);
          p.dispose();
        }
      }
  });
});

describe("on the command line", () => {
  test("search --book: a bad book one line and exit 2; a good one answers from it", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify(book((b) => (b.entries["5"].move = "5"))));
    const args = ["search", "--game", "tictactoe", "--moves", "5", "--algorithm", "alphabeta-tt", "--horizon", "2"];
    expectUsageLine(cli(...args, "--book", bad), /bad\.json: the book's entry "5": move "5" is not legal there/);
    expectUsageLine(cli(...args, "--book", join(dir, "none.json")), /none\.json .*does not exist/);
    expectUsageLine(
      cli(
        "search",
        ...["--seed", "1", "--branching", "2", "--mode", "uniform"],
        ...["--algorithm", "id", "--horizon", "2"],
        "--book",
        "default",
      ),
      /no book of random/,
    );
    const good = join(dir, "good.json");
    writeFileSync(good, JSON.stringify(book()));
    const r = cli(...args, "--book", good, "--json");
    expect(r.stderr).toBe("");
    const report = JSON.parse(r.stdout);
    expect({ ...report, ms: 0 }).toEqual({
      move: "1",
      value: 0,
      pv: ["1"],
      nodes: { generated: 0, expanded: 0, regenerated: 0 },
      ms: 0,
      book: true,
    });
  });
});
