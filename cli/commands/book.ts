// `bestfirst book`: an opening book built by deep alpha-beta-tt searches from a game's
// start (experiments/book/build.ts, docs/books.md), with the long runs' machinery: a
// worker pool, a results file written as it goes and resumed after a stop, a progress bar;
// the book file written whole at the end.

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { BOOK_GAMES, MAX_BOOK_PLIES, MAX_BUDGET, MAX_HORIZON } from "../../contract/index.js";
import { runBook } from "../../experiments/book/build.js";
import { writeBookFile } from "../../experiments/book/file.js";
import type { BookParams } from "../../experiments/book/params.js";
import { choiceOption, fileOption, intOption, output } from "../options.js";
import { progressBar } from "../progress.js";
import { usage } from "../errors.js";
import { interruptedBy, SIGNAL_EXIT, stopOnSignal } from "../signals.js";

type Run = (name: string, body: () => Promise<void>) => void;

export function registerBook(program: Command, run: Run): void {
  program
    .command("book")
    .description("build an opening book by alphabeta-tt searches from the game's start (docs/books.md)")
    .option("--game <G>", BOOK_GAMES.join(" | "))
    .option("--plies <P>", `lines of fewer than P moves get the book's move (1..${MAX_BOOK_PLIES})`)
    .option("--horizon <H>", "each position's search to this depth")
    .option("--nodes <N>", "or each position's search to this node budget")
    .option("--out <FILE>", "the book file (the positions go to FILE.jsonl as they are searched)")
    .option("--resume", "continue FILE.jsonl: skip the positions already searched")
    .option("--workers <W>", "worker threads (default: the machine's parallelism)")
    .option("--json", "print one JSON object {book, positions} when done")
    .addHelpText("after", "\nExample:\n  npx bestfirst book --game connect4 --plies 6 --horizon 10 --out connect4.json")
    .action((o) =>
      run("book", async () => {
        const game = choiceOption("--game", o.game, BOOK_GAMES);
        const plies = intOption("--plies", o.plies, 1, MAX_BOOK_PLIES);
        if ((o.horizon === undefined) === (o.nodes === undefined))
          usage("give one of --horizon H and --nodes N: the depth or the node budget of each position's search");
        const params: BookParams = {
          game,
          plies,
          ...(o.horizon !== undefined
            ? { horizon: intOption("--horizon", o.horizon, 1, MAX_HORIZON) }
            : { nodes: intOption("--nodes", o.nodes, 1, MAX_BUDGET) }),
        };
        const out = fileOption("--out", o.out);
        if (!out) usage("--out FILE is required (the book file)");
        const workers = intOption("--workers", o.workers, 1, 256, availableParallelism());
        const results = `${out}.jsonl`;
        const controller = new AbortController();
        const stop = stopOnSignal(controller);
        const bar = progressBar("positions");
        try {
          const outcome = await runBook(params, {
            workers,
            out: results,
            resume: o.resume,
            signal: controller.signal,
            onProgress: bar?.update,
            onCut: (path) =>
              process.stderr.write(
                `bestfirst book: the last line of ${path} was cut short (an interrupted write): ` +
                  "it is dropped, and its position searched again\n",
              ),
          });
          bar?.stop();
          if (!outcome.complete) {
            process.stderr.write(
              `bestfirst book: ${interruptedBy(stop.received())}; the positions searched are in ${results}: ` +
                "run again with --resume\n",
            );
            process.exit(SIGNAL_EXIT[stop.received() ?? "SIGINT"]);
          }
          writeBookFile(out, outcome.book!);
          const entries = Object.keys(outcome.book!.entries).length;
          output(o.json, { book: out, positions: entries }, () => `${out}: ${entries} positions of ${game}`);
        } finally {
          bar?.stop();
          stop.release();
        }
      }),
    );
}
