// `bestfirst quality` and `bestfirst quality-merge`: the 1992 report's decision-quality
// experiment (section 4, figure 4) through experiments/quality/runner.ts, with the
// tournaments' machinery: a worker pool, a resumable results file, shards, a progress bar.

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { runQuality } from "../../experiments/quality/runner.js";
import { mergeQualityFiles } from "../../experiments/quality/merge.js";
import { reportDepth, FIGURE4_BRANCHING } from "../../experiments/quality/depths.js";
import {
  DEEPEST_TREE,
  MOST_BRANCHING,
  MOST_RUN_TREES,
  MOST_TREES,
  type QualityParams,
} from "../../experiments/quality/store.js";
import { summarize } from "../../experiments/quality/summary.js";
import { qualityText } from "../../experiments/quality/tables.js";
import { prepareQualityReport, writeQualityReport } from "../../experiments/quality/report.js";
import type { QualitySummary } from "../../experiments/quality/types.js";
import { fileArguments, fileOption, intOption, output, shardOption } from "../options.js";
import { progressBar } from "../progress.js";
import { usage } from "../errors.js";
import { interruptedBy, SIGNAL_EXIT, stopOnSignal } from "../signals.js";

type Run = (name: string, body: () => Promise<void>) => void;

function listOption(flag: string, raw: string, min: number, max: number): number[] {
  const accepted = `integers from ${min} to ${max} separated by commas`;
  if (!/^\s*\d+\s*(,\s*\d+\s*)*$/.test(raw)) usage(`${flag} must be ${accepted}, got "${raw}"`);
  const values = raw.split(",").map(Number);
  if (values.some((v) => v < min || v > max)) usage(`${flag} must be ${accepted}, got "${raw}"`);
  return values;
}

/** log2 of the most leaves a tree of the experiment may have. */
const MOST_LEAVES_LOG2 = 40;

