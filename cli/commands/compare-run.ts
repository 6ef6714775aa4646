// What both of compare's runs (the two-player round robin and the seated one) do around
// their games: the stop on a signal, the progress bar, the note of a cut last line, and
// the exit with what is finished kept when a signal stopped the run.

import { progressBar } from "../progress.js";
import { interruptedBy, SIGNAL_EXIT, stopOnSignal } from "../signals.js";
import type { Progress } from "../../experiments/run/progress.js";

export interface RunControls {
  signal: AbortSignal;
  onProgress?: (progress: Progress) => void;
  onCut: (path: string) => void;
}

/**
 * Runs `body` with a signal, a progress bar and a cut-line note (`noun`: what is played again);
 * when it ends incomplete, says where the finished part is and exits as the signal asks.
 */
export async function withRunControls<T extends { complete: boolean }>(
  dir: string,
  noun: string,
  body: (controls: RunControls) => Promise<T>,
  after: (outcome: T) => void,
): Promise<void> {
  const controller = new AbortController();
  const stop = stopOnSignal(controller);
  const bar = progressBar();
  try {
    const outcome = await body({
      signal: controller.signal,
      onProgress: bar?.update,
      onCut: (path) =>
        process.stderr.write(
          `bestfirst compare: the last line of ${path} was cut short (an interrupted write): ` +
            `it is dropped, and its ${noun} played again\n`,
        ),
    });
    bar?.stop();
    if (!outcome.complete) {
      process.stderr.write(
        `bestfirst compare: ${interruptedBy(stop.received())}; what is finished is in ${dir}/data/: ` +
          "run again with --resume\n",
      );
      process.exit(SIGNAL_EXIT[stop.received() ?? "SIGINT"]);
    }
    after(outcome);
  } finally {
    bar?.stop();
    stop.release();
  }
}
