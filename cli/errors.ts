// How the command line fails, always as one line on stderr, never a stack trace, never a
// raw WebAssembly trap. Exit codes:
//   0    done
//   1    the environment failed (a file could not be written or read: permission,
//        read-only, disk full, removed during the run) or a bug ("internal error")
//   2    bad input: options, or files that are not what they should be (a directory for
//        a file, a missing directory, a results file of another tournament, a damaged line)
//   130  interrupted (Ctrl-C): what finished is kept
//   143  the same after SIGTERM (a batch system's time limit): ./signals.ts
// Set BESTFIRST_DEBUG=1 to get the stack of an internal error as well.

import { BestfirstError } from "../contract/index.js";
import { isInputError } from "../bindings/core.js";
import { EnvironmentError, errnoCode, reason } from "../experiments/run/files.js";

export const EXIT = { done: 0, environment: 1, usage: 2, interrupted: 130 } as const;

/** Bad input on the command line (the message says what is accepted). */
export class UsageError extends BestfirstError {}

export function usage(message: string): never {
  throw new UsageError(message);
}

/** Commander's hint "\n(Did you mean --path?)" joined to its line: every error is one line. */
export function oneLine(message: string): string {
  return message.replace(/\s*\n\s*\(Did you mean (.*)\)\s*$/, " (did you mean $1)").replace(/\s*\n\s*/g, " ");
}

export function reportAndExit(command: string, error: unknown): never {
  const where = `bestfirst${command ? " " + command : ""}`;
  if (isInputError(error)) {
    // A trap in a kit game's own class is the user's input failing too (bindings/core.ts).
    process.stderr.write(`${where}: ${(error as Error).message}\n`);
    process.exit(EXIT.usage);
  }
  if (error instanceof EnvironmentError) {
    process.stderr.write(`${where}: ${error.message}\n`);
    process.exit(EXIT.environment);
  }
  const system = error as { syscall?: unknown; path?: unknown } | null;
  if (errnoCode(error) && typeof system?.syscall === "string") {
    // A system call failed somewhere not wrapped: still the environment, still one line.
    const path = typeof system.path === "string" ? ` ${system.path}` : "";
    process.stderr.write(`${where}: ${system.syscall}${path} failed: ${reason(error)}\n`);
    process.exit(EXIT.environment);
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${where}: internal error: ${message}\n`);
  if (process.env.BESTFIRST_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(EXIT.environment);
}
