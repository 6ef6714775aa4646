// The command line's Connect-Four: solve (--json, --weak), the --stdin protocol of Pons'
// benchmarks (`moves value nodes microseconds` a line, bad lines reported and skipped,
// exit 2 at the end), perft, and bad input as one line on stderr with exit code 2.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { cli, engines } from "./helpers.js";
import { connectFourAt, empty, naivePerft } from "../oracles/connect-four-naive.js";

const [wasm] = engines;
const main = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

/** Runs the built command with `input` on stdin. */
function cliStdin(input: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [main, ...args], { input, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.each(["wasm", "ts"])("%s engine", (engine) => {
  test("solve --json: Pons' 4455 scores 18, with the library's move and nodes", () => {
    const r = cli("solve", "--game", "connect4", "--moves", "4455", "--engine", engine, "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(["value", "move", "nodes", "ms"]);
    expect(out).toMatchObject(wasm.solve(connectFourAt("4455")));
    expect(out.value).toBe(18);
  });

  test("perft --game connect4 --depth 6 equals the naive enumerator's", () => {
    const r = cli("perft", "--game", "connect4", "--depth", "6", "--engine", engine, "--json");
    expect(JSON.parse(r.stdout).counts).toEqual(naivePerft(empty(), 6));
  });
});

test("solve --weak prints the outcome's sign", () => {
  const r = cli("solve", "--game", "connect4", "--moves", "44455554221", "--weak");
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^outcome -1 for the side to move, best move [1-7] \(\d+ nodes/);
});

test("--stdin: one line `moves value nodes microseconds` per position, the nodes of the library's solve", () => {
  const r = cliStdin("4455\n44455554221\r\n4455 18\n", "solve", "--game", "connect4", "--stdin");
  expect([r.code, r.stderr]).toEqual([0, ""]);
  const lines = r.stdout
    .trim()
    .split("\n")
    .map((line) => line.split(" "));
  expect(lines.map((f) => f.slice(0, 3))).toEqual([
    ["4455", "18", String(wasm.solve(connectFourAt("4455")).nodes)],
    ["44455554221", "-15", String(wasm.solve(connectFourAt("44455554221")).nodes)],
    ["4455", "18", String(wasm.solve(connectFourAt("4455")).nodes)],
  ]);
  for (const f of lines) expect(Number(f[3])).toBeGreaterThanOrEqual(0);
});

test("--stdin --weak --json: one object a line, the last line without a newline read too", () => {
  const r = cliStdin("4455\n44455554221", "solve", "--game", "connect4", "--stdin", "--weak", "--json");
  expect(r.code).toBe(0);
  const out = r.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(out.map((o) => [o.moves, o.value, o.nodes])).toEqual([
    ["4455", 1, wasm.solve(connectFourAt("4455"), { weak: true }).nodes],
    ["44455554221", -1, wasm.solve(connectFourAt("44455554221"), { weak: true }).nodes],
  ]);
});

test("--stdin: a bad line is one line on stderr, the stream goes on, and the exit code is 2", () => {
  const r = cliStdin("4455\n\n8\n1111111\n12121212\n44455554221\n", "solve", "--game", "connect4", "--stdin");
  expect(r.code).toBe(2);
  expect(
    r.stdout
      .trim()
      .split("\n")
      .map((line) => line.split(" ").slice(0, 2)),
  ).toEqual([
    ["4455", "18"],
    ["44455554221", "-15"],
  ]);
  expect(r.stderr.trim().split("\n")).toEqual([
    "bestfirst solve: line 2: empty line: a line is the moves of a position, like 4453",
    'bestfirst solve: line 3: move "8" (number 1) is not a move: moves are columns 1..7',
    "bestfirst solve: line 4: move 1 (number 7) is not legal: the legal moves there are 2, 3, 4, 5, 6, 7",
    "bestfirst solve: line 5: move 2 (number 8) is not legal: the game is over there",
  ]);
});

test("--stdin: a space inside a line's moves, or after its score, is refused with the line's number; exit 2", () => {
  const r = cliStdin(
    "4455 18\n44 55\n4455 1 8\n4455 1\t2\n4455 x\n44455554221\t-15\n",
    "solve",
    "--game",
    "connect4",
    "--stdin",
  );
  expect(r.code).toBe(2);
  // Pons' form, the moves then their expected score (ignored), is answered.
  expect(r.stdout.split("\n").map((line) => line.split(" ").slice(0, 3).join(" "))).toEqual([
    `4455 18 ${wasm.solve(connectFourAt("4455")).nodes}`,
    `44455554221 -15 ${wasm.solve(connectFourAt("44455554221")).nodes}`,
    "",
  ]);
  const form =
    "a line is the moves of a position, like 4453, with no space inside, then optionally its expected score " +
    "(-18..18), as in Pons' test files";
  expect(r.stderr.trim().split("\n")).toEqual([
    `bestfirst solve: line 2: "44 55" has a space inside: ${form}`,
    `bestfirst solve: line 3: "4455 1 8" has a space inside: ${form}`,
    `bestfirst solve: line 4: "4455 1\\t2" has a space inside: ${form}`,
    `bestfirst solve: line 5: "4455 x" has a space inside: ${form}`,
  ]);
  // Only Connect-Four's lines take a score after the moves.
  expect(cliStdin("5 1\n519\n", "solve", "--game", "tictactoe", "--stdin")).toMatchObject({
    code: 2,
    stderr:
      'bestfirst solve: line 1: "5 1" has a space inside: a line is the moves of a position, like 519, with no space ' +
      "inside\n",
  });
});

test(
  "--stdin with --nodes or --time: each line's solve is bounded; a line stopped by it is one line on stderr, the " +
    "rest answered; exit 2",
  () => {
    // 44455554221 takes one node, 4455 takes more: a budget between them stops the second line only.
    const [quick, slow] = ["44455554221", "4455"].map((m) => wasm.solve(connectFourAt(m)));
    expect(quick.nodes).toBeLessThan(slow.nodes);
    const budget = slow.nodes - 1;
    const r = cliStdin(
      "44455554221\n4455\n44455554221\n",
      "solve",
      "--game",
      "connect4",
      "--stdin",
      "--nodes",
      `${budget}`,
    );
    expect(r.code).toBe(2);
    expect(r.stdout.split("\n").map((line) => line.split(" ").slice(0, 3).join(" "))).toEqual([
      `44455554221 ${quick.value} ${quick.nodes}`,
      `44455554221 ${quick.value} ${quick.nodes}`,
      "",
    ]);
    expect(r.stderr).toBe(
      `bestfirst solve: line 2: solve was stopped by its node or time budget or its control after ${budget} nodes, ` +
        `before it finished: it has no answer until it ends\n`,
    );
    const timed = cliStdin("4455\n", "solve", "--game", "connect4", "--stdin", "--time", "60000", "--json");
    expect(timed.code).toBe(0);
    expect(JSON.parse(timed.stdout)).toMatchObject({ moves: "4455", value: slow.value, nodes: slow.nodes });
  },
);

const bad: [string, string[], RegExp][] = [
  [
    "a full column",
    ["solve", "--game", "connect4", "--moves", "1111111"],
    /^bestfirst solve: move 1 \(number 7\) is not legal: the legal moves there are 2, 3, 4, 5, 6, 7$/,
  ],
  [
    "a column outside 1..7",
    ["perft", "--game", "connect4", "--depth", "2", "--moves", "448"],
    /^bestfirst perft: move "8" \(number 3\) is not a move: moves are columns 1..7$/,
  ],
  [
    "more moves than any game lasts",
    ["perft", "--game", "connect4", "--depth", "1", "--moves", "4".repeat(43)],
    /^bestfirst perft: moves has 43 moves, but no game of Connect-Four lasts more than 42 plies$/,
  ],
  [
    "a letter",
    ["solve", "--game", "connect4", "--moves", "4a"],
    /^bestfirst solve: move "a" \(number 2\) is not a move: moves are columns 1..7$/,
  ],
  [
    "a move after the game is over",
    ["solve", "--game", "connect4", "--moves", "121212123"],
    /^bestfirst solve: move 2 \(number 8\) is not legal: the game is over there$/,
  ],
  [
    "--stdin with --moves",
    ["solve", "--game", "connect4", "--stdin", "--moves", "44"],
    /^bestfirst solve: --stdin reads the moves of each position from stdin: leave out --moves and --path$/,
  ],
  [
    "an Othello option",
    ["solve", "--game", "connect4", "--board", "X"],
    new RegExp(
      /^bestfirst solve: --board is not an option of Connect-Four positions, which are /.source +
        /written \[--moves 4453\] \[--path 0,1\]$/.source,
    ),
  ],
  [
    "a tic-tac-toe cell outside 1..9",
    ["solve", "--game", "tictactoe", "--moves", "50"],
    /^bestfirst solve: move "0" \(number 2\) is not a move: moves are cells 1..9$/,
  ],
];
test.each(bad)("%s: exit 2 with one line", (_what, args, message) => {
  const r = cli(...args);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stderr.trim()).toMatch(message);
});

test("--stdin: an empty stdin answers nothing and exits 0", () => {
  expect(cliStdin("", "solve", "--game", "connect4", "--stdin")).toEqual({ code: 0, stdout: "", stderr: "" });
});
