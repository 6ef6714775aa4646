// A Pig decision-quality run's jobs in one fixed order (by budget, then search in the order
// given, then position), each named by the key its choice is stored and found under, so
// nothing depends on the order workers finish in.

import type { PigJob, PigSpec } from "./types.js";

/** The key of one job within its run. */
export const pigKey = (job: PigJob): string => `${job.budget}/${job.algorithm}/p${job.position}`;

/** All jobs of the run. */
export function pigJobs(spec: PigSpec): PigJob[] {
  const jobs: PigJob[] = [];
  for (const budget of spec.budgets)
    for (const algorithm of spec.algorithms)
      for (let position = 0; position < spec.positions; position++) jobs.push({ budget, algorithm, position });
  return jobs;
}
