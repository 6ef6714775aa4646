#!/usr/bin/env node
// The `bestfirst` command: parses the command line (commander) and hands each command
// to its module in ./commands. Failure follows cli/errors.ts: one line; exit 0 done, 1 the
// environment (or a bug), 2 bad input, 130 interrupted
// (143 after SIGTERM).

import { Command, CommanderError } from "../vendor/commander.js";
import { EXIT, oneLine, reportAndExit } from "./errors.js";
import { markRequired, packageVersion } from "./help.js";
import { checkedArgv } from "./argv.js";
import { commandsFor } from "./command-table.js";

const program = new Command("bestfirst")
  .description(
    "best-first minimax, RBFMS, alpha-beta, best-first extension and min/max approximation on random game trees, " +
      "Othello, Connect-Four and tic-tac-toe",
  )
  .version(packageVersion(), "--version", "print the version")
  .exitOverride()
  .configureOutput({ writeErr: () => {} }); // errors are reported below, in one line

let current = "";
// Whatever escapes a command (an error thrown in a callback, a closed stdout) still ends
// in one line and its exit code, never a stack trace.
process.on("uncaughtException", (error) => reportAndExit(current, error));
process.on("unhandledRejection", (error) => reportAndExit(current, error));
process.stdout.on("error", (error) => {
  if ((error as { code?: string }).code === "EPIPE") process.exit(EXIT.done); // the reader is gone (| head)
  reportAndExit(current, error);
});

function run(name: string, body: () => Promise<void>): Promise<void> {
  current = name;
  return body().catch((error) => reportAndExit(name, error));
}

for (const row of commandsFor(process.argv[2])) (await row.load())(program, run);
for (const command of program.commands) command.exitOverride().configureOutput({ writeErr: () => {} });
markRequired(program);
// A bare `bestfirst` prints the help (on stdout: it was asked for, nothing failed).
if (process.argv.length <= 2) {
  program.outputHelp();
  process.exit(EXIT.done);
}

const argv = checkedArgv(program, process.argv);

try {
  await program.parseAsync(argv);
} catch (error) {
  if (error instanceof CommanderError) {
    if (error.exitCode === 0 || error.code === "commander.helpDisplayed" || error.code === "commander.help")
      process.exit(EXIT.done);
    const where = current || (program.commands.some((c) => c.name() === process.argv[2]) ? process.argv[2] : "");
    const text = oneLine(error.message.replace(/^error: /, ""));
    process.stderr.write(
      `bestfirst${where ? " " + where : ""}: ${text} (see bestfirst ${where ? where + " " : ""}--help)\n`,
    );
    process.exit(EXIT.usage);
  }
  reportAndExit(current || "", error);
}
