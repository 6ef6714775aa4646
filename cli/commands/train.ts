// `bestfirst train --game othello` and `bestfirst train-merge`: self-play positions
// labelled by the exact solver, a pattern evaluation fitted on them, its weights file and
// the held-out report (experiments/train/runner.ts, docs/train.md), with the long runs'
// machinery: a worker pool, a resumable results file, shards, a progress bar.

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { fitAndReport, runTrain } from "../../experiments/train/runner.js";
import { mergeTrain } from "../../experiments/train/merge.js";
import { FIT_DEFAULTS, type FitOptions } from "../../experiments/train/fit.js";
import {
  MOST_EXACT_EMPTIES,
  MOST_HORIZON,
  MOST_POSITIONS,
  TRAIN_DEFAULTS,
  type TrainParams,
} from "../../experiments/train/params.js";
import { reportTable, type TrainReport } from "../../experiments/train/report.js";
import { checkWeightsPath, writeWeights } from "../../experiments/train/weights-out.js";
import { choiceOption, fileArguments, fileOption, intOption, realOption, seedOption, shardOption } from "../options.js";
import { progressBar, statusLine } from "../progress.js";
import { usage } from "../errors.js";
import { interruptedBy, SIGNAL_EXIT, stopOnSignal } from "../signals.js";
import { GAME_TRAIN_DEFAULTS } from "../../experiments/train-game/params.js";
import { OTHELLO_ONLY, trainGame } from "./train-game.js";

type Run = (name: string, body: () => Promise<void>) => void;

/** The default run's positions (docs/train.md: about 20 minutes on 2 busy cores). */
export const DEFAULT_POSITIONS = 100_000;

function emptiesOption(raw: string): [number, number] {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(raw);
  const accepted = "a range FEWEST-MOST of empty squares from 1 to 59, like 6-28";
  if (!m) usage(`--empties must be ${accepted}, got "${raw}"`);
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (a < 1 || b > 59 || a > b) usage(`--empties must be ${accepted}, got "${raw}"`);
  return [a, b];
}

function fitOptions(o: { lambda?: string; iterations?: string; smooth?: string }): FitOptions {
  return {
    lambda: o.lambda === undefined ? FIT_DEFAULTS.lambda : realOption("--lambda", o.lambda, 0, 1e6),
    iterations: intOption("--iterations", o.iterations, 1, 10_000, FIT_DEFAULTS.iterations),
    smooth: o.smooth === undefined ? FIT_DEFAULTS.smooth : realOption("--smooth", o.smooth, 0, 1e6),
  };
}

function addFitOptions(command: Command): Command {
  return command
    .option("--lambda <L>", `the fit's L2 penalty per weight, in squared discs (default ${FIT_DEFAULTS.lambda})`)
    .option("--iterations <N>", `the fit's conjugate-gradient iterations (default ${FIT_DEFAULTS.iterations})`)
    .option(
      "--smooth <S>",
      `the fit's penalty on a weight's step from one phase to the next, squared discs (default ${FIT_DEFAULTS.smooth})`,
    )
    .option("--json", 'print one JSON object {"rows":[...]} instead of the markdown table');
}

