// `bestfirst tournament` and `bestfirst tournament-merge`: the papers' tournaments
// through experiments/tournament/runner.ts, with a progress bar on a terminal,
// resumable results files, shards, and Markdown/SVG reports.

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { checkSpec, runTournament } from "../../experiments/tournament/runner.js";
import { progressBar } from "../progress.js";
import { mergeFiles, mergeGaps } from "../../experiments/tournament/merge.js";
import { gameEntry, players } from "../../experiments/tournament/players.js";
import { canonicalChallenger, challengerKind, challengerLevel } from "../../experiments/tournament/entrant.js";
import { rivestMarkdown, rivestRows } from "../../experiments/tournament/rivest-table.js";
import { prepareReport, writeReport, type ReportInput } from "../../experiments/tournament/report.js";
import { EnvironmentError } from "../../experiments/run/files.js";
import { TOURNAMENT_GAMES, type TableRow, type TournamentSpec } from "../../experiments/tournament/types.js";
import { GAME_NOTATIONS, RANDOM_TREE_DEPTH } from "../../contract/index.js";
import {
  choiceOption,
  depthsOption,
  fileArguments,
  fileOption,
  intOption,
  output,
  refuseGiven,
  shardOption,
} from "../options.js";
import { usage } from "../errors.js";
import { interruptedBy, SIGNAL_EXIT, stopOnSignal } from "../signals.js";

type Run = (name: string, body: () => Promise<void>) => void;

/** The start positions each game's tournaments play from (the most pairs), and the most of any. */
const STARTS = Object.fromEntries(TOURNAMENT_GAMES.map((game) => [game, GAME_NOTATIONS[game].starts!]));
const MOST_STARTS = Math.max(...Object.values(STARTS));

