// `bestfirst solve --stdin`: the benchmark protocol of Pascal Pons' Connect-Four solver.
// Each line of stdin is a position's moves ("4453"; for Connect-Four an expected score
// after a space, as in his test files, is ignored; any other space in a line is refused);
// each answer is one line on stdout, `moves value nodes microseconds` (the time of the
// solve, setting the position included), or with --json one object a line. A bad line,
// or one whose solve its --nodes or --time stopped, gets one line on stderr, `line N:
// ...`, and the stream goes on; the exit code is then 2. The solves run in a worker
// (./solve-stdin-worker.ts), so this thread hears Ctrl-C and SIGTERM during a long one:
// it then says which line was being solved, and exits 130 (143); every answer found
// before is already written, each as soon as it came. A line longer than MAX_LINE_CHARS
// gets one error line as soon as it passes that length, and the rest of it is skipped
// (../lines.ts).

import { cappedLines } from "../lines.js";
import { SIGNAL_EXIT, signalWords, onStopSignal } from "../signals.js";
import { Worker } from "node:worker_threads";
import type { LineAnswer, LineWork, SolveStdinSetup } from "./solve-stdin-line.js";

/** Lines sent to the worker ahead of their answers: enough to keep it busy, few enough that stdin is read bounded. */
const AHEAD = 64;

/** Solves every line of stdin in a worker set up by `setup`; returns the number of lines not answered. */
export async function solveLines(setup: SolveStdinSetup): Promise<number> {
  // The command runs from the compiled package (dist/cli/), where the worker's module lies beside this one.
  const worker = new Worker(new URL("./solve-stdin-worker.js", import.meta.url), { workerData: setup });
  let bad = 0,
    read = 0,
    answered = 0;
  /** Called at each answer that comes (and when the worker fails), so the reader waits for room. */
  let wake: (() => void) | undefined;
  let failed: unknown;
  worker.on("message", (message: LineAnswer | { ready: true }) => {
    if ("number" in message) {
      answered = message.number;
      if (message.out !== undefined) process.stdout.write(message.out);
      else {
        bad++;
        process.stderr.write(`bestfirst solve: line ${message.number}: ${message.error}\n`);
      }
    }
    wake?.();
  });
  worker.on("error", (error) => {
    failed = error;
    wake?.();
  });
  const release = onStopSignal((signal) => {
    const done = `the ${answered} line${answered === 1 ? "" : "s"} before it are answered above`;
    process.stderr.write(
      `bestfirst solve: interrupted (${signalWords(signal)}) ` +
        (read > answered ? `while solving line ${answered + 1}: ${done}\n` : `waiting for line ${read + 1}: ${done}\n`),
    );
    process.exit(SIGNAL_EXIT[signal]);
  });
  /** Waits until `ready` holds, each answer or failure waking it to look again. */
  const until = async (ready: () => boolean) => {
    while (!ready() && failed === undefined) await new Promise<void>((resolve) => (wake = resolve));
    if (failed !== undefined) throw failed;
  };
  try {
    process.stdin.setEncoding("utf8"); // a character split between two chunks is joined
    for await (const line of cappedLines(process.stdin)) {
      await until(() => read - answered < AHEAD);
      read++;
      const work: LineWork =
        "tooLong" in line ? { number: read, tooLong: true } : { number: read, text: line.text.replace(/\r$/, "") };
      worker.postMessage(work);
    }
    await until(() => answered === read);
    return bad;
  } finally {
    release();
    await worker.terminate();
  }
}
