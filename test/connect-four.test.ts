// Connect-Four on both engines, through the Engine API, against the naive oracle
// (oracles/connect-four-naive.ts): rules and perft, the static evaluation, the exact
// solver (score, best move and node counts), every search on the game, and the bench positions.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { ALGORITHMS, type Algorithm, type PlayerSpec, type SearchRequest } from "../contract/index.js";
import { ConnectFour, playMatch } from "../reference/index.js";
import { WIN_BASE } from "../reference/games/connect-four-bits.js";
import {
  empty,
  fromMoves,
  isOver,
  movesText,
  naiveAlphaBeta,
  naiveColumns,
  naiveProves,
  naiveEvaluate,
  naiveInterval,
  naivePerft,
  naivePlay,
  naiveScore,
  toMove,
  SEGMENTS,
  connectFourAt,
  type NaivePosition,
} from "../oracles/connect-four-naive.js";
import { anyPosition, benchPositions, nearEnd, pliesLeft, rootValuesAt } from "./connect-four-helpers.js";
import { engines } from "./helpers.js";
import { END_POSITIONS, MIDDLE_POSITIONS } from "../bench/connect-four-positions.js";
import { column, depthLimits } from "./search-limits.js";
import { runs } from "./soak/runs.js";

const [wasm, ts] = engines;

/** A game that fills the board without four in a row (found by random play). */
const DRAW = "426565135124551277332536363124746162174477";

/** perft(1..8) of the empty board, from the naive oracle (computed once). */
let naiveEmpty: number[] | undefined;
const emptyPerft = (): number[] => (naiveEmpty ??= naivePerft(empty(), 8));

const names = (cols: number[]): string[] => cols.map((c) => String(c + 1));

test("the oracle: 69 segments, and its perft starts 7, 49, ... (a column fills after 6 stones)", () => {
  expect(SEGMENTS.length).toBe(69);
  expect(emptyPerft().slice(0, 7)).toEqual([7, 49, 343, 2401, 16807, 117649, 823543 - 7]);
});

