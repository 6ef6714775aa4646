// The command line's conventions: a bare `bestfirst` prints the help, --version, a closed
// pipe ends quietly, every error is one line (commander's "Did you mean" hint too), and
// the options --help marks required are the ones whose absence the command refuses.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { cli } from "./helpers.js";
import { requiredOptions } from "../cli/help.js";

const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

test("a bare bestfirst prints the help on stdout and exits 0", () => {
  const r = cli();
  expect(r.code).toBe(0);
  expect(r.stderr).toBe("");
  expect(r.stdout).toMatch(/^Usage: bestfirst \[options\] \[command\]/);
  for (const command of ["tree", "search", "tournament", "perft", "solve"])
    expect(r.stdout).toContain(`\n  ${command} `);
});

test("--version prints package.json's version", () => {
  const r = cli("--version");
  expect(r.code).toBe(0);
  expect(r.stdout).toBe(`${pkg.version}\n`);
});

test("a reader that goes away (| head -2) ends the command quietly, exit 0", async () => {
  // An Othello match prints a line per move for a while: close our end after two lines.
  const child = spawn(process.execPath, [
    cliPath,
    "match",
    "--game",
    "othello",
    "--opening",
    "1",
    "--ab-depth",
    "2",
    "--bf-depth",
    "3",
  ]);
  let stderr = "";
  let lines = 0;
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    lines += chunk.split("\n").length - 1;
    if (lines >= 2) child.stdout.destroy();
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
  expect(lines).toBeGreaterThanOrEqual(2);
  expect(stderr).toBe("");
  expect(code).toBe(0);
});

describe("errors are one line, the hint included", () => {
  const cases: [string, string[], string][] = [
    [
      "a misspelt command",
      ["serch"],
      "bestfirst: unknown command 'serch' (did you mean search?) (see bestfirst --help)\n",
    ],
    [
      "an unknown command asked for its help",
      ["analyse", "--help"],
      "bestfirst: unknown command 'analyse' (see bestfirst --help)\n",
    ],
    [
      "an option given twice",
      [
        "search",
        "--seed",
        "1",
        "--branching",
        "2",
        "--mode",
        "uniform",
        "--algorithm",
        "bestfirst",
        "--bound",
        "3",
        "--bound",
        "4",
      ],
      "bestfirst search: --bound is given twice; give it once (see bestfirst search --help)\n",
    ],
    [
      "an option given twice, once with =",
      ["perft", "--game=othello", "--game", "tictactoe", "--depth", "2"],
      "bestfirst perft: --game is given twice; give it once (see bestfirst perft --help)\n",
    ],
    [
      "help for an unknown command",
      ["help", "analyse"],
      "bestfirst: unknown command 'analyse' (see bestfirst --help)\n",
    ],
    [
      "a misspelt command asked for its help",
      ["serch", "-h"],
      "bestfirst: unknown command 'serch' (did you mean search?) (see bestfirst --help)\n",
    ],
    [
      "a misspelt option",
      ["tree", "--pth", "3"],
      "bestfirst tree: unknown option '--pth' (did you mean --path?) (see bestfirst tree --help)\n",
    ],
    [
      "an option without a near name",
      ["tree", "--frobnicate"],
      "bestfirst tree: unknown option '--frobnicate' (see bestfirst tree --help)\n",
    ],
  ];
  test.each(cases)("%s", (_what, args, line) => {
    const r = cli(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(line);
  });
});

describe("the options --help marks required are the ones the command cannot do without", () => {
  const board = "-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X";
  // A complete command line per command (random games where a game is asked for); each
  // marked option is left out in turn, and the command must name that option.
  const complete: Record<string, string[]> = {
    tree: ["--seed", "1", "--branching", "2", "--mode", "uniform"],
    search: ["--seed", "1", "--branching", "2", "--mode", "uniform", "--algorithm", "minimax", "--horizon", "1"],
    perft: ["--game", "tictactoe", "--depth", "1"],
    solve: ["--game", "othello", "--board", board],
    tournament: ["--branching", "2", "--ab-depths", "1", "--pairs", "1", "--bf-depths", "1", "--workers", "1"],
    train: ["--game", "othello", "--positions", "23", "--workers", "1"],
  };
  const table = requiredOptions();
  // One option's help, its wrapped lines joined.
  const optionHelp = (help: string, flag: string) =>
    (new RegExp(`\\n  ${flag} [^\\n]*(\\n {6,}[^\\n]*)*`).exec(help)?.[0] ?? "").replace(/\s+/g, " ").trim();
  test("an option not in the table is not marked", () => {
    expect(optionHelp(cli("tree", "--help").stdout, "--path")).not.toMatch(/required/);
    expect(optionHelp(cli("tree", "--help").stdout, "--seed")).toMatch(/required/);
  });
  test("every command with required options is covered", () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(complete).sort());
  });
  for (const [command, options] of Object.entries(table)) {
    test(`${command}: each marked option missing, it says so`, () => {
      const args = complete[command];
      const help = cli(command, "--help").stdout;
      for (const [flag, when] of Object.entries(options)) {
        expect(optionHelp(help, flag)).toMatch(new RegExp(`\\(required${when ? ` for ${when}` : ""}\\)$`));
        const at = args.indexOf(flag);
        expect(at).toBeGreaterThanOrEqual(0);
        const without = [...args.slice(0, at), ...args.slice(at + 2)];
        const r = cli(command, ...without);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(new RegExp(`^bestfirst ${command}: ${flag} is required`));
      }
    });
  }
});