export function registerTournament(program: Command, run: Run): void {
  program
    .command("tournament")
    .description("best-first against alpha-beta in pairs of games, depths matched by cost (1994 paper, section 5)")
    .option("--game <G>", TOURNAMENT_GAMES.join(" | "), "random")
    .option("--branching <B>", "random games: maximum branching factor, 1..65536")
    .option("--mode <M>", "random games: uniform | random", "random")
    .option(
      "--ab-depths <D>",
      "alpha-beta depths, a range like 1-5 or a list like 1,2,4 (connect4: " +
        "budget levels k, k x 1000 move calls or k scaled seconds)",
    )
    .option(
      "--bf-depths <D>",
      "best-first depths (mcts: levels, 16 x 2^((k-1)/3) nodes a move), " +
        "one per alpha-beta depth (skips depth matching)",
    )
    .option(
      "--pairs <N>",
      "pairs per alpha-beta depth, one per start position (random: seeds 1..N; the others: openings), at most " +
        `${TOURNAMENT_GAMES.map((game) => `${STARTS[game]} (${game})`).join(", ")} (default: ${STARTS.random}, ` +
        `connect4 ${STARTS.connect4})`,
    )
    .option("--match-pairs <N>", "pairs in each short tournament of the depth matching", "10")
    .option(
      "--algorithm <A>",
      "the challenger: bestfirst | extension | mcts | mma | mma-vs-bestfirst (the last two: connect4) | " +
        "alphabeta-tt, with a preset (alphabeta-tt:engine) or +learned (othello), or level:N (docs/entrants.md)",
      "bestfirst",
    )
    .option(
      "--match <M>",
      "match depths by nodes (generated) | time; connect4: the budget, move calls (nodes) or time",
      "nodes",
    )
    .option("--evaluation <E>", "othello: both players' evaluation, hand | learned (docs/train.md)", "hand")
    .option("--workers <W>", "worker threads (default: the machine's parallelism)")
    .option("--out <FILE>", "append every finished pair to FILE as a JSON line")
    .option("--resume", "continue FILE: skip the pairs already in it")
    .option("--shard <k/n>", "play only part k of n of the tournament (merge with tournament-merge)")
    .option("--report <DIR>", "write DIR/<name>.md and .svg beside the paper's table")
    .option("--json", 'print one JSON object {"rows":[...]}')
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  npx bestfirst tournament --branching 3 --ab-depths 1-4 --pairs 100 --out b3.jsonl --report report\n" +
        "  npx bestfirst tournament --game connect4 --algorithm mma --ab-depths 1-5 --pairs 49" +
        "   # Rivest's table 2, move-call rows\n" +
        "  npx bestfirst tournament --game othello --algorithm level:6 --ab-depths 2 --pairs 10\n" +
        "  npx bestfirst tournament --game othello --algorithm alphabeta-tt:engine --ab-depths 2-3 --pairs 20",
    )
    .action((o, command: Command) =>
      run("tournament", async () => {
        const game = choiceOption("--game", o.game, TOURNAMENT_GAMES);
        o.out = fileOption("--out", o.out);
        o.report = fileOption("--report", o.report);
        if (game !== "random")
          refuseGiven(
            command,
            ["branching", "mode"],
            `${game} plays from its openings (branching and mode are for random games)`,
          );
        if (game !== "othello")
          refuseGiven(command, ["evaluation"], `the learned evaluation is Othello's (${game} has its own)`);
        const abDepths = depthsOption("--ab-depths", o.abDepths, 1, 99);
        const algorithm = canonicalChallenger(String(o.algorithm), game);
        const kind = challengerKind(algorithm);
        const level = challengerLevel(algorithm);
        // mma (and mcts, alphabeta-tt on connect4) plays with alpha-beta's budget: nothing to match. Against
        // best-first, the bounds are given. A level plays at its own budget: its depths are its level.
        const sameBudget = kind === "mma" || ((kind === "mcts" || kind === "alphabeta-tt") && game === "connect4");
        if (sameBudget && o.bfDepths !== undefined)
          usage(
            `${algorithm}${game === "connect4" ? " on connect4" : ""} gets the same budget as alpha-beta: ` +
              "--bf-depths does not apply",
          );
        if (level !== undefined && o.bfDepths !== undefined)
          usage(`${algorithm} carries its own search and budget: --bf-depths does not apply`);
        if (kind === "mma-vs-bestfirst" && o.bfDepths === undefined)
          usage("mma-vs-bestfirst needs --bf-depths: best-first's depth bound at each budget level");
        const spec: TournamentSpec = {
          game,
          branching: game === "random" ? intOption("--branching", o.branching, 1, 65536) : 0,
          mode: choiceOption("--mode", o.mode, ["uniform", "random"] as const),
          abDepths,
          bfDepths: sameBudget
            ? abDepths
            : level !== undefined
              ? abDepths.map(() => level)
              : o.bfDepths === undefined
                ? undefined
                : depthsList(o.bfDepths, abDepths.length),
          pairs: intOption("--pairs", o.pairs, 1, MOST_STARTS, game === "connect4" ? STARTS.connect4 : STARTS.random),
          matchPairs: intOption("--match-pairs", o.matchPairs, 1, MOST_STARTS),
          algorithm,
          match: choiceOption("--match", o.match, ["nodes", "time"] as const),
          ...(choiceOption("--evaluation", o.evaluation, ["hand", "learned"] as const) === "learned"
            ? { evaluation: "learned" as const }
            : {}),
        };
        const workers = intOption("--workers", o.workers, 1, 256, availableParallelism());
        const shard = shardOption(o.shard);
        if (o.resume && !o.out) usage("--resume needs --out FILE (the file to continue)");
        // Everything that can be checked is checked before the first game: the spec, the
        // report directory (created and tried), the results file (opened by runTournament).
        checkSpec(spec, players, shard);
        if (o.report) prepareReport(o.report, spec);

        const controller = new AbortController();
        const stop = stopOnSignal(controller);
        const bar = progressBar();
        try {
          const outcome = await runTournament(spec, {
            workers,
            out: o.out,
            resume: o.resume,
            shard,
            signal: controller.signal,
            onProgress: bar?.update,
            onCut: (path) =>
              process.stderr.write(
                `bestfirst tournament: the last line of ${path} was cut short (an interrupted write): ` +
                  "it is dropped, and its pair played again\n",
              ),
          });
          bar?.stop();
          if (!outcome.complete) {
            process.stderr.write(
              `bestfirst tournament: ${interruptedBy(stop.received())}; ` +
                (o.out
                  ? `the finished pairs are in ${o.out}: run again with --resume`
                  : "nothing was saved (no --out)") +
                "\n",
            );
            process.exit(SIGNAL_EXIT[stop.received() ?? "SIGINT"]);
          }
          // The table first: a report that cannot be written then loses nothing.
          const rivest = spec.game === "connect4" ? rivestRows(outcome.results, spec.match) : undefined;
          const rivestText =
            rivest &&
            rivestMarkdown(
              rivest,
              spec.algorithm === "bestfirst" ? "BF" : kind === "mcts" ? "MCTS" : kind === "mma" ? "mma" : algorithm,
              outcome.wallMs,
              kind === "mma-vs-bestfirst" ? "BF" : "AB",
            );
          output(
            o.json,
            { rows: outcome.rows, ...(rivest ? { rivest } : {}) },
            ({ rows }) =>
              `${outcome.label}\n` +
              `${tableText(rows)}${rivestText ? `\n\nRivest's table 2 (games):\n${rivestText.join("\n")}` : ""}`,
          );
          if (o.report)
            await report(
              o.report,
              {
                tournament: spec,
                pairs: spec.pairs,
                rows: outcome.rows,
                label: outcome.label,
                wallMs: outcome.wallMs,
                rivest: rivestText,
              },
              o.out,
            );
        } finally {
          bar?.stop();
          stop.release();
        }
      }),
    );

  program
    .command("tournament-merge")
    .description("combine results files (shards, resumed runs) of one tournament into its table")
    .argument("<files...>", "results files written by tournament --out")
    .option("--report <DIR>", "write DIR/<name>.md and .svg")
    .option("--partial", "print the table of what the files hold even if shards or pairs are missing")
    .option("--json", 'print one JSON object {"rows":[...]}')
    .addHelpText(
      "after",
      "\nThe files must hold one tournament (the same header), split one way: every shard k/n\n" +
        "of it, each pair at every alpha-beta depth. Without --partial a gap is an error (exit 2).",
    )
    .action((files: string[], o) =>
      run("tournament-merge", async () => {
        o.report = fileOption("--report", o.report);
        const merged = mergeFiles(fileArguments(files));
        const gaps = mergeGaps(merged);
        const cut = merged.cut.map(
          (path) => `the last line of ${path} is cut short (an interrupted write) and left out`,
        );
        if (gaps.length) gaps.push(...cut);
        if (gaps.length && !o.partial)
          usage(
            `the files are not the whole tournament: ${gaps.join("; ")} (add --partial for the table of what is there)`,
          );
        for (const gap of gaps) process.stderr.write(`tournament-merge: ${gap}\n`);
        if (!gaps.length) for (const note of cut) process.stderr.write(`tournament-merge: ${note}\n`);
        if (o.report) prepareReport(o.report, merged.spec);
        output(o.json, { rows: merged.rows }, ({ rows }) => tableText(rows));
        if (o.report)
          await report(o.report, {
            tournament: merged.spec,
            pairs: merged.spec.pairs,
            rows: merged.rows,
            label: gameEntry(players, merged.spec.game).label,
            wallMs: 0,
            mergedFrom: files,
          });
      }),
    );
}

