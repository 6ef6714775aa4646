// The checkpoint of a watched search in the reference (contract/control.ts): progress
// reads the search's counts, its line and iterative deepening's completed iteration,
// named by the caller's `name` from the search's root, and the control may stop it there.
// The reference engine names lines on a second game at the root (./reference-engine.ts);
// a user's game, which offers no second copy, on the searching game itself (./own-game.ts).

import { checkpointFor, type MoveName, type SearchControl } from "../contract/index.js";
import type { Budget, Limits } from "./search/limits.js";
import type { SearchStats } from "./search/stats.js";

export interface Watch {
  checkpoint: NonNullable<Limits["checkpoint"]>;
  /** Whether the control stopped the search. */
  stopped(): boolean;
  /** Throws a control callback's own error, once the search has returned. */
  rethrow(): void;
}

/** The watch of one search; `name` names a line of move indices from the search's root. */
export function watchSearch(control: SearchControl, name: (line: readonly number[]) => MoveName[]): Watch {
  let stats: SearchStats | undefined, budget: Budget | undefined;
  const watch = checkpointFor(control, (ms) => {
    const line = budget?.line?.();
    const completed = budget?.completed;
    return {
      nodes: { generated: stats!.generated, expanded: stats!.expanded, regenerated: stats!.regenerated },
      ms,
      pv: line ? name(line.pv) : [],
      ...(line ? { value: line.value } : {}),
      best: completed && { move: name([completed.move])[0], value: completed.value, depth: completed.depth },
    };
  });
  return {
    stopped: watch.stopped,
    rethrow: watch.rethrow,
    checkpoint: (s, b, canStop) => ((stats = s), (budget = b), watch.check(canStop)),
  };
}
