// `bestfirst book` end to end on the command line, on a small Connect-Four book (4 plies,
// horizon 6): its lines those of the book's definition (both colours: the book's side its
// move, the other every reply) and each move and value the reference engine's alphabeta-tt
// at the horizon; the same bytes on 1 and 2 workers; a process killed at record counts and
// resumed ends with the uninterrupted run's book; bad flags one line and exit 2. And `match --book`.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createReferenceEngine } from "../reference/index.js";
import type { Book, Position } from "../contract/index.js";
import { loadBook } from "../experiments/book/file.js";
import { cli, expectUsageLine } from "./helpers.js";
import { killAndResumeCommand } from "./kill-resume.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-book-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

const RUN = ["--game", "connect4", "--plies", "4", "--horizon", "6"];
const build = (out: string, ...more: string[]) => cli("book", ...RUN, "--out", out, "--json", ...more);
const bytes = (path: string) => readFileSync(path);
const sortedLines = (path: string) => readFileSync(path, "utf8").split("\n").filter(Boolean).sort();

/** The book's lines by its definition, walked here with the book's own moves at the book side's plies. */
function definedLines(book: Book): string[] {
  const rules = createReferenceEngine();
  const lines: string[] = [];
  const walk = (moves: string[], colour: number) => {
    if (moves.length >= book.built.plies) return;
    const legal = rules.moves({ game: "connect4", moves } as Position).map((m) => String(m.move));
    if (legal.length === 0) return;
    if (moves.length % 2 === colour) {
      lines.push(moves.join(" "));
      walk([...moves, book.entries[moves.join(" ")].move], colour);
    } else for (const move of legal) walk([...moves, move], colour);
  };
  walk([], 0);
  walk([], 1);
  return lines.sort();
}

describe("a small book", () => {
  const first = at("a.json");
  let run: ReturnType<typeof cli>;
  beforeAll(() => {
    run = build(first, "--workers", "1");
  }, 120_000);

  test("its lines are the definition's, its moves and values the reference's alphabeta-tt at the horizon", () => {
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const book = JSON.parse(readFileSync(first, "utf8")) as Book;
    expect(book.built).toEqual({ search: "alphabeta-tt", horizon: 6, plies: 4 });
    const lines = Object.keys(book.entries).sort();
    expect(lines).toEqual(definedLines(book));
    // 1 + 7 positions of the first player's book (plies 0, 2), 7 + 49 of the second's (plies 1, 3).
    expect(lines).toHaveLength(64);
    expect(JSON.parse(run.stdout)).toEqual({ book: first, positions: 64 });
    const reference = createReferenceEngine();
    for (const line of lines) {
      const moves = line === "" ? [] : line.split(" ");
      const r = reference.search({ position: { game: "connect4", moves }, algorithm: "alphabeta-tt", horizon: 6 });
      expect({ line, move: String(r.move), value: r.value }).toEqual({ line, ...book.entries[line] });
    }
  }, 120_000);

  test("twice and on 2 workers: the same book, byte for byte", () => {
    expect(build(at("b.json"), "--workers", "1").code).toBe(0);
    expect(bytes(at("b.json")).equals(bytes(first))).toBe(true);
    const two = build(at("c.json"), "--workers", "2");
    expect(two.code).toBe(0);
    expect(bytes(at("c.json")).equals(bytes(first))).toBe(true);
    expect(sortedLines(at("c.json.jsonl"))).toEqual(sortedLines(`${first}.jsonl`));
  }, 120_000);

  test("a search with it answers from the book at a line it holds", () => {
    const book = JSON.parse(readFileSync(first, "utf8")) as Book;
    const r = cli(
      "search",
      "--game",
      "connect4",
      "--moves",
      "4",
      "--algorithm",
      "bestfirst",
      "--bound",
      "4",
      "--book",
      first,
      "--json",
    );
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toMatchObject({
      move: book.entries["4"].move,
      book: true,
      pv: [book.entries["4"].move],
    });
  }, 60_000);
});