export function registerQuality(program: Command, run: Run): void {
  program
    .command("quality")
    .description("decision quality against nodes generated, alpha-beta vs best-first (1992 report, figure 4)")
    .option("--branching <B>", `branching factors, a list from 2 to ${MOST_BRANCHING}`, FIGURE4_BRANCHING.join(","))
    .option(
      "--depths <D>",
      "tree depth for each branching factor (default: the largest tree that fits the report's 8 MB)",
    )
    .option("--trees <N>", `trees per branching factor (seeds 1..N, at most ${MOST_TREES}; the report: 10000)`, "10000")
    .option("--workers <W>", "worker threads (default: the machine's parallelism)")
    .option("--out <FILE>", "append every finished tree to FILE as a JSON line")
    .option("--resume", "continue FILE: skip the trees already in it")
    .option("--shard <k/n>", "search only part k of n of the trees (merge with quality-merge)")
    .option("--report <DIR>", "write DIR/quality.md, the figure as SVG and its Vega-Lite spec")
    .option("--json", 'print one JSON object {"points":[...],"regeneration":{...},"rootTies":[...]}')
    .addHelpText(
      "after",
      "\nExample:\n  npx bestfirst quality --branching 2,10 --trees 100 --out q.jsonl --report report",
    )
    .action((o) =>
      run("quality", async () => {
        const branching = listOption("--branching", o.branching, 2, MOST_BRANCHING);
        if (new Set(branching).size !== branching.length)
          usage(`--branching must not repeat a branching factor, got "${o.branching}"`);
        const depths =
          o.depths === undefined
            ? branching.map((b) => reportDepth(b))
            : listOption("--depths", o.depths, 1, DEEPEST_TREE);
        if (depths.length !== branching.length)
          usage(`--depths needs one depth per branching factor (${branching.length}), got ${depths.length}`);
        // Every tree is searched to its end (whole-tree minimax of each root move): past 2^40
        // leaves that takes hours a tree, and 64^40 would never end.
        branching.forEach((b, i) => {
          const deepest = Math.floor(MOST_LEAVES_LOG2 / Math.log2(b) + 1e-9);
          if (depths[i] > deepest)
            usage(
              `--depths: a tree of b = ${b} and depth ${depths[i]} has ${b}^${depths[i]} leaves, ` +
                `more than the 2^${MOST_LEAVES_LOG2} whose exact values (minimax of the whole tree) ` +
                `can be searched; give a depth up to ${deepest} for b = ${b}`,
            );
        });
        const params: QualityParams = { branching, depths, trees: intOption("--trees", o.trees, 1, MOST_TREES) };
        if (branching.length * params.trees > MOST_RUN_TREES)
          usage(
            `--trees: at most ${MOST_RUN_TREES} trees in all, and ${branching.length} branching factors of ` +
              `${params.trees} trees are ${branching.length * params.trees}; ` +
              `give --trees up to ${Math.floor(MOST_RUN_TREES / branching.length)}`,
          );
        const workers = intOption("--workers", o.workers, 1, 256, availableParallelism());
        const shard = shardOption(o.shard);
        o.out = fileOption("--out", o.out);
        o.report = fileOption("--report", o.report);
        if (o.resume && !o.out) usage("--resume needs --out FILE (the file to continue)");
        if (o.report) prepareQualityReport(o.report);
        const controller = new AbortController();
        const stop = stopOnSignal(controller);
        const bar = progressBar("trees");
        try {
          const outcome = await runQuality(params, {
            workers,
            out: o.out,
            resume: o.resume,
            shard,
            signal: controller.signal,
            onProgress: bar?.update,
            onCut: (path) =>
              process.stderr.write(
                `bestfirst quality: the last line of ${path} was cut short (an interrupted write): ` +
                  "it is dropped, and its tree searched again\n",
              ),
          });
          bar?.stop();
          if (!outcome.complete) {
            process.stderr.write(
              `bestfirst quality: ${interruptedBy(stop.received())}; ` +
                (o.out
                  ? `the finished trees are in ${o.out}: run again with --resume`
                  : "nothing was saved (no --out)") +
                "\n",
            );
            process.exit(SIGNAL_EXIT[stop.received() ?? "SIGINT"]);
          }
          print(o.json, outcome.summary);
          if (o.report)
            process.stderr.write(
              `report: ${await writeQualityReport(o.report, outcome.summary, {
                wallMs: outcome.wallMs,
                source: o.out ?? "this run",
              })}\n`,
            );
        } finally {
          bar?.stop();
          stop.release();
        }
      }),
    );

  program
    .command("quality-merge")
    .description("combine decision-quality results files (shards, resumed runs) into one run's figure")
    .argument("<files...>", "results files written by quality --out")
    .option("--report <DIR>", "write DIR/quality.md, the figure as SVG and its Vega-Lite spec")
    .option("--partial", "summarize what the files hold even if shards or trees are missing")
    .option("--json", 'print one JSON object {"points":[...],"regeneration":{...},"rootTies":[...]}')
    .action((files: string[], o) =>
      run("quality-merge", async () => {
        o.report = fileOption("--report", o.report);
        const merged = mergeQualityFiles(fileArguments(files));
        const gaps: string[] = [];
        if (merged.missingShards.length) gaps.push(`no file of shard ${merged.missingShards.join(", ")}`);
        if (merged.missingTrees) gaps.push(`${merged.missingTrees} trees of the run are in no file`);
        if (gaps.length && !o.partial)
          usage(`the files are not the whole run: ${gaps.join("; ")} (add --partial for the figure of what is there)`);
        for (const gap of [
          ...gaps,
          ...merged.cut.map((p) => `the last line of ${p} is cut short (an interrupted write) and left out`),
        ])
          process.stderr.write(`quality-merge: ${gap}\n`);
        if (o.report) prepareQualityReport(o.report);
        const summary = summarize(merged.trees);
        print(o.json, summary);
        if (o.report)
          process.stderr.write(
            `report: ${await writeQualityReport(o.report, summary, { wallMs: 0, source: files.join(", ") })}\n`,
          );
      }),
    );
}

function print(json: boolean | undefined, summary: QualitySummary): void {
  output(json, summary, qualityText);
}
