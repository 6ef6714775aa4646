// The command line's Othello commands (DESIGN.md's contract): perft and solve with
// --json, and bad input as one line on stderr with exit code 2.

import { describe, expect, test } from "vitest";
import { cli } from "./helpers.js";
import { perftTable } from "./othello-helpers.js";

// Black everywhere but g8 (white) and h8 (empty): black's h8 takes g8, 64-0.
const LAST_SQUARE = "X".repeat(62) + "O- X";

describe.each(["wasm", "ts"])("%s engine", (engine) => {
  test("perft --json prints the spec's counts and a time", () => {
    const r = cli("perft", "--game", "othello", "--depth", "7", "--engine", engine, "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(["counts", "ms"]);
    expect(out.counts).toEqual(perftTable.slice(0, 7));
    expect(Number.isFinite(out.ms) && out.ms >= 0).toBe(true);
  });

  test("solve --json prints value, move, nodes and time", () => {
    const r = cli("solve", "--game", "othello", "--board", LAST_SQUARE, "--engine", engine, "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(["value", "move", "nodes", "ms"]);
    expect(out).toMatchObject({ value: 64, move: "h8" });
  });
});

test("without --json, perft and solve print readable lines", () => {
  expect(cli("perft", "--game", "othello", "--depth", "2").stdout).toMatch(/perft\(1\) = 4\nperft\(2\) = 12\n/);
  expect(cli("solve", "--game", "othello", "--board", LAST_SQUARE).stdout).toMatch(
    /value \+64 for the side to move, best move h8/,
  );
});

const board = (cells: string, side = "X") => `${cells} ${side}`;
const initialCells = "---------------------------OX------XO---------------------------";
const bad: [string, string[], RegExp][] = [
  ["perft without a game", ["perft", "--depth", "3"], /--game is required \(one of othello, tictactoe, connect4\)/],
  [
    "perft of another game",
    ["perft", "--game", "chess", "--depth", "3"],
    /--game must be one of othello, tictactoe, connect4, got "chess"/,
  ],
  ["perft without a depth", ["perft", "--game", "othello"], /--depth is required \(an integer from 1 to 20\)/],
  ["perft depth 0", ["perft", "--game", "othello", "--depth", "0"], /--depth must be an integer from 1 to 20, got 0/],
  ["perft depth not a number", ["perft", "--game", "othello", "--depth", "x"], /--depth must be an integer/],
  ["solve without a board", ["solve", "--game", "othello"], /--board is required/],
  [
    "solve --stdin without a board (each line would be solved from the start)",
    ["solve", "--game", "othello", "--stdin"],
    /--board is required/,
  ],
  ["a short board", ["solve", "--game", "othello", "--board", "XO X"], /an Othello board is 66 characters .* got 4/],
  [
    "a bad square",
    ["solve", "--game", "othello", "--board", board("q" + initialCells.slice(1))],
    /square a1 of the board is "q": squares are X or \* \(black\), O \(white\), - or \. \(empty\)/,
  ],
  [
    "a bad side to move",
    ["solve", "--game", "othello", "--board", board(initialCells, "B")],
    /the side to move must be X or O, got "B"/,
  ],
  [
    "no separator",
    ["solve", "--game", "othello", "--board", `${initialCells}_X`],
    /needs a space after its 64 squares/,
  ],
  [
    "no white discs",
    ["solve", "--game", "othello", "--board", board(initialCells.replace(/O/g, "-"))],
    /the board has no white discs/,
  ],
  [
    "an illegal move",
    ["perft", "--game", "othello", "--depth", "2", "--moves", "d3,d3"],
    /move d3 \(number 2\) is not legal: the legal moves there are c3, e3, c5/,
  ],
  [
    "a move past the end",
    ["solve", "--game", "othello", "--board", LAST_SQUARE, "--moves", "h8,a1"],
    /move a1 \(number 2\) is not legal: the game is over there/,
  ],
  [
    "not a move",
    ["perft", "--game", "othello", "--depth", "2", "--moves", "z9"],
    /move "z9" \(number 1\) is not a move/,
  ],
  [
    "no black discs",
    ["perft", "--game", "othello", "--depth", "2", "--board", board(initialCells.replace(/X/g, "-"))],
    /the board has no black discs/,
  ],
];
for (const engine of ["wasm", "ts"])
  test.each(bad)(`${engine}: %s exits 2 with one line`, (_what, args, message) => {
    const r = cli(...args, "--engine", engine);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

test("--moves plays moves first: perft after d3 is perft(n+1) of the initial position seen from one child", () => {
  // The four openings are symmetric, so each is a quarter of the initial position's tree.
  const r = cli("perft", "--game", "othello", "--depth", "5", "--moves", "d3", "--json");
  expect(JSON.parse(r.stdout).counts).toEqual(perftTable.slice(1, 6).map((c) => c / 4));
});

test("perft and solve have --help", () => {
  for (const command of ["perft", "solve"]) {
    const r = cli(command, "--help");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`Usage: bestfirst ${command}`));
  }
});
