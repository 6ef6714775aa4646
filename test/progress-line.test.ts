// The line in a watched search's progress (contract/control.ts, SearchProgress.pv and
// value): with progress at every checkpoint, both engines report the same sequence;
// every line is legal from the root; a search stopped at a checkpoint reports the line
// its last progress showed; reading the line changes nothing in the search; and
// best-first's line is the principal variation an independent oracle finds after as
// many nodes. Players report the same and, stopped, play on.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";
import { naiveBestFirst } from "../oracles/naive-bestfirst.js";
import { RandomTree } from "../reference/games/random-tree.js";
import type {
  Engine,
  MoveName,
  PlayerChoice,
  PlayerSpec,
  Position,
  SearchControl,
  SearchProgress,
  SearchReport,
  SearchRequest,
} from "../contract/index.js";

const [wasm, ts] = engines;
const seeds = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });

/** What two runs must agree on: everything but the time (and, for reports, the stop mark). */
const untimed = ({ ms: _ms, ...rest }: SearchProgress) => rest;
const same = ({ ms: _ms, stopped: _stopped, ...rest }: SearchReport) => rest;

/**
 * A control that records every progress report (progressMs 0: at every checkpoint) and stops at the
 * k-th checkpoint (k 0: never).
 */
function recorder(k = 0): { control: SearchControl; seen: SearchProgress[] } {
  const seen: SearchProgress[] = [];
  let calls = 0;
  return { seen, control: { progressMs: 0, onProgress: (p) => seen.push(p), shouldStop: () => k > 0 && ++calls >= k } };
}

/** `position` followed by the move `name` (by index on random trees, by name elsewhere). */
function after(position: Position, name: MoveName): Position {
  if (position.game === "random") return { ...position, path: [...(position.path ?? []), Number(name)] };
  return { ...position, moves: [...(position.moves ?? []), String(name)] } as Position;
}

/** Asserts `line` is a sequence of legal moves from `position` (the reference engine's rules). */
function expectLegal(position: Position, line: readonly MoveName[]): void {
  let at = position;
  for (const name of line) {
    expect(ts.moves(at).map((m) => String(m.move))).toContain(String(name));
    at = after(at, name);
  }
}

/** Requests on random trees, Othello and tic-tac-toe whose searches pass a few checkpoints. */
const requests: fc.Arbitrary<SearchRequest> = fc.oneof(
  fc
    .record({
      seed: seeds,
      branching: fc.integer({ min: 2, max: 5 }),
      mode: fc.constantFrom("uniform" as const, "random" as const),
      algorithm: fc.constantFrom(
        "id" as const,
        "alphabeta-tt" as const,
        "bestfirst" as const,
        "rbfms" as const,
        "rbfms-inherit" as const,
        "extension" as const,
        "mma" as const,
      ),
    })
    .map(
      ({ seed, branching, mode, algorithm }): SearchRequest => ({
        position: { game: "random", tree: { seed, branching, mode } },
        algorithm,
        nodes: 40_000,
        ...(algorithm === "extension" ? { horizon: 2 } : {}),
      }),
    ),
  fc
    .record({
      opening: fc.constantFrom([], ["d3"], ["f5", "d6"], ["c4", "e3", "f6"]),
      algorithm: fc.constantFrom(
        "id" as const,
        "alphabeta-tt" as const,
        "bestfirst" as const,
        "rbfms" as const,
        "extension" as const,
        "mma" as const,
      ),
    })
    .map(
      ({ opening, algorithm }): SearchRequest => ({
        position: { game: "othello", moves: opening },
        algorithm,
        nodes: 30_000,
        ...(algorithm === "extension" ? { horizon: 2 } : {}),
      }),
    ),
  fc
    .record({
      opening: fc.constantFrom([], ["5"], ["1", "5"]),
      algorithm: fc.constantFrom(
        "id" as const,
        "alphabeta-tt" as const,
        "bestfirst" as const,
        "rbfms" as const,
        "mma" as const,
      ),
    })
    .map(
      ({ opening, algorithm }): SearchRequest => ({
        position: { game: "tictactoe", moves: opening },
        algorithm,
        nodes: 60_000,
      }),
    ),
);

