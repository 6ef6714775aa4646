// `bestfirst compare`: which search for a game - a built-in one, or a game core of one's own
// (--core) - every search against every other at equal budgets per move
// (experiments/compare/), with a report in DIR/compare-<game>.md, results files in
// DIR/data/ that resume and shard, and a progress bar on a terminal.

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { BestfirstError, ENTRANT_FORMS, GAMES, RANDOM_TREE_DEPTH, type GameName } from "../../contract/index.js";
import { canonicalEntrant, ENTRANTS, ENTRANT_ALIASES, MAIN_ENTRANTS } from "../../experiments/compare/entrants.js";
import { openingsOf } from "../../experiments/compare/openings.js";
import { MOST_BUDGETS, mostBudget } from "../../experiments/compare/store.js";
import { roundRobinText } from "../../experiments/compare/tables.js";
import { prepareCompare, runCompare, type ComparePlan } from "../../experiments/compare/compare.js";
import { DECISION_GAMES } from "../../experiments/compare/decisions/params.js";
import { readPositionsFile } from "../../experiments/compare/decisions/positions-file.js";
import { positionReport } from "../../experiments/compare/decisions/position-report.js";
import { decisionSection, decisionsText } from "../../experiments/compare/decision-section.js";
import type { DecisionGame, PositionSet } from "../../experiments/compare/decisions/types.js";
import { createWasmEngineSync } from "../../index.js";
import { filesByPart, mergeRoundRobinFiles } from "../../experiments/compare/merge.js";
import { prepareCompareReport, writeCompareReport, type CompareReport } from "../../experiments/compare/report.js";
import { mergeDecisionFiles } from "../../experiments/compare/decisions/merge.js";
import { summarise } from "../../experiments/compare/decisions/summary.js";
import type { BudgetBy, CoreGameSpec, RoundRobinSpec } from "../../experiments/compare/types.js";
import {
  CORE_OPENING_PLIES,
  compareName,
  coreDecisionSection,
  coreNameProblem,
  defaultCoreName,
} from "../../experiments/compare/core-game.js";
import { loadCore } from "../../experiments/run/cores.js";
import { coreBytes } from "../kit/core-option.js";
import { choiceOption, fileArguments, fileOption, intOption, output, refuseGiven, shardOption } from "../options.js";
import { usage } from "../errors.js";
import { SEAT_GAMES } from "../../experiments/seats/games.js";
import { isSeatsFile } from "../../experiments/seats/runner.js";
import type { SeatGame } from "../../experiments/seats/types.js";
import { compareSeats, mergeSeats } from "./compare-seats.js";
import { isPigFile } from "../../experiments/pig/runner.js";
import { comparePig, mergePig } from "./compare-pig.js";
import { shardDone, withRunControls } from "./compare-run.js";

type Run = (name: string, body: () => Promise<void>) => void;

/**
 * Pairs per matchup and budget when none are given: the tournaments' 49 Connect-Four openings
 * (fewer where a game has fewer).
 */
export const DEFAULT_PAIRS = 49;

/**
 * The entrants of `--algorithms` (contract/entrant-names.ts): searches that play at a budget (or an alias), with a
 * preset or `+learned`, or levels; none twice. Each as results files name it (`alphabeta` is `id`).
 */
export function algorithmsOption(raw: string, game?: string): string[] {
  const accepted = `a list of two or more of ${[...ENTRANTS, ...Object.keys(ENTRANT_ALIASES)].join(", ")}`;
  const names = raw.split(",").map((s) => s.trim());
  const entrants = names.map((name) => {
    const base = name.replace(/[:+].*$/, "");
    if (base !== "level" && !(ENTRANTS as readonly string[]).includes(ENTRANT_ALIASES[base] ?? base))
      usage(`--algorithms must be ${accepted} (forms: ${ENTRANT_FORMS}), got "${name}"`);
    try {
      return canonicalEntrant(name, game);
    } catch (error) {
      if (error instanceof BestfirstError) usage(`--algorithms: ${error.message}`);
      throw error;
    }
  });
  if (entrants.length < 2) usage(`--algorithms must be ${accepted}, got "${raw}"`);
  if (new Set(entrants).size !== entrants.length)
    usage(`--algorithms names a search twice ("${raw}"; alphabeta is id)`);
  return entrants;
}

/** Budgets per move: ascending integers. */
export function budgetsOption(raw: string, by: BudgetBy): number[] {
  const most = mostBudget(by);
  const accepted = `1 to ${MOST_BUDGETS} ascending integers from 1 to ${most} separated by commas`;
  if (!/^\s*\d+\s*(,\s*\d+\s*)*$/.test(raw)) usage(`--budgets must be ${accepted}, got "${raw}"`);
  const budgets = raw.split(",").map(Number);
  if (budgets.length > MOST_BUDGETS || budgets.some((b, i) => b < 1 || b > most || (i > 0 && b <= budgets[i - 1])))
    usage(`--budgets must be ${accepted}, got "${raw}"`);
  return budgets;
}

