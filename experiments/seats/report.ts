// The seated round robin's report, DIR/compare-<name>.md: what was played (the seatings,
// the openings, the dice, the points) and the tables of ./tables.ts, with the results
// file it was read from.

import { join } from "node:path";
import { prepareDir, writeReportFiles } from "../run/files.js";
import { ROLIT_OPENING_PLIES, seatsName } from "./games.js";
import { seatingName, seatings } from "./seatings.js";
import { seatsMarkdown } from "./tables.js";
import type { SeatsSummary } from "./summary.js";
import type { SeatsSpec } from "./types.js";

export const seatsReportFile = (spec: SeatsSpec): string => `compare-${seatsName(spec)}.md`;

/** Checks that the report and data directories can be written, before anything is played. */
export function prepareSeatsReport(dir: string, spec: SeatsSpec): void {
  prepareDir(dir, [seatsReportFile(spec)], "--out directory");
  prepareDir(join(dir, "data"), [], "--out directory");
}

/** How the games were played, in a few lines. */
function method(spec: SeatsSpec): string[] {
  const opening =
    spec.game === "rolit"
      ? `${ROLIT_OPENING_PLIES} uniformly drawn legal plies from the start`
      : "both sides' cubes laid out in uniformly drawn orders";
  return [
    `Every pair of searches at equal budgets per move (${spec.by === "nodes" ? "nodes generated" : "milliseconds"}), ` +
      `${spec.openings} openings a matchup and budget (${opening}; seed ${spec.seed}), each played in every ` +
      `seating of the two but all-A and all-B: ${seatings(spec.players)
        .map((s) => seatingName(s, spec.players))
        .join(", ")} (seat 0 moves first). A game gives 1 point to the player of the highest final value, shared ` +
      "equally on a tie; a search's score is its seats' points over the games. Intervals: Wilson's 95% score " +
      "interval over the games; ratings: Bradley-Terry, bootstrapped over openings." +
      (spec.game === "ewn" ? " The dice of an opening are the same in every seating." : ""),
  ];
}

/** Writes the report; returns its path. */
export function writeSeatsReport(dir: string, summary: SeatsSummary, source: string): string {
  const name = seatsReportFile(summary.spec);
  const title = summary.spec.game === "rolit" ? `Rolit, ${summary.spec.players} players` : "EinStein würfelt nicht!";
  const text = [
    `# compare: ${title}`,
    "",
    ...method(summary.spec),
    "",
    ...seatsMarkdown(summary),
    `Results: ${source}`,
    "",
  ];
  writeReportFiles(dir, [[name, text.join("\n")]]);
  return join(dir, name);
}
