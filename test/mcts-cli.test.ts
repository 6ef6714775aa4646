// `bestfirst search --algorithm mcts` and MCTS's own options: the command line's answer is
// the library's engine.search of the same request on each engine, and the options are
// refused, one line and exit 2, when malformed or given to another search.

import { describe, expect, test } from "vitest";
import { cli, engines } from "./helpers.js";
import type { MctsOptions, Position, SearchRequest } from "../index.js";

const tree = ["--seed", "5", "--branching", "3", "--mode", "random"];

// Command lines and the requests a library user would write for them.
const cases: [string, string[], Position, Omit<SearchRequest, "position" | "algorithm">][] = [
  [
    "Connect-Four, a simulation budget and a seed",
    ["--game", "connect4", "--moves", "4453", "--simulations", "800", "--mcts-seed", "7"],
    { game: "connect4", moves: ["4", "4", "5", "3"] },
    { simulations: 800, seed: "7" },
  ],
  [
    "tic-tac-toe, evaluation leaves, c and implicit minimax",
    [
      "--game",
      "tictactoe",
      "--moves",
      "5",
      "--simulations",
      "300",
      "--leaf",
      "evaluation",
      "--exploration",
      "0.5",
      "--alpha",
      "0.25",
      "--evaluation-scale",
      "20",
    ],
    { game: "tictactoe", moves: ["5"] },
    { simulations: 300, leaf: "evaluation", exploration: 0.5, alpha: 0.25, evaluationScale: 20 },
  ],
  [
    "a random tree, a node budget, capped rollouts, no solver, a hex seed",
    [...tree, "--nodes", "3000", "--rollout-depth", "6", "--no-solver", "--mcts-seed", "0x1f"],
    { game: "random", tree: { seed: "5", branching: 3, mode: "random", depth: 100 }, path: [] },
    { nodes: 3000, rolloutDepth: 6, solver: false, seed: "0x1f" },
  ],
  [
    "Othello from the start, the defaults",
    ["--game", "othello", "--simulations", "60"],
    { game: "othello", moves: [] },
    { simulations: 60 },
  ],
];

describe("search --algorithm mcts answers as engine.search", () => {
  test.each(cases)("%s, both engines", (_what, args, position, limits) => {
    const answers = engines.map((engine) => {
      const r = cli("search", ...args, "--algorithm", "mcts", "--engine", engine.name, "--json");
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      const json = JSON.parse(r.stdout);
      expect(Object.keys(json)).toEqual(["move", "value", "pv", "nodes", "simulations", "evaluations", "ms"]);
      const lib = engine.search({ position, algorithm: "mcts", ...limits } as SearchRequest);
      const { move, value, pv, nodes, simulations, evaluations } = lib;
      expect({ ...json, ms: 0 }).toEqual({ move, value, pv, nodes, simulations, evaluations, ms: 0 });
      return json;
    });
    // And the two engines agree, node for node.
    expect({ ...answers[0], ms: 0 }).toEqual({ ...answers[1], ms: 0 });
  });

  test("the options change the search (they reach the engine)", () => {
    const base = ["search", "--game", "connect4", "--algorithm", "mcts", "--simulations", "400", "--json"];
    const run = (...more: string[]) => ({ ...JSON.parse(cli(...base, ...more).stdout), ms: 0 });
    const plain = run();
    for (const more of [
      ["--mcts-seed", "1"],
      ["--exploration", "0.2"],
      ["--leaf", "evaluation"],
      ["--rollout-depth", "2"],
      ["--alpha", "0.5"],
    ])
      expect(run(...more), more.join(" ")).not.toEqual(plain);
  });

  test("the text form names the simulations and the static evaluations", () => {
    const r = cli("search", "--game", "tictactoe", "--algorithm", "mcts", "--simulations", "50");
    expect(r.code).toBe(0);
    const lib = engines[0].search({ position: { game: "tictactoe", moves: [] }, algorithm: "mcts", simulations: 50 });
    expect(r.stdout).toContain(`\n${lib.simulations} simulations, ${lib.evaluations} static evaluations\n`);
  });
});

describe("MCTS's options misused: exit 2, one line", () => {
  const bad: [string, string[], RegExp][] = [
    [
      "a simulation budget for alpha-beta",
      ["--algorithm", "alphabeta", "--horizon", "3", "--simulations", "100"],
      /^bestfirst search: --simulations is for mcts \(Monte-Carlo tree search\), not alphabeta$/,
    ],
    [
      "two of them for mma, --no-solver among them",
      ["--algorithm", "mma", "--nodes", "100", "--no-solver", "--mcts-seed", "3"],
      /^bestfirst search: --mcts-seed and --no-solver are for mcts \(Monte-Carlo tree search\), not mma$/,
    ],
    [
      "every one of them for best-first",
      [
        "--algorithm",
        "bestfirst",
        "--bound",
        "3",
        "--simulations",
        "1",
        "--mcts-seed",
        "1",
        "--exploration",
        "1",
        "--leaf",
        "rollout",
        "--rollout-depth",
        "1",
        "--evaluation-scale",
        "5",
        "--no-solver",
        "--alpha",
        "0",
      ],
      /not bestfirst$/,
    ],
    [
      "no budget",
      ["--algorithm", "mcts", "--exploration", "1"],
      /mcts needs a budget: a simulation budget, a node budget or a time budget/,
    ],
    [
      "a horizon",
      ["--algorithm", "mcts", "--simulations", "10", "--horizon", "3"],
      /mcts takes budgets \(a simulation, node or time budget\), not a horizon/,
    ],
    [
      "no simulations",
      ["--algorithm", "mcts", "--simulations", "0"],
      /--simulations must be an integer from 1 to 4503599627370496, got 0/,
    ],
    [
      "a seed past 64 bits",
      ["--algorithm", "mcts", "--simulations", "10", "--mcts-seed", "18446744073709551616"],
      /--mcts-seed must be an unsigned 64-bit integer/,
    ],
    [
      "a negative c",
      ["--algorithm", "mcts", "--simulations", "10", "--exploration", "-1"],
      /--exploration must be a number from 0 to 1000, got "-1"/,
    ],
    [
      "an unknown leaf",
      ["--algorithm", "mcts", "--simulations", "10", "--leaf", "playout"],
      /--leaf must be one of rollout, evaluation, got "playout"/,
    ],
    [
      "a rollout depth for evaluation leaves",
      ["--algorithm", "mcts", "--simulations", "10", "--leaf", "evaluation", "--rollout-depth", "3"],
      /--rollout-depth is for rollout leaves; --leaf evaluation takes the static value at once/,
    ],
    [
      "a scale below 1",
      ["--algorithm", "mcts", "--simulations", "10", "--evaluation-scale", "0.5"],
      /--evaluation-scale must be a number from 1 to 2147483648/,
    ],
    [
      "alpha past 1",
      ["--algorithm", "mcts", "--simulations", "10", "--alpha", "1.5"],
      /--alpha must be a number from 0 to 1, got "1.5"/,
    ],
  ];
  test.each(bad)("%s", (_what, args, message) => {
    const r = cli("search", ...tree, ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });

  test("the library refuses the same requests (the command line names its flags where it names fields)", () => {
    const position: Position = { game: "random", tree: { seed: "5", branching: 3, mode: "random" }, path: [] };
    const other: MctsOptions = { simulations: 100 };
    for (const engine of engines)
      expect(() => engine.search({ position, algorithm: "alphabeta", horizon: 3, ...other })).toThrow(
        /^simulations is for mcts \(Monte-Carlo tree search\), not alphabeta$/,
      );
  });
});
