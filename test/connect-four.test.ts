// Connect-Four on both engines against the naive oracle (test/oracles/connect-four-naive.ts):
// rules and perft, the static evaluation, the exact solver (score and node counts), a
// win found by plain minimax over the reference class, and the bench positions.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { ConnectFour, WIN_BASE } from "../reference/games/connect-four.js";
import { rootValues } from "./oracles/naive-minimax.js";
import { ALGORITHMS as ALL_ALGORITHMS } from "../contract/index.js";

// The searches of the temporary Connect-Four exports (extension needs a horizon: not sampled here).
const ALGORITHMS = ALL_ALGORITHMS.filter((a) => a !== "extension");
import {
  empty, fromMoves, isOver, movesText, naiveColumns, naiveEvaluate, naiveInterval, naivePerft, naivePlay, naiveScore,
  toMove, SEGMENTS, type NaivePosition,
} from "./oracles/connect-four-naive.js";
import { anyPosition, benchPositions, c4Engines, columns, nearEnd } from "./connect-four-helpers.js";

const [wasm, ts] = c4Engines;

/** A game that fills the board without four in a row (found by random play). */
const DRAW = "426565135124551277332536363124746162174477";

/** perft(1..8) of the empty board, from the naive oracle (computed once). */
let naiveEmpty: number[] | undefined;
const emptyPerft = (): number[] => (naiveEmpty ??= naivePerft(empty(), 8));

test("the oracle: 69 segments, and its perft starts 7, 49, ... (a column fills after 6 stones)", () => {
  expect(SEGMENTS.length).toBe(69);
  expect(emptyPerft().slice(0, 7)).toEqual([7, 49, 343, 2401, 16807, 117649, 823543 - 7]);
});

describe.each(c4Engines)("$name engine", (engine) => {
  test("perft(1..8) from the empty board equals the naive enumerator's", () => {
    expect(engine.set([])).toBe(-1);
    expect(engine.perft(8)).toEqual(emptyPerft());
  });

  test("perft(1..4) from random positions equals the naive enumerator's", () => {
    fc.assert(fc.property(anyPosition, (p) => {
      expect(engine.set(p.history)).toBe(-1);
      expect(engine.perft(4)).toEqual(naivePerft(p, 4));
    }), { numRuns: 200 });
  });

  test("moves are the open columns left to right; a full column or a finished game refuses a stone", () => {
    fc.assert(fc.property(anyPosition, fc.nat(6), (p, col) => {
      engine.set(p.history);
      const cols = naiveColumns(p);
      expect(engine.moveCount()).toBe(cols.length);
      expect(cols.map((_, i) => engine.moveCode(i))).toEqual(cols);
      const legal = naivePlay(p, col) !== null;
      expect(engine.set([...p.history, col])).toBe(legal ? -1 : p.history.length);
    }), { numRuns: 500 });
    expect(engine.set(columns("1111111"))).toBe(6);
    expect(engine.set(columns("12121212"))).toBe(7); // the first player made four with its 4th stone
    expect(engine.set(columns("8"))).toBe(0);
  });

  test("the evaluation equals the oracle's at every position of random playouts", () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 42, maxLength: 42 }), (choices) => {
      let p = empty();
      for (const c of [...choices, 0]) {
        engine.set(p.history);
        expect(engine.evaluate()).toBe(naiveEvaluate(p));
        if (isOver(p)) break;
        const cols = naiveColumns(p);
        p = naivePlay(p, cols[c % cols.length])!;
      }
    }), { numRuns: 300 });
  });

  test("terminal values: a MAX win by its 4th stone, a MIN win, a full board drawn", () => {
    engine.set(columns("1212121"));
    expect(engine.evaluate()).toBe(WIN_BASE + 42 - 7);
    engine.set(columns("12123232")); // MIN fills column 2
    expect(engine.evaluate()).toBe(-(WIN_BASE + 42 - 8));
    const draw = DRAW; // a full board without four in a row
    expect(naiveColumns(fromMoves(draw))).toEqual([]);
    expect(fromMoves(draw).won).toBe(false);
    engine.set(columns(draw));
    expect([engine.moveCount(), engine.evaluate()]).toEqual([0, 0]);
  });

  test("Pons' examples: 4455 scores 18, 44455554221 scores -15 (proven by the cut oracle)", () => {
    for (const [moves, score] of [["4455", 18], ["44455554221", -15]] as const) {
      expect(naiveInterval(fromMoves(moves), 5)).toEqual([score, score]);
      engine.set(columns(moves));
      expect(engine.solve().score).toBe(score);
      expect(engine.solve(true).score).toBe(Math.sign(score));
    }
  });

  test("a finished game scores for the side to move; a win now scores (43 - stones) / 2", () => {
    engine.set(columns("1212121"));
    expect(engine.solve()).toEqual({ score: -(22 - 4), nodes: 0 });
    engine.set(columns("121212"));
    expect(engine.solve()).toEqual({ score: (43 - 6) >> 1, nodes: 0 });
    engine.set(columns(DRAW));
    expect(engine.solve().score).toBe(0);
  });
});