describe("match --book", () => {
  test("connect4: the challenger plays the book's moves while its line is in the book, as first and as second", () => {
    const book = loadBook("default", "connect4");
    // Opening 15 is 3 2, the first player's book move and the second's answer to it: in both colours' books.
    const args = ["--game", "connect4", "--opening", "15", "--algorithm", "bestfirst", "--bf-depth", "4"];
    const r = cli("match", ...args, "--ab-depth", "2", "--book", "default", "--json");
    expect(r.stderr).toBe("");
    const result = JSON.parse(r.stdout) as { book: string; games: { bfIsMax: boolean; moves: string[] }[] };
    expect(result.book).toBe("default");
    for (const game of result.games) {
      let hits = 0;
      const line = ["3", "2"];
      for (const move of game.moves) {
        const challenger = line.length % 2 === (game.bfIsMax ? 0 : 1);
        const entry = book.entries[line.join(" ")];
        if (challenger && line.length < book.built.plies) {
          expect(entry, line.join(" ")).toBeDefined();
          expect(move).toBe(entry.move);
          hits++;
        }
        line.push(move);
      }
      expect(hits).toBe(3);
    }
    expectUsageLine(cli("match", "--game", "othello", "--book", "default"), /--book is for connect4's match/);
  }, 60_000);
});

describe("a book process killed and resumed", () => {
  test("SIGKILL at record counts, then --resume, again: the uninterrupted run's book", async () => {
    const whole = at("whole.json");
    expect(build(whole, "--workers", "1").code).toBe(0);
    const out = at("killed.json");
    const args = [cliPath, "book", ...RUN, "--workers", "1", "--out", out, "--resume", "--json"];
    const { kills, midRun, last } = await killAndResumeCommand(
      args,
      `${out}.jsonl`,
      65,
      31,
      /^(bestfirst book: the last line of \S+ was cut short[^\n]*\n)?$/,
    );
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(midRun).toBeGreaterThanOrEqual(2);
    // A kill's cut line, here a whole record without its newline, is read back as a record held twice: once is kept.
    expect([...new Set(sortedLines(`${out}.jsonl`))]).toEqual(sortedLines(`${whole}.jsonl`));
    expect(bytes(out).equals(bytes(whole))).toBe(true);
    expect(JSON.parse(last)).toEqual({ book: out, positions: 64 });
  }, 180_000);
});

describe("bad input", () => {
  test("each bad flag: one line naming it, exit 2, no book written", () => {
    writeFileSync(at("held.json.jsonl"), readFileSync(at("a.json.jsonl")));
    const cases: [string[], RegExp][] = [
      [["--game", "random", "--plies", "2", "--horizon", "2", "--out", at("x.json")], /--game must be one of connect4/],
      [["--game", "connect4", "--plies", "0", "--horizon", "2", "--out", at("x.json")], /--plies must be an integer/],
      [["--game", "connect4", "--plies", "2", "--out", at("x.json")], /give one of --horizon H and --nodes N/],
      [
        ["--game", "connect4", "--plies", "2", "--horizon", "2", "--nodes", "9", "--out", at("x.json")],
        /give one of --horizon H and --nodes N/,
      ],
      [["--game", "connect4", "--plies", "2", "--horizon", "2"], /--out FILE is required/],
      [["--game", "connect4", "--plies", "2", "--horizon", "2", "--out", at("held.json")], /add --resume to continue/],
      [
        ["--game", "tictactoe", "--plies", "2", "--horizon", "2", "--out", at("held.json"), "--resume"],
        /different|game/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = cli("book", ...args);
      expectUsageLine(r, message);
      expect(r.stdout).toBe("");
    }
    expect(existsSync(at("x.json"))).toBe(false);
    expect(existsSync(at("held.json"))).toBe(false);
  }, 120_000);
});
