// Long work on the command line (cli/watched.ts): progress on stderr after a second
// (forced with BESTFIRST_PROGRESS=1, as stderr is a pipe here), and Ctrl-C (SIGINT) once
// progress shows: a search with budgets prints its best move so far, which is the report
// of the same search with a node budget of its nodes; work with no result before it
// finishes says what was done; all exit 130.

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { cli, engines } from "./helpers.js";

const [wasm] = engines;

const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const START = "---------------------------OX------XO--------------------------- X";

/** Runs the command, sends SIGINT at its first progress line, and collects what it printed. */
function interrupted(
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string; progress: string }> {
  return signalled("SIGINT", ...args);
}

/**
 * Runs the command, sends `signal` at its first progress line, and collects what it printed.
 * A search's status line shows only the time until the search's first report: on a loaded
 * machine the worker may not have begun within the first second, so for a search the
 * signal waits for the first line with the counts.
 */
function signalled(
  signal: NodeJS.Signals,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string; progress: string }> {
  const ready = args[0] === "search" ? (line: string) => line.includes(" nodes ") : () => true;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { env: { ...process.env, BESTFIRST_PROGRESS: "1" } });
    let stdout = "",
      stderr = "",
      progress = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      if (progress) return;
      const line = stderr.split("\n").slice(0, -1).find(ready);
      if (line !== undefined) {
        progress = line;
        child.kill(signal);
      }
    });
    child.on("close", (code) => resolve({ code, stdout, stderr, progress }));
  });
}