test("every search agrees between the engines on Connect-Four: move, value, principal variation, counts", () => {
  fc.assert(fc.property(anyPosition.filter((p) => !isOver(p)), fc.constantFrom(...ALGORITHMS), fc.integer({ min: 1, max: 4 }),
    (p, algorithm, k) => {
      const limits = algorithm === "minimax" || algorithm === "alphabeta" ? { horizon: k }
        : algorithm === "id" ? { nodes: 300 * k } : { bound: 2 * k };
      wasm.set(p.history);
      ts.set(p.history);
      expect(wasm.search(algorithm, limits)).toEqual(ts.search(algorithm, limits));
      if (algorithm === "alphabeta") expect(wasm.search(algorithm, limits).value).toBe(rootValuesAt(p, k).value);
    }), { numRuns: 200 });
});

/** The naive minimax value over the reference class at the position. */
function rootValuesAt(p: NaivePosition, horizon: number): { value: number; moveValues: number[] } {
  const game = new ConnectFour();
  game.reset();
  for (const c of p.history) game.playCode(c);
  return rootValues(game, horizon);
}

test("both engines solve like plain negamax on thousands of random positions with 4 to 11 empty cells", () => {
  fc.assert(fc.property(nearEnd(4, 11), (p) => {
    const want = naiveScore(p);
    wasm.set(p.history);
    ts.set(p.history);
    const w = wasm.solve(), t = ts.solve();
    expect(w.score).toBe(want);
    expect(t).toEqual(w); // the same algorithm: the same score and node count
    const weak = wasm.solve(true);
    expect(weak.score).toBe(Math.sign(want));
    expect(ts.solve(true)).toEqual(weak);
  }), { numRuns: 2000 });
});

test("both engines agree node for node on positions with 12 to 24 empty cells, scores checked where the game ends within 5 plies", () => {
  let proven = 0;
  fc.assert(fc.property(nearEnd(12, 24), (p) => {
    wasm.set(p.history);
    ts.set(p.history);
    const w = wasm.solve();
    expect(ts.solve()).toEqual(w);
    expect(ts.solve(true)).toEqual(wasm.solve(true));
    const [lo, hi] = naiveInterval(p, 3);
    expect(lo).toBeLessThanOrEqual(w.score);
    expect(hi).toBeGreaterThanOrEqual(w.score);
    if (lo === hi) proven++;
  }), { numRuns: 300 });
  expect(proven).toBeGreaterThan(50);
});

