// How the command line fails: bad input is one line on stderr and exit code 2; a bug
// is one line and exit code 1. Never a stack trace, never a raw WebAssembly trap.

import { BestfirstError } from "../contract/index.js";

/** Bad input on the command line (the message says what is accepted). */
export class UsageError extends BestfirstError {}

export function usage(message: string): never {
  throw new UsageError(message);
}

export function reportAndExit(command: string, error: unknown): never {
  if (error instanceof BestfirstError) {
    process.stderr.write(`bestfirst ${command}: ${error.message}\n`);
    process.exit(2);
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`bestfirst ${command}: internal error: ${message}\n`);
  if (process.env.BESTFIRST_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}