/** Writes the report; a failure says the table was printed (and where the pairs are). */
async function report(dir: string, input: ReportInput, out?: string): Promise<void> {
  try {
    process.stderr.write(`report: ${await writeReport(dir, input)}\n`);
  } catch (error) {
    if (error instanceof EnvironmentError)
      throw new EnvironmentError(`${error.message}; the table is printed${out ? ` and the pairs are in ${out}` : ""}`);
    throw error;
  }
}

function depthsList(raw: string, count: number): number[] {
  const depths = raw.split(",").map((part) => {
    if (!/^\s*\d+\s*$/.test(part) || Number(part) < 1 || Number(part) > RANDOM_TREE_DEPTH)
      usage(`--bf-depths must be integers from 1 to ${RANDOM_TREE_DEPTH} separated by commas, got "${raw}"`);
    return Number(part);
  });
  if (depths.length !== count)
    usage(`--bf-depths needs one depth per alpha-beta depth (${count}), got ${depths.length}`);
  return depths;
}

export function tableText(rows: TableRow[]): string {
  const head = "AB depth  BF depth  pairs  BF wins  AB wins  ties  BF win %  nodes BF  nodes AB";
  return [
    head,
    ...rows.map((r) =>
      [
        r.abDepth,
        r.bfDepth,
        r.pairs,
        r.bfWins,
        r.abWins,
        r.ties,
        r.bfWinPct === null ? "-" : `${r.bfWinPct.toFixed(0)}%`,
        r.nodesBf,
        r.nodesAb,
      ]
        .map((v, i) => String(v).padStart(i === 0 ? 8 : head.split(/\s{2,}/)[i].length + 2))
        .join(""),
    ),
  ].join("\n");
}
