// The comparisons `reproduce` runs (what `npm start` shows): Connect-Four and Othello, the
// main searches - alpha-beta with iterative deepening, best-first minimax, min/max
// approximation, MCTS, and any search the table gains that plays at a budget and is named
// here - at two budgets per move. The quick plan takes a few minutes on two cores; the full
// one plays every Connect-Four opening and more Othello openings and positions, so that
// the intervals separate the searches where they differ.

import { MAIN_ENTRANTS } from "./entrants.js";
import type { ComparePlan } from "./compare.js";

/** A plan made small (tests): `pairs` openings, `positions` positions, budgets a tenth. */
export interface CompareSample {
  pairs: number;
  positions: number;
}

export function comparePlans(full: boolean, sample?: CompareSample): ComparePlan[] {
  const plans = plansAtSize(full);
  if (!sample) return plans;
  return plans.map((p) => ({
    ...p,
    spec: {
      ...p.spec,
      pairs: Math.min(p.spec.pairs, sample.pairs),
      budgets: p.spec.budgets.map((b) => Math.max(1, Math.round(b / 10))),
    },
    decisions: p.decisions && { ...p.decisions, count: sample.positions },
  }));
}

function plansAtSize(full: boolean): ComparePlan[] {
  const common = { algorithms: [...MAIN_ENTRANTS], by: "nodes" as const, branching: null, mode: null, depth: null };
  return [
    {
      spec: { ...common, game: "connect4", budgets: full ? [1000, 10000] : [250, 2500], pairs: full ? 49 : 12 },
      roundRobin: true,
      decisions: { seed: 1, count: full ? 500 : 50 },
    },
    {
      spec: { ...common, game: "othello", budgets: full ? [1000, 10000] : [250, 2500], pairs: full ? 60 : 8 },
      roundRobin: true,
      decisions: { seed: 1, count: full ? 200 : 30 },
    },
  ];
}
