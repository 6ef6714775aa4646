// Input errors and the integer check every other check is built on. The TypeScript layer
// validates every request before either engine runs it, so the core never sees bad input.

/** Bad input: the message says what is wrong and what is accepted. */
export class BestfirstError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BestfirstError";
  }
}

export function fail(message: string): never {
  throw new BestfirstError(message);
}

/** An integer in [min, max], or a BestfirstError naming `what`. */
export function checkInt(what: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    fail(`${what} must be an integer from ${min} to ${max}, got ${typeof value === "string" ? `the string ${JSON.stringify(value)}` : String(value)}`);
  return value;
}