describe.each(engines)("$name engine", (engine) => {
  test("perft(1..8) from the empty board equals the naive enumerator's", () => {
    expect(engine.perft({ game: "connect4" }, 8)).toEqual(emptyPerft());
  });

  test("perft(1..4) from random positions equals the naive enumerator's (a finished game: one leaf a depth)", () => {
    fc.assert(
      fc.property(anyPosition, (p) => {
        expect(engine.perft(connectFourAt(p), 4)).toEqual(naivePerft(p, 4));
      }),
      { numRuns: 200 },
    );
  });

  test("moves are the open columns left to right; a full column or a finished game refuses a stone", () => {
    fc.assert(
      fc.property(anyPosition, fc.nat(6), (p, col) => {
        expect(engine.moves(connectFourAt(p)).map((m) => m.move)).toEqual(names(naiveColumns(p)));
        const next = { game: "connect4", moves: [...connectFourAt(p).moves!, String(col + 1)] } as const;
        if (naivePlay(p, col) !== null) expect(() => engine.evaluate(next)).not.toThrow();
        else expect(() => engine.evaluate(next)).toThrow(`move ${col + 1} (number ${p.stones + 1}) is not legal`);
      }),
      { numRuns: 300 },
    );
  });

  test("bad input: a full column, one outside 1..7, a move after the end, a path too long, a non-boolean weak", () => {
    expect(() => engine.solve(connectFourAt("1111111"))).toThrow(
      "move 1 (number 7) is not legal: the legal moves there are 2, 3, 4, 5, 6, 7",
    );
    expect(() => engine.perft(connectFourAt("448"), 1)).toThrow(
      'move "8" (number 3) is not a move: moves are columns 1..7',
    );
    expect(() => engine.moves({ game: "connect4", moves: ["10"] })).toThrow(
      'move "10" (number 1) is not a move: moves are columns 1..7',
    );
    expect(() => engine.evaluate(connectFourAt("12121212"))).toThrow(
      "move 2 (number 8) is not legal: the game is over there",
    );
    expect(() => engine.evaluate({ game: "connect4", moves: ["1", "2", "1", "2", "1", "2", "1"], path: [0] })).toThrow(
      "move 0 at position 1 of the path is not legal: the game is over there",
    );
    expect(() => engine.evaluate({ game: "connect4", path: new Array<number>(43).fill(0) })).toThrow(
      "path has 43 moves but the game ends at depth 42",
    );
    expect(() => engine.solve(connectFourAt("4455"), { weak: 1 as unknown as boolean })).toThrow(
      "solve option weak must be true or false, got 1",
    );
    expect(() => engine.search({ position: connectFourAt("1212121"), algorithm: "bestfirst", bound: 2 })).toThrow(
      "the position is terminal",
    );
  });

  test("the evaluation equals the oracle's at every position of random playouts", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 42, maxLength: 42 }), (choices) => {
        let p = empty();
        for (const c of [...choices, 0]) {
          expect(engine.evaluate(connectFourAt(p))).toBe(naiveEvaluate(p));
          if (isOver(p)) break;
          const cols = naiveColumns(p);
          p = naivePlay(p, cols[c % cols.length])!;
        }
      }),
      { numRuns: 100 },
    );
  });

  test("terminal values: a MAX win by its 4th stone, a MIN win, a full board drawn", () => {
    expect(engine.evaluate(connectFourAt("1212121"))).toBe(WIN_BASE + 42 - 7);
    expect(engine.evaluate(connectFourAt("12123232"))).toBe(-(WIN_BASE + 42 - 8)); // MIN fills column 2
    expect(naiveColumns(fromMoves(DRAW))).toEqual([]);
    expect(fromMoves(DRAW).won).toBe(false);
    expect([engine.moves(connectFourAt(DRAW)).length, engine.evaluate(connectFourAt(DRAW))]).toEqual([0, 0]);
  });

  test("Pons' examples: 4455 scores 18, 44455554221 scores -15 (proven by the cut oracle)", () => {
    for (const [moves, score] of [
      ["4455", 18],
      ["44455554221", -15],
    ] as const) {
      expect(naiveInterval(fromMoves(moves), 5)).toEqual([score, score]);
      expect(engine.solve(connectFourAt(moves)).value).toBe(score);
      expect(engine.solve(connectFourAt(moves), { weak: true }).value).toBe(Math.sign(score));
    }
  });

  test("a finished game scores for the side to move, no move; a win now scores (43 - stones) / 2, that move", () => {
    expect(engine.solve(connectFourAt("1212121"))).toEqual({ value: -(22 - 4), move: null, nodes: 0 });
    expect(engine.solve(connectFourAt("121212"))).toEqual({ value: (43 - 6) >> 1, move: "1", nodes: 0 });
    expect(engine.solve(connectFourAt(DRAW))).toEqual({ value: 0, move: null, nodes: 0 });
  });
});

