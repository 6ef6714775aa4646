// The command table (cli/command-table.ts) against its modules: each row's names are the
// names its module registers, so that the command line, loading one row for a command,
// finds the command it was asked for.

import { describe, expect, test } from "vitest";
import { Command } from "../vendor/commander.js";
import { COMMANDS, commandsFor } from "../cli/command-table.js";
import { cli } from "./helpers.js";

describe("the command table", () => {
  test("each row's names are what its module registers, no name twice", async () => {
    for (const row of COMMANDS) {
      const program = new Command("bestfirst");
      (await row.load())(program, () => {});
      expect(program.commands.map((c) => c.name())).toEqual(row.names);
    }
    const names = COMMANDS.flatMap((row) => row.names);
    expect(new Set(names).size).toBe(names.length);
  });

  test("a command's row alone; the help, a flag and an unknown name load every row", () => {
    expect(commandsFor("compare-merge").map((row) => row.names)).toEqual([["compare", "compare-merge"]]);
    for (const first of [undefined, "help", "--help", "--version", "serach"])
      expect(commandsFor(first)).toHaveLength(COMMANDS.length);
  });

  test("the help lists every command; an unknown one is named in one line", () => {
    const help = cli("--help");
    expect(help.code).toBe(0);
    for (const name of COMMANDS.flatMap((row) => row.names))
      expect(help.stdout).toMatch(new RegExp(`^  ${name}\\b`, "m"));
    const unknown = cli("serach", "--game", "othello");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^bestfirst: unknown command 'serach'/);
    expect(unknown.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});
