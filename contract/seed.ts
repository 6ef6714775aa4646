// Seeds: an unsigned 64-bit integer in any of the forms users write it (bigint, a safe
// integer number, a decimal or 0x string), checked and split into two 32-bit halves.

import { fail, shown } from "./errors.js";

/** An unsigned 64-bit seed in any of the forms users write it, as two 32-bit halves. */
export type Seed = bigint | number | string;

/** A seed's two 32-bit halves, checked. @internal */
export function seedHalves(seed: Seed): { hi: number; lo: number } {
  // A safe integer number splits exactly without a bigint (a search a move pays this each call).
  if (typeof seed === "number" && Number.isSafeInteger(seed) && seed >= 0) {
    const n = Math.abs(seed); // -0 as 0, as BigInt reads it
    return { hi: Math.floor(n / 2 ** 32), lo: n % 2 ** 32 };
  }
  let big: bigint;
  try {
    if (typeof seed !== "bigint" && typeof seed !== "number" && typeof seed !== "string") throw 0;
    if (typeof seed === "string" && !/^\s*(0x[0-9a-f]+|\d+)\s*$/i.test(seed)) throw 0;
    if (typeof seed === "number" && !Number.isSafeInteger(seed)) throw 0;
    big = BigInt(seed);
  } catch {
    fail(`seed must be an unsigned 64-bit integer (0 to 18446744073709551615), got ${shown(seed)}`);
  }
  if (big < 0n || big >= 1n << 64n)
    fail(`seed must be an unsigned 64-bit integer (0 to 18446744073709551615), got ${shown(seed)}`);
  return { hi: Number(big >> 32n), lo: Number(big & 0xffffffffn) };
}