describe("every search on Connect-Four", () => {
  /** Limits that grow with k (1..4) (test/search-limits.ts). */
  const LIMITS = column("connectFour");

  test("the engines agree exactly: move, value, principal variation, counts; alpha-beta equals plain minimax", () => {
    fc.assert(
      fc.property(
        anyPosition.filter((p) => !isOver(p)),
        fc.constantFrom(...ALGORITHMS),
        fc.integer({ min: 1, max: 4 }),
        (p, algorithm, k) => {
          const request = { position: connectFourAt(p), algorithm, ...LIMITS[algorithm](k) } as SearchRequest;
          const r = wasm.search(request);
          expect({ ...r, ms: 0 }).toEqual({ ...ts.search(request), ms: 0 });
          if (algorithm === "alphabeta") expect(r.value).toBe(rootValuesAt(p, k).value);
        },
      ),
      { numRuns: runs(200) },
    );
  });

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

  test("plain minimax on the reference class, to the win's depth, values the root at that win, winning moves", () => {
    for (const { p, k } of wins) {
      const plies = 2 * k - 1;
      const { value, moveValues } = rootValuesAt(p, plies);
      const win = WIN_BASE + 42 - (p.stones + plies);
      expect(value, movesText(p)).toBe(toMove(p) === 1 ? win : -win);
      naiveColumns(p).forEach((col, i) => {
        if (moveValues[i] !== value) return;
        const [lo, hi] = naiveInterval(naivePlay(p, col)!, plies - 1);
        const score = 22 - k - Math.floor(p.stones / 2);
        expect([-hi, -lo]).toEqual([score, score]);
      });
    }
  });

  // Near the end, so that the best-first searches can be given a depth bound that reaches
  // the end of the game: every leaf at the bound is then terminal, and the stopping rule
  // (the principal leaf at the bound) means the value is proven.
  const lateWins = fc.sample(nearEnd(4, 12), { numRuns: 300, seed: 7 }).flatMap((p) => {
    const [lo, hi] = naiveInterval(p, 5);
    return lo === hi && lo > 0 ? [{ p, k: 22 - lo - Math.floor(p.stones / 2) }] : [];
  });

  /** The limits that see a late win to its end: null for a search without a completion rule (mma's). */
  const lateWinLimits = (algorithm: Algorithm, plies: number, left: number) =>
    depthLimits(algorithm, (budgets) => budgets.connectFourWin, plies, left);
  test.each(ALGORITHMS.filter((a) => lateWinLimits(a, 1, 1) !== null))(
    "%s finds the win in won positions, with a winning move, and stops (the completion rule on terminal leaves)",
    (algorithm) => {
      expect(lateWins.length).toBeGreaterThan(30);
      for (const { p, k } of lateWins) {
        const plies = 2 * k - 1,
          left = 42 - p.stones;
        const limits = lateWinLimits(algorithm, plies, left);
        const request = { position: connectFourAt(p), algorithm, ...limits } as SearchRequest;
        const r = wasm.search(request);
        expect({ ...r, ms: 0 }).toEqual({ ...ts.search(request), ms: 0 });
        expect(toMove(p) === 1 ? r.value : -r.value, movesText(p)).toBeGreaterThanOrEqual(
          algorithm === "mcts" ? 1000 : WIN_BASE,
        );
        const [lo] = naiveInterval(naivePlay(p, Number(r.move) - 1)!, plies - 1);
        expect(0 - lo, `${movesText(p)} ${r.move}`).toBeGreaterThan(0); // the move keeps the win
      }
    },
  );
});

test("players keep their trees through whole games of Connect-Four, the engines move for move alike", () => {
  const specs: PlayerSpec[][] = [
    [
      { kind: "bestfirst", bound: 6 },
      { kind: "alphabeta", horizon: 4 },
    ],
    [
      { kind: "extension", horizon: 2, bound: 5 },
      { kind: "bestfirst", bound: 5, memoryNodes: 2000 },
    ],
  ];
  for (const pair of specs) {
    const games = engines.map((engine) => {
      const players = pair.map((spec) => engine.createPlayer(spec));
      let p = empty();
      const kept: number[] = [];
      while (!isOver(p)) {
        const choice = players[p.stones % 2].choose(connectFourAt(p));
        kept.push(choice.kept);
        for (const player of players) player.observe(choice.move);
        p = naivePlay(p, naiveColumns(p)[choice.move])!; // the oracle plays the chosen column
      }
      for (const player of players) player.dispose();
      return { moves: movesText(p), kept };
    });
    expect(games[1]).toEqual(games[0]);
    expect(games[0].kept.some((k) => k > 1)).toBe(true); // trees were kept between moves
  }
});

test("alpha-beta against best-first on the reference's ConnectFour: two finished games, judged by the oracle", () => {
  const match = playMatch(
    () => new ConnectFour(),
    [{ algorithm: "alphabeta", horizon: 3 }, { player: { kind: "bestfirst", bound: 6 } }],
  );
  for (const g of match.games) {
    const end = fromMoves(g.moves.join(""));
    expect(isOver(end)).toBe(true);
    expect(g.value).toBe(naiveEvaluate(end));
  }
  const decisive = match.games.filter((g) => g.value !== 0);
  expect(match.wins[0] + match.wins[1] + match.draws).toBe(2);
  expect(match.draws).toBe(2 - decisive.length);
});

