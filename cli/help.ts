// The command line's help conventions: which options a command cannot do without, marked
// "(required)" in its --help (commands check them themselves and say "--X is required"
// when one is missing; test/cli-conventions.test.ts holds this table to those checks),
// and the package's version for --version.

import { readFileSync } from "node:fs";
import type { Command } from "commander";

/** Per command: option -> when it is required ("" always). */
const REQUIRED: Record<string, Record<string, string>> = {
  tree: { "--seed": "", "--branching": "", "--mode": "" },
  search: { "--algorithm": "", "--seed": "random trees", "--branching": "random trees", "--mode": "random trees" },
  perft: { "--game": "", "--depth": "" },
  solve: { "--game": "", "--board": "othello without --stdin" },
  tournament: { "--ab-depths": "", "--branching": "random games" },
  train: { "--game": "" },
};

/** The table, for the tests. */
export function requiredOptions(): Readonly<Record<string, Readonly<Record<string, string>>>> {
  return REQUIRED;
}

/** Appends "(required)" or "(required for ...)" to the help of each required option. */
export function markRequired(program: Command): void {
  for (const command of program.commands)
    for (const option of command.options) {
      const when = REQUIRED[command.name()]?.[option.long ?? ""];
      if (when !== undefined) option.description += when ? ` (required for ${when})` : " (required)";
    }
}

/** The version in the package's package.json (dist/cli/ -> the package root). */
export function packageVersion(): string {
  const file = new URL("../../package.json", import.meta.url);
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
