// The command-line fuzz: generated argument lists for the commands that take a position
// and a search (tree, search, match, perft, solve), mixing good values with edge values
// and garbage. Every list must end with exit 0, or exit 2 and exactly one stderr line
// naming the command; never exit 1 (an internal error, a trap) nor a stack trace. A list
// still running after `timeoutMs` is a long valid request, counted apart.

import fc from "fast-check";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const cliPath = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));

// Values a user might type wrongly, or at the edge of a range.
const edges = [
  "0",
  "-1",
  "1.5",
  "abc",
  "",
  "60",
  "64",
  "65",
  "128",
  "200",
  "64000",
  "65000",
  "65536",
  "70000000",
  "9007199254740993",
  "1e3",
  "0x10",
  " 3",
];
const edge = fc.constantFrom(...edges);
const int = (min: number, max: number) => fc.integer({ min, max }).map(String);
const opt = (name: string, value: fc.Arbitrary<string>) => value.map((v) => [name, v]);
const maybe = (name: string, value: fc.Arbitrary<string>) => fc.option(opt(name, value), { nil: undefined, freq: 2 });

const randomTree = fc.tuple(
  opt("--seed", fc.constantFrom("0", "1", "7", "18446744073709551615", "0x1f")),
  opt("--branching", fc.oneof(int(1, 6), fc.constant("65536"))),
  opt("--mode", fc.constantFrom("uniform", "random")),
  maybe("--depth", int(1, 30)),
  maybe("--path", fc.constantFrom("0", "1,0", "0,0,0,0")),
);
const othello = fc.tuple(
  opt("--game", fc.constant("othello")),
  maybe("--moves", fc.constantFrom("d3", "d3,c5", "f5,f6,e6,f4")),
);
const ticTacToe = fc.tuple(
  opt("--game", fc.constant("tictactoe")),
  maybe("--moves", fc.constantFrom("5", "5,1", "1,4,2,5")),
);
const position = fc.oneof(randomTree, othello, ticTacToe);
const engine = maybe("--engine", fc.constantFrom("wasm", "ts"));
const json = fc.option(
  fc.constant(["--json"]).map((j) => [...j]),
  { nil: undefined },
);

const limits = fc.tuple(
  opt(
    "--algorithm",
    fc.constantFrom("minimax", "alphabeta", "id", "bestfirst", "rbfms", "rbfms-inherit", "extension", "alphabeta-tt"),
  ),
  maybe("--horizon", int(1, 4)),
  maybe("--bound", int(1, 9)),
  maybe("--stop-depth", int(1, 9)),
  maybe("--nodes", int(1, 20000)),
  maybe("--time", fc.constantFrom("1", "50")),
  maybe("--aspiration", fc.oneof(int(1, 100), edge)),
);
// MCTS with its own options (now and then given to another search, which refuses them).
const mctsLimits = fc.tuple(
  opt("--algorithm", fc.constantFrom("mcts", "mcts", "mcts", "alphabeta")),
  maybe("--simulations", int(1, 3000)),
  maybe("--nodes", int(1, 20000)),
  maybe("--time", fc.constantFrom("1", "50")),
  maybe("--mcts-seed", fc.constantFrom("0", "7", "0x1f", "18446744073709551615")),
  maybe("--exploration", fc.constantFrom("0", "0.5", "1.4")),
  maybe("--leaf", fc.constantFrom("rollout", "evaluation")),
  maybe("--rollout-depth", int(0, 10)),
  maybe("--evaluation-scale", fc.constantFrom("1", "100")),
  fc.option(
    fc.constant(["--no-solver"]).map((f): string[] => [...f]),
    { nil: undefined, freq: 2 },
  ),
  maybe("--alpha", fc.constantFrom("0", "0.5", "1")),
);
const searchLimits: fc.Arbitrary<(string[] | undefined)[]> = fc.oneof(
  limits.map((l) => [...l]),
  mctsLimits.map((l) => [...l]),
);

