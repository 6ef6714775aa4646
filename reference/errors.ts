// Input errors and the checks shared by both engines. The TypeScript layer validates
// every request here before either engine runs it, so the core never sees bad input.

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
    fail(`${what} must be an integer from ${min} to ${max}, got ${String(value)}`);
  return value;
}

/** An unsigned 64-bit seed in any of the forms users write it, as two 32-bit halves. */
export type Seed = bigint | number | string;

export function seedHalves(seed: Seed): { hi: number; lo: number } {
  let big: bigint;
  try {
    if (typeof seed === "string" && !/^\s*(0x[0-9a-f]+|\d+)\s*$/i.test(seed)) throw 0;
    if (typeof seed === "number" && !Number.isSafeInteger(seed)) throw 0;
    big = BigInt(seed);
  } catch {
    fail(`seed must be an unsigned 64-bit integer (0 to 18446744073709551615), got ${String(seed)}`);
  }
  if (big < 0n || big >= 1n << 64n)
    fail(`seed must be an unsigned 64-bit integer (0 to 18446744073709551615), got ${String(seed)}`);
  return { hi: Number(big >> 32n), lo: Number(big & 0xffffffffn) };
}
