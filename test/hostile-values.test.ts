// Arbitrary values in every field of every public call of both engines
// (./soak/hostile-values.ts makes them): whatever a field holds, the call ends alike on
// both engines, with the same result, the same BestfirstError, or the caller's own error
// passed through; never a raw TypeError.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { BestfirstError, type Engine, type Player } from "../index.js";
import { CALLERS_OWN } from "./soak/hostile-requests.js";
import { materialize, recipes, run, type Recipe } from "./soak/hostile-values.js";
import { runs } from "./soak/runs.js";

const throwingGetter = () => {
  throw CALLERS_OWN;
};

/** How a call ends: its result, a BestfirstError's message, the caller's own error, or anything else (a failure). */
function outcome(engine: Engine, recipe: Recipe): Record<string, unknown> {
  try {
    return { result: run(engine, recipe.op, materialize(recipe)) };
  } catch (error) {
    if (error === CALLERS_OWN) return { callersOwn: true };
    if (error instanceof BestfirstError) return { refused: error.message };
    return { raw: `${(error as Error)?.constructor?.name}: ${(error as Error)?.message}` };
  }
}

describe("arbitrary values in every field (fast-check)", () => {
  test("every call ends alike on both engines, and any throw is a BestfirstError or the caller's own error", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(recipes, (recipe) => {
        const [a, b] = engines.map((engine) => outcome(engine, recipe));
        expect(a.raw, "a raw error").toBeUndefined();
        expect(b.raw, "a raw error").toBeUndefined();
        expect(a).toEqual(b);
        seen.add(Object.keys(a)[0]);
      }),
      { numRuns: runs(400) },
    );
    expect([...seen].sort()).toEqual(["callersOwn", "refused", "result"]);
  });
});

/** Both engines end `call` with the same BestfirstError; returns its message. */
function refusedAlike(call: (engine: Engine) => unknown): string {
  const [a, b] = engines.map((engine) => {
    try {
      return { result: call(engine) };
    } catch (error) {
      return { error: (error as Error)?.constructor?.name, message: (error as Error)?.message };
    }
  });
  expect(a).toEqual(b);
  expect(a.error, a.message).toBe("BestfirstError");
  return a.message!;
}

/** A call with arguments the Engine's types do not allow (a second argument to moves, say). */
const loose = (engine: Engine, method: keyof Engine) => engine[method] as (...args: unknown[]) => unknown;

const ticTacToe = { game: "tictactoe", moves: ["5", "1", "9"] } as const;
const spec = { seed: 1, branching: 3, mode: "uniform" } as const;

describe("unknown options: refused alike, naming what the call takes", () => {
  test("perft, solve, moves, evaluate and treeNode refuse a key they do not take, and take the ones they know", () => {
    const cases: [(engine: Engine) => unknown, string][] = [
      [
        (e) => e.perft(ticTacToe, 2, { nodes: 100, foo: 1 } as never),
        'unknown option "foo": perft takes nodes, time and control',
      ],
      [
        (e) => e.perft(ticTacToe, 2, { weak: true } as never),
        'unknown option "weak": perft takes nodes, time and control',
      ],
      [
        (e) => e.solve(ticTacToe, { Weak: true } as never),
        'unknown option "Weak": solve takes weak, nodes, time and control',
      ],
      [
        (e) => e.solve(ticTacToe, { weak: true, budget: undefined } as never),
        'unknown option "budget": solve takes weak, nodes, time and control',
      ],
      [(e) => loose(e, "moves")(ticTacToe, { flips: true }), 'unknown option "flips": moves takes no options'],
      [(e) => loose(e, "evaluate")(ticTacToe, { side: "max" }), 'unknown option "side": evaluate takes evaluation'],
      [
        (e) => e.treeNode({ ...spec, dpeth: 3 } as never, [0]),
        'unknown field "dpeth": a random tree takes seed, branching, mode and depth',
      ],
    ];
    for (const [call, message] of cases) expect(refusedAlike(call)).toBe(message);
    // Known options, an empty object and symbol keys still answer, as without them.
    const tag = Symbol("tag");
    for (const engine of engines) {
      expect(engine.perft(ticTacToe, 2, { nodes: 1000, time: 60_000, control: {}, [tag]: 1 } as never)).toEqual([
        6, 30,
      ]);
      expect(engine.solve(ticTacToe, { weak: true, [tag]: 1 } as never)).toEqual(
        engine.solve(ticTacToe, { weak: true }),
      );
      expect(loose(engine, "moves")(ticTacToe, {})).toEqual(engine.moves(ticTacToe));
      expect(loose(engine, "evaluate")(ticTacToe, { [tag]: 1 })).toBe(engine.evaluate(ticTacToe));
      expect(engine.treeNode({ ...spec, depth: 5, [tag]: 1 } as never, [2])).toEqual(engine.treeNode(spec, [2]));
    }
  });

  test("options that are no object are refused with the form the call takes", () => {
    expect(refusedAlike((e) => loose(e, "evaluate")(ticTacToe, 5))).toBe(
      "evaluate options must be an object { evaluation? } or undefined, got 5",
    );
    expect(refusedAlike((e) => loose(e, "moves")(ticTacToe, [1]))).toBe(
      "moves options must be an object {} or undefined, got an array",
    );
    expect(refusedAlike((e) => e.solve(ticTacToe, "weak" as never))).toBe(
      'solve options must be an object { weak?, nodes?, time?, control? } or undefined, got "weak"',
    );
    expect(refusedAlike((e) => e.perft(ticTacToe, 1, null as never))).toBe(
      "perft options must be an object { nodes?, time?, control? } or undefined, got null",
    );
  });

  test("the keys are checked before any value is read: a getter of an unknown key is never run", () => {
    let reads = 0;
    const options = Object.defineProperty({}, "nodez", { get: () => ++reads, enumerable: true });
    expect(refusedAlike((e) => e.perft(ticTacToe, 1, options))).toMatch(/^unknown option "nodez"/);
    expect(reads).toBe(0);
  });
});

