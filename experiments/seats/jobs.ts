// A seated round robin's jobs in one fixed order (by budget, then matchup in the order the
// searches were given, then opening, then seating), each named by the key its game is
// stored and found under, so nothing depends on the order workers finish in.

import { matchups } from "../compare/jobs.js";
import { seatings } from "./seatings.js";
import type { SeatsJob, SeatsSpec } from "./types.js";

/** The key of one job within its run. */
export const seatsKey = (job: SeatsJob): string => `${job.budget}/${job.a}-${job.b}/o${job.opening}/s${job.seating}`;

/** All jobs of the run. */
export function seatsJobs(spec: SeatsSpec): SeatsJob[] {
  const jobs: SeatsJob[] = [];
  for (const budget of spec.budgets)
    for (const [a, b] of matchups(spec.algorithms))
      for (let opening = 0; opening < spec.openings; opening++)
        for (const seating of seatings(spec.players)) jobs.push({ budget, a, b, opening, seating });
  return jobs;
}
