// An mcts player's options, handed to its slot once (playerMcts): defaults as
// contract/settings.ts says. (A search request's go through the settings' block: ./settings.ts.)

import {
  MCTS_DEFAULT_C,
  MCTS_DEFAULT_SCALE,
  seedHalves,
  type MctsOptions,
  type PlayerSpec,
} from "../contract/index.js";
import type { CoreExports } from "./load.js";

/**
 * The core's arguments for MCTS's options, after the simulation budget: seed halves, c, rollout depth, scale, solver,
 * alpha.
 */
function coreOptions(o: MctsOptions): [number, number, number, number, number, number, number] {
  const { hi, lo } = seedHalves(o.seed ?? 0);
  return [
    lo,
    hi,
    o.exploration ?? MCTS_DEFAULT_C,
    o.leaf === "evaluation" ? 0 : (o.rolloutDepth ?? -1),
    o.evaluationScale ?? MCTS_DEFAULT_SCALE,
    o.solver === undefined ? -1 : o.solver ? 1 : 0,
    o.alpha ?? 0,
  ];
}

/** An mcts player's budgets per move and settings, for its slot. */
export function setMctsPlayer(c: CoreExports, slot: number, spec: PlayerSpec): void {
  c.playerMcts(slot, spec.simulations ?? 0, ...coreOptions(spec), spec.nodes ?? 0, spec.time ?? 0);
}