const commands: fc.Arbitrary<(string[] | undefined)[]>[] = [
  fc
    .tuple(
      fc.constant("tree").map((c) => [c]),
      randomTree,
      engine,
      json,
    )
    .map(([c, t, ...rest]) => [c, ...t, ...rest]),
  fc
    .tuple(
      fc.constant("search").map((c) => [c]),
      position,
      searchLimits,
      engine,
      json,
    )
    .map(([c, p, l, ...rest]) => [c, ...p, ...l, ...rest]),
  fc
    .tuple(
      fc.constant("match").map((c) => [c]),
      fc.oneof(
        randomTree.map((t) => [t[0], t[1], t[2]]),
        fc.tuple(opt("--game", fc.constant("othello")), maybe("--opening", int(0, 243))),
      ),
      maybe("--ab-depth", int(1, 2)),
      maybe("--bf-depth", int(1, 5)),
      maybe("--algorithm", fc.constantFrom("bestfirst", "extension")),
      json,
    )
    .map(([c, p, ...rest]) => [c, ...p, ...rest]),
  fc
    .tuple(
      fc.constant("perft").map((c) => [c]),
      fc.oneof(othello, ticTacToe),
      opt("--depth", int(1, 4)),
      engine,
      json,
    )
    .map(([c, p, ...rest]) => [c, ...p, ...rest]),
  fc
    .tuple(
      fc.constant("solve").map((c) => [c]),
      ticTacToe,
      engine,
      json,
    )
    .map(([c, p, ...rest]) => [c, ...p, ...rest]),
];

/** Mostly a sensible request; often one value replaced by an edge value or garbage, an option dropped or one added. */
export const argumentList: fc.Arbitrary<string[]> = fc
  .tuple(
    fc.oneof(...commands),
    fc.nat(),
    edge,
    fc.constantFrom("keep", "keep", "value", "value", "drop", "add"),
    fc.constantFrom("--frobnicate", "extra", "--bound", "--nodes", "--horizon"),
  )
  .map(([options, at, value, change, added]) => {
    const present = options.filter((o): o is string[] => o !== undefined).map((o) => [...o]);
    const k = 1 + (at % Math.max(1, present.length - 1));
    if (change === "value" && present[k]?.length === 2) present[k][1] = value;
    if (change === "drop" && present.length > 1) present.splice(k, 1);
    if (change === "add") present.push(added.startsWith("--") && added !== "--frobnicate" ? [added, value] : [added]);
    return present.flat();
  });

export interface Outcome {
  args: string[];
  code: number | null;
  stderr: string;
  timedOut: boolean;
}

function runOne(args: string[], timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    let timedOut = false;
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ args, code, stderr, timedOut });
    });
  });
}

/** Runs the lists, `parallel` at a time. */
export async function runAll(lists: string[][], parallel: number, timeoutMs: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(lists.length);
  let next = 0;
  const worker = async () => {
    while (next < lists.length) {
      const k = next++;
      outcomes[k] = await runOne(lists[k], timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return outcomes;
}

/** What is wrong with an outcome, or undefined: exit 0, or exit 2 with one line naming the command. */
export function fault(o: Outcome): string | undefined {
  if (o.timedOut) return undefined;
  if (o.code === 0) return undefined;
  if (o.code !== 2) return `exit ${o.code}: ${o.stderr.trim()}`;
  const lines = o.stderr.split("\n").filter((l) => l !== "");
  if (lines.length !== 1) return `exit 2 with ${lines.length} stderr lines: ${o.stderr}`;
  if (!lines[0].startsWith("bestfirst")) return `exit 2 with an unexpected line: ${lines[0]}`;
  if (/internal error|this is a bug|unreachable|RuntimeError|\n\s+at /i.test(o.stderr))
    return `exit 2 but: ${lines[0]}`;
  return undefined;
}
