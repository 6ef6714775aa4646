// The Begin-Easy and Middle-Medium bench sets (test/fixtures/connect-four-begin.tsv and
// connect-four-middle-medium.tsv, made by scripts/generators/connect-four-positions.ts) and the two oracle
// proofs that made them: the forced-four search (`naiveScoreWithin`) and the remembering
// null-window negamax (`naiveProvesRemembered`), each held to the plain alpha-beta's
// proven scores of connect-four-positions.tsv first.

import { describe, expect, test } from "vitest";
import {
  connectFourAt,
  fromMoves,
  isOver,
  naiveColumns,
  naivePlay,
  naiveProves,
  naiveProvesRemembered,
  naiveScoreWithin,
} from "../oracles/connect-four-naive.js";
import { benchPositions, pliesLeft } from "./connect-four-helpers.js";
import { engines, fixture } from "./helpers.js";

const [wasm, ts] = engines;

const set = (file: string) =>
  fixture(file)
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [kind, moves, score] = line.split("\t");
      return { kind, moves, score: Number(score) };
    });

describe("the oracle's proofs against plain alpha-beta's scores (connect-four-positions.tsv)", () => {
  const proven = benchPositions().filter((_, i) => i % 8 === 0);

  test("the forced-four search finds every end and middle score (all within 13 plies)", () => {
    for (const b of proven) expect(naiveScoreWithin(fromMoves(b.moves), 13), b.moves).toBe(b.score);
  });

  test("within fewer plies than the game lasts it finds none", () => {
    for (const b of proven) {
      const p = fromMoves(b.moves),
        plies = pliesLeft(p.stones, b.score);
      if (plies > 1) expect(naiveScoreWithin(p, plies - 1), b.moves).toBeNull();
    }
  });

  test("the remembering negamax proves each score and refutes its neighbours", () => {
    for (const b of proven) {
      const p = fromMoves(b.moves);
      expect(naiveProvesRemembered(p, b.score), b.moves).toBe(true);
      expect(naiveProvesRemembered(p, b.score + 1), b.moves).toBe(false);
      expect(naiveProvesRemembered(p, b.score - 1), b.moves).toBe(false);
    }
  });

  test("on games 14 or more plies long (24+ stones: plain alpha-beta is quick there), as plain alpha-beta", () => {
    for (const b of set("connect-four-middle-medium.tsv")
      .filter((b) => b.moves.length >= 24)
      .slice(0, 12)) {
      const p = fromMoves(b.moves);
      for (const s of [b.score - 1, b.score, b.score + 1])
        expect(naiveProvesRemembered(p, s), `${b.moves} ${s}`).toBe(naiveProves(p, s));
    }
  });
});

describe.each([
  { file: "connect-four-begin.tsv", kind: "begin", stones: [0, 14], plies: [1, 13], every: 1 },
  // A few milliseconds a position: a fifth of them is enough to catch a stale score.
  { file: "connect-four-middle-medium.tsv", kind: "middle-medium", stones: [15, 28], plies: [14, 27], every: 5 },
])("the $kind set ($file)", ({ file, kind, stones, plies, every }) => {
  const positions = set(file);

  test(`at least 200 positions: ${stones.join("-")} stones played, the game over in ${plies.join("-")} plies`, () => {
    expect(positions.length).toBeGreaterThanOrEqual(200);
    expect(new Set(positions.map((b) => b.moves)).size).toBe(positions.length);
    for (const b of positions) {
      const p = fromMoves(b.moves);
      expect(b.kind).toBe(kind);
      expect(isOver(p)).toBe(false);
      expect(
        naiveColumns(p).some((c) => naivePlay(p, c)!.won),
        b.moves,
      ).toBe(false);
      expect(p.stones).toBeGreaterThanOrEqual(stones[0]);
      expect(p.stones).toBeLessThanOrEqual(stones[1]);
      expect(pliesLeft(p.stones, b.score)).toBeGreaterThanOrEqual(plies[0]);
      expect(pliesLeft(p.stones, b.score)).toBeLessThanOrEqual(plies[1]);
    }
  });

  test(`the core solves ${every === 1 ? "every one" : `every ${every}th`} to its stored score (weak: its sign)`, () => {
    for (const b of positions.filter((_, i) => i % every === 0)) {
      expect(wasm.solve(connectFourAt(b.moves)).value, b.moves).toBe(b.score);
      expect(wasm.solve(connectFourAt(b.moves), { weak: true }).value, b.moves).toBe(Math.sign(b.score));
    }
  });

  test("the reference counts the same nodes on a sample", () => {
    for (const b of positions.filter((_, i) => i % 50 === 0))
      expect(ts.solve(connectFourAt(b.moves)), b.moves).toEqual(wasm.solve(connectFourAt(b.moves)));
  });
});

test("a solve outgrowing the table's first parts (2^16, 2^18, 2^20): its score, the engines alike, none stale", () => {
  const big = set("connect-four-middle-medium.tsv").find((b) => b.moves === "231242767133213")!;
  const quick = set("connect-four-positions.tsv")
    .filter((b) => b.kind === "end")
    .slice(0, 20)
    .map((b) => connectFourAt(b.moves));
  const before = quick.map((p) => wasm.solve(p));
  const w = wasm.solve(connectFourAt(big.moves));
  expect(w.value).toBe(big.score);
  // The nodes bound the writes: fewer would never reach the second growth (at 4 * 2^18 writes).
  expect(w.nodes).toBeGreaterThan(4 << 18);
  expect(ts.solve(connectFourAt(big.moves))).toEqual(w);
  for (const engine of engines) expect(quick.map((p) => engine.solve(p))).toEqual(before);
});

test("the oracle's forced-four search proves a sample of the begin set again", () => {
  for (const b of set("connect-four-begin.tsv").filter((_, i) => i % 25 === 0))
    expect(naiveScoreWithin(fromMoves(b.moves), 13), b.moves).toBe(b.score);
});
