// `bestfirst solve --stdin`: the benchmark protocol of Pascal Pons' Connect-Four solver.
// Each line of stdin is a position's moves ("4453"; text after a space, like the
// expected score in his test files, is ignored); each answer is one line on stdout,
// `moves value nodes microseconds` (the time of the solve, setting the position
// included), or with --json one object a line. A bad line gets one line on stderr,
// `line N: ...`, and the stream goes on; the exit code is then 2. Each answer is written
// as soon as it is found (one small synchronous write: about a microsecond, against the
// solve's tens), so that Ctrl-C during a long solve, which ends the process at once,
// loses no finished answer. A line longer than MAX_LINE_CHARS gets one error line as
// soon as it passes that length, and the rest of it is skipped (../lines.ts).

import { BestfirstError, type Engine, type Position } from "../../contract/index.js";
import { cappedLines, MAX_LINE_CHARS } from "../lines.js";

/** Solves every line of stdin; returns the number of bad lines. */
export async function solveLines(
  engine: Engine,
  positionOf: (moves: string) => Position,
  weak: boolean,
  json: boolean,
): Promise<number> {
  let bad = 0,
    number = 0;
  const solveLine = (line: string): string => {
    number++;
    const moves = line.trim().split(/\s+/)[0];
    try {
      if (moves === "") throw new BestfirstError("empty line: a line is the moves of a position, like 4453");
      const start = performance.now();
      const r = engine.solve(positionOf(moves), { weak });
      const us = Math.round((performance.now() - start) * 10000) / 10;
      return json
        ? `${JSON.stringify({ moves, value: r.value, move: r.move, nodes: r.nodes, us })}\n`
        : `${moves} ${r.value} ${r.nodes} ${us}\n`;
    } catch (error) {
      if (!(error instanceof BestfirstError)) throw error;
      bad++;
      process.stderr.write(`bestfirst solve: line ${number}: ${error.message}\n`);
      return "";
    }
  };
  process.stdin.setEncoding("utf8"); // a character split between two chunks is joined
  for await (const line of cappedLines(process.stdin)) {
    if ("tooLong" in line) {
      number++;
      bad++;
      process.stderr.write(
        `bestfirst solve: line ${number}: longer than ${MAX_LINE_CHARS} characters, and skipped: a line is the moves of a position, like 4453\n`,
      );
      continue;
    }
    const out = solveLine(line.text.replace(/\r$/, ""));
    if (out !== "") process.stdout.write(out);
  }
  return bad;
}
