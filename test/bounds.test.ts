// Every long operation stops within a bounded amount of work after its control says stop,
// with no wall clock: a control that stops at its k-th check, every algorithm of
// contract/searches.ts (ALGORITHMS, so a new search is swept by its row), every game's
// start and random trees of several branching factors, perft and solve, both engines.
// The nodes at the stop are the ones the stop's progress report names (a report is due
// only there); after it the operation may generate at most AFTER_STOP nodes (docs/async.md,
// "Bounds"). Both engines agree on both counts, and a fixed-horizon search, perft or solve
// stopped there throws the same BestfirstError as under a node budget of those nodes.

import { describe, expect, test } from "vitest";
import { cli, engines } from "./helpers.js";
import { createSearcher } from "../index.js";
import {
  ALGORITHMS,
  BestfirstError,
  GAME_NOTATIONS,
  MAX_BUDGET,
  SEARCHES,
  type Algorithm,
  type Engine,
  type Position,
  type SearchControl,
} from "../contract/index.js";
import { unboundedRequest } from "../bench/bounded-requests.js";

/** Nodes an operation may generate after the check that stopped it: every one ends at that check. */
const AFTER_STOP = 0;

const POSITIONS: { name: string; position: Position }[] = [
  { name: "tictactoe", position: { game: "tictactoe" } },
  { name: "connect4", position: { game: "connect4" } },
  { name: "othello", position: { game: "othello" } },
  ...[2, 16, 256].map((branching) => ({
    name: `random B=${branching}`,
    position: { game: "random", tree: { seed: 7, branching, mode: "uniform" } } as Position,
  })),
];

/** The outcome of an operation stopped (or not) at the control's k-th question. */
interface Stopped {
  /** Nodes generated when the control said stop (undefined: it never did; the operation finished first). */
  atStop?: number;
  /** Nodes generated in all: the report's, or the count the stopped error names. */
  total: number;
  /** The error's message, when it ended with one. */
  error?: string;
}

/**
 * Runs `run` with a control that says stop at its k-th question and hears the one progress report
 * that comes with the stop.
 */
function stopAt(k: number, run: (control: SearchControl) => number): Stopped {
  let asked = 0,
    atStop: number | undefined;
  const control: SearchControl = {
    shouldStop: () => ++asked >= k,
    progressMs: 1e9,
    onProgress: (progress) => {
      atStop = progress.nodes.generated;
    },
  };
  try {
    const total = run(control);
    return { atStop, total };
  } catch (error) {
    if (!(error instanceof BestfirstError)) throw error;
    const named = /was stopped .* after (\d+) nodes/.exec(error.message);
    expect(named, error.message).not.toBeNull();
    return { atStop, total: Number(named![1]), error: error.message };
  }
}

/** The stop's outcome in both engines: the same counts and message; within AFTER_STOP of the stop. */
function expectBoundedStop(k: number, run: (engine: Engine, control: SearchControl) => number): Stopped {
  const [a, b] = engines.map((engine) => stopAt(k, (control) => run(engine, control)));
  expect(b).toEqual(a);
  if (a.atStop !== undefined) {
    expect(a.total - a.atStop).toBeLessThanOrEqual(AFTER_STOP);
    expect(a.total).toBeGreaterThanOrEqual(a.atStop);
  }
  return a;
}

describe("a control that stops at its k-th check: every search stops within bounded work", () => {
  const cases = ALGORITHMS.flatMap((algorithm) =>
    POSITIONS.map(({ name, position }) => [algorithm, name, position] as [Algorithm, string, Position]),
  );
  test.each(cases)("%s on %s", (algorithm, _name, position) => {
    // A node budget that never binds, for the searches that need a stopping rule of their own.
    const request = {
      ...unboundedRequest(algorithm, position),
      ...(SEARCHES[algorithm].takes.includes("nodes") ? { nodes: MAX_BUDGET } : {}),
    };
    let stops = 0;
    for (const k of [1, 2]) {
      const stopped = expectBoundedStop(k, (engine, control) => {
        const report = engine.search({ ...request, control });
        if (report.stopped) expect(report.nodes.generated).toBeGreaterThan(0);
        return report.nodes.generated;
      });
      if (stopped.atStop === undefined) continue;
      stops++;
      // A stop is a node budget of the nodes at the stop, for the searches with an answer
      // (control.test.ts holds their reports) and for those without one: the same error.
      if (stopped.error) {
        for (const engine of engines)
          expect(() => engine.search({ ...request, nodes: stopped.atStop })).toThrow(stopped.error);
      }
    }
    // Only tic-tac-toe is small enough to be searched whole before a check stops it.
    if (position.game !== "tictactoe") expect(stops).toBe(2);
  });
});

