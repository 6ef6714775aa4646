// MCTS's options of a request, handed to the core before the search (the core's
// searchMctsOptions; assembly/search/mcts-options.ts): defaults as contract/mcts.ts says.

import { MCTS_DEFAULT_C, MCTS_DEFAULT_SCALE, seedHalves, type MctsOptions } from "../contract/index.js";
import type { CoreExports } from "./load.js";

export function setMctsOptions(c: CoreExports, o: MctsOptions): void {
  const { hi, lo } = seedHalves(o.seed ?? 0);
  c.searchMctsOptions(o.simulations ?? 0, lo, hi, o.exploration ?? MCTS_DEFAULT_C,
    o.leaf === "evaluation" ? 0 : o.rolloutDepth ?? -1, o.evaluationScale ?? MCTS_DEFAULT_SCALE,
    o.solver === undefined ? -1 : o.solver ? 1 : 0, o.alpha ?? 0);
}