describe("odd values in a player's description: a BestfirstError, the same on both engines", () => {
  const odd: [string, unknown][] = [
    ["a string", "3"],
    ["NaN", NaN],
    ["an object", {}],
    ["a symbol", Symbol("h")],
    ["a bigint", 3n],
  ];

  test("a depth setting the kind does not take, whatever its value, or out of range: refused alike", () => {
    for (const [, value] of [...odd, ["a fine one", 3]] as [string, unknown][]) {
      expect(refusedAlike((e) => e.createPlayer({ kind: "bestfirst", bound: 2, horizon: value } as never))).toBe(
        "a bestfirst player takes a depth bound, not a horizon",
      );
      expect(refusedAlike((e) => e.createPlayer({ kind: "alphabeta", horizon: 2, bound: value } as never))).toBe(
        "an alphabeta player takes a horizon, not a depth bound",
      );
    }
    // A depth setting the kind takes, that is no integer in range.
    for (const [what, value] of odd) {
      for (const [base, field, message] of [
        [{ kind: "alphabeta" }, "horizon", /^horizon must be an integer from 1 to 64, got /],
        [{ kind: "extension", bound: 2 }, "horizon", /^horizon must be an integer from 1 to 64, got /],
        [{ kind: "extension", horizon: 1 }, "bound", /^a player's depth bound must be an integer from 1 to 1000, got /],
        [{ kind: "bestfirst" }, "bound", /^a player's depth bound must be an integer from 1 to 1000, got /],
        [{ kind: "alphabeta-tt", nodes: 100 }, "horizon", /^horizon must be an integer from 1 to 64, got /],
      ] as const)
        expect(
          refusedAlike((e) => e.createPlayer({ ...base, [field]: value } as never)),
          `${field} ${what}`,
        ).toMatch(message);
    }
  });

  test("a getter that throws: the caller's own error on both engines, whichever field, taken or not", () => {
    for (const [base, field] of [
      [{ kind: "bestfirst", bound: 2 }, "horizon"],
      [{ kind: "bestfirst", bound: 2 }, "bound"],
      [{ kind: "alphabeta", horizon: 2 }, "memoryNodes"],
      [{ kind: "mcts", simulations: 10 }, "seed"],
    ] as const) {
      const spec = Object.defineProperty({ ...base }, field, { get: throwingGetter, enumerable: true });
      for (const engine of engines) expect(() => engine.createPlayer(spec as never), field).toThrow(CALLERS_OWN);
    }
  });

  test(
    "each field is read once: a getter that answers a valid value first and a symbol after builds the player it " +
      "passed",
    () => {
      for (const engine of engines) {
        let reads = 0;
        const shifty = Object.defineProperty({ kind: "alphabeta" }, "horizon", {
          get: () => (reads++ === 0 ? 2 : Symbol("later")),
          enumerable: true,
        });
        const player = engine.createPlayer(shifty as never);
        expect(player.choose(ticTacToe)).toEqual(
          engines[1].createPlayer({ kind: "alphabeta", horizon: 2 }).choose(ticTacToe),
        );
        expect(reads).toBe(1);
        player.dispose();
      }
    },
  );
});

/** `use` of a new player of `engine`, disposed after. */
function choosing(engine: Engine, use: (player: Player) => unknown): unknown {
  const player = engine.createPlayer({ kind: "alphabeta", horizon: 1 });
  try {
    return use(player);
  } finally {
    player.dispose();
  }
}

describe("a revoked proxy anywhere: a BestfirstError saying so, on both engines", () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy as never;
  };
  test("as a request, a position, a list, a tree, options, a control or a player's description", () => {
    const calls: ((engine: Engine) => unknown)[] = [
      (e) => e.search(revoked()),
      (e) => e.search({ position: revoked(), algorithm: "alphabeta", horizon: 1 }),
      (e) => e.search({ position: ticTacToe, algorithm: "alphabeta", horizon: 1, control: revoked() }),
      (e) => e.moves(revoked()),
      (e) => e.evaluate({ game: "tictactoe", moves: revoked() }),
      (e) => e.moves({ game: "tictactoe", path: revoked() }),
      (e) => e.moves({ game: "random", tree: revoked() }),
      (e) => e.treeNode(revoked()),
      (e) => e.treeNode(spec, revoked()),
      (e) => e.perft(ticTacToe, 1, revoked()),
      (e) => e.solve(ticTacToe, revoked()),
      (e) => loose(e, "moves")(ticTacToe, revoked()),
      (e) => e.createPlayer(revoked()),
      (e) => choosing(e, (player) => player.choose(revoked())),
      (e) => choosing(e, (player) => player.choose(ticTacToe, revoked())),
    ];
    for (const call of calls) expect(refusedAlike(call)).toMatch(/revoked proxy/);
  });
});