export function registerTrain(program: Command, run: Run): void {
  addFitOptions(
    program
      .command("train")
      .description("fit a pattern evaluation on self-play positions labelled by the exact solver (docs/train.md)")
      .option("--game <G>", "the game: othello")
      .option("--positions <N>", `positions to generate (default ${DEFAULT_POSITIONS})`)
      .option("--seed <S>", "the run's seed, an unsigned 64-bit integer (default 1)")
      .option("--out <FILE>", "write the weights file to FILE (and the positions to FILE.jsonl)")
      .option("--results <FILE>", "the positions' results file (default: the --out FILE with .jsonl added)")
      .option("--resume", "continue the results file: skip the games already in it")
      .option("--shard <k/n>", "play only part k of n of the games (fit the shards with train-merge)")
      .option("--workers <W>", "worker threads (default: the machine's parallelism)")
      .option(
        "--exact-empties <N>",
        `label by the exact solver at N empties or fewer (default ${TRAIN_DEFAULTS.exactEmpties})`,
      )
      .option(
        "--empties <A-B>",
        `the empties sampled (default ${TRAIN_DEFAULTS.fewestEmpties}-${TRAIN_DEFAULTS.mostEmpties})`,
      )
      .option("--random-plies <N>", `random plies opening each game (default ${TRAIN_DEFAULTS.randomPlies})`)
      .option("--horizon <H>", `the self-play's alpha-beta depth (default ${TRAIN_DEFAULTS.horizon})`)
      .option("--core <file.wasm>", "train your own game: a core built by build-game whose class has features(out)")
      .option("--game-module <file.js>", "train your own TypeScript Game: the module that exports it")
      .option("--export <NAME>", "--game-module's export that makes the game (default: default)")
      .option("--args <JSON>", "--game-module's arguments for the export, a JSON array (default [])")
      .option("--games <N>", `your game: self-play games (default ${GAME_TRAIN_DEFAULTS.games})`)
      .option("--scale <S>", `your game: a won game's value in the weights (default ${GAME_TRAIN_DEFAULTS.scale})`)
      .option("--versus <P>", "your game: then P pairs of games, learned against its own evaluation at --horizon"),
  )
    .addHelpText(
      "after",
      "\nExamples:\n  npx bestfirst train --game othello --positions 2000 --seed 7 --out othello.weights\n" +
        "  npx bestfirst train --core breakthrough.wasm --games 400 --out breakthrough.weights.json --versus 50",
    )
    .action((o) =>
      run("train", async () => {
        if (o.core !== undefined || o.gameModule !== undefined) {
          const given = ["game", ...OTHELLO_ONLY].filter((k) => o[k] !== undefined);
          if (given.length)
            usage(
              `--${given[0].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} is Othello's; your game takes --games`,
            );
          return trainGame(o);
        }
        for (const k of ["export", "args", "games", "scale", "versus"])
          if (o[k] !== undefined) usage(`--${k} is for your own game (--core or --game-module)`);
        choiceOption("--game", o.game, ["othello"] as const);
        const [fewestEmpties, mostEmpties] = o.empties
          ? emptiesOption(o.empties)
          : [TRAIN_DEFAULTS.fewestEmpties, TRAIN_DEFAULTS.mostEmpties];
        const params: TrainParams = {
          game: "othello",
          seed: BigInt(seedOption(o.seed ?? "1").trim()).toString(),
          positions: intOption("--positions", o.positions, 1, MOST_POSITIONS, DEFAULT_POSITIONS),
          exactEmpties: intOption(
            "--exact-empties",
            o.exactEmpties,
            0,
            MOST_EXACT_EMPTIES,
            TRAIN_DEFAULTS.exactEmpties,
          ),
          fewestEmpties,
          mostEmpties,
          randomPlies: intOption("--random-plies", o.randomPlies, 0, 59, TRAIN_DEFAULTS.randomPlies),
          horizon: intOption("--horizon", o.horizon, 1, MOST_HORIZON, TRAIN_DEFAULTS.horizon),
        };
        const fit = fitOptions(o);
        const workers = intOption("--workers", o.workers, 1, 256, availableParallelism());
        const shard = shardOption(o.shard);
        const out = fileOption("--out", o.out);
        const results = fileOption("--results", o.results) ?? (out === undefined ? undefined : `${out}.jsonl`);
        if (o.resume && !results) usage("--resume needs --out FILE or --results FILE (the run to continue)");
        if (shard && !results) usage("--shard needs --results FILE or --out FILE (where the shard's games go)");
        if (out && !shard) checkWeightsPath(out);
        const controller = new AbortController();
        const stop = stopOnSignal(controller);
        const bar = progressBar("games");
        const status = statusLine();
        try {
          const outcome = await runTrain(params, fit, {
            workers,
            out: results,
            resume: o.resume,
            shard,
            signal: controller.signal,
            onProgress: bar?.update,
            onFit: (i, of) => {
              bar?.stop();
              status?.show(`fitting: iteration ${i} of ${of}`);
            },
            onCut: (path) =>
              process.stderr.write(
                `bestfirst train: the last line of ${path} was cut short (an interrupted write): ` +
                  "it is dropped, and its game played again\n",
              ),
          });
          bar?.stop();
          status?.clear();
          if (!outcome.complete) {
            process.stderr.write(
              `bestfirst train: ${interruptedBy(stop.received())}; ` +
                (results
                  ? `the finished games are in ${results}: run again with --resume`
                  : "nothing was saved (no --out)") +
                "\n",
            );
            process.exit(SIGNAL_EXIT[stop.received() ?? "SIGINT"]);
          }
          if (shard) {
            process.stderr.write(
              `bestfirst train: shard ${shard.k}/${shard.n}: ${outcome.games.length} games in ${results}; fit the ` +
                "shards' files together with bestfirst train-merge\n",
            );
            return;
          }
          if (out) writeWeights(out, outcome.weights!);
          print(o.json, outcome.report!);
        } finally {
          bar?.stop();
          stop.release();
        }
      }),
    );

  addFitOptions(
    program
      .command("train-merge")
      .description("fit the weights on training results files together (the shards of one run)")
      .argument("<files...>", "results files written by train")
      .option("--out <FILE>", "write the weights file to FILE")
      .option("--partial", "fit on what the files hold even if shards or games are missing"),
  ).action((files: string[], o) =>
    run("train-merge", async () => {
      const fit = fitOptions(o);
      const out = fileOption("--out", o.out);
      if (out) checkWeightsPath(out);
      const merged = mergeTrain(fileArguments(files));
      const gaps: string[] = [];
      if (merged.missingShards.length) gaps.push(`no file of shard ${merged.missingShards.join(", ")}`);
      if (merged.missing) gaps.push(`${merged.missing} games of the run are in no file`);
      if (gaps.length && !o.partial)
        usage(`the files are not the whole run: ${gaps.join("; ")} (add --partial to fit on what is there)`);
      for (const gap of [...gaps, ...merged.cut.map((p) => `the last line of ${p} is cut short and left out`)])
        process.stderr.write(`train-merge: ${gap}\n`);
      const status = statusLine();
      const { weights, report } = fitAndReport(merged.records, fit, (i, of) =>
        status?.show(`fitting: iteration ${i} of ${of}`),
      );
      status?.clear();
      if (out) writeWeights(out, weights);
      print(o.json, report);
    }),
  );
}

function print(json: boolean | undefined, report: TrainReport): void {
  process.stdout.write(json ? `${JSON.stringify(report)}\n` : `${reportTable(report)}\n`);
}
