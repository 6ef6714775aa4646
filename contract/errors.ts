// Input errors and the integer check every other check is built on. The TypeScript layer
// validates every request before either engine runs it, so the core never sees bad input.

/** Bad input: the message says what is wrong and what is accepted. */
export class BestfirstError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BestfirstError";
  }
}

/** Throws a BestfirstError with the message. @internal */
export function fail(message: string): never {
  throw new BestfirstError(message);
}

/**
 * A value as an error message quotes it: a string in quotes, a bigint with its n, anything
 * not a primitive by its kind. Never throws, whatever the value: an object is never turned
 * into a string (one without a prototype has no toString, a proxy's traps may throw), and
 * a long string is cut.
 */
export function shown(value: unknown): string {
  if (typeof value === "string")
    return value.length > SHOWN_CHARS
      ? `${JSON.stringify(value.slice(0, SHOWN_CHARS))} (cut: ${value.length} characters)`
      : JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (value !== null && typeof value === "object") {
    try {
      return Array.isArray(value) ? "an array" : "an object";
    } catch {
      return "a revoked proxy"; // Array.isArray throws on one
    }
  }
  return String(value);
}

/**
 * Whether `value` is a revoked proxy, which throws a TypeError at any use. Asked without
 * running the caller's code: Array.isArray throws on a revoked proxy alone (on any other
 * proxy it asks the target, never a trap).
 */
export function isRevokedProxy(value: unknown): boolean {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return false;
  try {
    Array.isArray(value);
    return false;
  } catch {
    return true;
  }
}

/** A BestfirstError if `value` is a revoked proxy: `what` must be an object `form` (the message says so). */
export function refuseRevoked(what: string, value: unknown, form: string): void {
  if (isRevokedProxy(value)) fail(`${what} must be an object ${form}, got a revoked proxy`);
}

/** Names as a message lists them: "a", "a and b", "a, b and c" (`and`: "or" for a choice). */
export function listed(names: readonly string[], and = "and"): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${and} ${names[names.length - 1]}`;
}

/** The most characters of a string an error message quotes. */
const SHOWN_CHARS = 200;

/** An integer in [min, max], or a BestfirstError naming `what`. */
export function checkInt(what: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    fail(
      `${what} must be an integer from ${min} to ${max}, got ` +
        `${typeof value === "string" ? "the string " : ""}${shown(value)}`,
    );
  return value;
}
