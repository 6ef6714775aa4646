// `bestfirst reproduce` (what `npm start` runs): the 1994 paper's tables 1-4 and the 1992 report's figure 4, ours
// beside the paper's, with a report in report/ (Markdown and SVG charts).

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { preflight, reproduce } from "../../experiments/reproduce.js";
import { fileOption, intOption } from "../options.js";
import { progressBar } from "../progress.js";
import { interruptedBy, SIGNAL_EXIT, stopOnSignal } from "../signals.js";

export function registerReproduce(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("reproduce")
    .description(
      "reproduce the 1994 paper's tables 1-4, the 1992 report's figure 4 and Rivest's table 2 (quick by default; " +
        "--full for the papers' sizes)",
    )
    .option(
      "--full",
      "the papers' sizes: B up to 20, alpha-beta depths to 10, Othello to depth 6 and 7, Rivest's 49 openings, " +
        "10,000 trees per branching factor",
    )
    .option("--dir <DIR>", "where the report and the results files go", "report")
    .option("--workers <W>", "worker threads (default: the machine's parallelism)")
    .addHelpText(
      "after",
      "\nAn interrupted run (Ctrl-C, or SIGTERM) keeps every finished pair in DIR/data/ and resumes from there.",
    )
    .action((o) =>
      run("reproduce", async () => {
        const workers = intOption("--workers", o.workers, 1, 256, availableParallelism());
        o.dir = fileOption("--dir", o.dir);
        preflight({ full: !!o.full, dir: o.dir }); // every file checked before the first game
        const controller = new AbortController();
        const stop = stopOnSignal(controller);
        const bar = progressBar();
        const say = (text: string) => {
          bar?.stop();
          process.stdout.write(`${text}\n\n`);
        };
        say(
          "Reproducing Korf & Chickering (1994), tables 1-4, Korf (1992), figure 4, and Rivest (1987), " +
            `table 2 (${o.full ? "full" : "quick"} plan, ${workers} workers); report in ${o.dir}/`,
        );
        try {
          const outcome = await reproduce({
            full: !!o.full,
            dir: o.dir,
            workers,
            signal: controller.signal,
            onProgress: bar?.update,
            onTable: say,
            onCut: (path) =>
              process.stderr.write(
                `bestfirst reproduce: the last line of ${path} was cut short (an interrupted write): ` +
                  "it is dropped, and its pair played again\n",
              ),
          });
          if (!outcome.complete) {
            process.stderr.write(
              `bestfirst reproduce: ${interruptedBy(stop.received())}; ` +
                `finished pairs are in ${o.dir}/data/: run again to resume\n`,
            );
            process.exit(SIGNAL_EXIT[stop.received() ?? "SIGINT"]);
          }
          for (const line of outcome.skipped) say(`Not run: ${line}`);
          say(`Report: ${outcome.summaryPath}`);
        } finally {
          bar?.stop();
          stop.release();
        }
      }),
    );
}
