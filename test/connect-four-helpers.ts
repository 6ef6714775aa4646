// Connect-Four test fixtures: random positions made with the naive oracle, and the bench
// positions of test/fixtures/connect-four-positions.tsv.

import fc from "fast-check";
import { fixture } from "./helpers.js";
import { empty, isOver, naiveColumns, naivePlay, type NaivePosition } from "../oracles/connect-four-naive.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { ConnectFour } from "../reference/index.js";

/** The naive minimax value over the reference class at the position. */
export function rootValuesAt(p: NaivePosition, horizon: number): { value: number; moveValues: number[] } {
  const game = new ConnectFour();
  for (const c of p.history) game.playCode(c);
  return rootValues(game, horizon);
}

/** The position reached by the choices (each picks among the legal columns), stopping at `maxStones` or the end. */
export function playout(choices: readonly number[], maxStones = 42): NaivePosition {
  let p = empty();
  for (const c of choices) {
    if (isOver(p) || p.stones >= maxStones) break;
    const cols = naiveColumns(p);
    p = naivePlay(p, cols[c % cols.length])!;
  }
  return p;
}

/** A random playout of up to 42 stones (it may end the game). */
export const anyPosition: fc.Arbitrary<NaivePosition> = fc
  .array(fc.nat(), { minLength: 0, maxLength: 42 })
  .map((choices) => playout(choices));

/**
 * A random position that is not over, with minEmpty..maxEmpty empty cells (random playouts that end
 * sooner are dropped).
 */
export const nearEnd = (minEmpty: number, maxEmpty: number): fc.Arbitrary<NaivePosition> =>
  fc
    .tuple(fc.integer({ min: minEmpty, max: maxEmpty }), fc.array(fc.nat(), { minLength: 42, maxLength: 42 }))
    .map(([e, choices]) => playout(choices, 42 - e))
    .filter((p) => !isOver(p));

export interface BenchPosition {
  kind: "end" | "middle";
  moves: string;
  score: number;
}

/** The bench positions (scripts/generators/connect-four-positions.ts made them). */
export function benchPositions(): BenchPosition[] {
  return fixture("connect-four-positions.tsv")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [kind, moves, score] = line.split("\t");
      return { kind: kind as "end" | "middle", moves, score: Number(score) };
    });
}

/** The plies until the game ends under perfect play, from Pons' score of the side to move. */
export function pliesLeft(stones: number, score: number): number {
  if (score === 0) return 42 - stones;
  if (score > 0) return 2 * (22 - score - Math.floor(stones / 2)) - 1; // its own k-th stone from now
  return 2 * (22 + score - Math.ceil(stones / 2)); // the opponent's
}
