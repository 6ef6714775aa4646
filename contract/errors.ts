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

/** Names as a message lists them: "a", "a and b", "a, b and c" (`and`: "or" for a choice). */
export function listed(names: readonly string[], and = "and"): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${and} ${names[names.length - 1]}`;
}

/** An integer in [min, max], or a BestfirstError naming `what`. */
export function checkInt(what: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    fail(`${what} must be an integer from ${min} to ${max}, got ${typeof value === "string" ? "the string " : ""}${shown(value)}`);
  return value;
}
