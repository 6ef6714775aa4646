// Shared Othello test fixtures: the spec's perft table and FFO positions (from
// test/fixtures), and positions from random legal playouts made with the naive oracle.

import fc from "fast-check";
import { expect } from "vitest";
import { fixture } from "./helpers.js";
import { fromText, naiveChildren, naiveMargin, nameOf, toText, type NaivePosition } from "../oracles/othello-naive.js";

export const INITIAL = "---------------------------OX------XO--------------------------- X";

/** perft(n) of the initial position, n = 1..14 (docs/othello.md). */
export const perftTable: number[] = fixture("othello-perft.tsv")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => Number(line.split("\t")[1]));

export interface FfoLine {
  number: number;
  empties: number;
  board: string;
  score: number;
  best: string[];
}

export const ffoPositions: FfoLine[] = fixture("ffo.tsv")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [number, empties, board, score, best] = line.split("\t");
    return { number: Number(number), empties: Number(empties), board, score: Number(score), best: best.split(",") };
  });

/** The position reached from `start` by the moves the choices pick (each modulo the moves there). */
export function playout(choices: readonly number[], start = INITIAL): NaivePosition {
  let p = fromText(start);
  for (const c of choices) {
    const children = naiveChildren(p);
    if (children.length === 0) break;
    p = children[c % children.length].next;
  }
  return p;
}

/** A position after a random legal playout of `minPlies`..`maxPlies` plies, as board text. */
export const playoutBoard = (minPlies: number, maxPlies: number): fc.Arbitrary<string> =>
  fc.array(fc.nat(), { minLength: minPlies, maxLength: maxPlies }).map((choices) => toText(playout(choices)));

/** A position of a random legal playout stopped at minEmpties..maxEmpties empty squares (or at its end). */
export const nearEndBoard = (maxEmpties: number, minEmpties = 4): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: minEmpties, max: maxEmpties }), fc.array(fc.nat(), { minLength: 70, maxLength: 70 }))
    .map(([target, choices]) => {
      let p = fromText(INITIAL);
      for (const c of choices) {
        const children = naiveChildren(p);
        if (children.length === 0 || p.cells.filter((x) => x === 0).length <= target) break;
        p = children[c % children.length].next;
      }
      return toText(p);
    });

/**
 * The naive rules' verdict on a game from `board`: every move (by name) legal and the game
 * over exactly at its end (no move for either side). Returns the final margin for black,
 * empties to the winner.
 */
export function naiveFinalMargin(board: string, moves: readonly string[]): number {
  let p = fromText(board);
  for (const name of moves) {
    const child = naiveChildren(p).find((c) => (c.sq < 0 ? "pass" : nameOf(c.sq)) === name);
    expect(child, `${name} is legal at ${toText(p)}`).toBeDefined();
    p = child!.next;
  }
  expect(naiveChildren(p)).toEqual([]);
  return naiveMargin(p.cells, 1);
}