describe("perft and solve stop within bounded work, with an error that says so", () => {
  test.each(POSITIONS)("perft on $name", ({ position }) => {
    const depth = position.game === "random" ? 20 : position.game === "tictactoe" ? 9 : 12;
    for (const k of [1, 3]) {
      const stopped = expectBoundedStop(k, (engine, control) =>
        engine.perft(position, depth, { control }).reduce((a, b) => a + b, 0),
      );
      expect(stopped.error).toMatch(/^perft was stopped/);
      for (const engine of engines)
        expect(() => engine.perft(position, depth, { nodes: stopped.atStop })).toThrow(stopped.error!);
    }
  });

  test.each(POSITIONS.filter(({ position }) => GAME_NOTATIONS[position.game].solvable))(
    "solve on $name",
    ({ position }) => {
      for (const k of [1, 3]) {
        const stopped = expectBoundedStop(k, (engine, control) => engine.solve(position, { control }).nodes);
        expect(stopped.error).toMatch(/^solve was stopped/);
        for (const engine of engines)
          expect(() => engine.solve(position, { nodes: stopped.atStop })).toThrow(stopped.error!);
      }
    },
  );
});

describe("the searcher passes perft's and solve's budgets to its worker", () => {
  test.each(["wasm", "ts"] as const)("%s: a node budget stops them there, with the engine's error", async (engine) => {
    const searcher = await createSearcher({ engine });
    try {
      const perft = engines[0].perft.bind(engines[0]);
      const expected = (run: () => unknown) => {
        try {
          run();
        } catch (error) {
          return (error as Error).message;
        }
        return "no error";
      };
      const perftMessage = expected(() => perft({ game: "othello" }, 12, { nodes: 5000 }));
      expect(perftMessage).toMatch(/^perft was stopped .* after \d+ nodes/);
      await expect(searcher.perft({ game: "othello" }, 12, { nodes: 5000 })).rejects.toThrow(perftMessage);
      const solveMessage = expected(() => engines[0].solve({ game: "connect4" }, { weak: true, nodes: 5000 }));
      expect(solveMessage).toMatch(/^solve was stopped .* after \d+ nodes/);
      await expect(searcher.solve({ game: "connect4" }, { weak: true, nodes: 5000 })).rejects.toThrow(solveMessage);
      // Unbounded, and bounds that do not bind, give the engine's answer.
      expect(await searcher.perft({ game: "othello" }, 4, { nodes: 1e6, time: 60_000 })).toEqual(
        perft({ game: "othello" }, 4),
      );
      expect(await searcher.solve({ game: "tictactoe" }, { time: 60_000 })).toEqual(
        engines[0].solve({ game: "tictactoe" }),
      );
    } finally {
      await searcher.close();
    }
  });
});

test("the command line: perft and solve take --nodes and --time; stopped, one error line and exit 2", () => {
  const perft = cli("perft", "--game", "othello", "--depth", "12", "--nodes", "5000");
  expect(perft.code).toBe(2);
  expect(perft.stdout).toBe("");
  expect(perft.stderr).toMatch(
    new RegExp(
      /^bestfirst perft: perft was stopped by its node or time budget or its control after \d+ /.source +
        /nodes, before it finished: it has no answer until it ends\n$/.source,
    ),
  );
  const solve = cli("solve", "--game", "connect4", "--moves", "44", "--nodes", "1000");
  expect(solve.code).toBe(2);
  expect(solve.stderr).toMatch(/^bestfirst solve: solve was stopped .* after 1000 nodes, .*\n$/);
  const bound = cli("solve", "--game", "tictactoe", "--time", "60000", "--json");
  expect(bound.code).toBe(0);
  expect(JSON.parse(bound.stdout)).toMatchObject(engines[0].solve({ game: "tictactoe" }));
});
