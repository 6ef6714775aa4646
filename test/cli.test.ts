// The command line's contract (DESIGN.md): --json output, and bad input as one line on
// stderr with exit code 2.

import { describe, expect, test } from "vitest";
import { cli, treeVectors } from "./helpers.js";
import { naiveFinalMargin } from "./othello-helpers.js";
import { oracleNode } from "../oracles/random-tree-bigint.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { createReferenceEngine } from "../reference/index.js";
import { searchAtLevel } from "../contract/index.js";
import { othelloOpenings } from "../experiments/tournament/othello-openings.js";
import { fromMoves, naivePlay, type NaivePosition } from "../oracles/connect-four-naive.js";

describe("bestfirst tree", () => {
  test("prints the spec's node for a vector path, both engines", () => {
    const v = treeVectors().find((line) => line.seed === "1" && line.B === 10 && line.mode === "uniform")!;
    for (const engine of ["wasm", "ts"]) {
      const r = cli(
        "tree",
        "--seed",
        "1",
        "--branching",
        "10",
        "--mode",
        "uniform",
        "--path",
        v.path.join(","),
        "--json",
        "--engine",
        engine,
      );
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual({ index: v.index, value: v.value, branching: v.bf, depth: v.path.length });
    }
  });

  test("the path 9,8,3 is the prefix of that vector: index ((10)*10+9)*10+4", () => {
    const r = cli("tree", "--seed", "1", "--branching", "10", "--mode", "uniform", "--path", "9,8,3", "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ index: "1094", branching: 10, depth: 3 });
  });

  test("without --json it prints a readable line", () => {
    const r = cli("tree", "--seed", "42", "--branching", "3", "--mode", "uniform", "--path", "2");
    expect(r.code).toBe(0);
    const node = oracleNode(42n, 3, "uniform", [2]);
    expect(node.index).toBe("3"); // 0 * 3 + 2 + 1
    expect(r.stdout).toContain(`index 3, value ${node.value}, branching factor 3`);
  });

  const bad: [string, string[], RegExp][] = [
    ["missing seed", ["--branching", "10", "--mode", "uniform"], /--seed is required/],
    [
      "non-numeric seed",
      ["--seed", "abc", "--branching", "10", "--mode", "uniform"],
      /seed must be an unsigned 64-bit integer/,
    ],
    [
      "seed too large",
      ["--seed", "18446744073709551616", "--branching", "2", "--mode", "uniform"],
      /seed must be an unsigned 64-bit/,
    ],
    [
      "negative seed, named by its flag",
      ["--seed", "-1", "--branching", "2", "--mode", "uniform"],
      /^bestfirst tree: --seed must be an unsigned 64-bit integer, .*, got "-1"\n$/,
    ],
    [
      "B < 1",
      ["--seed", "1", "--branching", "0", "--mode", "uniform"],
      /--branching must be an integer from 1 to 65536/,
    ],
    [
      "B > 65536",
      ["--seed", "1", "--branching", "65537", "--mode", "uniform"],
      /--branching must be an integer from 1 to 65536/,
    ],
    ["bad mode", ["--seed", "1", "--branching", "2", "--mode", "wide"], /--mode must be one of uniform, random/],
    [
      "illegal move",
      ["--seed", "1", "--branching", "10", "--mode", "uniform", "--path", "9,10"],
      /move 10 at position 2 of the path is not legal: that node has moves 0\.\.9/,
    ],
    [
      "illegal move in random mode",
      ["--seed", "1", "--branching", "5", "--mode", "random", "--path", "2,0,1,2,1"],
      /not legal: that node has moves 0\.\.0/,
    ],
    [
      "move past the end",
      ["--seed", "1", "--branching", "2", "--mode", "uniform", "--depth", "2", "--path", "0,0,0"],
      /path has 3 moves but the game ends at depth 2/,
    ],
    [
      "garbage path",
      ["--seed", "1", "--branching", "2", "--mode", "uniform", "--path", "1,x"],
      /--path must be move numbers/,
    ],
    [
      "unknown option",
      ["--seed", "1", "--branching", "2", "--mode", "uniform", "--frobnicate"],
      /unknown option '--frobnicate'/,
    ],
  ];
  for (const engine of ["wasm", "ts"])
    test.each(bad)(`${engine}: %s exits 2 with one line`, (_what, args, message) => {
      const r = cli("tree", ...args, "--engine", engine);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    });
});

test("an unknown engine exits 2 with one line", () => {
  const r = cli("tree", "--seed", "1", "--branching", "2", "--mode", "uniform", "--engine", "gpu");
  expect(r.code).toBe(2);
  expect(r.stderr.trim()).toBe('bestfirst tree: --engine must be one of wasm, ts, got "gpu"');
});

test("an unknown command exits 2 with one line", () => {
  const r = cli("frobnicate");
  expect(r.code).toBe(2);
  expect(r.stderr.trim()).toBe("bestfirst: unknown command 'frobnicate' (see bestfirst --help)");
});

test("every command has --help", () => {
  for (const command of [
    "tree",
    "search",
    "bench",
    "demo",
    "match",
    "tournament",
    "tournament-merge",
    "reproduce",
    "perft",
    "solve",
  ]) {
    const r = cli(command, "--help");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`Usage: bestfirst ${command}`));
  }
});

