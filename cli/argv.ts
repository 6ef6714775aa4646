// What commander lets through and the command line must not: checks on the raw arguments
// before they are parsed. An unknown command is bad input even with --help after it
// (commander would print the program's help and exit 0), and so is `help nosuch` (it
// printed nothing); an option given twice (`--bound 3 --bound 4`) is refused (commander
// takes the last one, silently).

import type { Command } from "commander";
import { EXIT, oneLine } from "./errors.js";

function refuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(EXIT.usage);
}

/** The arguments to parse (process.argv's form), or one line on stderr and exit 2. */
export function checkedArgv(program: Command, argv: readonly string[]): string[] {
  const isCommand = (name: string) => program.commands.some((c) => c.name() === name);
  const [first, asked] = [argv[2], argv[3]];
  if (first === "help" && asked !== undefined && !asked.startsWith("-") && !isCommand(asked))
    refuse(`bestfirst: unknown command '${oneLine(asked)}' (see bestfirst --help)`);
  // An unknown command: the help flags dropped, so that commander reports the command.
  if (!first.startsWith("-") && first !== "help" && !isCommand(first))
    return argv.filter((arg, i) => i <= 2 || (arg !== "--help" && arg !== "-h"));
  if (isCommand(first)) {
    const seen = new Set<string>();
    for (const arg of argv.slice(3)) {
      const flag = /^(--[a-z][a-z0-9-]*)(=|$)/.exec(arg)?.[1];
      if (flag === undefined || flag === "--help") continue;
      if (seen.has(flag))
        refuse(`bestfirst ${first}: ${flag} is given twice; give it once (see bestfirst ${first} --help)`);
      seen.add(flag);
    }
  }
  return [...argv];
}
