// Labelled positions in the calling thread, for a few positions at hand (a test, a
// positions file of a handful of lines); a run labels its positions in the workers
// (./runner.ts).

import type { Engine } from "../../../contract/index.js";
import { label } from "./label.js";
import { checkDecisionParams, decisionJobs } from "./params.js";
import type { DecisionGame, LabelledPosition, PositionSet } from "./types.js";

/** The positions of `set` for `game`, labelled by `engine` (the wasm core solves far faster than the reference). */
export function labelledPositions(game: DecisionGame, set: PositionSet, engine: Engine): LabelledPosition[] {
  // The run's checks of a set; the search and budget are placeholders they need.
  const params = checkDecisionParams({
    game,
    set,
    searches: [{ name: "none", algorithm: "mma" }],
    budgets: [{ nodes: 1 }],
  });
  return decisionJobs(params, engine).map((job) => {
    const labelled = label(game, job.position, job.text, engine);
    return job.stated === undefined ? labelled : { ...labelled, stated: job.stated };
  });
}