test("the table's generation stamp wraps around (every 32767 solves) without a stale hit", () => {
  // Two quick positions that fill table entries.
  const positions = benchPositions().map((b) => columns(b.moves)).filter((cols) => {
    wasm.set(cols);
    const { nodes } = wasm.solve();
    return nodes >= 3 && nodes <= 6;
  }).slice(0, 2);
  expect(positions.length).toBe(2);
  for (const engine of c4Engines) {
    const first = positions.map((cols) => (engine.set(cols), engine.solve()));
    let wrong = 0;
    for (let i = 0; i < 33000; i++) {
      engine.set(positions[i & 1]);
      const r = engine.solve();
      if (r.score !== first[i & 1].score || r.nodes !== first[i & 1].nodes) wrong++;
    }
    expect(wrong).toBe(0);
  }
});

describe("a win in 1 to 3 moves is found by plain minimax over the reference class", () => {
  /** Positions whose side to move wins with its k-th next stone (k <= 3), proven by the cut oracle. */
  const wins: { p: NaivePosition; k: number }[] = [];
  for (const p of fc.sample(nearEnd(6, 34), { numRuns: 600, seed: 42 })) {
    const [lo, hi] = naiveInterval(p, 5);
    if (lo !== hi || lo <= 0) continue;
    const k = 22 - lo - Math.floor(p.stones / 2);
    if (k <= 3) wins.push({ p, k });
  }

  test("the sample holds wins in 1, 2 and 3", () => {
    for (const k of [1, 2, 3]) expect(wins.filter((w) => w.k === k).length).toBeGreaterThan(5);
  });

  test("minimax to the win's depth values the root at that win, and only winning moves get it", () => {
    for (const { p, k } of wins) {
      const plies = 2 * k - 1;
      const { value, moveValues } = rootValuesAt(p, plies);
      const win = WIN_BASE + 42 - (p.stones + plies);
      expect(value, movesText(p)).toBe(toMove(p) === 1 ? win : -win);
      // Every move minimax values at the win wins that fast (the cut oracle agrees).
      naiveColumns(p).forEach((col, i) => {
        if (moveValues[i] !== value) return;
        const [lo, hi] = naiveInterval(naivePlay(p, col)!, plies - 1);
        const score = 22 - k - Math.floor(p.stones / 2);
        expect([-hi, -lo]).toEqual([score, score]);
      });
    }
  });
});

describe("the bench positions (test/fixtures/connect4-positions.tsv)", () => {
  const positions = benchPositions();

  test("two kinds, as defined: 29+ stones; 15-28 stones ending within 13 plies", () => {
    for (const kind of ["end", "middle"]) expect(positions.filter((p) => p.kind === kind).length).toBeGreaterThanOrEqual(500);
    for (const b of positions) {
      const p = fromMoves(b.moves);
      expect(isOver(p)).toBe(false);
      if (b.kind === "end") expect(p.stones).toBeGreaterThanOrEqual(29);
      else {
        expect(p.stones).toBeGreaterThanOrEqual(15);
        expect(p.stones).toBeLessThanOrEqual(28);
        expect(pliesLeft(p.stones, b.score)).toBeLessThan(14);
      }
    }
  });

  test("the core solves every one to its stored score (the weak mode to its sign)", () => {
    for (const b of positions) {
      wasm.set(columns(b.moves));
      expect(wasm.solve().score, b.moves).toBe(b.score);
      expect(wasm.solve(true).score, b.moves).toBe(Math.sign(b.score));
    }
  });

  test("the reference counts the same nodes on a sample", () => {
    for (const b of positions.filter((_, i) => i % 10 === 0)) {
      wasm.set(columns(b.moves));
      ts.set(columns(b.moves));
      expect(ts.solve(), b.moves).toEqual(wasm.solve());
    }
  });
});

/** The plies until the game ends under perfect play, from Pons' score of the side to move. */
function pliesLeft(stones: number, score: number): number {
  if (score === 0) return 42 - stones;
  if (score > 0) return 2 * (22 - score - Math.floor(stones / 2)) - 1; // its own k-th stone from now
  return 2 * (22 + score - Math.ceil(stones / 2)); // the opponent's
}
