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

/** A value as an error message quotes it: a string in quotes, a bigint with its n, anything not a primitive by its kind. */
export function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (Array.isArray(value)) return "an array";
  if (value !== null && typeof value === "object") return "an object";
  return String(value);
}

/** An integer in [min, max], or a BestfirstError naming `what`. */
export function checkInt(what: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    fail(`${what} must be an integer from ${min} to ${max}, got ${typeof value === "string" ? "the string " : ""}${shown(value)}`);
  return value;
}
