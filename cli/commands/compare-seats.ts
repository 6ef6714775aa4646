// `bestfirst compare --game rolit|ewn`: the seated round robin of games of more than two
// players or with dice (experiments/seats/), run by compare's action when --game names one
// of them: its options checked, its games played in the worker pool with a progress bar,
// the results in DIR/data/compare-<name>-seats.jsonl (resumable, shardable), the report in
// DIR/compare-<name>.md. compare-merge hands it the files whose header is a seated run.

import { availableParallelism } from "node:os";
import type { Command } from "commander";
import { isSearchName } from "../../contract/index.js";
import { SEAT_PLAYERS, seatEntrants, seatsName } from "../../experiments/seats/games.js";
import { mergeSeatsFiles, runSeats } from "../../experiments/seats/runner.js";
import { checkSeatsSpec, MOST_OPENINGS } from "../../experiments/seats/store.js";
import { prepareSeatsReport, writeSeatsReport } from "../../experiments/seats/report.js";
import { seatsText } from "../../experiments/seats/tables.js";
import { dataFile } from "../../experiments/compare/compare.js";
import type { SeatGame, SeatsSpec } from "../../experiments/seats/types.js";
import { choiceOption, fileOption, intOption, output, refuseGiven, shardOption } from "../options.js";
import { usage } from "../errors.js";
import { mergeGaps, shardDone, withRunControls } from "./compare-run.js";

/** Openings per matchup and budget when --pairs is not given. */
export const DEFAULT_SEAT_OPENINGS = 20;
/** The seed of the openings and the dice. */
export const SEATS_SEED = 1;

/** The searches of --algorithms for a seated game: two or more of those taking its shape, none twice. */
function seatAlgorithms(raw: string | undefined, spec: Pick<SeatsSpec, "game" | "players">): SeatsSpec["algorithms"] {
  const entrants = seatEntrants(spec);
  if (raw === undefined) return entrants;
  const what = spec.game === "rolit" ? `Rolit with ${spec.players} players` : "EWN (two players, dice)";
  const accepted = `two or more of ${entrants.join(", ")} (the searches that take ${what})`;
  const names = raw.split(",").map((s) => s.trim());
  for (const name of names)
    if (!(entrants as string[]).includes(name))
      usage(
        `--algorithms: ${isSearchName(name) ? `${name} does not search ${what}` : `"${name}" is not a search`}; ` +
          `give ${accepted}`,
      );
  if (names.length < 2) usage(`--algorithms must be ${accepted}, got "${raw}"`);
  if (new Set(names).size !== names.length) usage(`--algorithms names a search twice ("${raw}")`);
  return names as SeatsSpec["algorithms"];
}

type Options = Record<string, string | boolean | undefined>;

/** compare's action for a seated game. */
export async function compareSeats(
  game: SeatGame,
  o: Options,
  command: Command,
  budgets: (raw: string, by: SeatsSpec["by"]) => number[],
): Promise<void> {
  const why = `${game} plays from seeded openings in every seating`;
  refuseGiven(command, ["core", "gameName", "branching", "mode", "depth", "full"], why);
  refuseGiven(command, ["decisions", "positions"], `compare measures no decision quality on ${game} yet`);
  const players = intOption(
    "--players",
    o.players as string | undefined,
    2,
    8,
    SEAT_PLAYERS[game].at(-1) === 4 ? 3 : 2,
  );
  if (!SEAT_PLAYERS[game].includes(players))
    usage(`--players must be one of ${SEAT_PLAYERS[game].join(", ")} for ${game}, got "${o.players}"`);
  const by = choiceOption("--by", o.by as string, ["nodes", "time"] as const);
  const given = command.getOptionValueSource("algorithms") === "cli";
  const spec: SeatsSpec = {
    game,
    players,
    algorithms: seatAlgorithms(given ? (o.algorithms as string) : undefined, { game, players }),
    budgets: budgets(o.budgets as string, by),
    by,
    openings: intOption("--pairs", o.pairs as string | undefined, 1, MOST_OPENINGS, DEFAULT_SEAT_OPENINGS),
    seed: SEATS_SEED,
  };
  checkSeatsSpec(spec);
  const workers = intOption("--workers", o.workers as string | undefined, 1, 256, availableParallelism());
  const shard = shardOption(o.shard as string | undefined);
  const dir = fileOption("--out", o.out as string)!;
  prepareSeatsReport(dir, spec);
  const out = dataFile(dir, seatsName(spec), "seats", shard);
  await withRunControls(
    dir,
    "game",
    (controls) => runSeats(spec, { workers, out, resume: !!o.resume, shard, ...controls }),
    (outcome) => {
      output(!!o.json, { seats: outcome.summary }, () => seatsText(outcome.summary));
      if (shard) shardDone(shard);
      else process.stderr.write(`report: ${writeSeatsReport(dir, outcome.summary, out)}\n`);
    },
  );
}

/** compare-merge's part for seated runs' files: the summary (and report) of what they hold. */
export function mergeSeats(files: string[], o: { out?: string; partial?: boolean; json?: boolean }): void {
  const dir = fileOption("--out", o.out);
  const merged = mergeSeatsFiles(files);
  if (dir) prepareSeatsReport(dir, merged.spec);
  mergeGaps(merged, merged.missingGames ? `${merged.missingGames} games of the round robin` : undefined, o.partial);
  output(o.json, { seats: merged.summary }, () => seatsText(merged.summary));
  if (dir) process.stderr.write(`report: ${writeSeatsReport(dir, merged.summary, files.join(", "))}\n`);
}
