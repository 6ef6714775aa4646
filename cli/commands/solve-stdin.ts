// `bestfirst solve --stdin`: the benchmark protocol of Pascal Pons' Connect-Four solver.
// Each line of stdin is a position's moves ("4453"; text after a space, like the
// expected score in his test files, is ignored); each answer is one line on stdout,
// `moves value nodes microseconds` (the time of the solve, setting the position
// included), or with --json one object a line. A bad line gets one line on stderr,
// `line N: ...`, and the stream goes on; the exit code is then 2. Each answer is written
// as soon as it is found (one small synchronous write: about a microsecond, against the
// solve's tens), so that Ctrl-C during a long solve, which ends the process at once,
// loses no finished answer.

import { BestfirstError, type Engine, type Position } from "../../contract/index.js";

/** Solves every line of stdin; returns the number of bad lines. */
export async function solveLines(engine: Engine, positionOf: (moves: string) => Position, weak: boolean, json: boolean): Promise<number> {
  let bad = 0, number = 0, rest = "";
  const solveLine = (line: string): string => {
    number++;
    const moves = line.trim().split(/\s+/)[0];
    try {
      if (moves === "") throw new BestfirstError("empty line: a line is the moves of a position, like 4453");
      const start = performance.now();
      const r = engine.solve(positionOf(moves), { weak });
      const us = Math.round((performance.now() - start) * 10000) / 10;
      return json ? `${JSON.stringify({ moves, value: r.value, move: r.move, nodes: r.nodes, us })}\n` : `${moves} ${r.value} ${r.nodes} ${us}\n`;
    } catch (error) {
      if (!(error instanceof BestfirstError)) throw error;
      bad++;
      process.stderr.write(`bestfirst solve: line ${number}: ${error.message}\n`);
      return "";
    }
  };
  const answer = (line: string) => {
    const out = solveLine(line.replace(/\r$/, ""));
    if (out !== "") process.stdout.write(out);
  };
  for await (const chunk of process.stdin) {
    const lines = (rest + String(chunk)).split("\n");
    rest = lines.pop()!;
    for (const line of lines) answer(line);
  }
  if (rest !== "") answer(rest);
  return bad;
}