test("bench --json prints rates of both engines", () => {
  const r = cli("bench", "--suite", "edge-costs", "--time", "50", "--json");
  expect(r.code).toBe(0);
  const { results } = JSON.parse(r.stdout);
  expect(results).toHaveLength(1);
  expect(results[0]).toMatchObject({ name: "edge-costs", unit: "edges/s" });
  expect(results[0].wasm).toBeGreaterThan(0);
  expect(results[0].ts).toBeGreaterThan(0);
});

describe("bestfirst search", () => {
  const tree = ["--seed", "3", "--branching", "4", "--mode", "random"];

  test("prints DESIGN.md's JSON, the same on both engines", () => {
    for (const algorithm of [
      "alphabeta --horizon 4",
      "rbfms --bound 9",
      "id --nodes 5000",
      "bestfirst --stop-depth 8",
    ]) {
      const args = ["search", ...tree, "--algorithm", ...algorithm.split(" "), "--json"];
      const [a, b] = ["wasm", "ts"].map((engine) => cli(...args, "--engine", engine));
      expect(a.code).toBe(0);
      const [ja, jb] = [JSON.parse(a.stdout), JSON.parse(b.stdout)];
      expect(Object.keys(ja)).toEqual(["move", "value", "pv", "nodes", "ms"]);
      expect({ ...ja, ms: 0 }).toEqual({ ...jb, ms: 0 });
    }
  });

  test("the move and value are the tree's: the principal variation's node has that value", () => {
    const r = JSON.parse(cli("search", ...tree, "--algorithm", "alphabeta", "--horizon", "3", "--json").stdout);
    const node = JSON.parse(cli("tree", ...tree, "--path", r.pv.join(","), "--json").stdout);
    expect(node.value).toBe(r.value);
    expect(r.pv[0]).toBe(r.move);
    // And it is the minimax value, by the naive oracle.
    const oracle = rootValues(
      new RandomTree({ seedHi: 0, seedLo: 3, branching: 4, mode: "random", terminalDepth: 100 }),
      3,
    );
    expect(r.value).toBe(oracle.value);
    expect(oracle.moveValues[r.move]).toBe(oracle.value);
  });

  const bad: [string, string[], RegExp][] = [
    ["horizon < 1", ["--algorithm", "alphabeta", "--horizon", "0"], /--horizon must be an integer from 1 to 64, got 0/],
    [
      "bound beyond the game",
      ["--depth", "10", "--algorithm", "bestfirst", "--bound", "11"],
      /depth bound 11 is larger than the 10 moves left in the game/,
    ],
    [
      "unknown algorithm",
      ["--algorithm", "sss"],
      /--algorithm must be one of minimax, alphabeta, id, bestfirst, rbfms, rbfms-inherit/,
    ],
    [
      "terminal position",
      ["--depth", "2", "--path", "0,0", "--algorithm", "bestfirst", "--bound", "1"],
      /the position is terminal/,
    ],
    ["no stopping rule", ["--algorithm", "rbfms"], /rbfms needs a stopping rule/],
    [
      "horizon for best-first",
      ["--algorithm", "bestfirst", "--horizon", "3"],
      /takes a depth bound, a stopping depth or budgets, not a horizon/,
    ],
    ["unknown game", ["--game", "chess", "--algorithm", "bestfirst", "--bound", "3"], /--game must be one of random/],
    [
      "the ledger switch on a search without one, by its flag",
      ["--algorithm", "bestfirst", "--bound", "3", "--no-regenerations"],
      /--no-regenerations is for rbfms and rbfms-inherit .*, not bestfirst/,
    ],
    [
      "a time budget below the least",
      ["--algorithm", "id", "--time", "0.0001"],
      /--time must be a number from 0\.001 to 86400000, got "0\.0001"/,
    ],
    [
      "mma's memory limit, its own most",
      ["--algorithm", "mma", "--nodes", "100", "--memory", "50000000"],
      /--memory \(mma\) must be an integer from 64 to 33554432, got 50000000/,
    ],
  ];
  test.each(bad)("%s: exit 2, one line", (_what, args, message) => {
    const r = cli("search", ...tree, ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});

describe("bestfirst match", () => {
  test("plays a random pair, printing every move of both games, and the verdict agrees with --json", () => {
    const args = ["match", "--seed", "5", "--branching", "3", "--ab-depth", "3", "--bf-depth", "6"];
    const text = cli(...args);
    expect(text.code).toBe(0);
    expect(text.stdout.match(/^\s+\d+\. (best-first|alpha-beta) /gm)).toHaveLength(200);
    const json = JSON.parse(cli(...args, "--json").stdout);
    expect(json.games.map((g: { moves: string[] }) => g.moves.length)).toEqual([100, 100]);
    expect(text.stdout).toContain(
      json.tie ? "The pair is a tie." : `${json.bfWins ? "Best-first" : "Alpha-beta"} wins the pair.`,
    );
    expect(text.stdout).toContain(`${json.games[0].finalValue} with best-first as MAX`);
    // Each final value is the BigInt oracle's value of the node the moves reach.
    for (const g of json.games as { moves: string[]; finalValue: number }[])
      expect(g.finalValue).toBe(oracleNode(5n, 3, "random", g.moves.map(Number)).value);
  });

  test("plays an Othello pair from an opening to the end of both games", () => {
    const r = JSON.parse(
      cli("match", "--game", "othello", "--opening", "7", "--ab-depth", "2", "--bf-depth", "4", "--json").stdout,
    );
    // Legal to the end by the naive rules, and black's final margin is theirs.
    for (const g of r.games as { moves: string[]; finalValue: number }[])
      expect(g.finalValue).toBe(naiveFinalMargin(othelloOpenings()[7], g.moves));
    expect(r.bfWins + r.abWins + (r.tie ? 1 : 0)).toBe(1);
  });

  test("plays a Connect-Four pair of Rivest's table 2 (mma against id), legal to the end by the naive rules", () => {
    const args = ["match", "--game", "connect4", "--opening", "24", "--ab-depth", "1", "--algorithm", "mma"];
    const r = JSON.parse(cli(...args, "--json").stdout);
    for (const g of r.games as { moves: string[]; finalValue: number }[]) {
      let p: NaivePosition = fromMoves("44"); // opening 24: columns 4 and 4
      for (const m of g.moves) {
        expect(p.won).toBe(false);
        p = naivePlay(p, Number(m) - 1)!;
        expect(p).not.toBeNull();
      }
      // MAX (the first player) won, lost or drew as the final value's sign says.
      expect(Math.sign(g.finalValue)).toBe(p.won ? (p.stones % 2 === 1 ? 1 : -1) : 0);
    }
    const text = cli(...args).stdout;
    expect(text).toContain("Game 1: mma plays first");
    expect(text).toContain(r.tie ? "The pair is a tie." : `${r.bfWins ? "mma" : "Alpha-beta"} wins the pair.`);
  });

  test("--level N puts level N on the challenger's side, its moves the level's own on the reference engine", () => {
    const r = JSON.parse(
      cli("match", "--seed", "4", "--branching", "3", "--ab-depth", "2", "--level", "2", "--json").stdout,
    );
    expect([r.algorithm, r.bfDepth]).toEqual(["level:2", 2]);
    const engine = createReferenceEngine();
    const tree = { seed: 4, branching: 3, mode: "random" as const, depth: 100 };
    // Game g of the pair: the level is MAX in game 0, seeded as the tournaments seed a side (pair 0: g).
    (r.games as { moves: string[]; bfIsMax: boolean; finalValue: number }[]).forEach((g, i) => {
      expect(g.bfIsMax).toBe(i === 0);
      const path: number[] = [];
      for (const m of g.moves.map(Number)) {
        const levelToMove = (path.length % 2 === 0) === g.bfIsMax;
        // The last two plies are exact alpha-beta for both sides (the horizon sees the end).
        if (levelToMove && 100 - path.length > 2) {
          const report = searchAtLevel(engine, {
            position: { game: "random", tree, path: [...path] },
            level: 2,
            seed: i,
          });
          expect(report.move).toBe(m);
        }
        path.push(m);
      }
      expect(g.finalValue).toBe(oracleNode(4n, 3, "random", path).value);
    });
    expect(cli("match", "--seed", "4", "--ab-depth", "2", "--level", "2").stdout).toContain(
      "Game 1: level 2 plays MAX",
    );
  });

  test.each([
    [["--level", "11"], /--level must be an integer from 1 to 10, got 11/],
    [["--level", "3", "--bf-depth", "4"], /--bf-depth does not apply: level 3 carries its own search and budget/],
    [["--level", "3", "--algorithm", "mcts"], /--algorithm does not apply: level 3 carries its own search/],
    [["--game", "othello", "--opening", "244"], /--opening must be an integer from 0 to 243/],
    [["--ab-depth", "0"], /--ab-depth must be an integer from 1 to 64/],
    [["--game", "othello", "--board", "XO"], /an Othello board is 66 characters/],
    [["--algorithm", "sss"], /--algorithm must be one of bestfirst, extension/],
    [["--game", "connect4", "--opening", "49"], /--opening must be an integer from 0 to 48/],
    [["--game", "connect4", "--algorithm", "extension"], /--algorithm must be one of mma, bestfirst, mma-vs-bestfirst/],
    [
      [
        "--game",
        "othello",
        "--opening",
        "0",
        "--board",
        "---------------------------OX------XO--------------------------- X",
      ],
      /give --opening or --board, not both/,
    ],
    [["--game", "othello", "--seed", "5"], /--seed does not apply: othello starts from --opening or --board/],
    [
      ["--game", "connect4", "--branching", "4", "--mode", "uniform"],
      /--branching and --mode do not apply: connect4 starts from --opening/,
    ],
    [["--opening", "5", "--board", "x"], /--opening and --board do not apply: a random game starts from its --seed/],
  ])("%o exits 2 with one line", (args, message) => {
    const r = cli("match", ...args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
