// One job of a decision-quality run, as a worker runs it: label the position, then let
// every search choose at every budget (search by search, budget by budget: the order of
// a record's choices).

import type { Engine } from "../../../contract/index.js";
import { decide } from "./decide.js";
import { label } from "./label.js";
import type { DecisionJob, DecisionRecord } from "./types.js";

export function runDecisionJob(job: DecisionJob, engine: Engine): DecisionRecord {
  const labelled = label(job.game, job.position, job.text, engine);
  if (job.stated !== undefined) labelled.stated = job.stated;
  const choices = job.searches.flatMap((search) =>
    job.budgets.map((budget) => decide(labelled, search, budget, engine)),
  );
  return { index: job.index, ...labelled, choices };
}