/** Positions drawn for decision quality when --decisions is not given. */
export const DEFAULT_DECISIONS = 100;
/** The seed of the drawn positions. */
export const DECISIONS_SEED = 1;

/**
 * The decision-quality set of the options: a positions file, N drawn positions, or none (a game
 * without a solver, or N = 0).
 */
function decisionSet(game: GameName, o: { decisions?: string; positions?: string }): PositionSet | undefined {
  const solvable = (DECISION_GAMES as readonly string[]).includes(game);
  if (o.positions !== undefined) {
    if (!solvable)
      usage(`--positions: ${game} has no exact solver to label positions (${DECISION_GAMES.join(", ")} have)`);
    if (o.decisions !== undefined) usage("--positions gives the positions: --decisions does not apply");
    return {
      listed: readPositionsFile(fileOption("--positions", o.positions)!, game as DecisionGame, createWasmEngineSync()),
    };
  }
  if (!solvable) {
    if (o.decisions !== undefined && o.decisions !== "0")
      usage(`--decisions: ${game} has no exact solver to label positions (${DECISION_GAMES.join(", ")} have)`);
    return undefined;
  }
  const count = intOption("--decisions", o.decisions, 0, 100_000, game === "tictactoe" ? -1 : DEFAULT_DECISIONS);
  if (count === 0) return undefined;
  return count < 0 ? { seed: DECISIONS_SEED } : { seed: DECISIONS_SEED, count };
}

/**
 * The game core of --core, loaded (a file that is not a kit's core is bad input), named by
 * --game-name or its class.
 */
function coreGame(file: string, gameName: string | undefined): CoreGameSpec {
  const { sha256, title } = loadCore(coreBytes(file));
  const name = gameName ?? defaultCoreName(title);
  const problem = coreNameProblem(name);
  if (problem) usage(`--game-name must be ${problem}, got "${name}"`);
  return { name, title, sha256, openingPlies: CORE_OPENING_PLIES };
}

/** The one line on decision quality for a core, in the text output as in the report. */
const coreDecisionLine = (core: CoreGameSpec) =>
  coreDecisionSection(core)
    .markdown.at(-1)!
    .replace(/^Not measured/, "Decision quality: not measured");