describe("progress carries the search's line", () => {
  test("the engines report the same lines, values and counts at every checkpoint; each legal; changing nothing", () => {
    let reports = 0;
    fc.assert(
      fc.property(requests, (request) => {
        const [w, r] = [wasm, ts].map((engine) => {
          const { control, seen } = recorder();
          return { seen, report: engine.search({ ...request, control }) };
        });
        expect(w.seen.map(untimed)).toEqual(r.seen.map(untimed));
        // Reading the line at every checkpoint leaves the search as it is unwatched.
        expect(same(w.report)).toEqual(same(wasm.search(request)));
        expect(same(r.report)).toEqual(same(w.report));
        for (const p of w.seen) {
          reports++;
          expect(p.pv.length).toBeGreaterThan(0);
          expect(typeof p.value).toBe("number");
          expectLegal(request.position, p.pv);
          if (request.algorithm === "id" || request.algorithm === "alphabeta-tt")
            expect({ move: p.pv[0], value: p.value }).toEqual({ move: p.best!.move, value: p.best!.value });
        }
      }),
      { numRuns: runs(16) },
    );
    expect(reports).toBeGreaterThan(50); // the property saw lines, it was not vacuous
  });

  test("stopped at the k-th checkpoint: the report's line and value are the last progress's, in both engines", () => {
    let stops = 0;
    fc.assert(
      fc.property(requests, fc.integer({ min: 1, max: 3 }), (request, k) => {
        const [w, r] = [wasm, ts].map((engine) => {
          const { control, seen } = recorder(k);
          return { seen, report: engine.search({ ...request, control }) };
        });
        expect(w.seen.map(untimed)).toEqual(r.seen.map(untimed));
        expect(same(w.report)).toEqual(same(r.report));
        if (!w.report.stopped) return;
        stops++;
        const last = w.seen.at(-1)!;
        expect(last.nodes.generated).toBe(w.report.nodes.generated);
        expect({ pv: last.pv, value: last.value }).toEqual({ pv: w.report.pv, value: w.report.value });
        // And the stopped search is the search with a node budget of the nodes it had generated.
        expect(same(wasm.search({ ...request, nodes: w.report.nodes.generated }))).toEqual(same(w.report));
      }),
      { numRuns: runs(24) },
    );
    expect(stops).toBeGreaterThan(8);
  });

  test("a stop is reported even when no progress was due: the last is the stopped report's line (both engines)", () => {
    let stops = 0;
    fc.assert(
      fc.property(requests, fc.integer({ min: 2, max: 4 }), (request, k) => {
        for (const engine of engines) {
          const seen: SearchProgress[] = [];
          let calls = 0;
          // A report is never due (an hour apart): the only one heard is the stop's.
          const control: SearchControl = {
            progressMs: 3_600_000,
            onProgress: (p) => seen.push(p),
            shouldStop: () => ++calls >= k,
          };
          const report = engine.search({ ...request, control });
          if (!report.stopped) {
            expect(seen).toEqual([]);
            continue;
          }
          stops++;
          expect(seen).toHaveLength(1);
          expect({ pv: seen[0].pv, value: seen[0].value, generated: seen[0].nodes.generated }).toEqual({
            pv: report.pv,
            value: report.value,
            generated: report.nodes.generated,
          });
        }
      }),
      { numRuns: runs(16) },
    );
    expect(stops).toBeGreaterThan(8);
    // A player stopped so names the move it plays first in that one report.
    for (const engine of engines) {
      const player = engine.createPlayer({ kind: "mma", nodes: 2 ** 40 });
      try {
        const seen: SearchProgress[] = [];
        let calls = 0;
        const at: Position = { game: "othello", moves: ["f5"] };
        player.observe(engine.moves({ game: "othello" }).findIndex((m) => m.move === "f5"));
        const choice = player.choose(at, {
          progressMs: 3_600_000,
          onProgress: (p) => seen.push(p),
          shouldStop: () => ++calls >= 3,
        });
        expect(choice.stopped).toBe(true);
        expect(seen).toHaveLength(1);
        expect(seen[0].pv[0]).toBe(engine.moves(at)[choice.move].move);
        expect(seen[0].nodes.generated).toBe(choice.generated);
      } finally {
        player.dispose();
      }
    }
  });

  test("best-first's line and value are those of the naive oracle's tree after as many nodes", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 2, max: 3 }),
        fc.constantFrom("uniform" as const, "random" as const),
        (seed, branching, mode) => {
          const request: SearchRequest = {
            position: { game: "random", tree: { seed, branching, mode } },
            algorithm: "bestfirst",
            nodes: 3_500,
          };
          for (const engine of engines) {
            const { control, seen } = recorder();
            engine.search({ ...request, control });
            for (const p of seen) {
              const game = new RandomTree({
                seedHi: Number(seed >> 32n),
                seedLo: Number(seed & 0xffffffffn),
                branching,
                mode,
                terminalDepth: 100,
              });
              const o = naiveBestFirst(game, { nodes: p.nodes.generated });
              expect(o.generated).toBe(p.nodes.generated);
              expect({ pv: p.pv, value: p.value }).toEqual({ pv: o.pv, value: o.value });
              checked++;
            }
          }
        },
      ),
      { numRuns: runs(4) },
    );
    expect(checked).toBeGreaterThan(4);
  });

  test("minimax and alpha-beta to a fixed horizon report no line (they know none before they finish)", () => {
    const request: SearchRequest = {
      position: { game: "random", tree: { seed: 3, branching: 8, mode: "uniform" } },
      algorithm: "alphabeta",
      horizon: 9,
    };
    for (const engine of engines) {
      const { control, seen } = recorder();
      engine.search({ ...request, control });
      expect(seen.length).toBeGreaterThan(0);
      for (const p of seen) expect({ pv: p.pv, value: p.value }).toEqual({ pv: [], value: undefined });
    }
  });
});