describe("Ctrl-C on long work", () => {
  test("search (id): progress with depth and best move, then the best move so far, exit 130", async () => {
    const r = await interrupted(
      "search",
      "--game",
      "othello",
      "--algorithm",
      "id",
      "--nodes",
      "1000000000000",
      "--json",
    );
    // The status line also shows id's line so far (its first 8 moves) and that line's value.
    expect(r.progress).toMatch(
      new RegExp(
        /^searching: [\d.]+[kMG]? nodes \([\d.]+[kMG]?\/s\), depth \d+ /.source +
          /best [a-h][1-8] \(-?\d+\), line [a-h][1-8]( ([a-h][1-8]|pass)){0,7}( \.\.\. \(\d+\))? value /.source +
          /-?\d+, [\d.]+ s$/.source,
      ),
    );
    expect(r.code).toBe(130);
    const report = JSON.parse(r.stdout);
    expect(report.stopped).toBe(true);
    expect(r.stderr.trim().split("\n").at(-1)).toBe(
      `bestfirst search: interrupted (Ctrl-C) after ${/after ([\d.]+) s/.exec(r.stderr)![1]} s ` +
        `and ${report.nodes.generated} nodes generated: the move printed is the best so far ` +
        `(the same search with --nodes ${report.nodes.generated} gives it)`,
    );
    const budget = wasm.search({ position: { game: "othello" }, algorithm: "id", nodes: report.nodes.generated });
    expect({ move: budget.move, value: budget.value, pv: budget.pv, nodes: budget.nodes }).toEqual({
      move: report.move,
      value: report.value,
      pv: report.pv,
      nodes: report.nodes,
    });
  });

  test("search (minimax), perft and solve: progress, one line saying what was done, exit 130, no stdout", async () => {
    const [minimax, perft, solve] = await Promise.all([
      interrupted("search", "--game", "othello", "--algorithm", "minimax", "--horizon", "40"),
      interrupted("perft", "--game", "othello", "--depth", "20"),
      interrupted("solve", "--game", "othello", "--board", START),
    ]);
    expect(minimax.progress).toMatch(/^searching: [\d.]+[kMG]? nodes \([\d.]+[kMG]?\/s\), [\d.]+ s$/);
    expect(minimax.stderr.trim().split("\n").at(-1)).toMatch(
      new RegExp(
        /^bestfirst search: interrupted \(Ctrl-C\) after [\d.]+ s and \d+ nodes generated: /.source +
          /minimax to a fixed horizon has no move before it finishes/.source,
      ),
    );
    expect(perft.progress).toMatch(/^perft: (waiting for its worker to start, )?[\d.]+ s$/);
    expect(perft.stderr.trim().split("\n").at(-1)).toMatch(
      /^bestfirst perft: interrupted \(Ctrl-C\) after [\d.]+ s: perft\(1..20\) was not finished; no count is printed$/,
    );
    expect(solve.progress).toMatch(/^solving: (waiting for its worker to start, )?[\d.]+ s$/);
    expect(solve.stderr.trim().split("\n").at(-1)).toMatch(
      /^bestfirst solve: interrupted \(Ctrl-C\) after [\d.]+ s: the position was not solved$/,
    );
    for (const r of [minimax, perft, solve]) {
      expect(r.code).toBe(130);
      expect(r.stdout).toBe("");
    }
  });

  /**
   * `solve --connect4 --stdin` given `input` (with `end`, stdin is closed after it), sent
   * `signal` once two answers are out; what it printed and its exit code.
   */
  async function stdinSignalled(input: string, end: boolean, signal: NodeJS.Signals) {
    const child = spawn(process.execPath, [cliPath, "solve", "--game", "connect4", "--stdin"]);
    let stdout = "",
      stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const ended = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    const answered = new Promise<void>((resolve) =>
      child.stdout.on("data", (d) => {
        stdout += d;
        if (stdout.split("\n").length > 2) resolve();
      }),
    );
    if (end) child.stdin.end(input);
    else child.stdin.write(input);
    await answered; // without the answers written as they come, this never resolves: the test times out
    child.kill(signal);
    return { code: await ended, stdout, stderr };
  }

  test("solve --stdin: Ctrl-C in a long solve keeps the answers before it, says which line it stopped", async () => {
    // Two quick positions, then one a move from the start (minutes): Ctrl-C once the two are out.
    const { code, stdout, stderr } = await stdinSignalled("4455\n44455554221\n4\n", true, "SIGINT");
    expect(code).toBe(130);
    expect(stderr).toBe(
      "bestfirst solve: interrupted (Ctrl-C) while solving line 3: the 2 lines before it are answered above\n",
    );
    // The answers as the engine gives them (value and nodes; the time column aside).
    const expected = ["4455", "44455554221"].map((m) => {
      const r = wasm.solve({ game: "connect4", moves: [...m] });
      return `${m} ${r.value} ${r.nodes}`;
    });
    expect(
      stdout
        .split("\n")
        .slice(0, 2)
        .map((l) => l.split(" ").slice(0, 3).join(" ")),
    ).toEqual(expected);
  });

  test("solve --stdin: SIGTERM while it waits for a line: one line saying so, exit 143, answers kept", async () => {
    const { code, stdout, stderr } = await stdinSignalled("4455\n44455554221\n", false, "SIGTERM");
    expect(code).toBe(143);
    expect(stderr).toBe(
      "bestfirst solve: interrupted (SIGTERM) waiting for line 3: the 2 lines before it are answered above\n",
    );
    expect(stdout.split("\n").map((l) => l.split(" ")[0])).toEqual(["4455", "44455554221", ""]);
  });

  test("SIGTERM (a batch time limit) is Ctrl-C: the best move so far or a line of what was done, 143", async () => {
    const [search, perft] = await Promise.all([
      signalled("SIGTERM", "search", "--game", "othello", "--algorithm", "id", "--nodes", "1000000000000", "--json"),
      signalled("SIGTERM", "perft", "--game", "othello", "--depth", "20"),
    ]);
    expect(search.code).toBe(143);
    const report = JSON.parse(search.stdout);
    expect(report.stopped).toBe(true);
    expect(search.stderr.trim().split("\n").at(-1)).toMatch(
      new RegExp(
        `^bestfirst search: interrupted \\(SIGTERM\\) after [\\d.]+ s and ${report.nodes.generated} nodes ` +
          "generated: the move printed is the best so far",
      ),
    );
    const budget = wasm.search({ position: { game: "othello" }, algorithm: "id", nodes: report.nodes.generated });
    expect({ move: budget.move, value: budget.value, pv: budget.pv }).toEqual({
      move: report.move,
      value: report.value,
      pv: report.pv,
    });
    expect(perft.code).toBe(143);
    expect(perft.stdout).toBe("");
    expect(perft.stderr.trim().split("\n").at(-1)).toMatch(
      /^bestfirst perft: interrupted \(SIGTERM\) after [\d.]+ s: perft\(1..20\) was not finished; no count is printed$/,
    );
  });

  test("short work shows no progress and prints as before", () => {
    const r = cli(
      "search",
      "--game",
      "othello",
      "--moves",
      "f5,d6",
      "--algorithm",
      "bestfirst",
      "--bound",
      "12",
      "--json",
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout).move).toBe("c4");
  });
});
