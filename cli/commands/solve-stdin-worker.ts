// The worker of `bestfirst solve --stdin` (./solve-stdin.ts): it makes the engine, solves
// a quick position untimed (the solver's table, the code warmed up), then answers each
// line it is sent, in order, with the answer line or the line's error. The solves run here
// so that the main thread stays free to hear Ctrl-C and SIGTERM during a long one; each
// solve is timed here, as before, so the microseconds column counts the solve alone.

import { parentPort, workerData } from "node:worker_threads";
import { BestfirstError, createEngine, GAME_NOTATIONS, type Position } from "../../index.js";
import { MAX_LINE_CHARS } from "../lines.js";
import { lineExample, movesOfLine, type LineAnswer, type LineWork, type SolveStdinSetup } from "./solve-stdin-line.js";

const setup = workerData as SolveStdinSetup;
const engine = await createEngine(setup.engine);
const notation = GAME_NOTATIONS[setup.base.game];
const positionOf = (moves: string): Position => ({ ...setup.base, moves: notation.moveList(moves) }) as Position;
if (setup.warmUp !== undefined) engine.solve(positionOf(setup.warmUp), { weak: setup.options.weak });

/** The answer to one line. */
function answer(work: LineWork): LineAnswer {
  const { number } = work;
  if ("tooLong" in work)
    return {
      number,
      error:
        `longer than ${MAX_LINE_CHARS} characters, and skipped: a line is the moves of a position, like ` +
        `${lineExample(setup.base.game)}`,
    };
  try {
    const moves = movesOfLine(work.text, setup.base.game);
    const start = performance.now();
    const r = engine.solve(positionOf(moves), setup.options);
    const us = Math.round((performance.now() - start) * 10000) / 10;
    const out = setup.json
      ? `${JSON.stringify({ moves, value: r.value, move: r.move, nodes: r.nodes, us })}\n`
      : `${moves} ${r.value} ${r.nodes} ${us}\n`;
    return { number, out };
  } catch (error) {
    if (!(error instanceof BestfirstError)) throw error;
    return { number, error: error.message };
  }
}

parentPort!.on("message", (work: LineWork) => parentPort!.postMessage(answer(work)));
parentPort!.postMessage({ ready: true });