/** Plays `specs` against each other from `start` on `engine`, the first choice watched by `control`; every choice. */
function playOn(
  engine: Engine,
  start: Position,
  specs: [PlayerSpec, PlayerSpec],
  control: SearchControl,
  plies: number,
): PlayerChoice[] {
  const players = specs.map((spec) => engine.createPlayer(spec));
  const choices: PlayerChoice[] = [];
  let at = start;
  try {
    for (let ply = 0; ply < plies && engine.moves(at).length > 0; ply++) {
      const choice = players[ply % 2].choose(at, ply === 0 ? control : undefined);
      choices.push(choice);
      for (const p of players) p.observe(choice.move);
      at = after(at, start.game === "random" ? choice.move : engine.moves(at)[choice.move].move);
    }
  } finally {
    for (const p of players) p.dispose();
  }
  return choices;
}

describe("players report their line and stop with a move", () => {
  // Searches long enough to pass their k-th checkpoint (one per 1024 expansions).
  const cases: { start: Position; specs: [PlayerSpec, PlayerSpec]; k: number; plies: number }[] = [
    {
      start: { game: "othello" },
      specs: [
        { kind: "bestfirst", bound: 40 },
        { kind: "mma", nodes: 2000 },
      ],
      k: 2,
      plies: 8,
    },
    {
      start: { game: "othello", moves: ["f5", "d6"] },
      specs: [
        { kind: "extension", bound: 40, horizon: 2 },
        { kind: "bestfirst", bound: 8 },
      ],
      k: 1,
      plies: 3,
    },
    {
      start: { game: "random", tree: { seed: 12, branching: 4, mode: "random", depth: 40 } },
      specs: [
        { kind: "mma", nodes: 30_000 },
        { kind: "bestfirst", bound: 6 },
      ],
      k: 3,
      plies: 6,
    },
    {
      start: { game: "tictactoe" },
      specs: [
        { kind: "mma", nodes: 30_000 },
        { kind: "bestfirst", bound: 9 },
      ],
      k: 2,
      plies: 8,
    },
    {
      start: { game: "connect4" },
      specs: [
        { kind: "alphabeta-tt", nodes: 300_000 },
        { kind: "bestfirst", bound: 8 },
      ],
      k: 2,
      plies: 6,
    },
  ];

  test.each(cases)(
    "$start.game, $specs.0.kind first: stopped at its checkpoint $k, the move is its line's first; " +
      "both engines play on alike",
    ({ start, specs, k, plies }) => {
      const [w, r] = [wasm, ts].map((engine) => {
        const { control, seen } = recorder(k);
        return { seen, choices: playOn(engine, start, specs, control, plies) };
      });
      expect(w.seen.length).toBe(k);
      expect(w.seen.map(untimed)).toEqual(r.seen.map(untimed));
      expect(w.choices).toEqual(r.choices);
      const first = w.choices[0];
      expect(first.stopped).toBe(true);
      const last = w.seen.at(-1)!;
      expect(last.nodes.generated).toBe(first.generated);
      expect(last.pv[0]).toEqual(start.game === "random" ? first.move : wasm.moves(start)[first.move].move);
      expect(last.value).toBe(first.value);
      for (const p of w.seen) expectLegal(start, p.pv);
      expect(w.choices.length).toBe(plies);
      expect(w.choices.slice(1).every((c) => c.stopped === undefined)).toBe(true);
    },
  );

  test.each(cases)(
    "$start.game, $specs.0.kind first: watched at every checkpoint and not stopped, the same game as unwatched",
    ({ start, specs, k }) => {
      for (const engine of engines) {
        const { control, seen } = recorder();
        const watched = playOn(engine, start, specs, control, 2);
        expect(seen.length).toBeGreaterThanOrEqual(k);
        expect(watched).toEqual(playOn(engine, start, specs, {}, 2));
      }
    },
  );

  test("the alpha-beta player cannot be stopped: its choice is the unwatched one", () => {
    const start: Position = { game: "random", tree: { seed: 5, branching: 6, mode: "uniform", depth: 20 } };
    for (const engine of engines) {
      const watched = engine.createPlayer({ kind: "alphabeta", horizon: 6 }),
        plain = engine.createPlayer({ kind: "alphabeta", horizon: 6 });
      const choice = watched.choose(start, { shouldStop: () => true, progressMs: 0, onProgress: () => {} });
      expect(choice.stopped).toBeUndefined();
      expect(choice).toEqual(plain.choose(start));
      watched.dispose();
      plain.dispose();
    }
  });
});
