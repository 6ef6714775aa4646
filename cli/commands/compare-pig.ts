// `bestfirst compare --game pig`: decision quality on Pig (experiments/pig/): the searches
// that take a two-player game with dice choose between rolling and holding in seeded
// positions at each budget, scored by the exact solution; the choices in
// DIR/data/compare-pig-decisions.jsonl (resumable, shardable), the report in
// DIR/compare-pig.md. compare-merge hands it the files whose header is a Pig run.

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { isSearchName } from "../../contract/index.js";
import { dataFile } from "../../experiments/compare/compare.js";
import { mergePigFiles, runPig } from "../../experiments/pig/runner.js";
import { checkPigSpec, MOST_PIG_POSITIONS, pigEntrants } from "../../experiments/pig/store.js";
import { pigText, preparePigReport, writePigReport } from "../../experiments/pig/report.js";
import type { PigSpec } from "../../experiments/pig/types.js";
import { choiceOption, fileOption, intOption, output, refuseGiven, shardOption } from "../options.js";
import { usage } from "../errors.js";
import { mergeGaps, shardDone, withRunControls } from "./compare-run.js";

/** Neller & Presser's goal. */
export const PIG_GOAL = 100;
/** Positions when --decisions is not given, and their seed. */
export const DEFAULT_PIG_POSITIONS = 200;
export const PIG_SEED = 1;

/** The searches of --algorithms: one or more of those taking Pig's shape, none twice. */
function pigAlgorithms(raw: string | undefined): PigSpec["algorithms"] {
  const entrants = pigEntrants();
  if (raw === undefined) return entrants;
  const accepted = `one or more of ${entrants.join(", ")} (the searches that take a two-player game with dice)`;
  const names = raw.split(",").map((s) => s.trim());
  for (const name of names)
    if (!(entrants as string[]).includes(name))
      usage(
        `--algorithms: ${isSearchName(name) ? `${name} does not search Pig` : `"${name}" is not a search`}; ` +
          `give ${accepted}`,
      );
  if (new Set(names).size !== names.length) usage(`--algorithms names a search twice ("${raw}")`);
  return names as PigSpec["algorithms"];
}

type Options = Record<string, string | boolean | undefined>;

/** compare's action for Pig. */
export async function comparePig(
  o: Options,
  command: Command,
  budgets: (raw: string, by: PigSpec["by"]) => number[],
): Promise<void> {
  const why = "Pig is compared by decision quality on seeded positions";
  refuseGiven(command, ["core", "gameName", "branching", "mode", "depth", "full", "players", "pairs"], why);
  refuseGiven(command, ["positions"], "Pig's positions are drawn from the seed (--decisions N)");
  const by = choiceOption("--by", o.by as string, ["nodes", "time"] as const);
  const given = command.getOptionValueSource("algorithms") === "cli";
  const spec: PigSpec = {
    goal: PIG_GOAL,
    algorithms: pigAlgorithms(given ? (o.algorithms as string) : undefined),
    budgets: budgets(o.budgets as string, by),
    by,
    positions: intOption(
      "--decisions",
      o.decisions as string | undefined,
      1,
      MOST_PIG_POSITIONS,
      DEFAULT_PIG_POSITIONS,
    ),
    seed: PIG_SEED,
  };
  checkPigSpec(spec);
  const workers = intOption("--workers", o.workers as string | undefined, 1, 256, availableParallelism());
  const shard = shardOption(o.shard as string | undefined);
  const dir = fileOption("--out", o.out as string)!;
  preparePigReport(dir);
  const out = dataFile(dir, "pig", "decisions", shard);
  await withRunControls(
    dir,
    "choice",
    (controls) => runPig(spec, { workers, out, resume: !!o.resume, shard, ...controls }),
    (outcome) => {
      output(!!o.json, { pig: outcome.summary }, () => pigText(outcome.summary));
      if (shard) shardDone(shard);
      else process.stderr.write(`report: ${writePigReport(dir, outcome.summary, out)}\n`);
    },
  );
}

/** compare-merge's part for Pig runs' files: the summary (and report) of what they hold. */
export function mergePig(files: string[], o: { out?: string; partial?: boolean; json?: boolean }): void {
  const dir = fileOption("--out", o.out);
  const merged = mergePigFiles(files);
  if (dir) preparePigReport(dir);
  mergeGaps(merged, merged.missingChoices ? `${merged.missingChoices} choices of the run` : undefined, o.partial);
  output(o.json, { pig: merged.summary }, () => pigText(merged.summary));
  if (dir) process.stderr.write(`report: ${writePigReport(dir, merged.summary, files.join(", "))}\n`);
}