describe("the exact solver", () => {
  test("both engines solve as plain negamax at random with 4 to 10 empty cells; the move keeps the score", () => {
    fc.assert(
      fc.property(nearEnd(4, 10), (p) => {
        const want = naiveScore(p);
        const w = wasm.solve(connectFourAt(p));
        expect(w.value).toBe(want);
        expect(ts.solve(connectFourAt(p))).toEqual(w); // the same algorithm: the same score, move and node count
        // The move keeps the score: plain alpha-beta proves the position after it worth -want.
        expect(naiveProves(naivePlay(p, Number(w.move) - 1)!, -want)).toBe(true);
        const weak = wasm.solve(connectFourAt(p), { weak: true });
        expect(weak.value).toBe(Math.sign(want));
        expect(ts.solve(connectFourAt(p), { weak: true })).toEqual(weak);
        expect(keepsOutcome(naivePlay(p, Number(weak.move) - 1)!, weak.value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test("the engines agree node for node at 12 to 24 empty cells, scores checked where the game ends in 5 plies", () => {
    let proven = 0;
    fc.assert(
      fc.property(nearEnd(12, 24), (p) => {
        const w = wasm.solve(connectFourAt(p));
        expect(ts.solve(connectFourAt(p))).toEqual(w);
        expect(ts.solve(connectFourAt(p), { weak: true })).toEqual(wasm.solve(connectFourAt(p), { weak: true }));
        const [lo, hi] = naiveInterval(p, 3);
        expect(lo).toBeLessThanOrEqual(w.value);
        expect(hi).toBeGreaterThanOrEqual(w.value);
        if (lo === hi) proven++;
      }),
      { numRuns: 300 },
    );
    expect(proven).toBeGreaterThan(50);
  });

  test("the table is emptied between solves: no stale hit over 33000 solves (stamps wrap), nor past the list", () => {
    // Two quick positions that fill table entries.
    const positions = benchPositions()
      .map((b) => connectFourAt(b.moves))
      .filter((position) => {
        const { nodes } = wasm.solve(position);
        return nodes >= 3 && nodes <= 6;
      })
      .slice(0, 2);
    expect(positions.length).toBe(2);
    for (const engine of engines) {
      const first = positions.map((position) => engine.solve(position));
      let wrong = 0;
      for (let i = 0; i < 33000; i++) {
        const r = engine.solve(positions[i & 1]);
        if (r.value !== first[i & 1].value || r.nodes !== first[i & 1].nodes) wrong++;
      }
      expect(wrong).toBe(0);
    }
    // 195,566 nodes: more writes than the core's list of 65,536 slots, so it empties the whole part it used.
    const big = connectFourAt("535564137332365");
    for (const engine of engines) {
      const first = positions.map((position) => engine.solve(position));
      expect(engine.solve(big)).toEqual(wasm.solve(big));
      expect(engine.solve(big).nodes).toBe(195566);
      expect(positions.map((position) => engine.solve(position))).toEqual(first);
    }
  });
});

describe("the bench positions (test/fixtures/connect-four-positions.tsv, scores proven by the slow oracle)", () => {
  const positions = benchPositions();

  test("two kinds, as defined: 29+ stones; 15-28 stones ending within 13 plies", () => {
    for (const kind of ["end", "middle"])
      expect(positions.filter((p) => p.kind === kind).length).toBeGreaterThanOrEqual(500);
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
      expect(wasm.solve(connectFourAt(b.moves)).value, b.moves).toBe(b.score);
      expect(wasm.solve(connectFourAt(b.moves), { weak: true }).value, b.moves).toBe(Math.sign(b.score));
    }
  });

  test("the connect4-solve bench suite's positions are the first 100 of each kind", () => {
    for (const [kind, set] of [
      ["end", END_POSITIONS],
      ["middle", MIDDLE_POSITIONS],
    ] as const)
      expect(set).toEqual(
        positions
          .filter((p) => p.kind === kind)
          .slice(0, 100)
          .map((p) => `${p.moves} ${p.score}`),
      );
  });

  test("the reference counts the same nodes on a sample", () => {
    for (const b of positions.filter((_, i) => i % 10 === 0))
      expect(ts.solve(connectFourAt(b.moves)), b.moves).toEqual(wasm.solve(connectFourAt(b.moves)));
  });
});

/**
 * Whether the position after a move is lost, drawn or won for the side to move there as `outcome`
 * (1, 0, -1) says the move keeps.
 */
function keepsOutcome(after: NaivePosition, outcome: number): boolean {
  if (outcome > 0) return naiveAlphaBeta(after, -1, 0) === -1; // worth -1 or less to the opponent
  if (outcome < 0) return naiveAlphaBeta(after, 0, 1) === 1;
  return naiveProves(after, 0);
}