export function registerCompare(program: Command, run: Run): void {
  program
    .command("compare")
    .description(
      "which search for a game: every search against every other at equal budgets per move (round robin, ratings)",
    )
    .option("--game <G>", [...GAMES, ...SEAT_GAMES, "pig"].join(" | "), "connect4")
    .option("--players <N>", "rolit: 2, 3 (default) or 4 players (the seated round robin: docs/cli.md)")
    .option(
      "--core <file.wasm>",
      `a game core built by \`bestfirst build-game\` (docs/your-game.md) instead of --game: ` +
        `openings of ${CORE_OPENING_PLIES} random legal moves, no decision quality`,
    )
    .option(
      "--game-name <N>",
      "with --core: the name of the report and results files, compare-<N>.md (default: the class's name in lower case)",
    )
    .option(
      "--algorithms <A>",
      `entrants, a list of ${[...ENTRANTS, ...Object.keys(ENTRANT_ALIASES)].join(", ")} (alphabeta: id), ` +
        "each perhaps with :preset or +learned (Othello), or level:N, which plays at its own budget " +
        "(default: the main searches)",
      MAIN_ENTRANTS.join(","),
    )
    .option("--budgets <N>", "budgets per move, ascending (nodes generated, or ms with --by time)", "1000,10000")
    .option("--by <B>", "what a budget counts: nodes (generated) | time (ms; not reproducible)", "nodes")
    .option(
      "--pairs <N>",
      `openings per matchup and budget (default ${DEFAULT_PAIRS}, or the game's openings if fewer; --full: all)`,
    )
    .option("--branching <B>", "random trees: branching factor, 1..65536", "4")
    .option("--mode <M>", "random trees: uniform | random", "random")
    .option("--depth <D>", `random trees: terminal depth, 1..${RANDOM_TREE_DEPTH}`, "40")
    .option("--full", "every opening of the game (Othello 244, Connect-Four 49, tic-tac-toe 72, random trees 100)")
    .option(
      "--decisions <N>",
      `decision quality on N positions drawn by random play (default ${DEFAULT_DECISIONS}; ` +
        "tic-tac-toe: every reachable position; 0: none); games with a solver",
    )
    .option(
      "--positions <FILE>",
      "decision quality on the positions of FILE instead (one a line in the game's notation; " +
        "Connect-Four: Pons' digits, perhaps a score after them)",
    )
    .option("--workers <W>", "worker threads (default: the machine's parallelism)")
    .option("--out <DIR>", "the report's directory: DIR/compare-<game>.md and charts, results in DIR/data/", "report")
    .option("--resume", "continue the results files in DIR/data/")
    .option("--shard <k/n>", "play only part k of n of the pairs (merge with compare-merge)")
    .option(
      "--json",
      'print one JSON object {"roundRobin":{...},"decisions":{...}} (with --positions, ' +
        "each position's exact score and every search's choice)",
    )
    .addHelpText(
      "after",
      "\n--pairs 0 plays no round robin (decision quality only).\n\nExamples:\n" +
        "  npx bestfirst compare --game connect4 --algorithms alphabeta,bestfirst,mma,mcts --budgets 1000,10000\n" +
        "  npx bestfirst compare --game othello --pairs 20 --workers 2 --out report\n" +
        "  npx bestfirst compare --core my-game.wasm --algorithms id,bestfirst,mcts --budgets 1000 --pairs 20",
    )
    .action((o, command: Command) =>
      run("compare", async () => {
        if ((SEAT_GAMES as readonly string[]).includes(o.game))
          return compareSeats(o.game as SeatGame, o, command, budgetsOption);
        if (o.game === "pig") return comparePig(o, command, budgetsOption);
        refuseGiven(command, ["players"], `${o.core ? "a game core" : o.game} has its own players (--players: rolit)`);
        if (o.core !== undefined) {
          refuseGiven(command, ["game"], "--core is the game");
          refuseGiven(command, ["full"], "a game core's openings are drawn, as many as --pairs asks");
          if ((o.decisions !== undefined && o.decisions !== "0") || o.positions !== undefined)
            usage(
              `--${o.positions !== undefined ? "positions" : "decisions"}: ` +
                `compare labels positions only with the built-in games' solvers (${DECISION_GAMES.join(", ")}), ` +
                "not a game core's",
            );
        } else refuseGiven(command, ["gameName"], "--game-name names a game core's files: it goes with --core");
        const core = o.core !== undefined ? coreGame(o.core, o.gameName) : undefined;
        const game = core ? "core" : (choiceOption("--game", o.game, [...GAMES, ...SEAT_GAMES, "pig"]) as GameName);
        if (game !== "random")
          refuseGiven(
            command,
            ["branching", "mode", "depth"],
            `${core ? "a game core" : game} plays from its openings (branching, mode and depth are for random trees)`,
          );
        if (o.full && o.pairs !== undefined) usage("--full plays every opening: --pairs does not apply");
        const by = choiceOption("--by", o.by, ["nodes", "time"] as const);
        const openings = openingsOf(game);
        const random = game === "random";
        const spec: RoundRobinSpec = {
          game,
          algorithms: algorithmsOption(o.algorithms, game),
          budgets: budgetsOption(o.budgets, by),
          by,
          pairs: o.full ? openings : intOption("--pairs", o.pairs, 0, openings, Math.min(DEFAULT_PAIRS, openings)),
          branching: random ? intOption("--branching", o.branching, 1, 65536) : null,
          mode: random ? choiceOption("--mode", o.mode, ["uniform", "random"] as const) : null,
          depth: random ? intOption("--depth", o.depth, 1, RANDOM_TREE_DEPTH) : null,
          ...(core ? { core } : {}),
        };
        const workers = intOption("--workers", o.workers, 1, 256, availableParallelism());
        const shard = shardOption(o.shard);
        const dir = fileOption("--out", o.out)!;
        const plan: ComparePlan = {
          spec: { ...spec, pairs: Math.max(spec.pairs, 1) },
          roundRobin: spec.pairs > 0,
          decisions: game === "core" ? undefined : decisionSet(game, o),
        };
        if (!plan.roundRobin && !plan.decisions)
          usage("--pairs 0 and no decision quality: there is nothing to compare");
        prepareCompare(plan, dir); // everything checked before the first game
        await withRunControls(
          dir,
          "pair",
          (controls) => runCompare(plan, { dir, workers, resume: !!o.resume, shard, ...controls }),
          (outcome) => {
            const decisions = outcome.decisions && {
              summary: outcome.decisions.summary,
              ...(o.positions ? { positions: outcome.decisions.records.map(positionReport) } : {}),
            };
            output(
              o.json,
              {
                ...(outcome.roundRobin ? { roundRobin: outcome.roundRobin.summary } : {}),
                ...(decisions ? { decisions } : {}),
              },
              () =>
                [
                  outcome.roundRobin && roundRobinText(outcome.roundRobin.summary),
                  outcome.decisions &&
                    decisionsText(
                      game as GameName,
                      outcome.decisions.summary,
                      o.positions ? outcome.decisions.records : undefined,
                    ),
                  core && coreDecisionLine(core),
                ]
                  .filter(Boolean)
                  .join("\n\n"),
            );
            if (outcome.reportPath) process.stderr.write(`report: ${outcome.reportPath}\n`);
            else if (shard) shardDone(shard);
          },
        );
      }),
    );

  program
    .command("compare-merge")
    .description("combine a comparison's results files (shards, resumed runs) into its summary and report")
    .argument(
      "<files...>",
      "results files written by compare (DIR/data/compare-<game>-roundrobin*.jsonl and -decisions*.jsonl)",
    )
    .option("--out <DIR>", "write DIR/compare-<game>.md and its charts")
    .option(
      "--core <file.wasm>",
      "the game core the files' games were played on (they are replayed on it), for files of compare --core",
    )
    .option("--partial", "summarize what the files hold even if shards, pairs or positions are missing")
    .option("--json", 'print one JSON object {"roundRobin":{...},"decisions":{...}}')
    .action((files: string[], o, mergeCommand: Command) =>
      run("compare-merge", async () => {
        const pig = fileArguments(files).filter(isPigFile);
        if (pig.length && pig.length < files.length)
          usage(`${pig[0]} holds a Pig decision-quality run: merge its files alone`);
        if (pig.length) {
          refuseGiven(mergeCommand, ["core"], "Pig's choices are scored by its exact solution, not on a core");
          return mergePig(pig, o);
        }
        const seated = fileArguments(files).filter(isSeatsFile);
        if (seated.length && seated.length < files.length)
          usage(`${seated[0]} holds a seated round robin (rolit, ewn): merge its files alone`);
        if (seated.length) {
          refuseGiven(mergeCommand, ["core"], "a seated round robin's games are TypeScript games, replayed as read");
          return mergeSeats(seated, o);
        }
        const dir = fileOption("--out", o.out);
        if (o.core !== undefined) loadCore(coreBytes(o.core));
        const parts = filesByPart(fileArguments(files));
        const rr = parts.roundRobin.length ? mergeRoundRobinFiles(parts.roundRobin) : undefined;
        const dq = parts.decisions.length ? mergeDecisionFiles(parts.decisions) : undefined;
        if (rr && dq && rr.spec.game !== dq.params.game)
          usage(
            `the round robin is of ${rr.spec.game} and the decision-quality run of ${dq.params.game}: ` +
              "merge one game's files",
          );
        const gaps: string[] = [];
        if (rr?.missingShards.length) gaps.push(`no round-robin file of shard ${rr.missingShards.join(", ")}`);
        if (rr?.missingPairs) gaps.push(`${rr.missingPairs} pairs of the round robin are in no file`);
        if (dq?.missingShards.length) gaps.push(`no decision-quality file of shard ${dq.missingShards.join(", ")}`);
        if (dq?.missingPositions)
          gaps.push(`${dq.missingPositions} positions of the decision-quality run are in no file`);
        if (gaps.length && !o.partial)
          usage(
            `the files are not the whole comparison: ${gaps.join("; ")} ` +
              "(add --partial for the summary of what is there)",
          );
        for (const gap of [
          ...gaps,
          ...[...(rr?.cut ?? []), ...(dq?.cut ?? [])].map(
            (p) => `the last line of ${p} is cut short (an interrupted write) and left out`,
          ),
        ])
          process.stderr.write(`compare-merge: ${gap}\n`);
        const game = rr?.spec.game ?? dq!.params.game;
        const core = rr?.spec.core;
        const summary = dq && summarise(dq.records);
        if (dir)
          prepareCompareReport(dir, rr ? compareName(rr.spec) : game, [
            ...(rr ? ["ratings"] : []),
            ...(dq ? ["optimal", "sound"] : []),
          ]);
        output(
          o.json,
          { ...(rr ? { roundRobin: rr.summary } : {}), ...(summary ? { decisions: { summary } } : {}) },
          () =>
            [
              rr && roundRobinText(rr.summary),
              summary && decisionsText(dq!.params.game, summary),
              core && coreDecisionLine(core),
            ]
              .filter(Boolean)
              .join("\n\n"),
        );
        if (dir) {
          const report: CompareReport = {
            game: rr ? compareName(rr.spec) : game,
            sections: [
              ...(dq && summary
                ? [decisionSection(dq.params.game, dq.params, summary, parts.decisions.join(", "), 0)]
                : []),
              ...(core ? [coreDecisionSection(core)] : []),
            ],
            ...(rr ? { roundRobin: { summary: rr.summary, wallMs: 0, source: parts.roundRobin.join(", ") } } : {}),
          };
          process.stderr.write(`report: ${await writeCompareReport(dir, report)}\n`);
        }
      }),
    );
}
