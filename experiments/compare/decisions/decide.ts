// One decision: a search on a labelled position at one budget, and whether the move it
// chose is optimal and sound. A node budget makes the choice the same on every machine
// and in every worker; a time budget does not (the choice depends on the machine's speed
// and load), so runs with time budgets repeat only in distribution.

import { BestfirstError, type Engine } from "../../../contract/index.js";
import type { Budget, Choice, DecisionSearch, LabelledPosition } from "./types.js";

export function decide(labelled: LabelledPosition, search: DecisionSearch, budget: Budget, engine: Engine): Choice {
  const report = engine.search({
    ...search.settings,
    ...budget,
    position: labelled.position,
    algorithm: search.algorithm,
  });
  const move = String(report.move);
  const scored = labelled.moves.find((m) => m.move === move);
  if (!scored)
    throw new BestfirstError(
      `${search.name} chose ${move} on ${labelled.text}, which is not one of its legal moves ` +
        `(${labelled.moves.map((m) => m.move).join(", ")})`,
    );
  return {
    search: search.name,
    budget,
    move,
    optimal: scored.optimal,
    sound: scored.sound,
    nodes: report.nodes.generated,
    ms: report.ms,
  };
}
