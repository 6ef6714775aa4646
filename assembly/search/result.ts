// What a search leaves behind for the ABI to read: the move, the value and the principal
// variation. Also the triangular principal-variation table of the depth-first searches
// (row p holds the line from ply p), bounded by the largest horizon.

import { Scratch } from "./scratch";

export const INF: i32 = 0x7fffffff;
/** The deepest horizon of the full-width searches (the TypeScript layer checks it). */
export const MAX_HORIZON: i32 = 64;

export let resultMove: i32 = 0;
export let resultValue: i32 = 0;
export let pvLength: i32 = 0;
export const pv = new Scratch(256);

export function setResult(move: i32, value: i32): void {
  resultMove = move;
  resultValue = value;
}

export function setPvLength(n: i32): void {
  pvLength = n;
}

/**
 * No result: no move (-1), value 0, an empty line. Every operation starts here
 * (./operation.ts): a search that ends without setting a result (cut short) must not
 * leave the one before it, whose line belongs to another game or position.
 */
export function clearResult(): void {
  resultMove = -1;
  resultValue = 0;
  pvLength = 0;
}

// ---- the triangular table ----

const ROW: i32 = MAX_HORIZON + 2;
const lines = new StaticArray<i32>(ROW * ROW);
const lengths = new StaticArray<i32>(ROW);

// @ts-ignore: decorator
@inline export function pvClear(ply: i32): void { unchecked(lengths[ply] = 0); }

/** The line from `ply` becomes `move` followed by the line from `ply + 1`. */
export function pvUpdate(ply: i32, move: i32): void {
  const tail = unchecked(lengths[ply + 1]);
  const row = ply * ROW, next = (ply + 1) * ROW;
  unchecked(lines[row] = move);
  for (let k = 0; k < tail; k++) unchecked(lines[row + k + 1] = unchecked(lines[next + k]));
  unchecked(lengths[ply] = tail + 1);
}

/**
 * pvUpdate where the line from `ply + 1` is empty (one ply above the horizon): the line from `ply` is `move` alone,
 * without a call.
 */
// @ts-ignore: decorator
@inline export function pvSetOne(ply: i32, move: i32): void {
  unchecked(lines[ply * ROW] = move);
  unchecked(lengths[ply] = 1);
}

/** Copies the table's root line into the result's principal variation. */
export function pvFromTable(): void {
  const n = unchecked(lengths[0]);
  pv.ensure(n);
  for (let k = 0; k < n; k++) pv.set(k, unchecked(lines[k]));
  pvLength = n;
}
