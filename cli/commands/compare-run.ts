// What both of compare's runs (the two-player round robin and the seated one) do around
// their games: the stop on a signal, the progress bar, the note of a cut last line, and
// the exit with what is finished kept when a signal stopped the run.

import { usage } from "../errors.js";
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

/** The line a shard's run ends with: its files are merged for the report. */
export function shardDone(shard: { k: number; n: number }): void {
  process.stderr.write(`shard ${shard.k}/${shard.n} done: merge the shards' files with compare-merge for the report\n`);
}

/**
 * compare-merge's check of what the files miss (`missing`: "12 games of the round robin"): refused unless
 * `partial`, then each gap and each cut last line said on stderr.
 */
export function mergeGaps(
  merged: { missingShards: string[]; cut: string[] },
  missing: string | undefined,
  partial: boolean | undefined,
): void {
  const gaps: string[] = [];
  if (merged.missingShards.length) gaps.push(`no file of shard ${merged.missingShards.join(", ")}`);
  if (missing) gaps.push(`${missing} are in no file`);
  if (gaps.length && !partial)
    usage(
      `the files are not the whole comparison: ${gaps.join("; ")} (add --partial for the summary of what is there)`,
    );
  for (const gap of [...gaps, ...merged.cut.map((p) => `the last line of ${p} is cut short and left out`)])
    process.stderr.write(`compare-merge: ${gap}\n`);
}
