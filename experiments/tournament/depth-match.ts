// Depth matching (1994 paper, section 5): for each alpha-beta horizon, the best-first
// depth bound whose cost most nearly matches it. The paper ran a series of tournaments,
// each time incrementing the depth of whichever side used less; walking the alpha-beta
// depths in ascending order, that is: raise the best-first bound while best-first costs
// less, and when it first costs as much or more, the crossing is found - keep whichever
// of the two bounds beside it is nearer, then go on to the next alpha-beta depth from
// there. Cost is nodes generated (deterministic, the default) or time. Pure: the
// measurements come from an injected `measure`, so a synthetic cost model can test it.

import type { Cost, MatchBy } from "./types.js";

/** Runs one short tournament at (abDepth, bfDepth) and reports what each side spent. */
export type Measure = (abDepth: number, bfDepth: number) => Cost | Promise<Cost>;

export interface MatchOptions {
  by: MatchBy;
  /** Where the first alpha-beta depth starts its search (default 1). */
  startBf?: number;
  /** The deepest bound tried (default 100: a random game's length). */
  maxBf?: number;
  /** Told of each alpha-beta depth's match as soon as it is found. */
  onMatch?: (match: DepthMatch) => void;
  /**
   * Told, as a measurement starts, of the one the walk will most likely ask for next (the
   * next deeper bound), so that idle workers can start it: the matches never depend on it.
   */
  prefetch?: (abDepth: number, bfDepth: number) => void;
}

export interface DepthMatch {
  abDepth: number;
  bfDepth: number;
  /** Every measurement made for this alpha-beta depth, in order. */
  trail: { bfDepth: number; cost: Cost }[];
  /** True when best-first still cost less at maxBf (or more at bound 1): no crossing. */
  capped: boolean;
}

function spent(cost: Cost, by: MatchBy): { bf: number; ab: number } {
  return by === "nodes" ? { bf: cost.nodesBf, ab: cost.nodesAb } : { bf: cost.msBf, ab: cost.msAb };
}

/** How far apart the two costs are: costs grow geometrically with depth, so by ratio. */
export function mismatch(cost: Cost, by: MatchBy): number {
  const { bf, ab } = spent(cost, by);
  const eps = 1e-9;
  return Math.abs(Math.log((bf + eps) / (ab + eps)));
}

export async function matchDepths(
  abDepths: readonly number[],
  measure: Measure,
  options: MatchOptions,
): Promise<DepthMatch[]> {
  const maxBf = options.maxBf ?? 100;
  let bf = Math.min(Math.max(options.startBf ?? 1, 1), maxBf);
  const matches: DepthMatch[] = [];
  for (const abDepth of abDepths) {
    const trail: DepthMatch["trail"] = [];
    const at = async (depth: number, up = true) => {
      const pending = measure(abDepth, depth);
      if (up && depth < maxBf) options.prefetch?.(abDepth, depth + 1);
      const cost = await pending;
      trail.push({ bfDepth: depth, cost });
      return spent(cost, options.by);
    };
    let s = await at(bf);
    let capped = false;
    if (s.bf < s.ab) {
      while (s.bf < s.ab && bf < maxBf) s = await at(++bf);
      capped = s.bf < s.ab;
    } else if (s.bf > s.ab) {
      // Only when a start already overshoots (costs that are not monotone in depth).
      while (s.bf > s.ab && bf > 1) s = await at(--bf, false);
      capped = s.bf > s.ab;
    }
    // The crossing lies between the last two measurements: keep the nearer (the
    // shallower one on a tie, the cheaper player).
    const candidates = trail
      .slice(-2)
      .sort((x, y) => mismatch(x.cost, options.by) - mismatch(y.cost, options.by) || x.bfDepth - y.bfDepth);
    bf = candidates[0].bfDepth;
    const match = { abDepth, bfDepth: bf, trail, capped };
    matches.push(match);
    options.onMatch?.(match);
  }
  return matches;
}
