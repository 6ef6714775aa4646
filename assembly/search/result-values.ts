// What a search of a game of every shape leaves beside ./result.ts's move and value: the
// root's value vector, one value a player (max^n's, expectimax's in a game of more than
// two players), and the root's value where it may be fractional (a weighted mean of
// expectimax or Star2), which ./result.ts's i32 cannot hold. Both are f64: a player's value
// is an i32 of evaluateFor, exact in an f64, and a mean is the f64 the reference computes,
// in the same steps, so the bindings read the reference's numbers to the last bit.
// Kept apart from ./result.ts so that a search that reports no vector never touches it.

/** The most players a game may have (contract/game-shape.ts's MOST_PLAYERS). */
export const MOST_PLAYERS: i32 = 8;

/** The players in the last result's vector; 0: the result has none (the report leaves `values` out). */
export let valuesLength: i32 = 0;
/** The last result's vector, player 0 first (its first valuesLength entries). */
export const resultValues = new StaticArray<f64>(MOST_PLAYERS);
/** Whether the last result's value is resultMean (a mean, maybe fractional) rather than ./result.ts's i32. */
export let meanValued: bool = false;
export let resultMean: f64 = 0;

/** The result's vector: `length` values of `from` from index `at` on (a search's row of vectors). */
export function setResultValues(from: StaticArray<f64>, at: i32, length: i32): void {
  for (let p = 0; p < length; p++) unchecked(resultValues[p] = unchecked(from[at + p]));
  valuesLength = length;
}

/** The result's value is `value`, a mean (the bindings report it in place of ./result.ts's i32). */
export function setResultMean(value: f64): void {
  resultMean = value;
  meanValued = true;
}

/** No vector, no mean: every operation starts here (./operation.ts), as with ./result.ts's clearResult. */
export function clearResultValues(): void {
  valuesLength = 0;
  meanValued = false;
  resultMean = 0;
}
